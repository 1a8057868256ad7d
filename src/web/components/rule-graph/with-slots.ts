import { changedEdge } from '@domain/routing/graph/document-to-graph';
import type { GraphEdge, GraphNode, RuleGraph } from '@domain/routing/graph/graph-types';
import type { SlotInfo } from './flow-types';

export const SLOT_SUMMARY = 'Empty branch';

/** The slot drawn for a fall-through edge, by the edge (held weakly): so a kept rule keeps its slots' objects. */
const slotOf = new WeakMap<GraphEdge, { info: SlotInfo; node: GraphNode; edge: GraphEdge }>();

/**
 * The graph an editor draws: every branch that falls through to the default gets a placeholder node
 * of its own (id = the empty branch's path), so it can be selected, pasted into and dropped onto.
 * The placeholders are laid out like rule nodes, which keeps them under their condition.
 */
export const withSlots = (graph: RuleGraph): { graph: RuleGraph; slots: Map<string, SlotInfo> } => {
  const slots = new Map<string, SlotInfo>();
  // A rule's depth is the number of branches in its path below the tree's (`tree/then/else`: 2): read
  // off the path instead of from a map of every node, which a new empty branch on a 20,000-rule tree
  // would otherwise build.
  const treeSegments = graph.treePath.split('/').length;
  const depthOf = (path: string) => path.split('/').length - treeSegments;
  const nodes: GraphNode[] = [];
  for (const node of graph.nodes) if (node.kind !== 'default') nodes.push(node);
  const addSlot = (info: SlotInfo, node: GraphNode) => {
    slots.set(info.path, info);
    nodes.push(node);
  };
  const edges: GraphEdge[] = graph.edges.map((edge) => {
    if (!edge.toDefault) return edge;
    // The domain keeps a rule's edge objects while the rule is unchanged: so are its slots.
    let slot = slotOf.get(edge);
    if (!slot) {
      const info: SlotInfo = { path: `${edge.source}/${edge.label}`, parent: edge.source, branch: edge.label };
      const node: GraphNode = { id: info.path, path: info.path, depth: depthOf(info.path), ruleId: 'new', kind: 'incomplete', summary: SLOT_SUMMARY };
      slotOf.set(edge, (slot = { info, node, edge: changedEdge(edge, { target: info.path, toDefault: false }) }));
    }
    addSlot(slot.info, slot.node);
    return slot.edge;
  });
  let rootId = graph.rootId;
  if (rootId === null) {
    addSlot({ path: graph.treePath, parent: null, branch: null }, { id: graph.treePath, path: graph.treePath, depth: 0, ruleId: 'new', kind: 'incomplete', summary: SLOT_SUMMARY });
    rootId = graph.treePath;
  }
  const defaultNode = graph.nodes.find((n) => n.id === graph.defaultId);
  if (defaultNode) nodes.push(defaultNode);
  return { graph: { ...graph, nodes, edges, rootId }, slots };
};
