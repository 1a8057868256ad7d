import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleNode } from '@domain/routing/document';
import { edgeSource, methodGraphs, singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { withSlots } from './with-slots';

describe('withSlots', () => {
  it('puts every empty branch one level below its condition, in a single- and a multi-method tree', () => {
    for (const graph of [singleMethodGraph(cardRouterDocument), methodGraphs(checkoutDocument, 0).routing]) {
      const { graph: drawn, slots } = withSlots(graph);
      expect(slots.size).toBeGreaterThan(0);
      const depth = new Map(drawn.nodes.map((n) => [n.id, n.kind === 'default' ? -1 : n.depth]));
      for (const slot of slots.values()) expect(depth.get(slot.path)).toBe(depth.get(slot.parent!)! + 1);
    }
  });

  it('keeps the source rule of an edge it turns towards a slot (the drawing labels new edges from it)', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const { graph: drawn, slots } = withSlots(graph);
    const byId = new Map(drawn.nodes.map((n) => [n.id, n]));
    const toSlots = drawn.edges.filter((e) => slots.has(e.target));
    expect(toSlots.length).toBeGreaterThan(0);
    for (const edge of drawn.edges) expect(edgeSource(edge)).toBe(byId.get(edge.source));
  });

  // A delete turns a rule into a slot under the same id; listed where the rule was, React keeps its
  // element in place instead of moving it (with-slots.ts).
  it('lists every slot where a rule on its branch would be, in the tree\'s pre-order (property)', () => {
    const preOrder = (node: RuleNode | null | undefined, path: string, out: string[]): string[] => {
      out.push(path);
      if (node?.if) for (const branch of ['then', 'else'] as const) preOrder(node[branch], `${path}/${branch}`, out);
      return out;
    };
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), (doc) => {
        const { graph } = withSlots(singleMethodGraph(doc));
        const listed = graph.nodes.filter((n) => n.kind !== 'default').map((n) => n.id);
        expect(listed).toEqual(preOrder(doc.tree, 'tree', []));
      }),
      { numRuns: 200 },
    );
  });
});

