import type { ChainOutcome } from './window-groups';

/** A pair of ends, live i and draft j, and the share of the payment's mass that takes both. */
export interface CoupledPair {
  i: number;
  j: number;
  w: number;
}

const merged = (outcomes: readonly ChainOutcome[]): ChainOutcome[] => {
  const byChain = new Map<string, ChainOutcome>();
  for (const o of outcomes) {
    const key = o.chain.join('\u0000');
    const seen = byChain.get(key);
    byChain.set(key, { chain: o.chain, probability: (seen?.probability ?? 0) + o.probability });
  }
  return [...byChain.values()];
};

/**
 * How a payment's live ends pair with its draft ends. The per-payment estimate does not depend on
 * it (each side's mass is the same), but the moved cells do: the maximal coupling keeps as much
 * mass as possible on the same chain (a payment a draft leaves where it was is not "moved"), and
 * spreads the rest in proportion. Identical documents pair every end with itself, so their
 * difference is the same sums subtracted: exactly 0.
 */
export const couple = (liveEnds: readonly ChainOutcome[], draftEnds: readonly ChainOutcome[]) => {
  const live = merged(liveEnds);
  const draft = merged(draftEnds);
  const pairs: CoupledPair[] = [];
  const liveRest = live.map((o) => o.probability);
  const draftRest = draft.map((o) => o.probability);
  live.forEach((l, i) => {
    const key = l.chain.join('\u0000');
    const j = draft.findIndex((d) => d.chain.join('\u0000') === key);
    if (j < 0) return;
    const w = Math.min(l.probability, draft[j]!.probability);
    pairs.push({ i, j, w });
    liveRest[i]! -= w;
    draftRest[j]! -= w;
  });
  const rest = liveRest.reduce((s, x) => s + x, 0);
  if (rest > 1e-12)
    liveRest.forEach((r, i) => draftRest.forEach((s, j) => {
      if (r > 0 && s > 0) pairs.push({ i, j, w: (r * s) / rest });
    }));
  return { live, draft, pairs };
};
