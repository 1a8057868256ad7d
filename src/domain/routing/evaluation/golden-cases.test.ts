import { describe, expect, it } from 'vitest';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { checkGoldenCase } from './golden-cases';
import { REFERENCE_SETTINGS } from './reference-rates';
import { seededRandom } from './seeded-random';

const ctx = { ...REFERENCE_SETTINGS, random: seededRandom(1) };
const visaDe = (amount: string) => ({ transactionType: 'debit' as const, amount, currency: 'EUR', card: { brand: 'visa', binCountry: 'DE' }, riskScore: 10 });

describe('golden cases', () => {
  it('passes when the expected connector is certain', () => {
    const result = checkGoldenCase(cardRouterDocument, { name: 'big DE visa', transaction: visaDe('1200.00'), expectedConnector: CONNECTORS.alphaEur.guid }, ctx);
    expect(result).toEqual({ pass: true, shares: [{ connector: CONNECTORS.alphaEur.guid, probability: 1 }] });
  });
  it('fails when a load balancer sends part of it elsewhere, with the split', () => {
    const result = checkGoldenCase(cardRouterDocument, { name: 'small DE visa', transaction: visaDe('20.00'), expectedConnector: CONNECTORS.alphaEur.guid }, ctx);
    expect(result.pass).toBe(false);
    expect(result.shares).toEqual([
      { connector: CONNECTORS.alphaEur.guid, probability: 0.5 },
      { connector: CONNECTORS.betaEur.guid, probability: 0.5 },
    ]);
  });
  it('fails when the tree sends it to another connector', () => {
    const result = checkGoldenCase(cardRouterDocument, { name: 'GBP', transaction: { transactionType: 'debit', amount: '10.00', currency: 'GBP', card: { brand: 'visa', binCountry: 'GB' } }, expectedConnector: CONNECTORS.alphaEur.guid }, ctx);
    expect(result).toMatchObject({ pass: false, shares: [{ connector: CONNECTORS.betaGbp.guid, probability: 1 }] });
  });
});

describe('golden cases on a multi-method document', () => {
  const paypalFrom = (country: string) => ({ transactionType: 'debit' as const, amount: '30.00', currency: 'EUR', customer: { billingCountry: country }, paymentMethod: 'Paypal' });
  it('passes when the method is offered and routed to the expected connector', () => {
    expect(checkGoldenCase(checkoutDocument, { name: 'PayPal from DE', transaction: paypalFrom('DE'), expectedConnector: CONNECTORS.paypal.guid }, ctx)).toEqual({
      pass: true,
      shares: [{ connector: CONNECTORS.paypal.guid, probability: 1 }],
    });
  });
  it('fails when the availability tree does not offer the method', () => {
    expect(checkGoldenCase(checkoutDocument, { name: 'PayPal from US', transaction: paypalFrom('US'), expectedConnector: CONNECTORS.paypal.guid }, ctx)).toEqual({
      pass: false,
      shares: [{ connector: null, probability: 1 }],
    });
  });
  it('offers a method without availability rules even where the document disables by default (as evaluateMethod does)', () => {
    const doc = { ...checkoutDocument, defaultActionDisable: true, methods: checkoutDocument.methods.map((m) => (m.method === 'Paypal' ? { ...m, availability: null } : m)) };
    expect(checkGoldenCase(doc, { name: 'PayPal from US', transaction: paypalFrom('US'), expectedConnector: CONNECTORS.paypal.guid }, ctx)).toEqual({
      pass: true,
      shares: [{ connector: CONNECTORS.paypal.guid, probability: 1 }],
    });
  });
  it('follows the routing tree of the chosen method', () => {
    const usdCard = { transactionType: 'debit' as const, amount: '30.00', currency: 'USD', card: { brand: 'visa' }, paymentMethod: 'creditcard' };
    expect(checkGoldenCase(checkoutDocument, { name: 'USD card', transaction: usdCard, expectedConnector: CONNECTORS.alphaUsd.guid }, ctx).pass).toBe(true);
  });
});
