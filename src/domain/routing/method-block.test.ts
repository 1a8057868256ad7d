import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { methodIndex, sameMethod } from './method-block';

describe('method blocks by name', () => {
  it('match case-insensitively, as the gateway does', () => {
    expect(sameMethod('PAYPAL', 'Paypal')).toBe(true);
    expect(sameMethod('Paypal', 'DirectDebit')).toBe(false);
    expect(methodIndex(checkoutDocument, 'directdebit')).toBe(2);
    expect(methodIndex(checkoutDocument, 'Creditcard')).toBe(0);
  });

  it('find nothing for a method that is not linked or not given', () => {
    expect(methodIndex(checkoutDocument, 'Klarna')).toBe(-1);
    expect(methodIndex(checkoutDocument, undefined)).toBe(-1);
    expect(methodIndex(checkoutDocument, null)).toBe(-1);
  });
});
