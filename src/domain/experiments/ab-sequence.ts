import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { boundsOf, emptySequence, mixingForTime, mixtureBoundary, observe, type SequenceBounds, type SequenceSettings, type SequenceState } from './confidence-sequence';

/**
 * The difference draft − live in an experiment (issue 45.3): each payment the two arms would route
 * differently went to the draft's arm with the known chance `share` (the load balancer's), so its
 * inverse-propensity value φ = (y − c)/share (draft arm) or −(y − c)/(1 − share) (live arm) has the
 * mean μ_draft − μ_live whatever the payments are (Horvitz–Thompson), for any constant c fixed
 * before the experiment. c is the live approval the plan read from history: centred, φ's variance is
 * about μ(1 − μ)(1/share + 1/(1 − share)), a tenth of the uncentred one at 90 % approval. The
 * confidence sequence (confidence-sequence.ts) runs on the φ's. Payments both arms route alike are
 * neutral: their difference is 0 by construction and they are not observed here (the caller counts
 * them apart).
 */

export interface ExperimentDesign {
  /** The draft arm's share of the payments the arms route differently, 0 < share < 1. */
  share: number;
  /** The chance the sequence ever misses the difference (0.05: 95 % at every look). */
  alpha: number;
  /** Payments (differently routed) at which the sequence is tightest: the plan's size. */
  plannedPayments: number;
  /** The constant the outcomes are centred on (the live approval or cost per payment in the window). */
  center: number;
  /** The outcome's range: [0, 1] for approval; [0, the largest cost] for cost per payment. */
  outcomeRange: readonly [number, number];
  /** Observations the conservative variance weighs at the start (default 10). */
  priorWeight?: number;
  /** The variance of φ the plan expects (sets where the sequence is tightest; default the bound). */
  expectedVariance?: number;
}

/** E[φ²] ≤ b/share + b/(1 − share) for (y − c)² ≤ b: what the plug-in variance starts from. */
const varianceBound = (d: ExperimentDesign) => {
  const b = Math.max((d.outcomeRange[0] - d.center) ** 2, (d.outcomeRange[1] - d.center) ** 2);
  return b * (1 / d.share + 1 / (1 - d.share));
};

export const sequenceSettings = (d: ExperimentDesign): SequenceSettings => ({
  alpha: d.alpha,
  rho: mixingForTime(d.plannedPayments * (d.expectedVariance ?? varianceBound(d)), d.alpha),
  priorVariance: varianceBound(d),
  priorWeight: d.priorWeight ?? 10,
});

/** One differently routed payment's inverse-propensity value, centred on c. */
export const ipwValue = (arm: 'draft' | 'live', y: number, share: number, c: number): number => (arm === 'draft' ? (y - c) / share : -(y - c) / (1 - share));

export interface ArmSequence {
  design: ExperimentDesign;
  settings: SequenceSettings;
  state: SequenceState;
}

export const newArmSequence = (design: ExperimentDesign): ArmSequence => ({ design, settings: sequenceSettings(design), state: emptySequence() });

export const addPayment = (s: ArmSequence, arm: 'draft' | 'live', y: number): ArmSequence => ({ ...s, state: observe(s.state, ipwValue(arm, y, s.design.share, s.design.center)) });

export const differenceBounds = (s: ArmSequence): SequenceBounds => boundsOf(s.state, s.settings);

/**
 * What the bounds say about the guardrail (the largest drop accepted, ≥ 0): `breach` when the whole
 * interval lies below −guardrail (the draft is worse by more than accepted), `win` when it lies above
 * 0 (the draft is better), else `continue`. In an A/A test each has chance ≤ α/2 ever.
 */
export type Verdict = 'breach' | 'win' | 'continue';
export const verdictOf = (b: SequenceBounds, guardrail: number): Verdict => (b.high < -guardrail ? 'breach' : b.low > 0 ? 'win' : 'continue');

/**
 * Var φ with c = the live approval μ and the draft's μ − d: E[φ²] − d², where for the draft arm
 * E[(y − μ)²] = (μ − d)(1 − μ + d) + d² and for the live arm μ(1 − μ).
 */
export const phiVariance = (share: number, baseline: number, drop: number): number => {
  const draft = Math.max(0, baseline - drop);
  return (draft * (1 - draft) + drop * drop) / share + (baseline * (1 - baseline)) / (1 - share) - drop * drop;
};

export interface PlanInput {
  share: number;
  /** The live arm's approval rate on the differently routed payments (from the window). */
  baseline: number;
  /** The drop worth detecting (a share, > guardrail). */
  drop: number;
  guardrail: number;
  alpha: number;
  /** The chance of a breach within the planned size when the drop is real (default 0.9). */
  power?: number;
}

/**
 * The differently routed payments needed to see a true drop of `drop` breach the guardrail with the
 * given power: the smallest n with −drop + r(n) + z_power·σ/√n ≤ −guardrail, r(n) the sequence's
 * radius at n tuned for n, σ² the variance of φ (centred on the baseline) under that drop (normal
 * approximation of the mean at n; the sequence may breach earlier, so the power is at least that).
 * Infinity when no n does.
 */
export const plannedPayments = (p: PlanInput): number => {
  const power = p.power ?? 0.9;
  if (!(p.drop > p.guardrail)) return Infinity;
  const variance = phiVariance(p.share, p.baseline, p.drop);
  const z = normalQuantile(power, 0, 1);
  const ok = (n: number) => {
    const rho = mixingForTime(n * variance, p.alpha);
    return -p.drop + mixtureBoundary(n * variance, rho, p.alpha) / n + (z * Math.sqrt(variance)) / Math.sqrt(n) <= -p.guardrail;
  };
  let hi = 16;
  while (!ok(hi)) {
    hi *= 2;
    if (hi > 1e12) return Infinity;
  }
  let lo = hi / 2;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
};
