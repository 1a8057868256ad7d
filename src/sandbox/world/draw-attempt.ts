import type { AcquirerModel, IssuerModel } from './acquirer-model';
import { attemptOdds, doubtfulChance, type Degradation } from './attempt-odds';
import type { PaymentFeatures } from './payment-features';

/**
 * Draws answers from the models. Draw order is part of the contract with seeded callers (history
 * with one seed gives the same records): the issuer state once per payment, at its first attempt;
 * then per attempt one draw for the answer and, when the acquirer answered, two for its latency.
 */

export type Answer = 'approve' | 'soft' | 'hard' | 'timeout';

export interface DrawnAttempt {
  answer: Answer;
  /** Which hard decline code, when hard: 2006 (insufficient funds) for the first 70 % of the hard share, else 2001. */
  hardCode: 2006 | 2001;
  latencyMs: number;
}

export const drawDoubtful = (issuer: IssuerModel, f: PaymentFeatures, random: () => number): boolean => random() < doubtfulChance(issuer, f);

/** Log-normal with the given median and sigma (Box–Muller; 1 − u keeps the logarithm finite). */
const logNormal = (medianMs: number, sigma: number, random: () => number) =>
  medianMs * Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));

export const drawAttempt = (
  model: AcquirerModel,
  issuer: IssuerModel,
  f: PaymentFeatures,
  doubtful: boolean,
  degradation: Degradation,
  random: () => number,
): DrawnAttempt => {
  const odds = attemptOdds(model, issuer, f, doubtful, degradation);
  const u = random();
  const answer: Answer = u < odds.approve ? 'approve' : u < odds.approve + odds.hard ? 'hard' : u < odds.approve + odds.hard + odds.soft ? 'soft' : 'timeout';
  // The position inside the hard share picks the code, so no extra draw is spent.
  const hardCode = answer === 'hard' && (u - odds.approve) / odds.hard >= 0.7 ? 2001 : 2006;
  const latencyMs = answer === 'timeout'
    ? model.latency.timeoutMs
    : Math.min(model.latency.timeoutMs, Math.round(logNormal(model.latency.medianMs, model.latency.sigma, random) + degradation.addedLatencyMs));
  return { answer, hardCode, latencyMs };
};
