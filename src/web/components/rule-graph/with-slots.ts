import { changedEdge } from '@domain/routing/graph/document-to-graph';
import type { GraphEdge, GraphNode, RuleGraph } from '@domain/routing/graph/graph-types';
import type { SlotInfo } from './flow-types';

export const SLOT_SUMMARY = 'Empty branch';

interface Slot {
  info: SlotInfo;
  node: GraphNode;
  edge: GraphEdge;
}

/** The slot drawn for a fall-through edge, by the edge (held weakly): so a kept rule keeps its slots' objects. */
const slotOf = new WeakMap<GraphEdge, Slot>();

/**
 * The graph an editor draws: every branch that falls through to the default gets a placeholder node
 * of its own (id = the empty branch's path), so it can be selected, pasted into and dropped onto.
 * The placeholders are laid out like rule nodes, which keeps them under their condition.
 *
 * A slot is listed where a rule on its branch would be, in the tree's pre-order, not after all the
 * rules: a delete turns a rule into a slot under the same id (its path), and React moves a keyed
 * element whose place among its siblings changed. Listed last, the deleted rule's element (focused:
 * the key was pressed on it) was taken out of the canvas and put back, ~1 ms of each delete.
 */
export const withSlots = (graph: RuleGraph): { graph: RuleGraph; slots: Map<string, SlotInfo> } => {
  const slots = new Map<string, SlotInfo>();
  // A rule's depth is the number of branches in its path below the tree's (`tree/then/else`: 2): read
  // off the path instead of from a map of every node, which a new empty branch on a 20,000-rule tree
  // would otherwise build.
  const treeSegments = graph.treePath.split('/').length;
  const depthOf = (path: string) => path.split('/').length - treeSegments;
  const slotFor = (edge: GraphEdge): Slot => {
    // The domain keeps a rule's edge objects while the rule is unchanged: so are its slots.
    let slot = slotOf.get(edge);
    if (!slot) {
      const info: SlotInfo = { path: `${edge.source}/${edge.label}`, parent: edge.source, branch: edge.label };
      const node: GraphNode = { id: info.path, path: info.path, depth: depthOf(info.path), ruleId: 'new', kind: 'incomplete', summary: SLOT_SUMMARY };
      slotOf.set(edge, (slot = { info, node, edge: changedEdge(edge, { target: info.path, toDefault: false }) }));
    }
    return slot;
  };
  const nodes: GraphNode[] = [];
  const addSlot = ({ info, node }: Pick<Slot, 'info' | 'node'>) => {
    slots.set(info.path, info);
    nodes.push(node);
  };
  let fallThrough = 0;
  const edges: GraphEdge[] = graph.edges.map((edge) => {
    if (!edge.toDefault) return edge;
    fallThrough += 1;
    return slotFor(edge).edge;
  });

  // The domain lists a condition's two edges right after it, in the nodes' order (deriveGraph); the
  // else slot of a condition whose then branch holds rules waits until that branch's rules are listed.
  const waiting: Array<{ slot: Slot; under: string }> = [];
  // The then branch's rule itself (`under`) or one below it.
  const within = (path: string, under: string) => path.startsWith(under) && (path.length === under.length || path[under.length] === '/');
  const release = (path: string | null) => {
    while (waiting.length && (path === null || !within(path, waiting[waiting.length - 1]!.under))) addSlot(waiting.pop()!.slot);
  };
  let next = 0;
  for (const node of graph.nodes) {
    if (node.kind === 'default') continue;
    release(node.path);
    nodes.push(node);
    let thenHasRules = false;
    let elseSlot: Slot | undefined;
    for (; next < graph.edges.length && graph.edges[next]!.source === node.id; next += 1) {
      const edge = graph.edges[next]!;
      if (!edge.toDefault) thenHasRules ||= edge.label === 'then';
      else if (edge.label === 'then') addSlot(slotFor(edge));
      else elseSlot = slotFor(edge);
    }
    if (elseSlot && thenHasRules) waiting.push({ slot: elseSlot, under: `${node.path}/then` });
    else if (elseSlot) addSlot(elseSlot);
  }
  release(null);
  // Edges listed elsewhere than after their rule (a graph not made by deriveGraph) still get their slots.
  if (slots.size < fallThrough) for (const edge of graph.edges) if (edge.toDefault && !slots.has(`${edge.source}/${edge.label}`)) addSlot(slotFor(edge));

  let rootId = graph.rootId;
  if (rootId === null) {
    addSlot({ info: { path: graph.treePath, parent: null, branch: null }, node: { id: graph.treePath, path: graph.treePath, depth: 0, ruleId: 'new', kind: 'incomplete', summary: SLOT_SUMMARY } });
    rootId = graph.treePath;
  }
  const defaultNode = graph.nodes.find((n) => n.id === graph.defaultId);
  if (defaultNode) nodes.push(defaultNode);
  return { graph: { ...graph, nodes, edges, rootId }, slots };
};
