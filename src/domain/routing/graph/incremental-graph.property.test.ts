import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSingleSequence, withIds } from '@fixtures/command-arbitraries';
import { CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from '../describe';
import type { SingleMethodDocument } from '../document';
import { walkTree } from '../tree-walk';
import { createGraphNodeCache, treeToGraph, type GraphNodeCache } from './document-to-graph';
import { createLayoutCache, layoutTree } from './layout-tree';
import type { GraphNode } from './graph-types';

const names = connectorNameLookup(Object.values(CONNECTORS));
const graphOf = (doc: SingleMethodDocument, collapsed: ReadonlySet<string>, cache?: GraphNodeCache) =>
  treeToGraph(doc.tree, { treePath: 'tree', treeKind: 'routing', defaultConnector: doc.default?.connector ?? null, names, collapsed, ...(cache ? { cache } : {}) });

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
        (docs, seeds, direction) => {
          const cache = createGraphNodeCache();
          const layouts = createLayoutCache();
          docs.forEach((doc, step) => {
            const folds = foldsOf(doc, seeds[step]!);
            const incremental = graphOf(doc, folds, cache);
            const scratch = graphOf(doc, folds);
            expect(incremental).toEqual(scratch);
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
});
