import type { RuleNode } from '../document';
import { isRuleGraphNode, type RuleGraph } from './graph-types';

/**
 * The tree a graph was derived from: each rule node's own content, joined along the then/else
 * edges. The editor never needs it (it edits the document and derives the graph), but it proves
 * the graph is a faithful picture of the document: graph → tree is the inverse of tree → graph.
 * Collapsed graphs hide nodes and cannot be inverted.
 */
export const graphToTree = (graph: RuleGraph): RuleNode | null => {
  if (graph.rootId === null) return null;
  const byId = new Map(graph.nodes.filter(isRuleGraphNode).map((n) => [n.id, n]));
  const children = new Map(graph.edges.filter((e) => !e.toDefault).map((e) => [`${e.source}|${e.label}`, e.target]));
  const build = (id: string): RuleNode => {
    const node = byId.get(id);
    if (!node?.rule) throw new Error(`graph has no rule node '${id}'`);
    const { own, nullBranches } = node.rule;
    const out: RuleNode = { ...own };
    for (const label of ['then', 'else'] as const) {
      const child = children.get(`${id}|${label}`);
      if (child !== undefined) out[label] = build(child);
      else if (nullBranches.includes(label)) out[label] = null;
    }
    return out;
  };
  return build(graph.rootId);
};
