import { describe, expect, it } from 'vitest';
import { simContext } from '@fixtures/arb-transactions';
import { cardRouterDocument, checkoutDocument, noRulesDocument, singleRouteDocument, unknownConstraintDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from '../describe/connector-names';
import type { SingleMethodDocument } from '../document';
import { evaluate } from './evaluate';
import { evaluateMethod, evaluateMultiMethod } from './evaluate-method';
import type { SimTransaction } from './transaction';

const C = CONNECTORS;
const names = connectorNameLookup(ALL_CONNECTORS);
const run = (doc: SingleMethodDocument, tx: SimTransaction, seed = 7) => evaluate(doc.tree, doc.default?.connector, tx, simContext(seed), { names });

const eurVisaDe: SimTransaction = {
  transactionType: 'debit', amount: '1200.00', currency: 'EUR', riskScore: 80,
  card: { brand: 'visa', bin: '411111', binCountry: 'DE' }, customer: { billingCountry: 'DE' },
};
const usdAmex: SimTransaction = { transactionType: 'debit', amount: '80.00', currency: 'USD', card: { brand: 'amex', bin: '378282', binCountry: 'US' }, customer: { billingCountry: 'US' } };
const gbpMc: SimTransaction = { transactionType: 'debit', amount: '50.00', currency: 'GBP', card: { brand: 'mastercard', bin: '555555', binCountry: 'GB' }, customer: { billingCountry: 'GB' } };

describe('evaluate: the seeded card router', () => {
  it('EUR Visa from DE, 1,200, risk 80 → Beta Payments EUR, failing over to Alpha Acquiring EUR', () => {
    const { decision, trace } = run(cardRouterDocument, eurVisaDe);
    expect(decision).toEqual({ kind: 'route', connector: C.betaEur.guid, onFail: [C.alphaEur.guid], leafPath: 'tree/then/then/then' });
    expect(trace.map((s) => s.sentence)).toEqual([
      'Card BIN country DE is in DE, AT, CH → then',
      'Amount 1,200.00 EUR ≥ 1,000 EUR → then',
      'Risk score 80 > 70 → then',
      'Route to Beta Payments EUR → then Alpha Acquiring EUR',
    ]);
    expect(trace.map((s) => s.path)).toEqual(['tree', 'tree/then', 'tree/then/then', 'tree/then/then/then']);
    expect(trace[0]).toMatchObject({ constraint: 'CreditcardBinCountry', inputs: { 'card.binCountry': 'DE' }, result: true });
  });

  it('the same transaction with risk 70 → Alpha EUR with two fallbacks', () => {
    expect(run(cardRouterDocument, { ...eurVisaDe, riskScore: 70 }).decision).toMatchObject({ connector: C.alphaEur.guid, onFail: [C.betaEur.guid, C.gammaChf.guid] });
  });

  it('USD Amex → Alpha Acquiring USD, no failover', () => {
    const { decision, trace } = run(cardRouterDocument, usdAmex);
    expect(decision).toEqual({ kind: 'route', connector: C.alphaUsd.guid, onFail: [], leafPath: 'tree/else/then/then' });
    expect(trace[0]?.sentence).toBe('Card BIN country US is not in DE, AT, CH → else');
  });

  it('GBP → Beta Payments GBP', () => {
    expect(run(cardRouterDocument, gbpMc).decision).toMatchObject({ kind: 'route', connector: C.betaGbp.guid, onFail: [C.alphaEur.guid] });
  });

  it('no card data → evaluation stops at the first card condition and the default connector is used', () => {
    const { card: _card, ...noCard } = eurVisaDe;
    const { decision, trace } = run(cardRouterDocument, noCard);
    expect(decision).toEqual({ kind: 'default', connector: C.alphaEur.guid, reason: 'unevaluable', path: 'tree' });
    expect(trace).toHaveLength(1);
    expect(trace[0]).toMatchObject({ result: 'unevaluable', sentence: 'Card BIN country: no card data, cannot be evaluated → evaluation stops, the default connector is used' });
  });

  it('a null else falls through to the default connector', () => {
    const tx: SimTransaction = { transactionType: 'debit', amount: '10.00', currency: 'EUR', card: { brand: 'visa', binCountry: 'FR' }, customer: { billingCountry: 'FR' }, extraData: { channel: 'web' } };
    const { decision, trace } = run(cardRouterDocument, tx);
    expect(decision).toEqual({ kind: 'default', connector: C.alphaEur.guid, reason: 'no-branch', path: 'tree/else/else/else/else/else' });
    expect(trace.at(-2)?.sentence).toBe('Extra data channel "web" ≠ "moto" → else');
    expect(trace.at(-1)).toMatchObject({ result: 'empty', sentence: 'No rule on this branch: the default connector is used' });
    expect(run(cardRouterDocument, { ...tx, extraData: { channel: 'moto' } }).decision).toMatchObject({ connector: C.betaEur.guid });
  });

  it('a 50/50 split below 1,000 EUR goes both ways across seeds, and the same seed repeats', () => {
    const small = { ...eurVisaDe, amount: '999.99' };
    const connectors = new Set(Array.from({ length: 40 }, (_, seed) => (run(cardRouterDocument, small, seed).decision as { connector: string }).connector));
    expect(connectors).toEqual(new Set([C.alphaEur.guid, C.betaEur.guid]));
    expect(run(cardRouterDocument, small, 3)).toEqual(run(cardRouterDocument, small, 3));
  });
});

describe('evaluate: other trees', () => {
  const tx = eurVisaDe;
  it('a root leaf routes everything', () => {
    expect(run(singleRouteDocument, tx).decision).toEqual({ kind: 'route', connector: C.betaEur.guid, onFail: [C.alphaEur.guid], leafPath: 'tree' });
  });
  it('no tree → the default connector, or none when the document has none', () => {
    expect(run(noRulesDocument, tx).decision).toEqual({ kind: 'default', connector: C.alphaEur.guid, reason: 'no-tree', path: 'tree' });
    expect(evaluate(null, null, tx, simContext(1)).decision).toMatchObject({ kind: 'default', connector: null });
  });
  it('an unknown constraint stops evaluation', () => {
    expect(run(unknownConstraintDocument, tx).decision).toMatchObject({ kind: 'default', reason: 'unevaluable' });
  });
  it('a leaf of the wrong kind is not a decision', () => {
    expect(evaluate({ id: null, action: 'enable' }, C.alphaEur.guid, tx, simContext(1)).decision).toMatchObject({ kind: 'default', reason: 'not-a-leaf' });
  });
  it('builds no trace when asked not to', () => {
    expect(evaluate(cardRouterDocument.tree, null, tx, simContext(1), { trace: false }).trace).toEqual([]);
  });
});

describe('multi-method: the seeded checkout', () => {
  const ctx = () => simContext(1);
  const block = (method: string) => {
    const index = checkoutDocument.methods.findIndex((m) => m.method === method);
    return { block: checkoutDocument.methods[index]!, index };
  };
  const paypal = (tx: SimTransaction, defaultActionDisable = false) => {
    const { block: b, index } = block('Paypal');
    return evaluateMethod(b, tx, ctx(), { index, defaultActionDisable });
  };
  const base: SimTransaction = { transactionType: 'debit', amount: '100.00', currency: 'EUR', paymentMethod: 'paypal' };

  it('availability by rule, then routing to the method default connector', () => {
    const result = paypal({ ...base, customer: { billingCountry: 'DE' } });
    expect(result).toMatchObject({ method: 'Paypal', available: true, basis: 'rule' });
    expect(result.availability?.decision).toEqual({ kind: 'action', action: 'enable', leafPath: 'methods/1/availability/tree/then' });
    expect(result.routing?.decision).toEqual({ kind: 'default', connector: C.paypal.guid, reason: 'no-tree', path: 'methods/1/routing/tree' });
    expect(paypal({ ...base, customer: { billingCountry: 'US' } })).toMatchObject({ available: false, basis: 'rule', routing: null });
  });

  it('no decision → enabled unless defaultActionDisable', () => {
    expect(paypal(base)).toMatchObject({ available: true, basis: 'document-default' });
    expect(paypal(base).availability?.decision).toMatchObject({ kind: 'no-decision', reason: 'unevaluable' });
    expect(paypal(base, true)).toMatchObject({ available: false, basis: 'document-default' });
  });

  it('routes cards by rules and honours disabled blocks', () => {
    const { block: card, index } = block('Creditcard');
    expect(evaluateMethod(card, { ...base, currency: 'USD' }, ctx(), { index }).routing?.decision).toMatchObject({ kind: 'route', connector: C.alphaUsd.guid });
    expect(evaluateMethod(card, base, ctx(), { index })).toMatchObject({ available: true, basis: 'no-availability-rules' });
    expect(evaluateMethod({ ...card, disabled: true }, base, ctx(), { index })).toMatchObject({ available: false, basis: 'method-disabled', availability: null });
  });

  it('direct debit is disabled above 500 EUR', () => {
    const all = evaluateMultiMethod(checkoutDocument, { ...base, amount: '600.00', paymentMethod: 'directdebit' }, ctx());
    expect(all.methods.map((m) => [m.method, m.available])).toEqual([['Creditcard', true], ['Paypal', true], ['DirectDebit', false]]);
    expect(all.chosen?.method).toBe('DirectDebit');
    expect(all.chosen?.available).toBe(false);
    expect(evaluateMultiMethod(checkoutDocument, base, ctx()).methods[2]?.routing?.decision).toMatchObject({ connector: C.sepa.guid });
  });
});
