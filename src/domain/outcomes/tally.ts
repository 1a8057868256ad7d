import type { ChainValue } from './chain-value';
import type { Comparison, Interval, OutcomeMetrics } from './outcome-estimate';

/**
 * Sums of a scope (the whole window, a moved cell, a breakdown value) per parameter set: slot 0 the
 * posterior means, slots 1…D the draws. Live and draft are summed from the same draw in each slot, so
 * the difference per slot is paired.
 */
const METRICS = ['approval', 'firstAttemptApproval', 'fees', 'net'] as const;
type Metric = (typeof METRICS)[number];
const RATES: ReadonlySet<Metric> = new Set(['approval', 'firstAttemptApproval']);

export interface ScopeSums {
  payments: number;
  volume: number;
  /** [metric][slot], metrics in METRICS order. */
  live: Float64Array[];
  draft: Float64Array[];
}

export const newScope = (slots: number): ScopeSums => ({
  payments: 0,
  volume: 0,
  live: METRICS.map(() => new Float64Array(slots)),
  draft: METRICS.map(() => new Float64Array(slots)),
});

/** Adds `payments` payments of summed amount `volume`, weight `w`, valued `v`, to one side at one slot. */
export const addValue = (side: Float64Array[], slot: number, w: number, payments: number, volume: number, v: ChainValue): void => {
  const fees = payments * v.fixedFees + volume * v.feesPerUnit;
  side[0]![slot]! += w * payments * v.approval;
  side[1]![slot]! += w * payments * v.first;
  side[2]![slot]! += w * fees;
  side[3]![slot]! += w * (volume * v.approval - fees);
};

const quantile = (sorted: Float64Array, q: number): number => {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};

/**
 * The point estimate at the posterior means, and the central 95 % of the draws. Where a skewed
 * posterior leaves the point outside that range (small cells near 0 or 1), the interval is widened
 * to include it: an interval that excludes its own estimate would only confuse.
 */
export const intervalOf = (values: Float64Array, scale: number): Interval => {
  const estimate = values[0]! * scale;
  const draws = values.slice(1).sort();
  if (draws.length === 0) return { estimate, low: estimate, high: estimate };
  const low = quantile(draws, 0.025) * scale;
  const high = quantile(draws, 0.975) * scale;
  return { estimate, low: Math.min(low, estimate), high: Math.max(high, estimate) };
};

const metricsOf = (sums: (m: number) => Float64Array, payments: number): OutcomeMetrics => {
  const out: Partial<OutcomeMetrics> = {};
  METRICS.forEach((metric, m) => {
    out[metric] = intervalOf(sums(m), RATES.has(metric) ? (payments > 0 ? 1 / payments : 0) : 1);
  });
  return out as OutcomeMetrics;
};

export const comparisonOf = (s: ScopeSums): Comparison => ({
  payments: s.payments,
  volume: s.volume,
  live: metricsOf((m) => s.live[m]!, s.payments),
  draft: metricsOf((m) => s.draft[m]!, s.payments),
  // Per slot, the same subtraction for every draw: identical documents give exactly 0 in each.
  difference: metricsOf((m) => s.draft[m]!.map((d, slot) => d - s.live[m]![slot]!), s.payments),
});
