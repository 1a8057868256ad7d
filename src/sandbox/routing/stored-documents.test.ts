import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { normaliseMultiMethod, storedMultiMethod } from './multi-method';
import { normaliseSingleMethod, storedSingleMethod } from './single-method';

afterEach(() => vi.restoreAllMocks());

// A stored document is read on every routing GET: a plainly valid one by the domain's hand reader
// (read-document.ts, property-tested to answer as the schema does), anything else by the schema.
describe('reading a stored routing document', () => {
  it('reads a valid document without the schema, as the schema reads it', () => {
    const methods = checkoutDocument.methods.map((m) => m.method);
    const expectedSingle = storedSingleMethod(JSON.parse(JSON.stringify(cardRouterDocument)));
    const expectedMulti = storedMultiMethod(JSON.parse(JSON.stringify(checkoutDocument)), methods);
    const single = vi.spyOn(SingleMethodDocument, 'parse');
    const multi = vi.spyOn(MultiMethodDocument, 'parse');
    const large = largeCardRouterDocument(5000, 1);
    expect(storedSingleMethod(JSON.parse(JSON.stringify(large)))).toEqual(storedSingleMethod(JSON.parse(JSON.stringify(large))));
    expect(storedSingleMethod(JSON.parse(JSON.stringify(cardRouterDocument)))).toEqual(expectedSingle);
    expect(storedMultiMethod(JSON.parse(JSON.stringify(checkoutDocument)), methods)).toEqual(expectedMulti);
    expect(single).not.toHaveBeenCalled();
    expect(multi).not.toHaveBeenCalled();
    single.mockRestore();
    multi.mockRestore();
    // What the schema itself reads from the same rows, member order included.
    expect(JSON.stringify(expectedSingle)).toBe(JSON.stringify(normaliseSingleMethod(SingleMethodDocument.parse(JSON.parse(JSON.stringify(cardRouterDocument))))));
    expect(JSON.stringify(expectedMulti)).toBe(JSON.stringify(normaliseMultiMethod(MultiMethodDocument.parse(JSON.parse(JSON.stringify(checkoutDocument))), methods)));
  });

  it('leaves a corrupt row to the schema, which refuses it (an internal error, not a document)', () => {
    const single = vi.spyOn(SingleMethodDocument, 'parse');
    const corrupt = { ...cardRouterDocument, tree: { id: null, if: { constraint: 'Currency' } } };
    expect(() => storedSingleMethod(corrupt)).toThrow();
    expect(single).toHaveBeenCalledTimes(1);
    expect(() => storedMultiMethod({ methods: 'none' }, ['Creditcard'])).toThrow();
  });
});
