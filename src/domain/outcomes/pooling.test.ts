import { describe, expect, it } from 'vitest';
import { kappaOf, posteriorMean } from './pooling';

const cell = (n: number, approved: number, centre = 0.5) => ({ n, approved, centre });

describe('empirical-Bayes pooling of cells around their centres', () => {
  it('measures κ from the spread beyond binomial noise (hand-computed)', () => {
    // Two cells of 100 at 60 % and 40 % around 50 %: each 100·0.01/0.25 − 1 = 3; ρ = 6/198; κ = 1/ρ − 1 = 32.
    expect(kappaOf([cell(100, 60), cell(100, 40)])).toBeCloseTo(32, 10);
    // Cells at 100 % and 0 %: ρ = 18/18 = 1, kept at 0.5, so κ = 1.
    expect(kappaOf([cell(10, 10), cell(10, 0)])).toBeCloseTo(1, 10);
    // No spread beyond noise (exactly at the centre): ρ at its floor 1e-4, κ = 9999.
    expect(kappaOf([cell(100, 50), cell(100, 50)])).toBeCloseTo(9999, 6);
    // Each cell against its own centre: at 60 % around 60 % there is no excess.
    expect(kappaOf([cell(100, 60, 0.6), cell(100, 40, 0.4)])).toBeCloseTo(9999, 6);
  });

  it('shrinks a sparse cell to its centre and leaves a large one near its own rate', () => {
    expect(posteriorMean({ n: 4, approved: 4 }, 32, 0.5)).toBeCloseTo((16 + 4) / 36, 12);
    expect(posteriorMean({ n: 10_000, approved: 9_000 }, 32, 0.5)).toBeCloseTo((16 + 9000) / 10_032, 12);
  });
});
