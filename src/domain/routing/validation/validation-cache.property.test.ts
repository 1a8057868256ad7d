import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSingleMethodDocument, worldContext } from '@fixtures/arbitraries';
import { arbSingleSequence, withIds } from '@fixtures/command-arbitraries';
import { collectRuleIds } from '../rule-ids';
import { createValidationCache, validateSingleMethod } from '.';

// Every other rule id of the first document is known, so the sequence meets unknown-id issues; an
// edit that copies rules meets duplicates; unknown constraints are 1011 and their params unchecked.
const knownHalf = (ids: Iterable<string>) => [...ids].filter((_, i) => i % 2 === 0);

describe('a validation cache (property)', () => {
  it('finds the issues a full validation finds after any sequence of edits, in the same order', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4, unknownConditions: true }).chain((doc) => arbSingleSequence(withIds(doc), 8)),
        fc.boolean(),
        // 1: every subtree's issues are kept (tree-segments.ts), so these small trees exercise their reuse.
        fc.constantFrom(1, 2, 32),
        (docs, otherMethod, keptFrom) => {
          // Checked against another payment method, every route is an issue too.
          const base = worldContext(knownHalf(collectRuleIds(docs[0]!)));
          const ctx = { ...base, checkRouteMethods: true, metaConnector: { ...base.metaConnector!, method: otherMethod ? 'Paypal' : 'Creditcard' } };
          const cache = createValidationCache(keptFrom);
          // Each document twice, the second time after the others: undo and redo come back to a document.
          for (const doc of [...docs, ...docs.slice().reverse()]) expect(validateSingleMethod(doc, ctx, cache)).toEqual(validateSingleMethod(doc, ctx));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does not carry issues from one context into another', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 4 }).map((d) => withIds(d)), (doc) => {
        const cache = createValidationCache(1);
        const all = worldContext(collectRuleIds(doc));
        const none = worldContext([]);
        expect(validateSingleMethod(doc, all, cache)).toEqual(validateSingleMethod(doc, all));
        expect(validateSingleMethod(doc, none, cache)).toEqual(validateSingleMethod(doc, none));
        // The same document, where every connector has since been disabled: every route's issues differ.
        const disabled = { ...all, connectors: all.connectors.map((c) => ({ ...c, disabled: true })) };
        expect(validateSingleMethod(doc, disabled, cache)).toEqual(validateSingleMethod(doc, disabled));
      }),
      { numRuns: 100 },
    );
  });
});
