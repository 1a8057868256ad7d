import fc from 'fast-check';
import { stringify } from 'safe-stable-stringify';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '@domain/routing/commands';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { sameDocument } from './same-document';

describe('sameDocument', () => {
  it('says what comparing the stable JSON texts says', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameDocument(a, b)).toBe(stringify(a) === stringify(b));
        expect(sameDocument(a, JSON.parse(JSON.stringify(a)) as unknown)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('ignores key order and keys holding undefined', () => {
    expect(sameDocument({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1, d: undefined })).toBe(true);
    expect(sameDocument({ a: 1 }, { a: 1, b: null })).toBe(false);
  });

  it('tells an edited document from its original, and an edit undone by hand equals it', () => {
    const edited = applyCommand(cardRouterDocument, { type: 'deleteSubtree', path: 'tree/then/then/else' });
    expect(sameDocument(edited, cardRouterDocument)).toBe(false);
    expect(sameDocument(structuredClone(cardRouterDocument), cardRouterDocument)).toBe(true);
  });
});
