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
        (docs, otherMethod) => {
          // Checked against another payment method, every route is an issue too.
          const base = worldContext(knownHalf(collectRuleIds(docs[0]!)));
          const ctx = { ...base, checkRouteMethods: true, metaConnector: { ...base.metaConnector!, method: otherMethod ? 'Paypal' : 'Creditcard' } };
          const cache = createValidationCache();
          for (const doc of docs) expect(validateSingleMethod(doc, ctx, cache)).toEqual(validateSingleMethod(doc, ctx));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('does not carry issues from one context into another', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 4 }).map((d) => withIds(d)), (doc) => {
        const cache = createValidationCache();
        const all = worldContext(collectRuleIds(doc));
        const none = worldContext([]);
        expect(validateSingleMethod(doc, all, cache)).toEqual(validateSingleMethod(doc, all));
        expect(validateSingleMethod(doc, none, cache)).toEqual(validateSingleMethod(doc, none));
      }),
      { numRuns: 100 },
    );
  });
});
