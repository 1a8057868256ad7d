import quantile from '@stdlib/stats-base-dists-normal-quantile';

/**
 * How far an observed count is from what the world's truth expects, in standard errors: for
 * independent trials with known chances p_i (a Poisson-binomial count), z = (O − Σp) / √Σp(1−p).
 * Tests and the world bench accept |z| ≤ the two-sided critical value of their false-alarm rate, so
 * a tolerance comes from the sample size and the rate, never from a number chosen to pass.
 */
export interface CountCheck {
  observed: number;
  expected: number;
  standardError: number;
  z: number;
}

export const countCheck = (observed: number, chances: readonly number[]): CountCheck => {
  let expected = 0;
  let variance = 0;
  for (const p of chances) {
    expected += p;
    variance += p * (1 - p);
  }
  const standardError = Math.sqrt(variance);
  return { observed, expected, standardError, z: standardError === 0 ? (observed === expected ? 0 : Infinity) : (observed - expected) / standardError };
};

/** The two-sided critical z for a false-alarm rate `alpha`, split over `checks` checks (Bonferroni). */
export const criticalZ = (alpha: number, checks = 1): number => quantile(1 - alpha / (2 * checks), 0, 1);
