import type { Evidence, FailoverShift, LearnedAttempt } from './evidence-types';
import { approvalMean } from './cell-lookup';
import { logistic, logit } from './sampling';

// A weak N(0, 2²) prior keeps a connector with only approvals (or none) in failover finite.
const PRIOR_VAR = 4;
/**
 * The prior of the spread τ between pairs' shifts: half-normal with scale 1 on the logit scale, the
 * usual weakly informative prior of a group-level sd (pairs may differ by a logit unit or two, rarely
 * more); a grid over 0…3 carries its posterior.
 */
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

/**
 * The shift of a pair never measured, as a mixture over the spread τ between pairs: a few measured
 * pairs say little about τ, and a single τ (its moment estimate, or a floor) made a draft's new
 * failover look better known than it is, the main source of the misses left once the approval
 * model was additive. Per τ on the grid: the restricted likelihood of the measured shifts
 * (δ̂ᵢ ~ N(μ, vᵢ + τ²), μ integrated out) times the half-normal prior; given τ, the new pair's shift
 * is N(μ̂(τ), τ² + 1/Σwᵢ(τ)).
 */
export const borrowedShiftOf = (fits: ReadonlyArray<{ delta: number; variance: number }>): FailoverShift => {
  const components = SPREAD_GRID.map((tau) => {
    const w = fits.map((f) => 1 / (f.variance + tau * tau));
    const sw = w.reduce((s, x) => s + x, 0);
    const mu = fits.reduce((s, f, i) => s + w[i]! * f.delta, 0) / sw;
    const logLik = w.reduce((s, x, i) => s + 0.5 * Math.log(x) - 0.5 * x * (fits[i]!.delta - mu) ** 2, 0) - 0.5 * Math.log(sw);
    return { logWeight: logLik - (tau * tau) / (2 * SPREAD_PRIOR_SCALE ** 2), mean: mu, sd: Math.sqrt(tau * tau + 1 / sw) };
  });
  const top = Math.max(...components.map((c) => c.logWeight));
  const raw = components.map((c) => ({ weight: Math.exp(c.logWeight - top), mean: c.mean, sd: c.sd }));
  const total = raw.reduce((s, c) => s + c.weight, 0);
  const mixture = raw.map((c) => ({ ...c, weight: c.weight / total })).filter((c) => c.weight > 1e-9);
  const mean = mixture.reduce((s, c) => s + c.weight * c.mean, 0);
  const second = mixture.reduce((s, c) => s + c.weight * (c.sd * c.sd + c.mean * c.mean), 0);
  return { mean, sd: Math.sqrt(Math.max(0, second - mean * mean)), attempts: 0, mixture };
};

/**
 * δ per pair of connectors (declined at, tried next) from its failover attempts (offset: the
 * first-attempt rate of the attempt's segment at the next connector, approval-model.ts): how much a
 * decline at one acquirer tells about the payment depends on that acquirer. Then pooled across pairs
 * (DerSimonian–Laird random effects): a pair with few failovers borrows the others' shift; a pair
 * never measured (a draft's new failover) gets `borrowedShiftOf`, with the spread between pairs
 * uncertain too.
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
  const w = fits.map((f) => 1 / f.variance);
  const sw = w.reduce((s, x) => s + x, 0);
  const common = fits.reduce((s, f, i) => s + w[i]! * f.delta, 0) / sw;
  const q = fits.reduce((s, f, i) => s + w[i]! * (f.delta - common) ** 2, 0);
  const spread = sw - w.reduce((s, x) => s + x * x, 0) / sw;
  const tau2 = fits.length < 2 || spread <= 0 ? 0 : Math.max(0, (q - (fits.length - 1)) / spread);
  const commonVar = 1 / sw;
  for (const f of fits) {
    if (tau2 === 0) failoverShifts.set(f.key, { mean: common, sd: Math.sqrt(commonVar), attempts: f.attempts });
    else {
      const precision = 1 / f.variance + 1 / tau2;
      failoverShifts.set(f.key, { mean: (f.delta / f.variance + common / tau2) / precision, sd: Math.sqrt(1 / precision), attempts: f.attempts });
    }
  }
  return { failoverShifts, borrowedShift: borrowedShiftOf(fits) };
};
