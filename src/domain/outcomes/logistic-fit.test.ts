import { describe, expect, it } from 'vitest';
import { fitLogistic } from './logistic-fit';

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

describe('penalised logistic regression with its Laplace posterior', () => {
  it('one intercept: the posterior mode solves a − n·p(β) − β/σ² = 0, its variance is 1/(n·p(1 − p) + 1/σ²)', () => {
    const fit = fitLogistic([{ columns: [0], n: 100, approved: 90 }], { mean: Float64Array.from([0]), precision: Float64Array.from([1 / 25]) });
    const b = fit.mean[0]!;
    const p = logistic(b);
    expect(90 - 100 * p - b / 25).toBeCloseTo(0, 10);
    expect(b).toBeLessThan(logit(0.9));
    expect(fit.variance[0]).toBeCloseTo(1 / (100 * p * (1 - p) + 1 / 25), 10);
  });

  it('two cells, an indicator for the second: with a flat prior, the intercept is the first cell and the effect the logit difference', () => {
    const flat = { mean: new Float64Array(2), precision: Float64Array.from([1e-9, 1e-9]) };
    const fit = fitLogistic([{ columns: [0], n: 100, approved: 80 }, { columns: [0, 1], n: 100, approved: 60 }], flat);
    expect(fit.mean[0]).toBeCloseTo(logit(0.8), 6);
    expect(fit.mean[1]).toBeCloseTo(logit(0.6) - logit(0.8), 6);
    // The effect's variance is the sum of both cells' logit variances, 1/(n·p(1 − p)) each.
    expect(fit.variance[1]).toBeCloseTo(1 / (100 * 0.8 * 0.2) + 1 / (100 * 0.6 * 0.4), 6);
  });

  it('a prior centred elsewhere pulls a sparse effect towards it, not a well-measured one', () => {
    const rows = (n: number) => [{ columns: [0], n: 1000, approved: 900 }, { columns: [0, 1], n, approved: n }];
    const prior = { mean: Float64Array.from([0, -1]), precision: Float64Array.from([1e-6, 1 / 0.25]) };
    // Two approvals of two: the effect stays near its prior −1, not +∞.
    expect(fitLogistic(rows(2), prior).mean[1]).toBeLessThan(0);
    // Unlike a flat prior, which would run to separation: a prior keeps every fit finite.
    expect(Number.isFinite(fitLogistic(rows(2), { mean: new Float64Array(2), precision: Float64Array.from([1e-6, 1 / 4]) }).mean[1])).toBe(true);
  });
});
