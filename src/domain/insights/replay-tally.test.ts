import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import type { PaymentRecord } from './payment-record';
import { MOVED_KEPT } from './replay-report';
import { replayTally } from './replay-tally';
import { A, B, C, D, doc, eurToA, replayContext, route } from './replay-test-kit';

/** Live: EUR to A, the rest to B. */
const live = eurToA;
/** Draft: EUR to C; the rest by BIN country: DE to B, others to D. */
const draft = doc({
  if: { constraint: 'Currency', params: { currency: 'EUR' } },
  then: route(C),
  else: { if: { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: ['DE'] } }, then: route(B), else: route(D) },
});

const context = replayContext;
let n = 0;
const record = (extra: Partial<PaymentRecord>): PaymentRecord => ({ uuid: `u-${(n += 1)}`, created_at: '2026-11-01 10:00:00', type: 'debit', amount: 10, currency: 'EUR', base_amount: 10, attempt: 1, creditcard: { type: 'visa', bin_country: 'DE' }, ...extra });

const replay = (records: PaymentRecord[], documents: Parameters<typeof replayTally>[0] = { live, draft }) => {
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
        { document: 'draft', path: 'tree/else', why: 'the record has no card BIN country', count: 1, amount: 5 },
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

describe('replay tally of a multi-method document (hand-counted)', () => {
  /** Creditcard: USD to Alpha USD, GB customers to Beta GBP, the rest to the block's default; PayPal to PayPal. */
  const liveMulti = checkoutDocument;
  /** The draft sends the card block's default to Beta EUR. */
  const draftMulti = { ...checkoutDocument, methods: checkoutDocument.methods.map((b) => (b.method === 'Creditcard' ? { ...b, defaultConnector: { connector: CONNECTORS.betaEur.guid } } : b)) };
  const card = (extra: Partial<PaymentRecord>) => record({ method: 'Creditcard', customer: { billing_country: 'DE' }, ...extra });
  const report = replay(
    [
      card({ base_amount: 10 }),
      card({ base_amount: 20 }),
      card({ currency: 'USD', base_amount: 7 }),
      card({ customer: { billing_country: 'GB' }, base_amount: 5 }),
      // The card block asks for the customer's country: this record has none.
      card({ customer: {}, base_amount: 3 }),
      record({ method: 'Paypal', creditcard: null, customer: { billing_country: 'AT' }, base_amount: 4 }),
      // PayPal is not available to a customer from the US: nowhere, on both.
      record({ method: 'Paypal', creditcard: null, customer: { billing_country: 'US' }, base_amount: 2 }),
      record({ method: 'Bitcoin', base_amount: 1 }),
    ],
    { live: liveMulti, draft: draftMulti },
  );

  it("moves what fell to the card block's default, and only that", () => {
    expect(report.matrix).toEqual(
      expect.arrayContaining([
        { live: CONNECTORS.alphaEur.guid, draft: CONNECTORS.betaEur.guid, count: 2, amount: 30 },
        { live: CONNECTORS.alphaUsd.guid, draft: CONNECTORS.alphaUsd.guid, count: 1, amount: 7 },
        { live: CONNECTORS.betaGbp.guid, draft: CONNECTORS.betaGbp.guid, count: 1, amount: 5 },
        { live: CONNECTORS.paypal.guid, draft: CONNECTORS.paypal.guid, count: 1, amount: 4 },
        // No block for the method, or the method not available: nowhere, on both.
        { live: null, draft: null, count: 2, amount: 3 },
      ]),
    );
    expect(report.matrix).toHaveLength(5);
    expect(report.moved).toEqual({ count: 2, amount: 30, shareOfVolume: 30 / 49 });
  });

  it("counts apart the card whose path asks for the customer's country, and counts the default as a node", () => {
    expect(report.apart).toEqual([{ document: 'live', path: 'methods/0/routing/tree/else', why: 'the record has no billing country', count: 1, amount: 3 }]);
    expect(report.traffic.draft['methods/0/routing/tree']).toBe(4);
    expect(report.traffic.live['methods/1/availability/tree/else']).toBe(1);
    expect(report.traffic.draft['methods/0/routing/tree#default']).toBe(2);
    expect(report.unreachedDraftRules).not.toContain('methods/0/routing/tree/then');
  });
});
