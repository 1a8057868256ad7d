import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { PaymentRecord } from './payment-record';
import { MIN_DECIDED, observedRoutingTally } from './observed-routing';

const A = 'CO-aaaa-0000-0000-0000-000000000001';
const B = 'CO-aaaa-0000-0000-0000-000000000002';
const C = 'CO-aaaa-0000-0000-0000-000000000003';
const route = (connector: string, ...onFail: string[]) => ({ route: { connector, onFail: onFail.map((c) => ({ connector: c })) } });

/** EUR payments split 70/30 between A and B; anything else goes to C. */
const doc: SingleMethodDocument = {
  version: '1',
  default: { connector: C },
  tree: {
    if: { constraint: 'Currency', params: { currency: 'EUR' } },
    then: { if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 70 } }, then: route(A, B), else: route(B, A) },
    else: route(C),
  },
} as SingleMethodDocument;

const context = (({ random: _random, ...rest }) => rest)(evaluationContext({ baseCurrency: 'EUR' }));

let n = 0;
const record = (connector: string, extra: Partial<PaymentRecord> = {}): PaymentRecord => ({
  uuid: `u-${(n += 1)}`, type: 'debit', amount: 10, currency: 'EUR', connector_guid: connector, attempt: 1, creditcard: { type: 'visa', bin_country: 'DE' }, ...extra,
});
const history = (toA: number, toB: number) => [...Array.from({ length: toA }, () => record(A)), ...Array.from({ length: toB }, () => record(B))];

const tally = (records: PaymentRecord[], document = doc) => {
  const t = observedRoutingTally(document, context);
  records.forEach((r) => t.add(r));
  return t.report();
};

describe('split drift (configured vs observed splits)', () => {
  it('flags a 70/30 split that ran 50/50 and not an honest 70/30', () => {
    const drifted = tally(history(100, 100)).splits[0]!;
    expect(drifted).toMatchObject({ path: 'tree/then', percentTrue: 70, then: 100, else: 100, observedPercent: 50, verdict: 'drift' });
    expect(drifted.pValue!).toBeLessThan(1e-6);
    const honest = tally(history(140, 60)).splits[0]!;
    expect(honest).toMatchObject({ then: 140, else: 60, observedPercent: 70, verdict: 'as-configured' });
    expect(honest.pValue!).toBeGreaterThan(0.5);
  });

  it('counts payments, not attempts: failover attempts of a payment do not count again', () => {
    // One payment, three attempts: A first (then side), then B and C as failover.
    const payment = [record(A, { uuid: 'p', attempt: 1, broker_id: 'p' }), record(B, { uuid: 'p-2', attempt: 2, broker_id: 'p' }), record(C, { uuid: 'p-3', attempt: 3, broker_id: 'p' })];
    const report = tally(payment);
    expect(report.payments).toBe(1);
    expect(report.splits[0]).toMatchObject({ then: 1, else: 0 });
  });

  it('says "too few" below the minimum however lopsided', () => {
    expect(tally(history(0, MIN_DECIDED - 1)).splits[0]!.verdict).toBe('too-few');
    expect(tally(history(0, MIN_DECIDED)).splits[0]!.verdict).toBe('drift');
  });

  it('does not count payments that never reached the split, and counts apart what it cannot explain', () => {
    const report = tally([...history(7, 3), record(C, { currency: 'USD' }), record(C)]);
    // The USD payment went to C without passing the split; the EUR one sent to C is not what this document does.
    expect(report.payments).toBe(12);
    expect(report.unexplained).toBe(1);
    expect(report.splits[0]).toMatchObject({ then: 7, else: 3, ambiguous: 0 });
  });

  it('calls a split ambiguous when both sides send the payment to its connector', () => {
    const same = { ...doc, tree: { if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 70 } }, then: route(A, B), else: route(A, C) } } as SingleMethodDocument;
    expect(tally(history(5, 0), same).splits[0]).toMatchObject({ then: 0, else: 0, ambiguous: 5, verdict: 'too-few' });
  });

  it('counts apart payments whose path meets a condition the record cannot answer, with the reason', () => {
    const counted = {
      ...doc,
      tree: {
        if: { constraint: 'ChargebackCountOrVolumePerConnector', params: { valueReference: 'merchant', valueUnit: 'count', timeReference: '30', timeUnit: 'days', comparator: '>', value: '5' } },
        then: route(C),
        else: doc.tree,
      },
    } as SingleMethodDocument;
    const report = tally(history(3, 1), counted);
    expect(report.notReplayable).toEqual({ 'counters held at the time of the payment are not in the BI record': 4 });
    expect(report.splits[0]).toMatchObject({ then: 0, else: 0 });
    // A card condition on a record without card facts: named by the missing field.
    const byCard = { ...doc, tree: { if: { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: ['DE'] } }, then: doc.tree, else: route(C) } } as SingleMethodDocument;
    expect(tally([record(A, { creditcard: { type: 'visa' } })], byCard).notReplayable).toEqual({ 'the record has no card BIN country': 1 });
  });

  it('reads two splits in a row, each on its own', () => {
    const two = {
      ...doc,
      tree: { if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: { if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 20 } }, then: route(A), else: route(B) }, else: route(C) },
    } as SingleMethodDocument;
    const report = tally([record(A), record(B), record(B), record(C)], two);
    expect(report.splits.map((s) => [s.path, s.then, s.else])).toEqual([
      ['tree', 3, 1],
      ['tree/then', 1, 2],
    ]);
    expect(report.threshold).toBeCloseTo(0.0005, 10);
  });

  it('counts the traffic through every node; a payment two routes explain counts half on each', () => {
    const report = tally([...history(7, 3), ...Array.from({ length: 5 }, () => record(C, { currency: 'USD' }))]);
    expect(report.traffic).toEqual({ explained: 15, byPath: { tree: 15, 'tree/then': 10, 'tree/then/then': 7, 'tree/then/else': 3, 'tree/else': 5 } });
    const same = { ...doc, tree: { if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 70 } }, then: route(A, B), else: route(A, C) } } as SingleMethodDocument;
    expect(tally(history(4, 0), same).traffic.byPath).toEqual({ tree: 4, 'tree/then': 2, 'tree/else': 2 });
    // An empty branch falls through to the default: counted on the branch and on the default node.
    const fallthrough = { ...doc, tree: { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: route(A), else: null } } as SingleMethodDocument;
    expect(tally([record(C, { currency: 'USD' })], fallthrough).traffic.byPath).toEqual({ tree: 1, 'tree/else': 1, 'tree#default': 1 });
  });
});

