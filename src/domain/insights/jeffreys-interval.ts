import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';

/**
 * Jeffreys' 95 % interval for a binomial proportion: the 2.5 % and 97.5 % quantiles of
 * Beta(k + ½, n − k + ½), with the usual boundary rule (0 when no success, 1 when all succeeded), as
 * Brown, Cai & DasGupta (2001) recommend over the Wald interval, whose coverage collapses near 0 %
 * and 100 % and on small counts, both common in a connector × segment cell. Coverage is checked
 * against the sandbox world's truth in connector-comparison-coverage (docs/insights.md).
 */
export const jeffreysInterval = (approved: number, attempts: number, level = 0.95): { low: number; high: number } => {
  if (attempts <= 0) return { low: 0, high: 1 };
  const tail = (1 - level) / 2;
  const a = approved + 0.5;
  const b = attempts - approved + 0.5;
  return {
    low: approved === 0 ? 0 : betaQuantile(tail, a, b),
    high: approved === attempts ? 1 : betaQuantile(1 - tail, a, b),
  };
};
