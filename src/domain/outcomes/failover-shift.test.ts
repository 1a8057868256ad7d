import { describe, expect, it } from 'vitest';
import { borrowedShiftOf } from './failover-shift';

const pairs = (deltas: readonly number[], variance = 0.01) => deltas.map((delta) => ({ delta, variance }));

describe("a new failover pair's shift, borrowed with the spread between pairs uncertain", () => {
  it('one measured pair says nothing about the spread: the half-normal(1) prior stays, so the variance is v + 2·E[τ²] ≈ v + 2', () => {
    // δ_new − δ̂ = u_new − u_measured − noise: 2τ² + v. E[τ²] of a half-normal(1) cut at 3 is about 0.97.
    const s = borrowedShiftOf(pairs([-0.5]));
    expect(s.mean).toBeCloseTo(-0.5, 10);
    expect(Math.abs(s.sd - Math.sqrt(0.01 + 2 * 0.97))).toBeLessThan(0.05);
  });

  it('many pairs that agree make the spread small and the new pair well known; few agreeing pairs leave it wider', () => {
    const many = borrowedShiftOf(pairs(Array.from({ length: 12 }, (_, i) => -0.5 + (i % 2 ? 0.05 : -0.05))));
    const two = borrowedShiftOf(pairs([-0.55, -0.45]));
    expect(many.mean).toBeCloseTo(-0.5, 6);
    expect(many.sd).toBeLessThan(0.25);
    expect(two.sd).toBeGreaterThan(many.sd);
  });

  it('pairs that disagree widely give a wide borrowed shift', () => {
    expect(borrowedShiftOf(pairs([-1.5, 0.5, -0.5, 1])).sd).toBeGreaterThan(1);
    // The mixture's weights sum to 1 (components under 1e-9 are dropped).
    const s = borrowedShiftOf(pairs([-1, 0]));
    expect(s.mixture!.reduce((t, c) => t + c.weight, 0)).toBeCloseTo(1, 6);
  });
});
