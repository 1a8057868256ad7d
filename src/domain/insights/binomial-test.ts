/**
 * The two-sided exact binomial test: how likely is a count at least as far from the expected one as
 * `successes` out of `trials`, if each trial succeeds with probability `p`? "At least as far" is the
 * usual reading of R's `binom.test` (Clopper & Pearson's tradition): the p-value sums the
 * probabilities of every outcome no more likely than the observed one.
 *
 * Exact rather than a normal approximation because splits are often small in a short window or a
 * rare branch (tens of payments), where the approximation misjudges the tails, and at 0 % or 100 %
 * where it breaks down. Probabilities are computed relative to the mode by the ratio recurrence
 * P(k+1)/P(k) = (n−k)/(k+1) · p/(1−p) and normalised by their sum, so no factorial ever overflows;
 * O(n), fine for a million trials.
 */
export const binomialTestTwoSided = (successes: number, trials: number, p: number): number => {
  if (!Number.isInteger(trials) || trials < 0 || !Number.isInteger(successes) || successes < 0 || successes > trials) throw new RangeError(`binomial test: ${successes} of ${trials} is not a count`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomial test: probability ${p} is not between 0 and 1`);
  if (trials === 0) return 1;
  // A certain outcome: anything else is impossible.
  if (p === 0) return successes === 0 ? 1 : 0;
  if (p === 1) return successes === trials ? 1 : 0;
  const mode = Math.min(trials, Math.floor((trials + 1) * p));
  const odds = p / (1 - p);
  const relative = new Float64Array(trials + 1);
  relative[mode] = 1;
  for (let k = mode; k < trials; k += 1) relative[k + 1] = relative[k]! * ((trials - k) / (k + 1)) * odds;
  for (let k = mode; k > 0; k -= 1) relative[k - 1] = relative[k]! * (k / (trials - k + 1)) / odds;
  let total = 0;
  for (let k = 0; k <= trials; k += 1) total += relative[k]!;
  // Outcomes as likely as the observed one count too; the tolerance absorbs rounding (R uses 1 + 1e-7).
  const threshold = relative[successes]! * (1 + 1e-7);
  let tail = 0;
  for (let k = 0; k <= trials; k += 1) if (relative[k]! <= threshold) tail += relative[k]!;
  return Math.min(1, tail / total);
};
