import { z } from 'zod';
import { answerOf, feesOf, isRoutedAttempt, type OutcomeRecord } from '../outcomes/outcome-record';
import type { bandOf} from '../outcomes/segment';
import { segmentOf, type Segment } from '../outcomes/segment';
import { jeffreysInterval } from './jeffreys-interval';

/**
 * Connectors side by side on the same kind of payment (issue 41.6): for each value of one
 * dimension (brand, card type, BIN country, currency, amount band), every connector's first-attempt
 * approval and fees per first attempt over a window, each with its 95 % interval and the attempts
 * behind it. First attempts only: a failover attempt meets payments another acquirer declined,
 * which would make a connector used as a failover look worse than it is. Method and assumptions:
 * docs/insights.md ("Connectors compared").
 */
export const COMPARISON_DIMENSIONS = ['brand', 'cardType', 'country', 'currency', 'band'] as const;
export const ComparisonDimension = z.enum(COMPARISON_DIMENSIONS);
export type ComparisonDimension = z.infer<typeof ComparisonDimension>;

/** Fewer first attempts than this give no cost interval: the mean of skewed fees is not yet near normal. */
export const MIN_ATTEMPTS_FOR_COST = 30;

const Interval = z.object({ estimate: z.number(), low: z.number(), high: z.number() });

export const ComparedConnector = z.object({
  connector: z.string(),
  /** First attempts of this kind of payment at the connector, and how many it approved. */
  attempts: z.number().int().min(0),
  approved: z.number().int().min(0),
  /** Approved ÷ attempts, with Jeffreys' 95 % interval. */
  approval: Interval,
  /** Mean provider fees per first attempt in the base currency (a declined attempt pays its authorisation fee); null under MIN_ATTEMPTS_FOR_COST. */
  feesPerAttempt: Interval.nullable(),
  /** Connectors of the same row whose approval interval lies wholly below this one's. */
  betterThan: z.array(z.string()),
});
export type ComparedConnector = z.infer<typeof ComparedConnector>;

export const ComparisonRow = z.object({ value: z.string(), attempts: z.number().int().min(0), connectors: z.array(ComparedConnector) });
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const ConnectorComparison = z.object({
  dimension: ComparisonDimension,
  level: z.literal(0.95),
  /** First attempts compared (with an answer from an acquirer), and those left out (a configuration error, a redirect, a follow-up). */
  attempts: z.number().int().min(0),
  leftOut: z.number().int().min(0),
  rows: z.array(ComparisonRow),
});
export type ConnectorComparison = z.infer<typeof ConnectorComparison>;

const valueOf = (s: Segment, dimension: ComparisonDimension): string => (dimension === 'band' ? s.band : s[dimension]);

/** Normal interval of a mean from its sum and sum of squares (the central limit theorem; z = 1.96). */
const meanInterval = (n: number, sum: number, squares: number): z.infer<typeof Interval> | null => {
  if (n < MIN_ATTEMPTS_FOR_COST) return null;
  const mean = sum / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const half = 1.959964 * Math.sqrt(variance / n);
  return { estimate: mean, low: Math.max(0, mean - half), high: mean + half };
};

interface Tally {
  attempts: number;
  approved: number;
  fees: number;
  squares: number;
}

/** The comparison over a window's first-attempt records (attempt 1 of routed payments). */
export const compareConnectors = (records: Iterable<OutcomeRecord>, dimension: ComparisonDimension): ConnectorComparison => {
  const cells = new Map<string, Map<string, Tally>>();
  let attempts = 0;
  let leftOut = 0;
  for (const r of records) {
    const answer = answerOf(r);
    if (!r.connector_guid || !isRoutedAttempt(r) || answer === undefined) {
      leftOut += 1;
      continue;
    }
    attempts += 1;
    const value = valueOf(segmentOf(r), dimension);
    let row = cells.get(value);
    if (!row) cells.set(value, (row = new Map()));
    let t = row.get(r.connector_guid);
    if (!t) row.set(r.connector_guid, (t = { attempts: 0, approved: 0, fees: 0, squares: 0 }));
    const fees = feesOf(r);
    t.attempts += 1;
    t.approved += answer === 'approve' ? 1 : 0;
    t.fees += fees;
    t.squares += fees * fees;
  }
  const rows = [...cells].map(([value, row]): ComparisonRow => {
    const connectors = [...row]
      .map(([connector, t]) => ({ connector, attempts: t.attempts, approved: t.approved, approval: { estimate: t.approved / t.attempts, ...jeffreysInterval(t.approved, t.attempts) }, feesPerAttempt: meanInterval(t.attempts, t.fees, t.squares) }))
      .sort((a, b) => b.attempts - a.attempts);
    return {
      value,
      attempts: connectors.reduce((n, c) => n + c.attempts, 0),
      connectors: connectors.map((c) => ({ ...c, betterThan: connectors.filter((o) => o.approval.high < c.approval.low).map((o) => o.connector) })),
    };
  });
  rows.sort((a, b) => b.attempts - a.attempts);
  return { dimension, level: 0.95, attempts, leftOut, rows };
};

/** Amount bands as ranges of the base amount, for a cell's query. */
const BAND_RANGES: Readonly<Record<ReturnType<typeof bandOf>, { gte?: number; lt?: number }>> = {
  small: { lt: 30 },
  medium: { gte: 30, lt: 250 },
  large: { gte: 250, lt: 1000 },
  jumbo: { gte: 1000 },
};
const FIELDS: Readonly<Record<Exclude<ComparisonDimension, 'band'>, string>> = { brand: 'creditcard.type', cardType: 'creditcard.bin_type', country: 'creditcard.bin_country', currency: 'currency' };

/**
 * The DSL clause that selects one row's records ('-', a value the record does not hold, is a
 * missing field). The country of a payment by another method than card is the customer's billing
 * country in the segment, so a row's query covers cards only where it names a card field.
 */
export const comparisonRowFilter = (dimension: ComparisonDimension, value: string): object => {
  if (dimension === 'band') return { range: { base_amount: BAND_RANGES[value as keyof typeof BAND_RANGES] ?? {} } };
  const field = FIELDS[dimension];
  return value === '-' ? { bool: { must_not: [{ exists: { field } }] } } : { term: { [field]: value } };
};
