import { BREAKDOWNS, NONE_KEY, SUCCESS_STATUS, TIME_FIELD, intervalOf, scopeFilter, type Breakdown, type SummaryScope } from './traffic-summary-scope';

/**
 * The DSL queries behind the traffic summary, one per chart, each complete on its own so the UI can
 * open it in the query console. All are aggregations (`size: 0`) that count by the record model:
 *
 * - payments: first attempts (`attempt: 1`), so a payment with three attempts counts once;
 * - volume: `base_amount` (tenant base currency) summed over first attempts, a payment's amount once;
 * - successful payments: records with status `success`; failover stops at the first success, so a
 *   payment has at most one, whichever attempt it was;
 * - payments that needed failover: records with `attempt: 2` (attempts are numbered 1, 2, 3… without
 *   gaps, so every payment that failed over has exactly one);
 * - a connector's own success rate: its successful attempts over its attempts (an attempt it declined
 *   that a fallback then saved is still its decline).
 */

export type DslQuery = Record<string, unknown>;

const FIRST_ATTEMPT = { term: { attempt: 1 } };
const SUCCEEDED = { term: { status: SUCCESS_STATUS } };

/** Payments and their volume, and the successful records, under any bucket. */
const paymentAggs = {
  payments: { filter: FIRST_ATTEMPT, aggs: { volume: { sum: { field: 'base_amount' } } } },
  succeeded: { filter: SUCCEEDED },
};

/** Connectors behind one meta-connector are few; 50 leaves room without letting one answer grow unbounded. */
export const CONNECTOR_BUCKETS = 50;
/** Values shown per breakdown; the payments beyond them are reported as "other". */
export const BREAKDOWN_BUCKETS = 20;
/** Decline codes shown per connector. */
export const CODE_BUCKETS = 10;

const connectorTerms = (size: number) => ({ terms: { field: 'connector_guid', size, missing: NONE_KEY } });

const withScope = (scope: SummaryScope, aggs: Record<string, unknown>, extra: Record<string, unknown>[] = []): DslQuery => ({
  size: 0,
  query: { bool: { filter: [...scopeFilter(scope), ...extra] } },
  aggs,
});

const histogramInterval = (scope: SummaryScope) => {
  const interval = intervalOf(scope.from, scope.to);
  return interval === 'hour' ? { fixed_interval: '1h' } : { calendar_interval: interval === 'day' ? '1d' : '1w' };
};

/** Payments, volume and successes per bucket of time, in all and per connector (every attempt on it). */
export const overTimeQuery = (scope: SummaryScope): DslQuery =>
  withScope(scope, {
    over_time: {
      date_histogram: {
        field: TIME_FIELD,
        ...histogramInterval(scope),
        min_doc_count: 0,
        // Empty days still get a bar, so a quiet day reads as a zero, not as a gap closed up.
        extended_bounds: { min: Date.parse(scope.from), max: Date.parse(scope.to) - 1 },
      },
      aggs: { ...paymentAggs, connectors: { ...connectorTerms(CONNECTOR_BUCKETS), aggs: paymentAggs } },
    },
  });

/** Payments, payments that failed over, and the connectors the failover attempts went to. */
export const failoverQuery = (scope: SummaryScope): DslQuery =>
  withScope(scope, {
    payments: { filter: FIRST_ATTEMPT },
    failed_over: { filter: { term: { attempt: 2 } } },
    fallbacks: { filter: { range: { attempt: { gte: 2 } } }, aggs: { connectors: { ...connectorTerms(CONNECTOR_BUCKETS), aggs: { succeeded: { filter: SUCCEEDED } } } } },
  });

/** Payments, volume and successes per value of one breakdown, with the total to tell "other" from. */
export const breakdownQuery = (scope: SummaryScope, breakdown: Breakdown): DslQuery =>
  withScope(scope, {
    payments: { filter: FIRST_ATTEMPT },
    by: { terms: { field: BREAKDOWNS[breakdown].field, size: BREAKDOWN_BUCKETS, missing: NONE_KEY }, aggs: paymentAggs },
  });

/** Failed attempts per connector and their first error codes (with one message each to name them). */
export const declinesQuery = (scope: SummaryScope): DslQuery =>
  withScope(
    scope,
    {
      connectors: {
        ...connectorTerms(CONNECTOR_BUCKETS),
        aggs: { codes: { terms: { field: 'first_error_code', size: CODE_BUCKETS, missing: NONE_KEY }, aggs: { message: { terms: { field: 'first_error_message', size: 1 } } } } },
      },
    },
    [{ term: { status: 'error' } }],
  );
