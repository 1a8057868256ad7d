import { z } from 'zod';
import { BREAKDOWN_KEYS, NONE_KEY, SummaryInterval, type Breakdown } from './traffic-summary-scope';

/**
 * A meta-connector's traffic summary (issue 12.1), read from the aggregation answers of the queries
 * in `traffic-summary-queries.ts`. The counting rules are stated there; here the answers become
 * the numbers the charts draw. Connector keys are GUIDs, or `NONE_KEY` for a payment that reached
 * no connector (nothing to try, or still on the payment page).
 */

const count = z.number().int().nonnegative();
/** Successes over a count, 0..1; null when there was nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();
export const rateOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export const PaymentCounts = z.object({ payments: count, volume: z.number(), succeeded: count, successRate: rate });
export type PaymentCounts = z.infer<typeof PaymentCounts>;

/** A connector in a bucket: payments routing sent there first (with their volume), and its own attempts and successes. */
export const ConnectorCounts = z.object({ connector: z.string(), payments: count, volume: z.number(), attempts: count, succeeded: count, successRate: rate });
export type ConnectorCounts = z.infer<typeof ConnectorCounts>;

export const TimeBucket = PaymentCounts.extend({ at: z.string(), connectors: z.array(ConnectorCounts) });
export type TimeBucket = z.infer<typeof TimeBucket>;

export const BreakdownRow = PaymentCounts.extend({ key: z.string() });
export type BreakdownRow = z.infer<typeof BreakdownRow>;

export const TrafficSummary = z.object({
  interval: SummaryInterval,
  totals: PaymentCounts,
  overTime: z.object({ buckets: z.array(TimeBucket), connectors: z.array(z.string()) }),
  failover: z.object({
    payments: count,
    failedOver: count,
    share: rate,
    /** Payments a failover attempt saved (successful attempts after the first). */
    rescued: count,
    fallbacks: z.array(z.object({ connector: z.string(), attempts: count, succeeded: count })),
  }),
  breakdowns: z.record(z.enum(BREAKDOWN_KEYS), z.object({ rows: z.array(BreakdownRow), otherPayments: count })),
  declines: z.array(z.object({ connector: z.string(), declines: count, codes: z.array(z.object({ code: z.string(), message: z.string().nullable(), count })) })),
});
export type TrafficSummary = z.infer<typeof TrafficSummary>;

// ---- The aggregation answers, parsed (only what is read; OpenSearch sends more). ----

const Single = <T extends z.ZodRawShape>(shape: T) => z.object({ doc_count: count, ...shape });
const Sum = z.object({ value: z.number().nullable() });
const PaymentAggs = { payments: Single({ volume: Sum }), succeeded: Single({}) };
const Terms = <T extends z.ZodTypeAny>(bucket: T) => z.object({ buckets: z.array(bucket), sum_other_doc_count: count.optional() });
const Key = z.union([z.string(), z.number()]).transform(String);

export const OverTimeAnswer = z.object({
  over_time: Terms(z.object({ key: z.number(), doc_count: count, ...PaymentAggs, connectors: Terms(z.object({ key: Key, doc_count: count, ...PaymentAggs })) })),
});
export const FailoverAnswer = z.object({
  payments: Single({}),
  failed_over: Single({}),
  fallbacks: Single({ connectors: Terms(z.object({ key: Key, doc_count: count, succeeded: Single({}) })) }),
});
export const BreakdownAnswer = z.object({ payments: Single({}), by: Terms(z.object({ key: Key, doc_count: count, ...PaymentAggs })) });
export const DeclinesAnswer = z.object({
  connectors: Terms(z.object({ key: Key, doc_count: count, codes: Terms(z.object({ key: Key, doc_count: count, message: Terms(z.object({ key: Key })) })) })),
});

export interface SummaryAnswers {
  interval: SummaryInterval;
  overTime: unknown;
  failover: unknown;
  breakdowns: Record<Breakdown, unknown>;
  declines: unknown;
}

/** Sums are binary floats of a scaled_float (factor 1000): round them back to its three places. */
const money = (value: number | null) => Math.round((value ?? 0) * 1000) / 1000;

const paymentCounts = (b: { payments: { doc_count: number; volume: { value: number | null } }; succeeded: { doc_count: number } }): PaymentCounts => ({
  payments: b.payments.doc_count,
  volume: money(b.payments.volume.value),
  succeeded: b.succeeded.doc_count,
  successRate: rateOf(b.succeeded.doc_count, b.payments.doc_count),
});

const byPaymentsThenKey = <T extends { payments: number; key: string }>(a: T, b: T) => b.payments - a.payments || a.key.localeCompare(b.key);

/**
 * The summary from the aggregation answers (`aggregations` of each query). Throws a ZodError when an
 * answer is not the shape the query asks for (a data source that does not speak OpenSearch's
 * aggregations): the caller reports it, nothing is guessed.
 */
export const summaryOfAnswers = (answers: SummaryAnswers): TrafficSummary => {
  const overTime = OverTimeAnswer.parse(answers.overTime);
  const buckets: TimeBucket[] = overTime.over_time.buckets.map((b) => ({
    at: new Date(b.key).toISOString(),
    ...paymentCounts(b),
    connectors: b.connectors.buckets.map((c) => ({ connector: c.key, ...paymentCounts(c), attempts: c.doc_count, successRate: rateOf(c.succeeded.doc_count, c.doc_count) })),
  }));
  const totals = buckets.reduce((t, b) => ({ payments: t.payments + b.payments, volume: t.volume + b.volume, succeeded: t.succeeded + b.succeeded }), { payments: 0, volume: 0, succeeded: 0 });
  const perConnector = new Map<string, number>();
  for (const b of buckets) for (const c of b.connectors) perConnector.set(c.connector, (perConnector.get(c.connector) ?? 0) + c.attempts);

  const failover = FailoverAnswer.parse(answers.failover);
  const fallbacks = failover.fallbacks.connectors.buckets.map((c) => ({ connector: c.key, attempts: c.doc_count, succeeded: c.succeeded.doc_count }));

  const breakdowns = Object.fromEntries(
    BREAKDOWN_KEYS.map((key) => {
      const answer = BreakdownAnswer.parse(answers.breakdowns[key]);
      const rows = answer.by.buckets.map((b) => ({ key: b.key, ...paymentCounts(b) })).filter((r) => r.payments > 0 || r.succeeded > 0).sort(byPaymentsThenKey);
      return [key, { rows, otherPayments: answer.payments.doc_count - rows.reduce((n, r) => n + r.payments, 0) }];
    }),
  ) as TrafficSummary['breakdowns'];

  const declines = DeclinesAnswer.parse(answers.declines).connectors.buckets.map((c) => ({
    connector: c.key,
    declines: c.doc_count,
    codes: c.codes.buckets.map((k) => ({ code: k.key, message: k.key === NONE_KEY ? null : (k.message.buckets[0]?.key ?? null), count: k.doc_count })),
  }));

  return {
    interval: answers.interval,
    totals: { ...totals, volume: money(totals.volume), successRate: rateOf(totals.succeeded, totals.payments) },
    overTime: { buckets, connectors: [...perConnector].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([guid]) => guid) },
    failover: {
      payments: failover.payments.doc_count,
      failedOver: failover.failed_over.doc_count,
      share: rateOf(failover.failed_over.doc_count, failover.payments.doc_count),
      rescued: fallbacks.reduce((n, f) => n + f.succeeded, 0),
      fallbacks,
    },
    breakdowns,
    declines,
  };
};
