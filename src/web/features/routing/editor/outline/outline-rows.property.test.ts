import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSingleSequence, someConditionPaths, withIds } from '@fixtures/command-arbitraries';
import { createOutlineSegments, outlineRows } from './outline-rows';


// The outline keeps each unchanged subtree's rows between listings (tree-segments.ts). After any
// sequence of edits, folds and returns to earlier documents, its rows must be a fresh listing's.
describe('the outline rows kept per subtree (property)', () => {
  it('equal the rows listed from scratch after any sequence of edits, folds and undos', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 5, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 6)),
        fc.array(fc.tuple(fc.nat({ max: 6 }), fc.nat({ max: 7 })), { minLength: 1, maxLength: 14 }),
        fc.constantFrom(1, 2, 32),
        (docs, visits, keptFrom) => {
          const segments = createOutlineSegments(keptFrom);
          for (const [at, pick] of visits) {
            const doc = docs[at % docs.length]!;
            const folds = someConditionPaths(doc, pick);
            expect(outlineRows(doc.tree, folds, 'tree', segments)).toEqual(outlineRows(doc.tree, folds));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
