import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { PaymentRecord } from './payment-record';
import { MOVED_KEPT } from './replay-report';
import { replayTally } from './replay-tally';

const A = 'CO-aaaa-0000-0000-0000-000000000001';
const B = 'CO-aaaa-0000-0000-0000-000000000002';
const C = 'CO-aaaa-0000-0000-0000-000000000003';
const D = 'CO-aaaa-0000-0000-0000-000000000004';
const route = (connector: string) => ({ route: { connector, onFail: [] } });
const doc = (tree: unknown): SingleMethodDocument => ({ version: '1', default: { connector: B }, tree }) as SingleMethodDocument;

/** Live: EUR to A, the rest to B. */
const live = doc({ if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: route(A), else: route(B) });
/** Draft: EUR to C; the rest by BIN country: DE to B, others to D. */
const draft = doc({
  if: { constraint: 'Currency', params: { currency: 'EUR' } },
  then: route(C),
  else: { if: { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: ['DE'] } }, then: route(B), else: route(D) },
});

const context = (({ random: _random, ...rest }) => rest)(evaluationContext({ baseCurrency: 'EUR' }));
let n = 0;
const record = (extra: Partial<PaymentRecord>): PaymentRecord => ({ uuid: `u-${(n += 1)}`, created_at: '2026-11-01 10:00:00', type: 'debit', amount: 10, currency: 'EUR', base_amount: 10, attempt: 1, creditcard: { type: 'visa', bin_country: 'DE' }, ...extra });

const replay = (records: PaymentRecord[], documents = { live, draft }) => {
  const tally = replayTally(documents, context);
  records.forEach((r) => tally.add(r));
  return tally.report();
};

describe('replay tally (hand-counted)', () => {
  const report = replay([
    record({ base_amount: 10 }),
    record({ base_amount: 20 }),
    record({ base_amount: 30 }),
    record({ currency: 'USD', amount: 6, base_amount: 5 }),
    // USD without a BIN country: the draft asks for it, the record cannot answer.
    record({ currency: 'USD', amount: 6, base_amount: 5, creditcard: { type: 'visa' } }),
    // The same payment's second attempt is no second payment.
    record({ attempt: 2, broker_id: 'u-1' }),
    // A capture is a follow-up, not a routed payment.
    record({ type: 'capture' }),
  ]);

  it('moves the EUR volume from A to C and keeps DE USD on B', () => {
    expect(report.records).toBe(7);
    expect(report.replayed).toEqual({ count: 4, amount: 65 });
    expect(report.matrix).toEqual([
      { live: A, draft: C, count: 3, amount: 60 },
      { live: B, draft: B, count: 1, amount: 5 },
    ]);
    expect(report.moved).toEqual({ count: 3, amount: 60, shareOfVolume: 60 / 65 });
    expect(report.movedPayments.map((m) => [m.uuid, m.live, m.draft])).toEqual([
      ['u-1', A, C],
      ['u-2', A, C],
      ['u-3', A, C],
    ]);
    expect(report.volume).toEqual([
      { connector: A, before: { count: 3, amount: 60 }, after: { count: 0, amount: 0 } },
      { connector: C, before: { count: 0, amount: 0 }, after: { count: 3, amount: 60 } },
      { connector: B, before: { count: 1, amount: 5 }, after: { count: 1, amount: 5 } },
    ]);
  });

  it('counts apart what it cannot replay, saying why, and never guesses', () => {
    expect(report.apart).toEqual(
      expect.arrayContaining([
        { document: 'draft', path: 'tree/else', why: 'the record has no creditcard.bin_country', count: 1, amount: 5 },
        { document: 'record', path: null, why: 'a failover attempt (its payment is counted by its first attempt)', count: 1, amount: 0 },
        expect.objectContaining({ document: 'record', path: null, count: 1, amount: 10 }),
      ]),
    );
    expect(report.apart).toHaveLength(3);
  });

  it('counts the traffic through each node of both documents over the same payments, and the draft rules nobody reached', () => {
    expect(report.traffic.live).toEqual({ tree: 4, 'tree/then': 3, 'tree/else': 1 });
    expect(report.traffic.draft).toEqual({ tree: 4, 'tree/then': 3, 'tree/else': 1, 'tree/else/then': 1 });
    expect(report.unreachedDraftRules).toEqual(['tree/else/else']);
  });

  it('draws the same numbers for a payment in both documents, so an unchanged split moves nothing', () => {
    const split = doc({ if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: route(A), else: route(B) });
    const sameSplitElsewhere = doc({ if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: route(A), else: route(B) });
    const result = replay(Array.from({ length: 200 }, () => record({})), { live: split, draft: sameSplitElsewhere });
    expect(result.moved.count).toBe(0);
    expect(result.traffic.live['tree/then']).toBeGreaterThan(60);
    expect(result.traffic.live['tree/else']).toBeGreaterThan(60);
  });

  it('counts every moved payment but lists at most MOVED_KEPT', () => {
    const result = replay(Array.from({ length: MOVED_KEPT + 7 }, () => record({})));
    expect(result.moved.count).toBe(MOVED_KEPT + 7);
    expect(result.movedPayments).toHaveLength(MOVED_KEPT);
  });

  it('counts a payment without a base amount, but not in the volume', () => {
    const result = replay([record({ base_amount: null })]);
    expect(result.replayed).toEqual({ count: 1, amount: 0 });
    expect(result.withoutBaseAmount).toBe(1);
  });
});
