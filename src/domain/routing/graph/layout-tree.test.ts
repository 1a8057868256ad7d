import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { cardRouterDocument, noRulesDocument } from '@fixtures/routing-documents';
import type { RuleNode } from '../document';
import { hierarchy, tree as d3Tree } from 'd3-hierarchy';
import { singleMethodGraph, treeToGraph } from './document-to-graph';
import type { RuleGraph } from './graph-types';
import { createLayoutCache, DEFAULT_LAYOUT, LAYOUT_CACHE_SHAPES, layoutTree } from './layout-tree';

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

/**
 * The top-down layout's x positions as they were computed until 2026-11-29, on d3-hierarchy's own
 * objects (`hierarchy` and `tree`): the reference the array form (tidy-tree.ts) must equal.
 */
const d3DownPositions = (graph: RuleGraph) => {
  interface Item {
    id: string;
    children: Item[];
    slot?: boolean;
  }
  const { nodeWidth, gapX, gapY, rowHeight } = DEFAULT_LAYOUT;
  const items = new Map<string, Item>();
  for (const node of graph.nodes) if (node.kind !== 'default') items.set(node.id, { id: node.id, children: [] });
  for (const edge of graph.edges) {
    const target = edge.toDefault ? { id: `${edge.id}#slot`, children: [], slot: true } : items.get(edge.target);
    if (target) items.get(edge.source)?.children.push(target);
  }
  const xs = new Map<string, number>();
  const depths = new Map<string, number>();
  const slotXs: number[] = [];
  let deepest = -1;
  const root = graph.rootId === null ? undefined : items.get(graph.rootId);
  if (root)
    d3Tree<Item>()
      .nodeSize([nodeWidth + gapX, 1])
      .separation((a, b) => (a.parent === b.parent ? 1 : 1.15))(hierarchy(root, (item) => item.children))
      .each((n) => {
        deepest = Math.max(deepest, n.depth);
        if (n.data.slot) slotXs.push(n.x);
        else {
          xs.set(n.data.id, n.x);
          depths.set(n.data.id, n.depth);
        }
      });
  const rules = [...xs.values()];
  const centre = slotXs.length > 0 ? slotXs.reduce((a, b) => a + b, 0) / slotXs.length : (Math.min(0, ...rules) + Math.max(0, ...rules)) / 2;
  xs.set(graph.defaultId, centre);
  depths.set(graph.defaultId, deepest + 1);
  const shiftX = Math.min(0, ...rules, centre) - nodeWidth / 2;
  return new Map([...xs].map(([id, x]) => [id, { x: x - nodeWidth / 2 - shiftX, y: depths.get(id)! * (rowHeight + gapY) }]));
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

  it("places every node where the layout built on d3-hierarchy's objects placed it (random trees, folds included)", () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 6 }), fc.nat(), (doc, foldSeed) => {
        const whole = singleMethodGraph(doc);
        // Fold a few conditions: folded ones are leaves of the drawn tree.
        const folds = new Set(whole.nodes.filter((n, i) => n.kind === 'condition' && (i + foldSeed) % 5 === 0).map((n) => n.id));
        const graph = treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, defaultActionDisable: null, collapsed: folds });
        expect(layoutTree(graph).positions).toEqual(d3DownPositions(graph));
      }),
      { numRuns: 200 },
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

/** Whether two laid-out boxes overlap (touching edges do not count). */
const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('layoutTree with a cache', () => {
  // Folding the root and unfolding it again goes back and forth between two shapes: the unfold
  // must find the full tree's layout instead of laying 5,000 nodes out again (issue 16).
  it('reuses the layouts of recent shapes: fold, unfold, fold, unfold lays each shape out once', () => {
    const doc = largeCardRouterDocument(5000);
    const cache = createLayoutCache();
    const open = singleMethodGraph(doc);
    const folded = singleMethodGraph(doc, undefined, new Set(['tree']));
    const first = layoutTree(open, { cache });
    const firstFolded = layoutTree(folded, { cache });
    expect(firstFolded.positions.size).toBeLessThan(first.positions.size);
    // Graphs derived again (new objects, the same shapes), as the editor derives them after a fold.
    expect(layoutTree(singleMethodGraph(doc), { cache }).positions).toBe(first.positions);
    expect(layoutTree(singleMethodGraph(doc, undefined, new Set(['tree'])), { cache }).positions).toBe(firstFolded.positions);
    expect(layoutTree(singleMethodGraph(doc), { cache }).positions).toBe(first.positions);
    expect(cache.down).toHaveLength(2);
  });

  it('keeps at most a few shapes, the most recently used first, and gives what a layout without a cache gives', () => {
    const doc = largeCardRouterDocument(300);
    const cache = createLayoutCache();
    const paths = ['tree', 'tree/else', 'tree/else/else', 'tree/then', 'tree/else/then', 'tree/else/else/else'];
    const layouts = paths.map((path) => {
      const graph = singleMethodGraph(doc, undefined, new Set([path]));
      const laidOut = layoutTree(graph, { cache });
      expect(laidOut).toEqual(layoutTree(graph));
      return laidOut;
    });
    expect(cache.down.length).toBeLessThanOrEqual(LAYOUT_CACHE_SHAPES);
    expect(cache.down[0]!.result).toBe(layouts.at(-1));
    // The first shape was dropped long ago: laid out again, equal but not the same object.
    const again = layoutTree(singleMethodGraph(doc, undefined, new Set([paths[0]!])), { cache });
    expect(again).toEqual(layouts[0]);
    expect(again).not.toBe(layouts[0]);
    expect(cache.down.length).toBeLessThanOrEqual(LAYOUT_CACHE_SHAPES);
  });
});

describe('layoutTree, left to right', () => {
  const heightOf = (n: { kind: string }) => (n.kind === 'route' ? 90 : n.kind === 'default' ? 60 : 50);
  const right = { direction: 'right', nodeWidth: 200, gapX: 40, gapY: 12, heightOf } as const;

  it('puts each level in its own column, the root on the left, then above else, the default right of the deepest rule', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const { positions, width, height } = layoutTree(graph, right);
    expect(positions.size).toBe(graph.nodes.length);
    expect(positions.get('tree')!.x).toBe(0);
    for (const node of graph.nodes) if (node.kind !== 'default') expect(positions.get(node.id)!.x).toBe(node.depth * 240);
    const deepest = Math.max(...graph.nodes.filter((n) => n.kind !== 'default').map((n) => n.depth));
    expect(positions.get('tree#default')!.x).toBe((deepest + 1) * 240);
    expect(positions.get('tree/then')!.y).toBeLessThan(positions.get('tree/else')!.y);
    expect(Math.min(...[...positions.values()].map((p) => p.y))).toBe(0);
    expect(width).toBe((deepest + 2) * 240 - 40);
    for (const node of graph.nodes) expect(positions.get(node.id)!.y + heightOf(node)).toBeLessThanOrEqual(height + 1e-9);
  });

  it('lays the card router out wider than tall, where top-down is far wider still', () => {
    const graph = singleMethodGraph(cardRouterDocument);
    const across = layoutTree(graph, right);
    const down = layoutTree(graph, { ...right, direction: 'down' });
    expect(across.width).toBeLessThan(down.width);
    expect(across.height).toBeGreaterThan(down.height);
  });

  it('never overlaps two nodes, whatever their heights (random trees)', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 5 }), fc.integer({ min: 30, max: 140 }), (doc, tall) => {
        const graph = singleMethodGraph(doc);
        const h = (n: { kind: string; id: string }) => (n.kind === 'route' ? tall : 40 + (n.id.length % 3) * 10);
        const { positions } = layoutTree(graph, { ...right, heightOf: h });
        const boxes = graph.nodes.map((n) => ({ ...positions.get(n.id)!, w: 200, h: h(n) }));
        for (let i = 0; i < boxes.length; i += 1) for (let j = i + 1; j < boxes.length; j += 1) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('is linear: 5,000+ nodes lay out, balanced or as a deep chain', () => {
    for (const root of [balanced(13), chain(2600)]) {
      const graph = singleMethodGraph({ version: '1', default: { connector: 'CO-a' }, tree: root });
      const { positions } = layoutTree(graph, right);
      expect(distinctPositions(positions)).toBe(graph.nodes.length);
    }
  });
});
