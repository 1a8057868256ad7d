import type { GraphEdge, GraphNode, RuleGraph } from '../../../domain/routing/graph/graph-types';
import type { SlotInfo } from './flow-types';

export const SLOT_SUMMARY = 'Empty branch';

/**
 * The graph an editor draws: every branch that falls through to the default gets a placeholder node
 * of its own (id = the empty branch's path), so it can be selected, pasted into and dropped onto.
 * The placeholders are laid out like rule nodes, which keeps them under their condition.
 */
export const withSlots = (graph: RuleGraph): { graph: RuleGraph; slots: Map<string, SlotInfo> } => {
  const slots = new Map<string, SlotInfo>();
  const depthOf = new Map<string, number>();
  const nodes: GraphNode[] = [];
  for (const node of graph.nodes) {
    if (node.kind === 'default') continue;
    depthOf.set(node.id, node.depth);
    nodes.push(node);
  }
  const addSlot = (info: SlotInfo, depth: number) => {
    slots.set(info.path, info);
    nodes.push({ id: info.path, path: info.path, depth, ruleId: 'new', kind: 'incomplete', summary: SLOT_SUMMARY });
  };
  const edges: GraphEdge[] = graph.edges.map((edge) => {
    if (!edge.toDefault) return edge;
    const path = `${edge.source}/${edge.label}`;
    addSlot({ path, parent: edge.source, branch: edge.label }, (depthOf.get(edge.source) ?? 0) + 1);
    return { ...edge, target: path, toDefault: false };
  });
  let rootId = graph.rootId;
  if (rootId === null) {
    addSlot({ path: graph.treePath, parent: null, branch: null }, 0);
    rootId = graph.treePath;
  }
  const defaultNode = graph.nodes.find((n) => n.id === graph.defaultId);
  if (defaultNode) nodes.push(defaultNode);
  return { graph: { ...graph, nodes, edges, rootId }, slots };
};
