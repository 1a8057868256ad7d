import { columnsOf, designOf, FEATURES, type FeatureDesign } from './feature-design';
import { fitLogistic, linearPredictor, type BinomialRow, type LogisticFit } from './logistic-fit';
import { kappaOf } from './pooling';
import { logistic } from './sampling';
import type { Segment } from './segment';

/**
 * First-attempt approval per connector: a logistic regression additive in the segment's features
 * (feature-design.ts), with cells as the residual. Why additive: an acquirer's effect on a brand, a
 * market or an amount band is one parameter learned from *all* its attempts of that brand, market
 * or band, so a sparse cell is no longer pulled towards a centre by an effect the acquirer does not
 * share; and its uncertainty is one shared draw for every cell it touches, so the errors of many
 * sparse cells add up in a draft's difference instead of averaging out (the tree of cells drew
 * each cell's deviation independently: its intervals were too narrow, docs/outcome-estimates.md).
 *
 * Empirical Bayes across connectors, per feature level: a connector's coefficient has the prior
 * N(c, τ² + var c), c the random-effects mean of the same coefficient at the *other* connectors
 * (its own attempts are not counted twice) and τ² the spread between connectors measured per
 * feature (DerSimonian–Laird over the feature's levels): a level a connector has barely seen
 * borrows what the level does elsewhere, as far as acquirers are measured to agree on it.
 */
export interface ApprovalModel {
  design: FeatureDesign;
  /** Per connector: the Laplace posterior of its coefficients. */
  fits: ReadonlyMap<string, LogisticFit>;
  /** The cells' residual spread around the regression: the prior Beta(κ·m, κ·(1 − m)), m = logistic(x·β). */
  residualKappa: number;
  /** τ² per feature (FEATURES order): how much acquirers differ on it, logit scale. */
  spread: readonly number[];
}

export interface LeafCounts {
  connector: string;
  segment: Segment;
  n: number;
  approved: number;
}

/** Weak priors of the first pass, and for a level no other connector saw: an intercept anywhere in logit ±10, an effect within ±4. */
const INTERCEPT_VAR = 25;
const EFFECT_VAR = 4;
/** The spread assumed between connectors on a feature too few connectors measured (as for failover pairs, failover-shift.ts). */
const UNMEASURED_SPREAD_VAR = 0.3 ** 2;

const weakPrior = (d: number) => ({
  mean: new Float64Array(d),
  precision: Float64Array.from({ length: d }, (_, j) => 1 / (j === 0 ? INTERCEPT_VAR : EFFECT_VAR)),
});

/** τ² per feature: DerSimonian–Laird with one τ² shared by the feature's levels, each level a meta-analysis over the connectors that saw it. */
const spreadOf = (design: FeatureDesign, first: ReadonlyMap<string, LogisticFit>, exposed: ReadonlyMap<string, Set<number>>): number[] =>
  FEATURES.map((_f, feature) => {
    let q = 0;
    let df = 0;
    let c = 0;
    for (let j = 1; j < design.size; j++) {
      if (design.featureOf[j] !== feature) continue;
      const studies = [...first].filter(([guid]) => exposed.get(guid)!.has(j)).map(([, fit]) => ({ b: fit.mean[j]!, w: 1 / fit.variance[j]! }));
      if (studies.length < 2) continue;
      const sw = studies.reduce((s, x) => s + x.w, 0);
      const m = studies.reduce((s, x) => s + x.w * x.b, 0) / sw;
      q += studies.reduce((s, x) => s + x.w * (x.b - m) ** 2, 0);
      df += studies.length - 1;
      c += sw - studies.reduce((s, x) => s + x.w * x.w, 0) / sw;
    }
    return df < 2 || c <= 0 ? UNMEASURED_SPREAD_VAR : Math.max(0, (q - df) / c);
  });

export const learnApprovalModel = (leaves: readonly LeafCounts[]): ApprovalModel => {
  const design = designOf(leaves);
  const rows = new Map<string, BinomialRow[]>();
  const exposed = new Map<string, Set<number>>();
  for (const leaf of leaves) {
    const columns = columnsOf(design, leaf.segment);
    if (!rows.has(leaf.connector)) {
      rows.set(leaf.connector, []);
      exposed.set(leaf.connector, new Set());
    }
    rows.get(leaf.connector)!.push({ columns, n: leaf.n, approved: leaf.approved });
    for (const j of columns) exposed.get(leaf.connector)!.add(j);
  }
  const first = new Map([...rows].map(([guid, r]) => [guid, fitLogistic(r, weakPrior(design.size))]));
  const spread = spreadOf(design, first, exposed);
  const fits = new Map<string, LogisticFit>();
  for (const [guid, r] of rows) {
    const prior = weakPrior(design.size);
    for (let j = 1; j < design.size; j++) {
      const tau2 = spread[design.featureOf[j]!]!;
      const others = [...first].filter(([g]) => g !== guid && exposed.get(g)!.has(j)).map(([, fit]) => ({ b: fit.mean[j]!, w: 1 / (fit.variance[j]! + tau2) }));
      if (others.length === 0) continue;
      const sw = others.reduce((s, x) => s + x.w, 0);
      prior.mean[j] = others.reduce((s, x) => s + x.w * x.b, 0) / sw;
      prior.precision[j] = 1 / (tau2 + 1 / sw);
    }
    fits.set(guid, fitLogistic(r, prior));
  }
  const centred = leaves.map((leaf) => ({ n: leaf.n, approved: leaf.approved, centre: logistic(linearPredictor(fits.get(leaf.connector)!.mean, columnsOf(design, leaf.segment))) }));
  return { design, fits, residualKappa: kappaOf(centred), spread };
};
