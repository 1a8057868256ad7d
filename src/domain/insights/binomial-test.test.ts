import { describe, expect, it } from 'vitest';
import { binomialTestTwoSided } from './binomial-test';

describe('binomialTestTwoSided', () => {
  it('agrees with hand-computed values', () => {
    // 10 fair coin flips, 9 heads: P(0)+P(1)+P(9)+P(10) = (1+10+10+1)/1024.
    expect(binomialTestTwoSided(9, 10, 0.5)).toBeCloseTo(22 / 1024, 12);
    // 5 of 10 at 0.5 is the most likely outcome: every outcome is at most as likely, p = 1.
    expect(binomialTestTwoSided(5, 10, 0.5)).toBeCloseTo(1, 12);
    // 3 trials at p = 0.7, 0 successes: P(0) = 0.027 is the least likely; only it counts.
    expect(binomialTestTwoSided(0, 3, 0.7)).toBeCloseTo(0.027, 12);
    // 3 trials at 0.7, 1 success: P(1) = 0.189, P(0) = 0.027 (P(2) = 0.441, P(3) = 0.343 are likelier).
    expect(binomialTestTwoSided(1, 3, 0.7)).toBeCloseTo(0.216, 12);
  });

  it('matches the exact sum on an asymmetric case', () => {
    // Σ C(100,k)·0.7^k·0.3^(100−k) over k no likelier than 60, in exact integers (Python math.comb): 0.0374514292
    expect(binomialTestTwoSided(60, 100, 0.7)).toBeCloseTo(0.0374514292, 8);
  });

  it('tells a 50/50 drift of a 70/30 split from an honest 70/30', () => {
    expect(binomialTestTwoSided(100, 200, 0.7)).toBeLessThan(1e-6);
    expect(binomialTestTwoSided(140, 200, 0.7)).toBeGreaterThan(0.5);
  });

  it('handles the certain splits and no trials', () => {
    expect(binomialTestTwoSided(0, 50, 0)).toBe(1);
    expect(binomialTestTwoSided(1, 50, 0)).toBe(0);
    expect(binomialTestTwoSided(50, 50, 1)).toBe(1);
    expect(binomialTestTwoSided(49, 50, 1)).toBe(0);
    expect(binomialTestTwoSided(0, 0, 0.3)).toBe(1);
  });

  it('stays finite for a million trials', () => {
    const p = binomialTestTwoSided(500_600, 1_000_000, 0.5);
    // the same sum in log space with lgamma (Python): 0.2305279285
    expect(p).toBeCloseTo(0.2305279285, 6);
  });

  it('refuses what is not a count', () => {
    expect(() => binomialTestTwoSided(5, 4, 0.5)).toThrow(RangeError);
    expect(() => binomialTestTwoSided(1, 4, 1.5)).toThrow(RangeError);
  });
});
