import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { ipAndBaseAmountDocument } from '@fixtures/evaluation-cases';
import type { SingleMethodDocument } from '../document';
import { evaluate } from './evaluate';
import { evaluationContext, ratesIn } from './evaluation-context';
import { REFERENCE_SETTINGS } from './reference-rates';
import { seededRandom } from './seeded-random';
import type { SimTransaction } from './transaction';

const C = CONNECTORS;
const ipAndBase = ipAndBaseAmountDocument;
const tx = (amount: string, currency: string): SimTransaction => ({ transactionType: 'debit', amount, currency, customer: { ipAddress: '192.0.2.10' } });
const routed = (t: SimTransaction, ctx = evaluationContext({ baseCurrency: 'EUR' })) => {
  const { decision } = evaluate(ipAndBase.tree, ipAndBase.default?.connector, t, ctx);
  return decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null;
};

describe('evaluationContext', () => {
  it('resolves an IP address to its country with the demo lookup', () => {
    expect(routed(tx('50.00', 'EUR'))).toBe(C.alphaEur.guid);
    expect(routed({ ...tx('50.00', 'EUR'), customer: { ipAddress: '198.51.100.7' } })).toBe(C.alphaUsd.guid);
  });

  it('compares "Base Amount" in the base currency it is given, with the reference rates rebased to it', () => {
    // 100 USD is 92 EUR: under 100 for an EUR tenant; for a USD tenant it is exactly 100, not under.
    expect(routed(tx('100.00', 'USD'), evaluationContext({ baseCurrency: 'EUR' }))).toBe(C.alphaEur.guid);
    expect(routed(tx('100.00', 'USD'), evaluationContext({ baseCurrency: 'USD' }))).toBe(C.betaEur.guid);
    // 95 EUR is about 103 USD: over 100 for a USD tenant, under for an EUR one.
    expect(routed(tx('95.00', 'EUR'), evaluationContext({ baseCurrency: 'EUR' }))).toBe(C.alphaEur.guid);
    expect(routed(tx('95.00', 'EUR'), evaluationContext({ baseCurrency: 'USD' }))).toBe(C.betaEur.guid);
  });

  it('rebases a rate table written in another currency, and leaves one in the base currency alone', () => {
    expect(ratesIn('EUR', REFERENCE_SETTINGS.rates)).toBe(REFERENCE_SETTINGS.rates);
    const usd = ratesIn('USD', { EUR: 1, USD: 0.5 });
    expect(usd).toEqual({ EUR: 2, USD: 1 });
    expect(evaluationContext({ baseCurrency: 'USD', rates: { EUR: 1, USD: 0.5 } }).rates).toEqual({ EUR: 2, USD: 1 });
  });

  it('answers counter conditions from stated values, exact query only', () => {
    const counters = [
      { constraint: 'ChargebackCountOrVolumePerConnector' as const, valueReference: 'merchant', valueUnit: 'count' as const, windowSeconds: 30 * 86400, value: 11 },
    ];
    const params = { valueReference: 'merchant', valueUnit: 'count', timeReference: '30', timeUnit: 'days', comparator: '>', value: '10' };
    const node = { id: null, if: { constraint: 'ChargebackCountOrVolumePerConnector', params }, then: { id: null, route: { connector: C.betaEur.guid } }, else: null };
    const run = (ctx: ReturnType<typeof evaluationContext>) => evaluate(node, C.alphaEur.guid, tx('1.00', 'EUR'), ctx).decision.kind;
    expect(run(evaluationContext({ baseCurrency: 'EUR', counters }))).toBe('route');
    expect(run(evaluationContext({ baseCurrency: 'EUR', counters: [{ ...counters[0]!, windowSeconds: 7 * 86400 }] }))).toBe('default');
    expect(evaluate(node, C.alphaEur.guid, tx('1.00', 'EUR'), evaluationContext({ baseCurrency: 'EUR' })).trace[0]!.result).toBe('unevaluable');
    expect(run(evaluationContext({ baseCurrency: 'EUR', counters: () => 3 }))).toBe('default');
  });

  it('uses the random source it is given, and refuses to draw without one', () => {
    const lb: SingleMethodDocument['tree'] = { id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: { id: null, route: { connector: C.alphaEur.guid } }, else: { id: null, route: { connector: C.betaEur.guid } } };
    expect(() => evaluate(lb, null, tx('1.00', 'EUR'), evaluationContext({ baseCurrency: 'EUR' }))).toThrow(/random source/);
    const a = evaluate(lb, null, tx('1.00', 'EUR'), evaluationContext({ baseCurrency: 'EUR', random: seededRandom(4) })).decision;
    const b = evaluate(lb, null, tx('1.00', 'EUR'), evaluationContext({ baseCurrency: 'EUR', random: seededRandom(4) })).decision;
    expect(a).toEqual(b);
  });
});
