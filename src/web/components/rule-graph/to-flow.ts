import { Position, type NodeHandle } from '@xyflow/react';
import { connectorDisplay } from '@domain/routing/describe/connector-names';
import type { GraphEdge, GraphNode, RuleGraph } from '@domain/routing/graph/graph-types';
import { edgeSource } from '@domain/routing/graph/document-to-graph';
import { layoutTree, type LayoutCache, type LayoutDirection, type TreeLayout } from '@domain/routing/graph/layout-tree';
import { matchInOrder } from '@domain/routing/match-in-order';
import { createRecentResults, latest, recall, sameMembers, type RecentResults } from '@domain/routing/recent-results';
import { followEnds } from './edge-ends';
import type { FlowEdge, FlowNode, SlotInfo } from './flow-types';
import { heightOnce, reuseEdge, reuseNode } from './reuse-flow';
import { withSlots } from './with-slots';
import { formatPercent } from '@web/lib/format';

export const NODE_WIDTH = 210;

// Estimates, in CSS pixels, of how tall a node renders (see rule-graph.css): layout needs them
// before React Flow has measured anything, and so does React Flow for the nodes it never renders.
const CHROME = 42; // padding, top border and caption
const TITLE_LINE = 18;
const CHAIN_LINE = 17;
const CHARS_PER_LINE = 20; // 14px semibold in a 186px content box, with some margin
const MESSAGE_LINE = 22; // one line of a problem's message on the node (.flow-node-message)

/** Greedy word wrap, as the browser does it; over-long words (GUIDs) break anywhere. */
const lines = (text: string): number => {
  let count = 1;
  let used = 0;
  for (const word of text.split(/\s+/)) {
    const length = word.length;
    if (used > 0 && used + 1 + length <= CHARS_PER_LINE) used += 1 + length;
    else {
      if (used > 0) count += 1;
      count += Math.floor(Math.max(0, length - 1) / CHARS_PER_LINE);
      used = length % CHARS_PER_LINE || CHARS_PER_LINE;
    }
  }
  return count;
};

export const estimatedHeight = (node: GraphNode): number => {
  switch (node.kind) {
    case 'condition':
      return CHROME + lines(node.sentence) * TITLE_LINE;
    case 'route':
      return CHROME + lines(node.connector.name ?? node.connector.guid) * TITLE_LINE + node.onFail.length * CHAIN_LINE + (node.onFail.length ? 4 : 0);
    default:
      return CHROME + lines(node.summary) * TITLE_LINE;
  }
};

const SLOT_HEIGHT = 56;

// Where the handles sit (rule-graph.css): 7px squares centred on the top edge (inside the 4px top
// border, 1px on a slot) and, for a condition, on the bottom edge at 30 % (then) and 70 % (else)
// of the padding box; so they follow from the node's height. Given up front, React Flow need not
// render a node just to measure it: with onlyRenderVisibleElements it otherwise draws every node
// without measured handles, all 5,000 at load. A node on screen is still measured, and its
// measured handles replace these.
const HANDLE = 7;
const handleAt = (type: 'source' | 'target', id: string | null, centreX: number, centreY: number, position: Position): NodeHandle => ({
  type,
  id,
  position,
  x: centreX - HANDLE / 2,
  y: centreY - HANDLE / 2,
  width: HANDLE,
  height: HANDLE,
});

// Handles by type, height, parent and direction: a few dozen distinct sets for a whole tree, shared by
// its nodes instead of three new objects per node (React Flow only reads them).
const handleSets = new Map<string, NodeHandle[]>();

export const handlesOf = (type: FlowNode['type'], height: number, hasParent = true, direction: LayoutDirection = 'down'): NodeHandle[] => {
  const key = `${type} ${height} ${hasParent} ${direction}`;
  let handles = handleSets.get(key);
  if (!handles) handleSets.set(key, (handles = placeHandles(type, height, hasParent, direction)));
  return handles;
};

const placeHandles = (type: FlowNode['type'], height: number, hasParent: boolean, direction: LayoutDirection): NodeHandle[] => {
  const inner = NODE_WIDTH - 2;
  if (direction === 'right') {
    // Left to right: the target mid-height on the left edge, then (35 %) and else (65 %) on the right edge.
    const innerHeight = height - 5;
    if (type === 'slot') return hasParent ? [handleAt('target', null, 1, height / 2, Position.Left)] : [];
    const target = handleAt('target', null, 1, 4 + innerHeight / 2, Position.Left);
    if (type !== 'condition') return [target];
    return [target, handleAt('source', 'then', NODE_WIDTH - 1, 4 + innerHeight * 0.35, Position.Right), handleAt('source', 'else', NODE_WIDTH - 1, 4 + innerHeight * 0.65, Position.Right)];
  }
  if (type === 'slot') return hasParent ? [handleAt('target', null, 1 + inner / 2, 1, Position.Top)] : [];
  const target = handleAt('target', null, 1 + inner / 2, 4, Position.Top);
  if (type !== 'condition') return [target];
  return [target, handleAt('source', 'then', 1 + inner * 0.3, height - 1, Position.Bottom), handleAt('source', 'else', 1 + inner * 0.7, height - 1, Position.Bottom)];
};

/** The direction a node was laid out in, read back from the handle sides it was given. */
export const directionOf = (node: Pick<FlowNode, 'targetPosition'>): LayoutDirection => (node.targetPosition === Position.Left ? 'right' : 'down');

const BRANCH_WORDS = { then: 'Then', else: 'Else' } as const;

/**
 * A node's accessible name: the rule in words, after the branch it hangs on ("Else: If currency is
 * USD"), so a screen reader walking the canvas hears what the node decides and where it is.
 */
const names = new WeakMap<GraphNode, string>();

export const accessibleName = (node: GraphNode, slot: SlotInfo | undefined): string => {
  if (slot) return slotName(slot);
  // The domain keeps a graph node object while its rule is unchanged (createGraphNodeCache), so after
  // an edit on a large tree only the rules it touched are put into words again.
  let name = names.get(node);
  if (name === undefined) names.set(node, (name = ruleName(node)));
  return name;
};

const slotName = (slot: SlotInfo): string =>
  slot.branch ? `${BRANCH_WORDS[slot.branch]}: empty branch, falls through to the default` : 'No rules yet: an empty tree';

const ruleName = (node: GraphNode): string => {
  const words =
    node.kind === 'condition'
      ? `If ${node.sentence}${node.hiddenDescendants ? ` (${node.hiddenDescendants} rules folded)` : ''}`
      : node.kind === 'route'
        ? `Route to ${connectorDisplay(node.connector)}${node.onFail.length ? `; on failure ${node.onFail.map(connectorDisplay).join(', then ')}` : ''}`
        : node.kind === 'default'
        ? `${node.treeKind === 'routing' ? 'Fall-through' : 'No rule decides'}: ${node.summary}`
        : node.summary;
  const branch = /\/(then|else)$/.exec(node.path)?.[1] as 'then' | 'else' | undefined;
  return branch && node.kind !== 'default' ? `${BRANCH_WORDS[branch]}: ${words}` : words;
};

// Every node leaves the tab order; the drawing gives the one tab stop back (rule-graph.tsx, roving focus).
const OUT_OF_TAB_ORDER = { tabIndex: -1 } as const;

const flowNode = (node: GraphNode, position: { x: number; y: number }, slot: SlotInfo | undefined, height: number, direction: LayoutDirection): FlowNode => {
  const type = slot ? 'slot' : FLOW_TYPE[node.kind];
  // One object per node, written out (a shared part spread into each kind's object made two).
  return {
    id: node.id,
    type,
    data: slot ? { slot } : { node },
    position,
    draggable: false,
    connectable: false,
    width: NODE_WIDTH,
    initialHeight: height,
    // Estimates until React Flow measures the node on screen (see share-elements.ts, withSize).
    measured: { width: NODE_WIDTH, height },
    handles: handlesOf(type, height, slot?.parent !== null, direction),
    // Put into words when read: by React Flow for the few nodes it is given (the window around the
    // view), not for all 5,000 rules at load (−10 ms of the cold drawing, 7 of 9 paired runs of
    // bench/editor-open/derive-once.ts, 2026-11-29). A plain value wherever the node is copied.
    get ariaLabel() {
      return accessibleName(node, slot);
    },
    domAttributes: OUT_OF_TAB_ORDER,
    // The custom nodes draw their handles on these sides (React Flow passes them as props).
    targetPosition: direction === 'right' ? Position.Left : Position.Top,
    sourcePosition: direction === 'right' ? Position.Right : Position.Bottom,
  } as FlowNode;
};

/** The drawing's node type for each kind of graph node (slots are 'slot'); nodes/node-types.tsx draws each. */
const FLOW_TYPE = { condition: 'condition', route: 'route', action: 'action', incomplete: 'incomplete', default: 'fallthrough' } as const satisfies Record<GraphNode['kind'], FlowNode['type']>;

/** A node's type read off its data (what React Flow hands a node component). */
export const flowTypeOfData = (data: FlowNode['data']): FlowNode['type'] => ('slot' in data ? 'slot' : FLOW_TYPE[data.node.kind]);

export interface ToFlowOptions {
  /** Draw each empty branch as a placeholder node (the editor), instead of an edge to the default. */
  slots?: boolean;
  /** Nodes that carry a problem's message line, which the layout makes room for. */
  withMessage?: ReadonlySet<string>;
  /** Which way the tree grows; top-down unless told. */
  direction?: LayoutDirection;
  /** The drawing's last layout, reused where the tree kept its shape (createLayoutCache). */
  layoutCache?: LayoutCache;
  /** The last few drawings, returned as they were when asked again for the same graph and options (undo, unfold). */
  recent?: RecentFlows;
}

type Flow = { nodes: FlowNode[]; edges: FlowEdge[] };
type FlowInput = { graph: RuleGraph; options: ToFlowOptions };
export type RecentFlows = RecentResults<FlowInput, Flow>;
export const createRecentFlows = (): RecentFlows => createRecentResults();

// The layout cache changes how fast a drawing is made, not what it is.
const sameFlowInput = (a: FlowInput, b: FlowInput) =>
  a.graph === b.graph &&
  Boolean(a.options.slots) === Boolean(b.options.slots) &&
  (a.options.direction ?? 'down') === (b.options.direction ?? 'down') &&
  sameMembers(a.options.withMessage, b.options.withMessage);

/**
 * What an edge says: its branch, or for a load balancer the share of traffic it takes ("50 %"),
 * which is what a person needs to read off a split.
 */
export const branchLabel = (source: GraphNode | undefined, branch: 'then' | 'else'): string => {
  if (source?.kind !== 'condition' || source.constraint !== 'RandomLoadBalancer') return branch;
  const percent = (source.rule?.own as { if?: { params?: Record<string, unknown> } } | undefined)?.if?.params?.percentTrue;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) return branch;
  const share = branch === 'then' ? percent : Math.round((100 - percent) * 10) / 10;
  return formatPercent(share);
};

// Edge classes by branch, [to a rule, to the default]: the same strings every time, not one built per edge per edit.
const EDGE_CLASSES = { then: ['edge-then', 'edge-then edge-to-default'], else: ['edge-else', 'edge-else edge-to-default'] } as const;

/** The domain graph, laid out, as React Flow nodes and edges. Pure, so it is memoised on the graph. */
export const toFlow = (source: RuleGraph, options: ToFlowOptions = {}): Flow =>
  options.recent ? recall(options.recent, { graph: source, options }, sameFlowInput, () => deriveFlow(source, options)) : deriveFlow(source, options);

/**
 * The last drawing made from a layout (held weakly by the layout's result): the layout cache hands
 * back the very same result when an edit kept the tree's shape and row heights (an inspector edit),
 * and then every position is as it was.
 */
interface DrawnFrom {
  slots: boolean;
  direction: LayoutDirection;
  withMessage: ReadonlySet<string> | undefined;
  graphNodes: readonly GraphNode[];
  graphEdges: readonly GraphEdge[];
  flow: Flow;
}
const drawnFrom = new WeakMap<TreeLayout, DrawnFrom>();

// And by the drawing itself, for the next drawing of the same canvas (lastDrawn).
const drawnAs = new WeakMap<Flow, DrawnFrom>();
/** The last drawing a canvas was handed, as it was made. */
const lastDrawn = (recent: RecentFlows | undefined): DrawnFrom | undefined => {
  const last = recent && latest(recent);
  return last ? drawnAs.get(last) : undefined;
};

// New edges whose source is found by a scan of the nodes before they are all put in a map.
const SCANS_BEFORE_MAP = 8;

const deriveFlow = (source: RuleGraph, options: ToFlowOptions): Flow => {
  const { graph, slots } = options.slots ? withSlots(source) : { graph: source, slots: new Map<string, SlotInfo>() };
  const heightOf = (n: GraphNode) => (slots.has(n.id) ? SLOT_HEIGHT : heightOnce(n, estimatedHeight) + (options.withMessage?.has(n.id) ? MESSAGE_LINE : 0));
  const direction = options.direction ?? 'down';
  // Left to right, columns need room for the edge labels between them; rows, for the branches' elbows.
  const gaps = direction === 'right' ? { gapX: 64, gapY: 18 } : { gapX: 20, gapY: 40 };
  const layout = layoutTree(graph, { nodeWidth: NODE_WIDTH, heightOf, direction, ...gaps, ...(options.layoutCache ? { cache: options.layoutCache } : {}) });
  const { positions } = layout;
  // Same layout, options and message lines as the last drawing: a graph node or edge that is the same
  // object as one drawn then (the domain keeps a rule's objects while it is unchanged, with-slots.ts its
  // slots') is drawn as it was, without looking up its height, position or earlier drawing. Found in
  // order (matchInOrder), so a delete or an insert, which shift every later node, still finds them.
  const before = drawnFrom.get(layout);
  const same =
    before !== undefined && before.slots === Boolean(options.slots) && before.direction === direction && sameMembers(before.withMessage, options.withMessage) ? before : undefined;
  // The drawing to follow the edges' ends from (edge-ends.ts): that one, else the canvas's last
  // drawing (an edit that changed the tree's shape), whose nodes are mostly this graph's too.
  const prior = same ?? lastDrawn(options.recent);
  const keptNodes = prior ? matchInOrder(prior.graphNodes, graph.nodes) : undefined;
  const nodes = graph.nodes.map((n, i) => {
    const kept = same && keptNodes ? keptNodes[i]! : -1;
    if (kept >= 0) return same!.flow.nodes[kept]!;
    const position = positions.get(n.id) ?? { x: 0, y: 0 };
    const slot = slots.get(n.id);
    const height = heightOf(n);
    // Rules and their slots keep their graph node objects while unchanged (reuse-flow.ts, with-slots.ts); the default node is new on every derivation.
    return n.kind === 'default' ? flowNode(n, position, slot, height, direction) : reuseNode(n, position, height, direction, () => flowNode(n, position, slot, height, direction));
  });
  // Only an edge drawn anew reads its source (a load balancer's share): the domain knows it
  // (edgeSource). An edge made elsewhere (a test's graph) is found by a scan, then by a map of every
  // node, which cost ~1 ms on a 5,000-rule tree (2026-11-29, delete).
  let byId: Map<string, GraphNode> | undefined;
  let scans = 0;
  const sourceOf = (edge: GraphEdge): GraphNode | undefined => {
    const known = edgeSource(edge);
    if (known) return known;
    if (!byId && (scans += 1) <= SCANS_BEFORE_MAP) return graph.nodes.find((n) => n.id === edge.source);
    return (byId ??= new Map(graph.nodes.map((n) => [n.id, n]))).get(edge.source);
  };
  const keptEdges = prior ? matchInOrder(prior.graphEdges, graph.edges) : undefined;
  const edges: FlowEdge[] = graph.edges.map((e, i) => {
    const kept = same && keptEdges ? keptEdges[i]! : -1;
    if (kept >= 0) return same!.flow.edges[kept]!;
    const className = EDGE_CLASSES[e.label][e.toDefault || slots.has(e.target) ? 1 : 0];
    return reuseEdge(e, className, () => ({
      id: e.id,
      source: e.source,
      target: e.target,
      sourceHandle: e.label,
      label: branchLabel(sourceOf(e), e.label),
      type: 'branch',
      data: { branch: e.label },
      className,
      focusable: false,
    }));
  });
  const flow = { nodes, edges };
  // The window finds the edges' ends as places in the node array: kept from the drawing before.
  if (prior && keptNodes && keptEdges) followEnds(prior.flow, flow, keptNodes, keptEdges);
  const drawn = { slots: Boolean(options.slots), direction, withMessage: options.withMessage, graphNodes: graph.nodes, graphEdges: graph.edges, flow };
  drawnFrom.set(layout, drawn);
  drawnAs.set(flow, drawn);
  return flow;
};
