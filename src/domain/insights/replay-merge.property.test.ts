import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from './payment-record';
import { mergeReplayReports } from './replay-merge';
import { replayTally } from './replay-tally';
import { A, B, C, doc, eurToA, replayContext, route, toMillionths } from './replay-test-kit';

/** Draft: EUR to C; a 30 % split of the rest to A; DE cards to B, others to C. */
const draft = doc({
  if: { constraint: 'Currency', params: { currency: 'EUR' } },
  then: route(C),
  else: {
    if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 30 } },
    then: route(A),
    else: { if: { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: ['DE'] } }, then: route(B), else: route(C) },
  },
});

const recordArb = fc.record({
  currency: fc.constantFrom('EUR', 'USD', 'GBP'),
  amount: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
  base: fc.option(fc.integer({ min: 1, max: 100_000 }).map((n) => n / 1000), { nil: null }),
  bin: fc.option(fc.constantFrom('DE', 'AT', 'US'), { nil: undefined }),
  attempt: fc.constantFrom(1, 1, 1, 2),
  type: fc.constantFrom('debit', 'debit', 'preauthorize', 'capture'),
});

const replay = (records: PaymentRecord[]) => {
  const tally = replayTally({ live: eurToA, draft }, replayContext);
  records.forEach((r) => tally.add(r));
  return tally.report();
};

describe('mergeReplayReports', () => {
  it('reports a window replayed in two parts as one replay of the whole window', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 120 }), fc.nat(), (drawn, at) => {
        const records: PaymentRecord[] = drawn.map((r, i) => ({
          uuid: `u-${i}`,
          created_at: '2026-11-01 10:00:00',
          type: r.type,
          amount: r.amount,
          currency: r.currency,
          base_amount: r.base,
          attempt: r.attempt,
          ...(r.attempt > 1 ? { broker_id: `u-${i - 1}` } : {}),
          creditcard: r.bin ? { type: 'visa', bin_country: r.bin } : { type: 'visa' },
        }));
        const cut = records.length ? at % (records.length + 1) : 0;
        const whole = replay(records);
        const merged = mergeReplayReports(replay(records.slice(0, cut)), replay(records.slice(cut)));
        expect(toMillionths(merged)).toEqual(toMillionths(whole));
        // Lists in the same order, not only the same entries.
        expect(merged.matrix.map((c) => [c.live, c.draft])).toEqual(whole.matrix.map((c) => [c.live, c.draft]));
        expect(merged.movedPayments.map((m) => m.uuid)).toEqual(whole.movedPayments.map((m) => m.uuid));
        expect(merged.apart.map((a) => a.why + a.path)).toEqual(whole.apart.map((a) => a.why + a.path));
      }),
      { numRuns: 300 },
    );
  });
});
