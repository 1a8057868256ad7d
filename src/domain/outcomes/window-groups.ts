import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '../routing/document';
import { probabilities } from '../routing/evaluation/probabilities';
import type { EvaluationContext, SimTransaction } from '../routing/evaluation/transaction';
import { offeredChance } from '../routing/evaluation/method-offered';
import { isMultiMethodDocument } from '../routing/tree-walk';
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
  /** Σ amount²: a sampled window's error on fees and net (window-sample.ts). */
  volumeSquares: number;
  live: readonly ChainOutcome[];
  draft: readonly ChainOutcome[];
}

/** A document an estimate values: single-method, or multi-method (its block for the payment's method). */
export type EstimatedDocument = SingleMethodDocument | MultiMethodDocument;

/** A routing tree's ends for a transaction: each chain it may try (route and failovers; a default alone; none) with its chance. */
export const treeOutcomes = (tree: RuleNode | null | undefined, defaultConnector: string | null, tx: SimTransaction, ctx: EvaluationContext, treePath = 'tree'): ChainOutcome[] =>
  probabilities(tree, defaultConnector, tx, ctx, { treePath }).outcomes.map(({ decision, probability }) => ({
    chain: decision.kind === 'route' ? [decision.connector, ...decision.onFail] : decision.kind === 'default' && decision.connector ? [decision.connector] : [],
    probability,
  }));

/**
 * The document's ends for a payment; null where a multi-method document does not offer the
 * payment's method (no block for it, a disabled block, or its availability tree disabling it, as
 * `evaluateMethod` decides; multi-method routing has no random splits, so a method is offered or not).
 */
const outcomesOf = (doc: EstimatedDocument, tx: SimTransaction, ctx: EvaluationContext): ChainOutcome[] | null => {
  if (!isMultiMethodDocument(doc)) return treeOutcomes(doc.tree, doc.default?.connector ?? null, tx, ctx, 'tree');
  const { index, chance } = offeredChance(doc, tx, ctx);
  if (chance === 0) return null;
  const block = doc.methods[index]!;
  return treeOutcomes(block.routing?.tree, block.defaultConnector?.connector ?? null, tx, ctx, `methods/${index}/routing/tree`);
};

const signature = (outcomes: readonly ChainOutcome[]) => outcomes.map((o) => `${o.chain.join(',')}:${o.probability}`).join(';');

/**
 * The window's payments (each read from its first attempt record, as routing saw it) evaluated by
 * both documents with the domain's exact probabilities, grouped. Records that are no routable
 * payment are counted in `skipped`; payments whose method a multi-method document does not offer
 * (what their payer would have done instead is unknown) in `notOffered`, left out of the groups.
 */
export const groupWindow = (window: readonly OutcomeRecord[], live: EstimatedDocument, draft: EstimatedDocument, ctx: EvaluationContext) => {
  const groups = new Map<string, PaymentGroup>();
  const seen = new Set<string>();
  const notOffered = { payments: 0, volume: 0, byLive: 0, byDraft: 0 };
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
    const liveOutcomes = outcomesOf(live, facts.tx, ctx);
    const draftOutcomes = outcomesOf(draft, facts.tx, ctx);
    const amount = r.base_amount ?? 0;
    if (liveOutcomes === null || draftOutcomes === null) {
      notOffered.payments++;
      notOffered.volume += amount;
      if (liveOutcomes === null) notOffered.byLive++;
      if (draftOutcomes === null) notOffered.byDraft++;
      continue;
    }
    const segment = segmentOf(r);
    const sale = r.type !== 'register' && amount > 0;
    const key = `${segmentKey(segment)}\u0000${sale}\u0000${signature(liveOutcomes)}\u0000${signature(draftOutcomes)}`;
    const g = groups.get(key);
    if (g) {
      g.payments++;
      g.volume += amount;
      g.volumeSquares += amount * amount;
    } else groups.set(key, { segment, sale, payments: 1, volume: amount, volumeSquares: amount * amount, live: liveOutcomes, draft: draftOutcomes });
  }
  return { groups: [...groups.values()], payments: seen.size - skipped, skipped, notOffered, read: seen.size };
};
