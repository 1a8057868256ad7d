import type { GraphNode, RuleGraph } from '../../../domain/routing/graph/graph-types';
import { layoutTree } from '../../../domain/routing/graph/layout-tree';
import type { FlowEdge, FlowNode, SlotInfo } from './flow-types';
import { withSlots } from './with-slots';

export const NODE_WIDTH = 210;

// Estimates, in CSS pixels, of how tall a node renders (see rule-graph.css): layout needs them
// before React Flow has measured anything, and the MiniMap reads only the controlled user node.
const CHROME = 42; // padding, top border and caption
const TITLE_LINE = 18;
const CHAIN_LINE = 17;
const CHARS_PER_LINE = 20; // 14px semibold in a 186px content box, with some margin

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

const flowNode = (node: GraphNode, position: { x: number; y: number }, slot: SlotInfo | undefined): FlowNode => {
  const common = { id: node.id, position, draggable: false, connectable: false, width: NODE_WIDTH, initialHeight: estimatedHeight(node) } as const;
  if (slot) return { ...common, initialHeight: SLOT_HEIGHT, type: 'slot', data: { slot } };
  switch (node.kind) {
    case 'condition':
      return { ...common, type: 'condition', data: { node } };
    case 'route':
      return { ...common, type: 'route', data: { node } };
    case 'action':
      return { ...common, type: 'action', data: { node } };
    case 'incomplete':
      return { ...common, type: 'incomplete', data: { node } };
    case 'default':
      return { ...common, type: 'fallthrough', data: { node } };
  }
};

export interface ToFlowOptions {
  /** Draw each empty branch as a placeholder node (the editor), instead of an edge to the default. */
  slots?: boolean;
}

/** The domain graph, laid out, as React Flow nodes and edges. Pure, so it is memoised on the graph. */
export const toFlow = (source: RuleGraph, options: ToFlowOptions = {}): { nodes: FlowNode[]; edges: FlowEdge[] } => {
  const { graph, slots } = options.slots ? withSlots(source) : { graph: source, slots: new Map<string, SlotInfo>() };
  const heightOf = (n: GraphNode) => (slots.has(n.id) ? SLOT_HEIGHT : estimatedHeight(n));
  const { positions } = layoutTree(graph, { nodeWidth: NODE_WIDTH, heightOf, gapX: 20, gapY: 40 });
  const nodes = graph.nodes.map((n) => flowNode(n, positions.get(n.id) ?? { x: 0, y: 0 }, slots.get(n.id)));
  const edges: FlowEdge[] = graph.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    sourceHandle: e.label,
    label: e.label,
    type: 'branch',
    data: { branch: e.label },
    className: `edge-${e.label}${e.toDefault || slots.has(e.target) ? ' edge-to-default' : ''}`,
    focusable: false,
  }));
  return { nodes, edges };
};
