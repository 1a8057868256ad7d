import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { normaliseMultiMethod, storedMultiMethod } from './multi-method';
import { normaliseSingleMethod, storedSingleMethod } from './single-method';

afterEach(() => vi.restoreAllMocks());

/** A document as a row gives it back: plain JSON, a new object. */
const row = (document: unknown): unknown => JSON.parse(JSON.stringify(document));
/** What the schema itself reads from a row, as text (member order included). */
const bySchemaSingle = (document: unknown) => JSON.stringify(normaliseSingleMethod(SingleMethodDocument.parse(row(document))));

// A stored document is read on every routing GET: a plainly valid one by the domain's hand reader
// (read-document.ts, property-tested to answer as the schema does), anything else by the schema.
describe('reading a stored routing document', () => {
  it('reads a valid document without the schema, as the schema reads it', () => {
    const methods = checkoutDocument.methods.map((m) => m.method);
    const large = largeCardRouterDocument(5000, 1);
    const expected = { card: bySchemaSingle(cardRouterDocument), large: bySchemaSingle(large), multi: JSON.stringify(normaliseMultiMethod(MultiMethodDocument.parse(row(checkoutDocument)), methods)) };
    const single = vi.spyOn(SingleMethodDocument, 'parse');
    const multi = vi.spyOn(MultiMethodDocument, 'parse');
    expect(JSON.stringify(storedSingleMethod(row(cardRouterDocument)))).toBe(expected.card);
    expect(JSON.stringify(storedSingleMethod(row(large)))).toBe(expected.large);
    expect(JSON.stringify(storedMultiMethod(row(checkoutDocument), methods))).toBe(expected.multi);
    expect(single).not.toHaveBeenCalled();
    expect(multi).not.toHaveBeenCalled();
  });

  it('leaves a corrupt row to the schema, which refuses it (an internal error, not a document)', () => {
    const single = vi.spyOn(SingleMethodDocument, 'parse');
    const corrupt = { ...cardRouterDocument, tree: { id: null, if: { constraint: 'Currency' } } };
    expect(() => storedSingleMethod(corrupt)).toThrow();
    expect(single).toHaveBeenCalledTimes(1);
    expect(() => storedMultiMethod({ methods: 'none' }, ['Creditcard'])).toThrow();
  });
});
