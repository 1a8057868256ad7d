import { z } from 'zod';

/**
 * What a meta-connector's traffic summary (issue 12.1) reads: the window, the breakdowns and the
 * filters by them, and the one filter every chart's query starts from.
 *
 * The record model (gateway-contract §6): one BI record per transaction ATTEMPT. `attempt` 1 is the
 * connector routing chose, 2.. its failover; `broker_id` ties the attempts of a payment together.
 * So a payment is its first attempt (a payment with three attempts counts once), and only the
 * operations routing decides are payments: follow-ups (capture, refund, void, chargeback…) go
 * where their payment went and are not counted.
 */

/** The operations routing decides; every other record type is a follow-up of a payment. */
export const ROUTED_TYPES = ['debit', 'preauthorize', 'register'] as const;

/** The `status` of an accepted attempt. Failover stops at the first success, so a payment has at most one. */
export const SUCCESS_STATUS = 'success';

/**
 * The instant that places a record in time. `api_call_at` is the merchant's call, the same on every
 * attempt of a payment, so a payment's attempts always fall in the same window and the same bucket
 * (`created_at` is each attempt's own time and could split a payment across a boundary).
 */
export const TIME_FIELD = 'api_call_at';

/**
 * The breakdowns, each a keyword field that is the same on every attempt of a payment (the card,
 * the customer, the method and currency do not change on failover), so filtering records by one
 * keeps or drops whole payments. The customer's country is `buyer_country` (the billing country,
 * else the country of the customer's IP): `customer.billing_country` is a text field, which
 * OpenSearch does not aggregate.
 */
export const BREAKDOWNS = {
  method: { field: 'method', label: 'Method' },
  currency: { field: 'currency', label: 'Currency' },
  cardType: { field: 'creditcard.type', label: 'Card type' },
  binCountry: { field: 'creditcard.bin_country', label: 'BIN country' },
  customerCountry: { field: 'buyer_country', label: 'Customer country' },
} as const;
export const Breakdown = z.enum(Object.keys(BREAKDOWNS) as [keyof typeof BREAKDOWNS, ...(keyof typeof BREAKDOWNS)[]]);
export type Breakdown = z.infer<typeof Breakdown>;
export const BREAKDOWN_KEYS = Breakdown.options;

/** The bucket key of records without the field (a direct debit has no card type); a filter may name it too. */
export const NONE_KEY = '(none)';

const FilterValue = z.string().trim().min(1, 'an empty filter value').max(64, 'a filter value of at most 64 characters');

/** Filters by breakdown: the values of one breakdown are alternatives (OR), breakdowns combine (AND). */
export const SummaryFilters = z.strictObject(
  Object.fromEntries(BREAKDOWN_KEYS.map((key) => [key, z.array(FilterValue).min(1, 'at least one value, or leave the filter out').max(20, 'at most 20 values').optional()])) as Record<
    Breakdown,
    z.ZodOptional<z.ZodArray<typeof FilterValue>>
  >,
);
export type SummaryFilters = z.infer<typeof SummaryFilters>;

/** What one summary reads: the meta-connector, the window `[from, to)` (ISO instants) and the filters. */
export interface SummaryScope {
  metaConnectorGuid: string;
  from: string;
  to: string;
  filters: SummaryFilters;
}

/** The BI date format (`yyyy-MM-dd HH:mm:ss`, UTC) of an instant. */
export const biDate = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

const filterClause = (field: string, values: readonly string[]) => {
  const present = values.filter((v) => v !== NONE_KEY);
  const none = values.includes(NONE_KEY) ? [{ bool: { must_not: [{ exists: { field } }] } }] : [];
  const terms = present.length > 0 ? [{ terms: { [field]: present } }] : [];
  const either = [...terms, ...none];
  return either.length === 1 ? either[0]! : { bool: { should: either, minimum_should_match: 1 } };
};

/** The filter every chart's query starts from: the meta-connector's routed records in the window, narrowed by the filters. */
export const scopeFilter = (scope: SummaryScope): Record<string, unknown>[] => [
  { term: { meta_connector_guid: scope.metaConnectorGuid } },
  { terms: { type: [...ROUTED_TYPES] } },
  { range: { [TIME_FIELD]: { gte: biDate(scope.from), lt: biDate(scope.to) } } },
  ...BREAKDOWN_KEYS.flatMap((key) => {
    const values = scope.filters[key];
    return values && values.length > 0 ? [filterClause(BREAKDOWNS[key].field, values)] : [];
  }),
];

/** Buckets of the time series: hours up to three days, days up to 92, weeks beyond (at most ~72, 92 or 53 bars). */
export const SummaryInterval = z.enum(['hour', 'day', 'week']);
export type SummaryInterval = z.infer<typeof SummaryInterval>;
export const intervalOf = (from: string, to: string): SummaryInterval => {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days <= 3 ? 'hour' : days <= 92 ? 'day' : 'week';
};
