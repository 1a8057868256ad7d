import { HttpError } from '../http-error';

/**
 * A uniform random sample of a window's payments, as a query any OpenSearch 2.17 answers (issue
 * 41.4): the payments whose id (`broker_id`, the uuid of the payment's main transaction, on every
 * routed attempt) sorts below a bound of four hex digits. Payment uuids are random hex, so each
 * payment is in the sample independently with the chance bound/16⁴, whatever it is, and all its
 * attempts with it. A data source whose ids are not spread evenly (say, a time-ordered prefix) is
 * caught by `checkSpread` before an estimate rests on it.
 */

const SPACE = 16 ** 4;

/** The smallest four-hex-digit bound whose share of the id space is at least `fraction`; null: the whole space. */
export const boundFor = (fraction: number): string | null => {
  const k = Math.ceil(Math.max(0, fraction) * SPACE);
  return k >= SPACE ? null : k.toString(16).padStart(4, '0');
};

/** The share of the id space below a bound (null: all of it). */
export const shareBelow = (bound: string | null): number => (bound === null ? 1 : parseInt(bound, 16) / SPACE);

/** The BI clause for ids in [from, below): either end open when null. */
export const idRange = (from: string | null, below: string | null): Record<string, unknown> | null =>
  from === null && below === null ? null : { range: { broker_id: { ...(from === null ? {} : { gte: from }), ...(below === null ? {} : { lt: below }) } } };

/**
 * Whether the payments read below a bound are as many as random ids would put there: a binomial
 * count, refused beyond 5 standard errors (by chance once in 3.5 million reads), since an estimate
 * scaled from a lopsided sample would be biased by what the ids encode.
 */
export const checkSpread = (read: number, windowPayments: number, share: number, below: string): void => {
  if (share >= 1 || windowPayments === 0) return;
  const expected = windowPayments * share;
  const se = Math.sqrt(windowPayments * share * (1 - share));
  if (Math.abs(read - expected) > 5 * Math.max(se, 1))
    throw new HttpError(
      422,
      'SAMPLE_NOT_UNIFORM',
      `The data source's payment ids are not spread evenly: ${read.toLocaleString('en')} of the window's ${windowPayments.toLocaleString('en')} payments have an id below '${below}', where random ids would put about ${Math.round(expected).toLocaleString('en')}. A sample by id would be biased here: read the whole window (exact) or choose a shorter one.`,
    );
};

/**
 * Payments to read so that sampling adds at most `target` (a share) to the approval difference's
 * 95 % half-width, from a first sample of n₁ whose sampling half-width was h₁: h² ∝ (1 − n/N)/n,
 * so n = 1 / (t²/K + 1/N) with K = h₁²·n₁/(1 − n₁/N), and a tenth more for the noise in h₁.
 */
export const paymentsFor = (target: number, first: { n: number; halfWidth: number }, windowPayments: number): number => {
  if (first.halfWidth <= target || first.n >= windowPayments) return first.n;
  const k = (first.halfWidth ** 2 * first.n) / (1 - first.n / windowPayments);
  // 10 % more than the law asks: the first sample's half-width is itself an estimate (the bench's
  // million grew to 0.11 pp for 0.1 asked without it).
  return Math.min(windowPayments, Math.ceil(1.1 / (target ** 2 / k + 1 / windowPayments)));
};
