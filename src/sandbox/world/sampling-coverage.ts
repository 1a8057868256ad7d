import { estimateOutcomes } from '@domain/outcomes/estimate';
import { learnEvidence } from '@domain/outcomes/evidence';
import { paymentIdOf } from '@domain/insights/payment-record';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { sceneOf } from './chain-truth';
import { documentOf, liveRules, randomDraft } from './coverage-documents';
import { coverageHistory, coveragePayments } from './coverage-history';
import { COVERAGE_CONNECTORS, randomWorld } from './random-world';
import { worldView } from './world-view';

/**
 * The sampling error of a sampled outcome estimate against a known truth (issue 41.4): in a random
 * world (the outcome-coverage one: its history, live document and draft), the estimate over the
 * whole window is the target; `samples` Bernoulli samples of the window's payments (every attempt
 * of a sampled payment with it, as the range on payment ids gives) are estimated with the same
 * evidence, so only the sampling varies, and each sample's own half-widths (`estimate.sample`) are
 * checked for holding the target's approval and net differences.
 */
export interface SamplingCheck {
  seed: number;
  samples: number;
  approvalHeld: number;
  netHeld: number;
  /** Mean sampling half-widths: approval in points, net in the base currency. */
  approvalHalfWidthPp: number;
  netHalfWidth: number;
}

export const samplingCheck = (seed: number, paymentCount: number, fraction: number, samples: number): SamplingCheck => {
  const random = seededRandom(seed);
  const rates = REFERENCE_SETTINGS.rates!;
  const scene = sceneOf(worldView(randomWorld(SEEDED_WORLD, random), rates), COVERAGE_CONNECTORS);
  const ctx = evaluationContext({ baseCurrency: 'EUR', rates });
  const payments = coveragePayments(paymentCount, rates, random);
  const rules = liveRules([...COVERAGE_CONNECTORS.keys()], random);
  const live = documentOf(rules);
  const { draft } = randomDraft(rules, payments, ctx, random);
  const records = coverageHistory(scene, live, payments, ctx, random);
  const evidence = learnEvidence(records);
  const estimate = (window: typeof records, windowPayments?: number) => {
    const r = estimateOutcomes({ evidence, window, live, draft, ctx, random: seededRandom(seed), draws: 1, ...(windowPayments ? { sample: { windowPayments } } : {}) });
    if (!r.ok) throw new Error(`world ${seed}: ${r.problem.message}`);
    return r.estimate;
  };
  const whole = estimate(records);
  const draw = seededRandom(seed ^ 0x2545f491);
  let approvalHeld = 0;
  let netHeld = 0;
  let approvalWidth = 0;
  let netWidth = 0;
  for (let s = 0; s < samples; s++) {
    const chosen = new Map<string, boolean>();
    const part = records.filter((r) => {
      const id = paymentIdOf(r);
      if (!chosen.has(id)) chosen.set(id, draw() < fraction);
      return chosen.get(id)!;
    });
    const e = estimate(part, paymentCount);
    const { approvalHalfWidth, netHalfWidth } = e.sample!;
    if (Math.abs(e.total.difference.approval.estimate - whole.total.difference.approval.estimate) <= approvalHalfWidth) approvalHeld++;
    if (Math.abs(e.total.difference.net.estimate - whole.total.difference.net.estimate) <= netHalfWidth) netHeld++;
    approvalWidth += approvalHalfWidth / samples;
    netWidth += netHalfWidth / samples;
  }
  return { seed, samples, approvalHeld, netHeld, approvalHalfWidthPp: 100 * approvalWidth, netHalfWidth: netWidth };
};
