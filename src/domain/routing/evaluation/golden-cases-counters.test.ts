import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSimTransaction, simContext } from '@fixtures/arb-transactions';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { CONNECTORS } from '@fixtures/world';
import { counterQueriesOf } from './counters';
import { evaluationContext } from './evaluation-context';
import { checkGoldenCase, GoldenCaseInput } from './golden-cases';
import { probabilities, shareByTarget } from './probabilities';
import { REFERENCE_SETTINGS } from './reference-rates';
import { chargebacksDocument, merchantChargebacks30d } from '@fixtures/evaluation-cases';

const chargebacks = chargebacksDocument;
const tx = { transactionType: 'debit' as const, amount: '5.00', currency: 'EUR' };
const ctx = evaluationContext(REFERENCE_SETTINGS);

describe('golden cases with counters', () => {
  it('are evaluated with the counters the case carries', () => {
    const gc = { name: 'many chargebacks', transaction: tx, expectedConnector: CONNECTORS.betaEur.guid, counters: [merchantChargebacks30d(12)] };
    expect(checkGoldenCase(chargebacks, gc, ctx)).toEqual({ pass: true, shares: [{ connector: CONNECTORS.betaEur.guid, probability: 1 }] });
    expect(checkGoldenCase(chargebacks, { ...gc, counters: [merchantChargebacks30d(3)] }, ctx).shares).toEqual([{ connector: CONNECTORS.gammaChf.guid, probability: 1 }]);
  });

  it('without counters, the count condition is unevaluable and the case goes to the default', () => {
    const gc = { name: 'many chargebacks', transaction: tx, expectedConnector: CONNECTORS.betaEur.guid };
    expect(checkGoldenCase(chargebacks, gc, ctx)).toEqual({ pass: false, shares: [{ connector: CONNECTORS.alphaEur.guid, probability: 1 }] });
    // A counter for another window answers nothing either.
    const weekly = { ...merchantChargebacks30d(12), windowSeconds: 7 * 86400 };
    expect(checkGoldenCase(chargebacks, { ...gc, counters: [weekly] }, ctx).shares).toEqual([{ connector: CONNECTORS.alphaEur.guid, probability: 1 }]);
  });

  it('ignore counters in the context: only the case’s own counters count', () => {
    const gc = { name: 'no counters', transaction: tx, expectedConnector: CONNECTORS.alphaEur.guid };
    const withCounters = evaluationContext({ ...REFERENCE_SETTINGS, counters: [merchantChargebacks30d(50)] });
    expect(checkGoldenCase(chargebacks, gc, withCounters)).toEqual({ pass: true, shares: [{ connector: CONNECTORS.alphaEur.guid, probability: 1 }] });
  });

  it('answer as the simulator does with the same counters, whatever the context holds (random trees)', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4 }),
        arbSimTransaction,
        fc.array(fc.nat({ max: 40 }), { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        (doc, transaction, values, contextCounters) => {
          const counters = counterQueriesOf(doc).map((q, i) => ({ ...q, value: values[i % values.length]! }));
          const gc = { name: 'case', transaction, expectedConnector: CONNECTORS.alphaEur.guid, counters };
          const simulated = probabilities(doc.tree, doc.default?.connector ?? null, transaction, simContext(1, { counters: evaluationContext({ ...REFERENCE_SETTINGS, counters }).counters }));
          const result = checkGoldenCase(doc, gc, simContext(1, contextCounters ? {} : { counters: undefined }));
          expect(result.shares).toEqual([...shareByTarget(simulated)].map(([connector, probability]) => ({ connector, probability })));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('GoldenCaseInput counters', () => {
  const base = { name: 'x', transaction: tx, expectedConnector: CONNECTORS.betaEur.guid };
  const issues = (counters: unknown) => {
    const parsed = GoldenCaseInput.safeParse({ ...base, counters });
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts counter values and no counters at all', () => {
    expect(GoldenCaseInput.parse({ ...base, counters: [merchantChargebacks30d(12)] }).counters).toEqual([merchantChargebacks30d(12)]);
    expect(GoldenCaseInput.parse(base).counters).toBeUndefined();
  });

  it('refuses a negative value, a fractional count and a counter stated twice, naming the counter', () => {
    expect(issues([merchantChargebacks30d(-1)])).toEqual(['counters.0.value: a counter cannot be negative']);
    expect(issues([merchantChargebacks30d(1.5)])).toEqual(['counters.0.value: a count is a whole number']);
    expect(issues([merchantChargebacks30d(1), merchantChargebacks30d(2)])).toEqual(['counters.1: chargeback.merchant.count.30d is stated twice']);
  });
});
