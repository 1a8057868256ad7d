import type { Evidence, FailoverShift, LearnedAttempt } from './evidence-types';
import { approvalMean } from './cell-lookup';
import { logistic, logit } from './sampling';

// A weak N(0, 2²) prior keeps a connector with only approvals (or none) in failover finite.
const PRIOR_VAR = 4;
/** The least spread (sd, logit scale) assumed between measured pairs' shifts and an unmeasured pair's, while too few pairs are measured to tell. */
const BORROWED_SPREAD = 0.3;
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
 * δ per pair of connectors (declined at, tried next) from its failover attempts (offset: the pooled
 * first-attempt rate of the attempt's segment at the next connector): how much a decline at one
 * acquirer tells about the payment depends on that acquirer. Then pooled across pairs
 * (DerSimonian–Laird random effects): a pair with few failovers borrows the others' shift; a pair
 * never measured (a draft's new failover) gets the common shift with the measured spread between
 * pairs as its uncertainty, and never less than BORROWED_SPREAD while fewer than three pairs are
 * measured (their spread cannot be measured then, and 0 would claim all pairs alike).
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
  const borrowedVar = (fits.length < 3 ? Math.max(tau2, BORROWED_SPREAD ** 2) : tau2) + commonVar;
  return { failoverShifts, borrowedShift: { mean: common, sd: Math.sqrt(borrowedVar), attempts: 0 } };
};
