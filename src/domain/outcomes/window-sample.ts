import type { ChainValue } from './chain-value';
import type { Interval } from './outcome-estimate';

/**
 * When the estimate reads a sample of the window's payments instead of all of them (issue 41.4):
 * the figures are scaled to the window and their intervals widened by the sampling error.
 *
 * The sample is the payments whose id falls in a range (the BFF asks BI for it): with random ids,
 * each payment is in it independently, with the same chance, whatever it is (Bernoulli sampling).
 * A figure is a ratio of two sums over the sample (a rate: approved over payments; a total: fees or
 * net over payments, times the window's payment count N, which BI counts exactly), so its sampling
 * variance is the ratio estimator's by linearisation (Cochran, Sampling Techniques, §6.3; the
 * finite-population correction 1 − n/N included), from each sampled payment's value at the
 * posterior means. That variance is independent of the model's posterior, so the interval's two
 * sides are each widened in quadrature by 1.96 sampling standard errors (a normal sampling error: n
 * is thousands). What it does not carry: the model learns from the sample, so its own posterior is
 * wider than a full read's; the draws measure that part as they always do.
 */

/** Per scope: the sample's sums of a payment's value y, its weight in the scope x, and their products. */
export interface SampleMoments {
  /** [side][metric]: sides live, draft, draft − live; metrics as tally.ts' METRICS. */
  y: Float64Array[];
  yy: Float64Array[];
  xy: Float64Array[];
  x: number;
  xx: number;
}

const SIDES = 3;
const METRIC_COUNT = 4;
export const newMoments = (): SampleMoments => ({
  y: Array.from({ length: SIDES }, () => new Float64Array(METRIC_COUNT)),
  yy: Array.from({ length: SIDES }, () => new Float64Array(METRIC_COUNT)),
  xy: Array.from({ length: SIDES }, () => new Float64Array(METRIC_COUNT)),
  x: 0,
  xx: 0,
});

/**
 * One group's payments in one scope, as linear functions of the amount a: a payment's value is
 * c0 + c1·a per side and metric, its weight in the scope x (the share of its mass the scope holds).
 */
export interface PaymentValue {
  x: number;
  /** [side][metric] for sides live and draft (the difference is derived). */
  c0: Float64Array[];
  c1: Float64Array[];
}

export const newPaymentValue = (): PaymentValue => ({ x: 0, c0: [new Float64Array(METRIC_COUNT), new Float64Array(METRIC_COUNT)], c1: [new Float64Array(METRIC_COUNT), new Float64Array(METRIC_COUNT)] });

/** Adds a pair of ends with weight w (valued v on one side) to a payment's value: the same sums as tally.ts' addValue, per payment. */
export const addToPaymentValue = (p: PaymentValue, side: 0 | 1, w: number, v: ChainValue): void => {
  const c0 = p.c0[side]!;
  const c1 = p.c1[side]!;
  c0[0]! += w * v.approval;
  c0[1]! += w * v.first;
  c0[2]! += w * v.fixedFees;
  c1[2]! += w * v.feesPerUnit;
  c0[3]! -= w * v.fixedFees;
  c1[3]! += w * (v.approval - v.feesPerUnit);
};

/** A group's `n` payments (amounts summing to s1, squares to s2), all valued `p`, into the scope's moments. */
export const addGroupMoments = (m: SampleMoments, p: PaymentValue, n: number, s1: number, s2: number): void => {
  for (let side = 0; side < SIDES; side++) {
    for (let k = 0; k < METRIC_COUNT; k++) {
      const c0 = side < 2 ? p.c0[side]![k]! : p.c0[1]![k]! - p.c0[0]![k]!;
      const c1 = side < 2 ? p.c1[side]![k]! : p.c1[1]![k]! - p.c1[0]![k]!;
      const sum = n * c0 + c1 * s1;
      m.y[side]![k]! += sum;
      m.yy[side]![k]! += n * c0 * c0 + 2 * c0 * c1 * s1 + c1 * c1 * s2;
      m.xy[side]![k]! += p.x * sum;
    }
  }
  m.x += n * p.x;
  m.xx += n * p.x * p.x;
};

/** The sample behind an estimate: n payments read of the window's N. */
export interface WindowSample {
  n: number;
  N: number;
}

/**
 * The sampling standard error of a scope's figure: a rate (sum over the scope's payments, per
 * payment) or a total (scaled to the window). Zero when the whole window was read.
 */
export const samplingError = (m: SampleMoments, side: number, metric: number, rate: boolean, { n, N }: WindowSample): number => {
  if (n >= N || n < 2) return 0;
  const fpc = 1 - n / N;
  const y = m.y[side]![metric]!;
  const yy = m.yy[side]![metric]!;
  if (rate) {
    if (m.x <= 0) return 0;
    const r = y / m.x;
    const residual = Math.max(0, yy - 2 * r * m.xy[side]![metric]! + r * r * m.xx) / (n - 1);
    return Math.sqrt((fpc * n * residual) / (m.x * m.x));
  }
  const spread = Math.max(0, yy - (y * y) / n) / (n - 1);
  return N * Math.sqrt((fpc * spread) / n);
};

/** The interval's two sides each widened in quadrature by 1.96 sampling standard errors. */
export const widened = (i: Interval, se: number): Interval => {
  if (se === 0) return i;
  const z = 1.959963984540054 * se;
  return { estimate: i.estimate, low: i.estimate - Math.hypot(i.estimate - i.low, z), high: i.estimate + Math.hypot(i.high - i.estimate, z) };
};
