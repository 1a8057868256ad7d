import { describe, expect, it } from 'vitest';
import { breakdownQuery, declinesQuery, failoverQuery, overTimeQuery } from './traffic-summary-queries';
import { tallyPayments, type SummaryRecord } from './traffic-summary-records';
import { BREAKDOWN_KEYS, NONE_KEY, SummaryFilters, intervalOf, scopeFilter, type SummaryScope } from './traffic-summary-scope';
import { summaryOfAnswers } from './traffic-summary';

const META = 'CO-meta';
const A = 'CO-a';
const B = 'CO-b';
const C = 'CO-c';

/**
 * A hand-built history. P1 tried A, B and C (C accepted), P2 went to A (accepted), P3 to B
 * (declined), P4 tried A then B (both declined); P2's capture is a follow-up, not a payment.
 */
const rec = (uuid: string, broker: string, attempt: number, connector: string, status: string, base: number, type = 'debit'): SummaryRecord => ({
  uuid, broker_id: broker, attempt, connector_guid: connector, status, base_amount: base, type,
});
const HISTORY: SummaryRecord[] = [
  rec('p1-1', 'p1', 1, A, 'error', 100),
  rec('p1-2', 'p1', 2, B, 'error', 100),
  rec('p1', 'p1', 3, C, 'success', 100),
  rec('p2', 'p2', 1, A, 'success', 50),
  { uuid: 'p2-capture', attempt: 1, connector_guid: A, status: 'success', base_amount: 50, type: 'capture' },
  rec('p3', 'p3', 1, B, 'error', 20),
  rec('p4-1', 'p4', 1, A, 'error', 30),
  rec('p4', 'p4', 2, B, 'error', 30),
];

describe('counting payments on whole records (the rule the aggregations follow)', () => {
  it('counts a payment with three attempts once, its amount once, and a follow-up not at all', () => {
    expect(tallyPayments(HISTORY)).toEqual({
      payments: 4, // p1, p2, p3, p4
      volume: 200, // 100 + 50 + 20 + 30: p1's 100 once, not three times
      succeeded: 2, // p1 (on its third attempt), p2
      failedOver: 2, // p1, p4
      rescued: 1, // p1
      attemptsByConnector: { [A]: 3, [B]: 3, [C]: 1 },
    });
  });

  it('counts a payment with three attempts as one even when only the attempts are given', () => {
    expect(tallyPayments(HISTORY.slice(0, 3))).toMatchObject({ payments: 1, volume: 100, succeeded: 1, failedOver: 1, rescued: 1 });
  });
});

const scope = (filters: SummaryFilters = {}): SummaryScope => ({ metaConnectorGuid: META, from: '2026-11-01T00:00:00Z', to: '2026-11-03T00:00:00Z', filters });

describe('the queries', () => {
  it('count payments as first attempts and failover as second attempts, on routed types only', () => {
    const q = failoverQuery(scope()) as { query: { bool: { filter: unknown[] } }; aggs: Record<string, { filter: unknown }> };
    expect(q.query.bool.filter).toEqual(expect.arrayContaining([{ term: { meta_connector_guid: META } }, { terms: { type: ['debit', 'preauthorize', 'register'] } }]));
    expect(q.aggs.payments!.filter).toEqual({ term: { attempt: 1 } });
    expect(q.aggs.failed_over!.filter).toEqual({ term: { attempt: 2 } });
    expect(JSON.stringify(overTimeQuery(scope()))).toContain('"payments":{"filter":{"term":{"attempt":1}},"aggs":{"volume":{"sum":{"field":"base_amount"}}}}');
    expect(JSON.stringify(declinesQuery(scope()))).toContain('{"term":{"status":"error"}}');
  });

  it('turn filters into clauses: values of one breakdown are alternatives, (none) is a missing field', () => {
    const clauses = scopeFilter(scope({ method: ['Creditcard'], cardType: ['visa', NONE_KEY] }));
    expect(clauses).toContainEqual({ terms: { method: ['Creditcard'] } });
    expect(clauses).toContainEqual({ bool: { should: [{ terms: { 'creditcard.type': ['visa'] } }, { bool: { must_not: [{ exists: { field: 'creditcard.type' } }] } }], minimum_should_match: 1 } });
    expect(JSON.stringify(breakdownQuery(scope(), 'customerCountry'))).toContain('"field":"buyer_country"');
  });

  it('refuses an empty filter value and an unknown breakdown', () => {
    expect(SummaryFilters.safeParse({ method: [''] }).success).toBe(false);
    expect(SummaryFilters.safeParse({ colour: ['red'] }).success).toBe(false);
  });

  it('picks hours for short windows, days up to 92 days, weeks beyond', () => {
    expect(intervalOf('2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z')).toBe('hour');
    expect(intervalOf('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z')).toBe('day');
    expect(intervalOf('2026-01-01T00:00:00Z', '2026-11-01T00:00:00Z')).toBe('week');
  });
});

/** What the data source answers for HISTORY (hand-computed from the records above), in one day's bucket. */
const payments = (n: number, volume: number) => ({ doc_count: n, volume: { value: volume } });
const ANSWERS = {
  interval: 'day' as const,
  overTime: {
    over_time: {
      buckets: [
        {
          key: Date.parse('2026-11-01T00:00:00Z'), doc_count: 7, payments: payments(4, 200), succeeded: { doc_count: 2 },
          connectors: {
            buckets: [
              // A: p1-1, p2, p4-1 (first attempts of three payments; p2 succeeded)
              { key: A, doc_count: 3, payments: payments(3, 180), succeeded: { doc_count: 1 } },
              // B: p1-2 and p4 (failover), p3 (first)
              { key: B, doc_count: 3, payments: payments(1, 20), succeeded: { doc_count: 0 } },
              { key: C, doc_count: 1, payments: payments(0, 0), succeeded: { doc_count: 1 } },
            ],
          },
        },
        { key: Date.parse('2026-11-02T00:00:00Z'), doc_count: 0, payments: payments(0, 0), succeeded: { doc_count: 0 }, connectors: { buckets: [] } },
      ],
    },
  },
  failover: {
    payments: { doc_count: 4 },
    failed_over: { doc_count: 2 },
    fallbacks: { doc_count: 3, connectors: { buckets: [{ key: B, doc_count: 2, succeeded: { doc_count: 0 } }, { key: C, doc_count: 1, succeeded: { doc_count: 1 } }] } },
  },
  breakdowns: Object.fromEntries(
    BREAKDOWN_KEYS.map((k) => [k, { payments: { doc_count: 4 }, by: { buckets: [{ key: 'x', doc_count: 5, payments: payments(3, 150), succeeded: { doc_count: 2 } }, { key: 'y', doc_count: 2, payments: payments(1, 50), succeeded: { doc_count: 0 } }] } }]),
  ) as Record<(typeof BREAKDOWN_KEYS)[number], unknown>,
  declines: {
    connectors: {
      buckets: [
        { key: A, doc_count: 2, codes: { buckets: [{ key: '2003', doc_count: 2, message: { buckets: [{ key: 'Declined' }] } }] } },
        { key: B, doc_count: 3, codes: { buckets: [{ key: '2003', doc_count: 2, message: { buckets: [{ key: 'Declined' }] } }, { key: NONE_KEY, doc_count: 1, message: { buckets: [] } }] } },
      ],
    },
  },
};

describe('the summary read from aggregation answers', () => {
  it('gives the same payments, volume, successes and failover as counting whole records', () => {
    const summary = summaryOfAnswers(ANSWERS);
    const tally = tallyPayments(HISTORY);
    expect(summary.totals).toEqual({ payments: tally.payments, volume: tally.volume, succeeded: tally.succeeded, successRate: 0.5 });
    expect(summary.failover).toMatchObject({ payments: 4, failedOver: tally.failedOver, share: 0.5, rescued: tally.rescued });
    expect(Object.fromEntries(summary.overTime.buckets[0]!.connectors.map((c) => [c.connector, c.attempts]))).toEqual(tally.attemptsByConnector);
  });

  it("rates a connector on its own attempts: A accepted 1 of 3, B none of 3, C its only one", () => {
    const [a, b, c] = summaryOfAnswers(ANSWERS).overTime.buckets[0]!.connectors;
    expect([a!.successRate, b!.successRate, c!.successRate]).toEqual([1 / 3, 0, 1]);
    expect(summaryOfAnswers(ANSWERS).overTime.buckets[1]).toMatchObject({ at: '2026-11-02T00:00:00.000Z', payments: 0, successRate: null });
  });

  it('sorts breakdown rows by payments and names the payments beyond them; names decline codes', () => {
    const summary = summaryOfAnswers(ANSWERS);
    expect(summary.breakdowns.method).toEqual({ rows: [{ key: 'x', payments: 3, volume: 150, succeeded: 2, successRate: 2 / 3 }, { key: 'y', payments: 1, volume: 50, succeeded: 0, successRate: 0 }], otherPayments: 0 });
    expect(summary.declines[1]!.codes).toEqual([{ code: '2003', message: 'Declined', count: 2 }, { code: NONE_KEY, message: null, count: 1 }]);
  });

  it('refuses an answer of another shape rather than guessing', () => {
    expect(() => summaryOfAnswers({ ...ANSWERS, failover: { payments: 4 } })).toThrow();
  });
});
