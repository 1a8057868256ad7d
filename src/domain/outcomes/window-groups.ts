import type { SingleMethodDocument } from '../routing/document';
import { probabilities } from '../routing/evaluation/probabilities';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { factsOfRecord, isFirstAttempt, paymentIdOf } from '../insights/payment-record';
import { isRoutedAttempt, type OutcomeRecord } from './outcome-record';
import { segmentKey, segmentOf, type Segment } from './segment';

/** One end of a document for a payment: the chain it tries and the chance of that end (load balancers split the mass). */
export interface ChainOutcome {
  chain: readonly string[];
  probability: number;
}

/**
 * Payments alike for the estimate: the same segment, both documents ending on the same chains with
 * the same chances, a sale or not. Fees and volume are linear in the amount, so a group needs only
 * its count and summed amount, and the estimate's cost grows with the groups, not the payments.
 */
export interface PaymentGroup {
  segment: Segment;
  sale: boolean;
  payments: number;
  volume: number;
  live: readonly ChainOutcome[];
  draft: readonly ChainOutcome[];
}

const outcomesOf = (doc: SingleMethodDocument, tx: Parameters<typeof probabilities>[2], ctx: EvaluationContext): ChainOutcome[] =>
  probabilities(doc.tree, doc.default?.connector ?? null, tx, ctx).outcomes.map(({ decision, probability }) => ({
    chain: decision.kind === 'route' ? [decision.connector, ...decision.onFail] : decision.kind === 'default' && decision.connector ? [decision.connector] : [],
    probability,
  }));

const signature = (outcomes: readonly ChainOutcome[]) => outcomes.map((o) => `${o.chain.join(',')}:${o.probability}`).join(';');

/**
 * The window's payments (each read from its first attempt record, as routing saw it) evaluated by
 * both documents with the domain's exact probabilities, grouped. Records that are no routable
 * payment are counted in `skipped`.
 */
export const groupWindow = (window: readonly OutcomeRecord[], live: SingleMethodDocument, draft: SingleMethodDocument, ctx: EvaluationContext) => {
  const groups = new Map<string, PaymentGroup>();
  const seen = new Set<string>();
  let skipped = 0;
  for (const r of window) {
    if (!isFirstAttempt(r) || !isRoutedAttempt(r)) continue;
    const id = paymentIdOf(r);
    if (seen.has(id)) continue;
    seen.add(id);
    const facts = factsOfRecord(r, ctx.baseCurrency);
    if (!facts) {
      skipped++;
      continue;
    }
    const segment = segmentOf(r);
    const liveOutcomes = outcomesOf(live, facts.tx, ctx);
    const draftOutcomes = outcomesOf(draft, facts.tx, ctx);
    const amount = r.base_amount ?? 0;
    const sale = r.type !== 'register' && amount > 0;
    const key = `${segmentKey(segment)}\u0000${sale}\u0000${signature(liveOutcomes)}\u0000${signature(draftOutcomes)}`;
    const g = groups.get(key);
    if (g) {
      g.payments++;
      g.volume += amount;
    } else groups.set(key, { segment, sale, payments: 1, volume: amount, live: liveOutcomes, draft: draftOutcomes });
  }
  return { groups: [...groups.values()], payments: seen.size - skipped, skipped };
};
