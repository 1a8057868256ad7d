import type { SingleMethodDocument } from '../routing/document';
import type { EvaluationContext, SimTransaction } from '../routing/evaluation/transaction';
import { treeOutcomes } from '../outcomes/window-groups';

/**
 * Which arm of an experiment a payment took (issue 45.3), from what BI records: its facts (as
 * routing saw them) and the connector of its first attempt. Each arm's tree is evaluated on the
 * facts with the domain's exact probabilities:
 *
 * - **neutral**: both arms end the payment on the same chains with the same chances (same first
 *   connector, same failovers): its outcome cannot depend on the arm, so the test leaves it out (its
 *   difference is 0 by construction) and the page counts it apart;
 * - **draft** / **live**: the first connector is one only that arm could have chosen;
 * - **apart**: the first connector is one both arms could have chosen while they differ elsewhere
 *   (the same first connector, other failovers: the first attempt cannot tell), or one neither could
 *   (routed by something else, such as a change made outside the studio): counted apart with the reason.
 */
export type ArmAttribution = { kind: 'neutral' } | { kind: 'arm'; arm: 'draft' | 'live' } | { kind: 'apart'; reason: 'both-arms-could' | 'neither-arm-could' };

/** A document's ends for the facts (the estimator's treeOutcomes): chain (first connector, then failovers) → chance. */
const endsOf = (doc: SingleMethodDocument, tx: SimTransaction, ctx: EvaluationContext): Map<string, number> => {
  const ends = new Map<string, number>();
  for (const { chain, probability } of treeOutcomes(doc.tree, doc.default?.connector ?? null, tx, ctx)) {
    if (probability <= 0) continue;
    const key = chain.join('\u0000');
    ends.set(key, (ends.get(key) ?? 0) + probability);
  }
  return ends;
};

const sameEnds = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([k, p]) => Math.abs((b.get(k) ?? -1) - p) < 1e-12);
const firstConnectors = (ends: Map<string, number>) => new Set([...ends.keys()].map((k) => k.split('\u0000')[0]!));

export const attributeArm = (live: SingleMethodDocument, draft: SingleMethodDocument, tx: SimTransaction, firstConnector: string, ctx: EvaluationContext): ArmAttribution => {
  const liveEnds = endsOf(live, tx, ctx);
  const draftEnds = endsOf(draft, tx, ctx);
  if (sameEnds(liveEnds, draftEnds)) return { kind: 'neutral' };
  const byLive = firstConnectors(liveEnds).has(firstConnector);
  const byDraft = firstConnectors(draftEnds).has(firstConnector);
  if (byLive && byDraft) return { kind: 'apart', reason: 'both-arms-could' };
  if (byLive) return { kind: 'arm', arm: 'live' };
  if (byDraft) return { kind: 'arm', arm: 'draft' };
  return { kind: 'apart', reason: 'neither-arm-could' };
};
