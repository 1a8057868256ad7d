import type { ChainValue } from './chain-value';
import type { Comparison, Interval, OutcomeMetrics } from './outcome-estimate';
import { newMoments, samplingError, widened, type SampleMoments, type WindowSample } from './window-sample';

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
  /** The sampled payments' values at the posterior means, for the sampling error (window-sample.ts). */
  moments: SampleMoments;
}

export const newScope = (slots: number): ScopeSums => ({
  payments: 0,
  volume: 0,
  live: METRICS.map(() => new Float64Array(slots)),
  draft: METRICS.map(() => new Float64Array(slots)),
  moments: newMoments(),
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

/** The whole window read: nothing to scale, no sampling error. */
const WHOLE: WindowSample = { n: 1, N: 1 };

/**
 * A side's four figures: rates per payment of the scope, totals scaled from the sample to the
 * window (N/n), each interval widened by its sampling error when the window was sampled.
 */
const metricsOf = (s: ScopeSums, side: number, sums: (m: number) => Float64Array, sample: WindowSample): OutcomeMetrics => {
  const out: Partial<OutcomeMetrics> = {};
  METRICS.forEach((metric, m) => {
    const rate = RATES.has(metric);
    const interval = intervalOf(sums(m), rate ? (s.payments > 0 ? 1 / s.payments : 0) : sample.N / sample.n);
    out[metric] = widened(interval, samplingError(s.moments, side, m, rate, sample));
  });
  return out as OutcomeMetrics;
};

/** A scope's live, draft and difference; `sample`: the payments read of the window's (default: all). */
export const comparisonOf = (s: ScopeSums, sample: WindowSample = WHOLE): Comparison => ({
  payments: (s.payments * sample.N) / sample.n,
  volume: (s.volume * sample.N) / sample.n,
  live: metricsOf(s, 0, (m) => s.live[m]!, sample),
  draft: metricsOf(s, 1, (m) => s.draft[m]!, sample),
  // Per slot, the same subtraction for every draw: identical documents give exactly 0 in each.
  difference: metricsOf(s, 2, (m) => s.draft[m]!.map((d, slot) => d - s.live[m]![slot]!), sample),
});
