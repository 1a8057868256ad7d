import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import type { MultiMethodDocument } from '../document';
import { evaluateMultiMethod } from './evaluate-method';
import { evaluationContext } from './evaluation-context';
import { offeredChance } from './method-offered';
import type { SimTransaction } from './transaction';

const ctx = evaluationContext({ baseCurrency: 'EUR' });
const paypalFrom = (country: string): SimTransaction => ({ transactionType: 'debit', amount: '30.00', currency: 'EUR', customer: { billingCountry: country }, paymentMethod: 'Paypal' });
const withPaypal = (change: Partial<MultiMethodDocument['methods'][number]>, defaultActionDisable: boolean): MultiMethodDocument => ({
  ...checkoutDocument,
  defaultActionDisable,
  methods: checkoutDocument.methods.map((m) => (m.method === 'Paypal' ? { ...m, ...change } : m)),
});

/** offeredChance against `evaluateMultiMethod`'s `available`, the rule it shares (contract §2). */
const agrees = (doc: MultiMethodDocument, tx: SimTransaction) => {
  const { chance } = offeredChance(doc, tx, ctx);
  expect(chance).toBe(evaluateMultiMethod(doc, tx, ctx).chosen?.available ? 1 : 0);
  return chance;
};

describe('offeredChance: whether a multi-method document offers a payment its method', () => {
  it('by the availability tree: PayPal from DE yes, from US no', () => {
    expect(agrees(checkoutDocument, paypalFrom('DE'))).toBe(1);
    expect(agrees(checkoutDocument, paypalFrom('US'))).toBe(0);
  });
  it('never for a disabled block or a method without a block', () => {
    expect(agrees(withPaypal({ disabled: true }, false), paypalFrom('DE'))).toBe(0);
    expect(agrees(checkoutDocument, { ...paypalFrom('DE'), paymentMethod: 'Klarna' })).toBe(0);
  });
  it('always for a block without availability rules, even where the document disables by default', () => {
    expect(agrees(withPaypal({ availability: null }, true), paypalFrom('US'))).toBe(1);
  });
  it("a tree that reaches no leaf falls to the document's default action", () => {
    const noLeaf = { tree: { id: 'a', if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: ['DE'] } }, then: { id: 'b', action: 'enable' as const }, else: null } };
    expect(agrees(withPaypal({ availability: noLeaf }, false), paypalFrom('US'))).toBe(1);
    expect(agrees(withPaypal({ availability: noLeaf }, true), paypalFrom('US'))).toBe(0);
  });
});
