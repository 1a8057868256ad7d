import { describe, expect, it } from 'vitest';
import { kappaOf, poolLevels, posteriorMean, type ApprovalCell } from './pooling';

const parent: ApprovalCell = { key: 'p', level: 0, n: 0, approved: 0, parent: null, mean: 0.5 };
const child = (n: number, approved: number): ApprovalCell => ({ key: `c${n}-${approved}`, level: 1, n, approved, parent, mean: 0 });

describe('empirical-Bayes pooling', () => {
  it('measures κ from the spread beyond binomial noise (hand-computed)', () => {
    // Two cells of 100 at 60 % and 40 % around 50 %: each 100·0.01/0.25 − 1 = 3; ρ = 6/198; κ = 1/ρ − 1 = 32.
    expect(kappaOf([child(100, 60), child(100, 40)])).toBeCloseTo(32, 10);
    // Cells at 100 % and 0 %: ρ = 18/18 = 1, kept at 0.5, so κ = 1.
    expect(kappaOf([child(10, 10), child(10, 0)])).toBeCloseTo(1, 10);
    // No spread beyond noise (exactly at the mean): ρ at its floor 1e-4, κ = 9999.
    expect(kappaOf([child(100, 50), child(100, 50)])).toBeCloseTo(9999, 6);
  });

  it('shrinks a sparse cell to its parent and leaves a large one near its own rate', () => {
    expect(posteriorMean({ n: 4, approved: 4 }, 32, 0.5)).toBeCloseTo((16 + 4) / 36, 12);
    expect(posteriorMean({ n: 10_000, approved: 9_000 }, 32, 0.5)).toBeCloseTo((16 + 9000) / 10_032, 12);
  });

  it('gives the top of each tree Jeffreys Beta(½, ½): (approved + ½)/(n + 1)', () => {
    const top: ApprovalCell = { key: 't', level: 0, n: 10, approved: 8, parent: null, mean: 0 };
    const kappas = poolLevels([[top]]);
    expect(top.mean).toBeCloseTo(8.5 / 11, 12);
    expect(kappas).toEqual([1]);
  });
});
