import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { cholesky, choleskySolve, inverseDiagonal, precisionDraw } from './linear-algebra';
import { normal } from './sampling';

// A = [[4, 2], [2, 3]]: L = [[2, 0], [1, √2]]; A⁻¹ = [[3, −2], [−2, 4]] / 8.
const A = Float64Array.from([4, 2, 2, 3]);

describe('the small linear algebra of the regression', () => {
  it('factors, solves and inverts a 2 × 2 by hand', () => {
    const l = cholesky(A, 2)!;
    expect([...l].map((x) => +x.toFixed(12))).toEqual([2, 0, 1, +Math.SQRT2.toFixed(12)]);
    // A·[1, 2] = [8, 8].
    expect([...choleskySolve(l, 2, Float64Array.from([8, 8]))].map((x) => +x.toFixed(12))).toEqual([1, 2]);
    expect([...inverseDiagonal(l, 2)].map((x) => +x.toFixed(12))).toEqual([3 / 8, 4 / 8]);
    expect(cholesky(Float64Array.from([1, 2, 2, 1]), 2)).toBeNull();
  });

  it('draws N(0, A⁻¹) from the precision: the sample covariance is A⁻¹', () => {
    const l = cholesky(A, 2)!;
    const random = seededRandom(3);
    const n = 40_000;
    let xx = 0;
    let yy = 0;
    let xy = 0;
    for (let i = 0; i < n; i++) {
      const [x = 0, y = 0] = precisionDraw(l, 2, Float64Array.from([normal(random), normal(random)]));
      xx += x * x;
      yy += y * y;
      xy += x * y;
    }
    // Standard errors of these sample moments are under 0.005 at 40,000 draws.
    expect(Math.abs(xx / n - 3 / 8)).toBeLessThan(0.02);
    expect(Math.abs(yy / n - 4 / 8)).toBeLessThan(0.02);
    expect(Math.abs(xy / n + 2 / 8)).toBeLessThan(0.02);
  });
});
