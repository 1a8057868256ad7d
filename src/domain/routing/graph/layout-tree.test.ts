import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSingleMethodDocument } from '../../../fixtures/arbitraries';
import { cardRouterDocument, noRulesDocument } from '../../../fixtures/routing-documents';
import type { RuleNode } from '../document';
import { singleMethodGraph } from './document-to-graph';
import { layoutTree } from './layout-tree';

const distinctPositions = (positions: Map<string, { x: number; y: number }>) => new Set([...positions.values()].map((p) => `${p.x},${p.y}`)).size;

/** A balanced tree of `depth` levels: 2^depth - 1 nodes. */
const balanced = (depth: number): RuleNode =>
  depth <= 1
    ? { id: null, route: { connector: 'CO-a' } }
    : { id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: balanced(depth - 1), else: balanced(depth - 1) };

/** A right-leaning chain: the shape the gateway's admin UI tends to produce. */
const chain = (length: number): RuleNode => {
  let tail: RuleNode | null = null;
  for (let i = 0; i < length; i += 1) tail = { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { id: null, route: { connector: 'CO-a' } }, else: tail };
  return tail!;
};

describe('layoutTree', () => {
  it('gives every node of the card router a distinct position, root on top, default at the bottom', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const { positions, width, height } = layoutTree(graph);
    expect(positions.size).toBe(graph.nodes.length);
    expect(distinctPositions(positions)).toBe(graph.nodes.length);
    expect(positions.get('tree')!.y).toBe(0);
    const maxY = Math.max(...[...positions.values()].map((p) => p.y));
    expect(positions.get('tree#default')!.y).toBe(maxY);
    expect(Math.min(...[...positions.values()].map((p) => p.x))).toBe(0);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(maxY);
    // then left of else under the same parent
    expect(positions.get('tree/then')!.x).toBeLessThan(positions.get('tree/else')!.x);
  });

  it('sizes each level by its tallest node when heightOf is given', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const heightOf = (n: { kind: string }) => (n.kind === 'route' ? 100 : 50);
    const { positions, height } = layoutTree(graph, { heightOf, gapY: 10 });
    expect(positions.get('tree')!.y).toBe(0);
    expect(positions.get('tree/then')!.y).toBe(60); // a level of conditions only
    expect(positions.get('tree/then/then/then')!.y).toBe(180); // 0, 60, 120, then the level below
    expect(positions.get('tree/else/else/else/then')!.y).toBe(290); // below a level holding route leaves (100 + 10)
    const maxY = Math.max(...[...positions.values()].map((p) => p.y));
    expect(height).toBe(maxY + 50);
    for (const e of graph.edges) expect(positions.get(e.target)!.y).toBeGreaterThan(positions.get(e.source)!.y);
  });

  it('keeps a slot free for a missing branch and puts the default node under it', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const { positions } = layoutTree(graph);
    const last = positions.get('tree/else/else/else/else')!; // ExtraData: then = route, else = null
    const onlyChild = positions.get('tree/else/else/else/else/then')!;
    expect(onlyChild.x).toBeLessThan(last.x); // pushed left by the empty else slot
    expect(positions.get('tree#default')!.x).toBeGreaterThan(last.x);
  });

  it('is deterministic', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    expect([...layoutTree(graph).positions]).toEqual([...layoutTree(graph).positions]);
  });

  it('places the default node alone for an empty tree', () => {
    expect([...layoutTree(singleMethodGraph(noRulesDocument)).positions.values()]).toEqual([{ x: 0, y: 0 }]);
  });

  it('never stacks two nodes on one position (random trees)', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), (doc) => {
        const graph = singleMethodGraph(doc);
        expect(distinctPositions(layoutTree(graph).positions)).toBe(graph.nodes.length);
      }),
      { numRuns: 150 },
    );
  });

  it('lays out 5,000+ nodes quickly, balanced or as a deep chain', () => {
    for (const root of [balanced(13), chain(2600)]) {
      const graph = singleMethodGraph({ version: '1', default: { connector: 'CO-a' }, tree: root });
      expect(graph.nodes.length).toBeGreaterThan(5000);
      const started = performance.now();
      const { positions } = layoutTree(graph);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(distinctPositions(positions)).toBe(graph.nodes.length);
    }
  });
});
