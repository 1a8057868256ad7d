import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSingleSequence, withIds } from '@fixtures/command-arbitraries';
import { CONNECTORS } from '@fixtures/world';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { connectorNameLookup } from '../describe';
import type { SingleMethodDocument } from '../document';
import { walkTree } from '../tree-walk';
import { createGraphNodeCache, createRecentGraphs, edgeSource, treeToGraph, type GraphNodeCache, type RecentGraphs } from './document-to-graph';
import { createLayoutCache, layoutTree } from './layout-tree';
import type { GraphNode } from './graph-types';

const names = connectorNameLookup(Object.values(CONNECTORS));
const graphOf = (doc: SingleMethodDocument, collapsed: ReadonlySet<string>, cache?: GraphNodeCache, recent?: RecentGraphs) =>
  treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, names, collapsed, ...(cache ? { cache } : {}), ...(recent ? { recent } : {}) });

/** Some of the document's rule paths, drawn by a seed: what is folded at one step. */
const foldsOf = (doc: SingleMethodDocument, seed: number): Set<string> => {
  const out = new Set<string>();
  let i = seed;
  walkTree(doc.tree, 'tree', (_, path) => {
    i = (i * 1103515245 + 12345) % 2147483648;
    if (i % 5 === 0) out.add(path);
  });
  return out;
};

// The editor derives the graph after every edit with one cache for the editor's life; whatever the
// edits and folds were, the result must be the one a fresh derivation gives, and so its layout.
describe('the incremental graph (property)', () => {
  it('equals the graph and layout derived from scratch after any sequence of edits and folds', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 8)),
        fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
        fc.constantFrom('down' as const, 'right' as const),
        // 1: every subtree's part is kept (tree-segments.ts), so these small trees exercise its reuse.
        fc.constantFrom(1, 3, 32),
        (docs, seeds, direction, keptFrom) => {
          const cache = createGraphNodeCache(keptFrom);
          const layouts = createLayoutCache();
          docs.forEach((doc, step) => {
            const folds = foldsOf(doc, seeds[step]!);
            const incremental = graphOf(doc, folds, cache);
            const scratch = graphOf(doc, folds);
            expect(incremental).toEqual(scratch);
            // Each edge knows the very node object it leaves, kept edges too (the drawing labels edges from it).
            const byId = new Map(incremental.nodes.map((n) => [n.id, n]));
            for (const edge of incremental.edges) expect(edgeSource(edge)).toBe(byId.get(edge.source));
            // Heights that change from step to step for some nodes (a sentence wrapping to another line).
            const heightOf = (n: GraphNode) => 40 + ((n.id.length * 7 + seeds[step]!) % 3) * 18;
            expect(layoutTree(incremental, { direction, heightOf, cache: layouts })).toEqual(layoutTree(scratch, { direction, heightOf }));
            expect(layoutTree(incremental, { direction, cache: layouts })).toEqual(layoutTree(scratch, { direction }));
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  // Undo hands back an earlier document object and unfolding an earlier set of folds (as a new Set):
  // the editor then finds the graph it derived then. Visiting the states in any order, with repeats,
  // what it finds must still be what a fresh derivation gives.
  it('equals the graph derived from scratch when earlier documents and folds come back (undo, unfold)', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 5)),
        fc.array(fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 3 })), { minLength: 1, maxLength: 16 }),
        (docs, visits) => {
          const cache = createGraphNodeCache(1);
          const recent = createRecentGraphs();
          for (const [at, seed] of visits) {
            const doc = docs[at % docs.length]!;
            const incremental = graphOf(doc, foldsOf(doc, seed), cache, recent);
            expect(incremental).toEqual(graphOf(doc, foldsOf(doc, seed)));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds an earlier graph again only for the same document object, options and folds', () => {
    const first = cardRouterDocument;
    const second = largeCardRouterDocument(20);
    const recent = createRecentGraphs();
    const a = graphOf(first, new Set(), undefined, recent);
    expect(graphOf(first, new Set(), undefined, recent)).toBe(a);
    expect(graphOf(structuredClone(first), new Set(), undefined, recent)).not.toBe(a);
    expect(graphOf(first, new Set(['tree']), undefined, recent)).not.toBe(a);
    graphOf(second, new Set(), undefined, recent);
    expect(graphOf(first, new Set(), undefined, recent)).toBe(a);
  });
});
