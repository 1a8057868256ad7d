import type { Evidence, FailoverShift, LearnedAttempt } from './evidence-types';
import { approvalMean } from './cell-lookup';
import { logistic, logit } from './sampling';

// A weak N(0, 2²) prior keeps a connector with only approvals (or none) in failover finite.
const PRIOR_VAR = 4;
/** The prior of the spread τ between pairs' shifts: half-normal(1) on the logit scale (pairs may differ by a logit unit or two, rarely more); a grid over 0…3 carries its posterior. */
const SPREAD_PRIOR_SCALE = 1;
const SPREAD_GRID = Array.from({ length: 121 }, (_, i) => i * 0.025);
const clip = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));

/** Penalised maximum likelihood of δ in P(approve) = logistic(ℓᵢ + δ), by Newton's method; with its standard error. */
const fitShift = (offsets: readonly number[], approved: readonly boolean[]) => {
  let delta = 0;
  let info = 1 / PRIOR_VAR;
  for (let step = 0; step < 50; step++) {
    let grad = -delta / PRIOR_VAR;
    info = 1 / PRIOR_VAR;
    for (let i = 0; i < offsets.length; i++) {
      const p = logistic(offsets[i]! + delta);
      grad += (approved[i] ? 1 : 0) - p;
      info += p * (1 - p);
    }
    const move = grad / info;
    delta += move;
    if (Math.abs(move) < 1e-10) break;
  }
  return { delta, variance: 1 / info };
};

/** The key of a failover pair: the connector that declined softly, then the one tried next. */
export const pairKey = (declinedAt: string, connector: string): string => `${declinedAt}>${connector}`;

/** With no failover after a decline in the records at all: no shift known, and a wide one allowed. */
const NOTHING_MEASURED: FailoverShift = { mean: 0, sd: 1, attempts: 0 };

/** The spread τ between pairs' shifts on the grid, each with its posterior weight and the common shift μ̂(τ) with its variance. */
const spreadPosterior = (fits: ReadonlyArray<{ delta: number; variance: number }>) => {
  const grid = SPREAD_GRID.map((tau) => {
    const w = fits.map((f) => 1 / (f.variance + tau * tau));
    const sw = w.reduce((s, x) => s + x, 0);
    const mu = fits.reduce((s, f, i) => s + w[i]! * f.delta, 0) / sw;
    // Restricted likelihood of the measured shifts (δ̂ᵢ ~ N(μ, vᵢ + τ²), μ integrated out) times the half-normal prior.
    const logLik = w.reduce((s, x, i) => s + 0.5 * Math.log(x) - 0.5 * x * (fits[i]!.delta - mu) ** 2, 0) - 0.5 * Math.log(sw);
    return { tau, logWeight: logLik - (tau * tau) / (2 * SPREAD_PRIOR_SCALE ** 2), mu, muVar: 1 / sw };
  });
  const top = Math.max(...grid.map((g) => g.logWeight));
  const kept = grid.map((g) => ({ ...g, weight: Math.exp(g.logWeight - top) })).filter((g) => g.weight > 1e-9);
  const total = kept.reduce((s, g) => s + g.weight, 0);
  return kept.map((g) => ({ ...g, weight: g.weight / total }));
};

type SpreadPosterior = ReturnType<typeof spreadPosterior>;

const mixtureShift = (mixture: Array<{ weight: number; mean: number; sd: number }>, attempts: number): FailoverShift => {
  const mean = mixture.reduce((s, c) => s + c.weight * c.mean, 0);
  const second = mixture.reduce((s, c) => s + c.weight * (c.sd * c.sd + c.mean * c.mean), 0);
  return { mean, sd: Math.sqrt(Math.max(0, second - mean * mean)), attempts, mixture };
};

/**
 * A pair never measured (a draft's new failover): given τ, N(μ̂(τ), τ² + var μ̂(τ)); mixed over τ's
 * posterior. A history holds two to four pairs, too few to know τ: one τ (a moment estimate, or a
 * floor) made a new failover look better known than it is, the main source of the misses left once
 * the approval model was additive.
 */
export const borrowedShiftOf = (fits: ReadonlyArray<{ delta: number; variance: number }>, posterior: SpreadPosterior = spreadPosterior(fits)): FailoverShift =>
  mixtureShift(posterior.map((g) => ({ weight: g.weight, mean: g.mu, sd: Math.sqrt(g.tau * g.tau + g.muVar) })), 0);

/**
 * A measured pair, shrunk towards the common shift as far as τ says (given τ: precision 1/v + 1/τ²,
 * the common shift's own variance carried by the shrinkage factor, Gelman et al., BDA §5.5); mixed
 * over τ's posterior, so two pairs that happen to agree are not taken to be one.
 */
export const measuredShiftOf = (fit: { delta: number; variance: number; attempts: number }, posterior: SpreadPosterior): FailoverShift =>
  mixtureShift(posterior.map((g) => {
    if (g.tau === 0) return { weight: g.weight, mean: g.mu, sd: Math.sqrt(g.muVar) };
    const precision = 1 / fit.variance + 1 / (g.tau * g.tau);
    const shrink = 1 / (g.tau * g.tau) / precision;
    return { weight: g.weight, mean: (fit.delta / fit.variance + g.mu / (g.tau * g.tau)) / precision, sd: Math.sqrt(1 / precision + shrink * shrink * g.muVar) };
  }), fit.attempts);

/**
 * δ per pair of connectors (declined at, tried next) from its failover attempts (offset: the
 * first-attempt rate of the attempt's segment at the next connector, approval-model.ts): how much a
 * decline at one acquirer tells about the payment depends on that acquirer. Then pooled across pairs,
 * random effects with the spread τ between pairs uncertain (a grid over 0–3, the restricted
 * likelihood times a half-normal(1) prior, the usual weakly informative prior of a group-level sd):
 * a pair with few failovers borrows the others' shift, a pair never measured gets the common shift
 * with τ as its uncertainty.
 */
export const failoverShifts = (evidence: Pick<Evidence, 'cells' | 'approval'>, failovers: readonly LearnedAttempt[]) => {
  const groups = new Map<string, { offsets: number[]; approved: boolean[] }>();
  for (const a of failovers) {
    const key = pairKey(a.declinedAt!, a.connector);
    const g = groups.get(key) ?? { offsets: [], approved: [] };
    g.offsets.push(logit(clip(approvalMean(evidence, a.connector, a.segment))));
    g.approved.push(a.answer === 'approve');
    groups.set(key, g);
  }
  const fits = [...groups].map(([key, g]) => ({ key, attempts: g.offsets.length, ...fitShift(g.offsets, g.approved) }));
  const failoverShifts = new Map<string, FailoverShift>();
  if (fits.length === 0) return { failoverShifts, borrowedShift: NOTHING_MEASURED };
  const posterior = spreadPosterior(fits);
  for (const f of fits) failoverShifts.set(f.key, measuredShiftOf(f, posterior));
  return { failoverShifts, borrowedShift: borrowedShiftOf(fits, posterior) };
};
