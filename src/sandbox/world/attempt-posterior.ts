import type { Answer } from './draw-attempt';
import { attemptOdds, doubtfulChance, NO_DEGRADATION, type AttemptOdds, type Degradation } from './attempt-odds';
import type { PaymentFeatures } from './payment-features';
import type { WorldView } from './world-view';

export interface ObservedAttempt {
  adapter: string;
  answer: Answer;
  degradation?: Degradation;
}

/**
 * The exact chance of each answer of every attempt of one payment, given the answers before it: the
 * issuer's state is shared along the chain, so after a soft decline the next attempt is judged with
 * the posterior on that state (Bayes over {good, doubtful}). Used to check drawn outcomes against
 * the models attempt by attempt, later attempts included.
 */
export const attemptChances = (view: WorldView, features: PaymentFeatures, attempts: readonly ObservedAttempt[]): AttemptOdds[] => {
  let weights = [1 - doubtfulChance(view.world.issuer, features), doubtfulChance(view.world.issuer, features)];
  return attempts.map((a) => {
    const model = view.model(a.adapter);
    const odds = [false, true].map((doubtful) => attemptOdds(model, view.world.issuer, features, doubtful, a.degradation ?? NO_DEGRADATION));
    const total = weights[0]! + weights[1]!;
    const mix = (k: keyof AttemptOdds) => (weights[0]! * odds[0]![k] + weights[1]! * odds[1]![k]) / total;
    const chances: AttemptOdds = { approve: mix('approve'), soft: mix('soft'), hard: mix('hard'), timeout: mix('timeout') };
    weights = [weights[0]! * odds[0]![a.answer], weights[1]! * odds[1]![a.answer]];
    return chances;
  });
};
