import type { Evidence, FailoverShift, LearnedAttempt } from './evidence-types';
import { approvalMean } from './cell-lookup';
import { logistic, logit } from './sampling';

// A weak N(0, 2²) prior keeps a connector with only approvals (or none) in failover finite.
const PRIOR_VAR = 4;
/** The least spread (sd, logit scale) assumed between a measured connector's shift and an unmeasured one's. */
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

/**
 * δ per connector from its failover attempts (offset: the pooled first-attempt rate of the attempt's
 * segment), then pooled across connectors (DerSimonian–Laird random effects): a connector with few
 * failovers borrows the others' shift, one with none gets the common shift and the spread between
 * connectors as its uncertainty. With no failover record at all, δ = 0 with no uncertainty of its
 * own (docs/outcome-estimates.md says so: failover outcomes are then those of first attempts).
 */
export const failoverShifts = (evidence: Evidence, failovers: readonly LearnedAttempt[]): Map<string, FailoverShift> => {
  const groups = new Map<string, { offsets: number[]; approved: boolean[] }>();
  for (const a of failovers) {
    const g = groups.get(a.connector) ?? { offsets: [], approved: [] };
    g.offsets.push(logit(clip(approvalMean(evidence, a.connector, a.segment))));
    g.approved.push(a.answer === 'approve');
    groups.set(a.connector, g);
  }
  const fits = [...groups].map(([guid, g]) => ({ guid, attempts: g.offsets.length, ...fitShift(g.offsets, g.approved) }));
  const out = new Map<string, FailoverShift>();
  if (fits.length === 0) {
    for (const guid of evidence.connectors.keys()) out.set(guid, { mean: 0, sd: 0, attempts: 0 });
    return out;
  }
  const w = fits.map((f) => 1 / f.variance);
  const sw = w.reduce((s, x) => s + x, 0);
  const common = fits.reduce((s, f, i) => s + w[i]! * f.delta, 0) / sw;
  const q = fits.reduce((s, f, i) => s + w[i]! * (f.delta - common) ** 2, 0);
  // One connector with failovers says nothing about the spread between connectors: τ² = 0 then.
  const spread = sw - w.reduce((s, x) => s + x * x, 0) / sw;
  const tau2 = fits.length < 2 || spread <= 0 ? 0 : Math.max(0, (q - (fits.length - 1)) / spread);
  const commonVar = 1 / sw;
  for (const f of fits) {
    if (tau2 === 0) out.set(f.guid, { mean: common, sd: Math.sqrt(commonVar), attempts: f.attempts });
    else {
      const precision = 1 / f.variance + 1 / tau2;
      out.set(f.guid, { mean: (f.delta / f.variance + common / tau2) / precision, sd: Math.sqrt(1 / precision), attempts: f.attempts });
    }
  }
  // A connector never measured borrows the common shift; how far it may differ is the measured
  // spread, but never less than BORROWED_SPREAD: with one or two connectors measured, the spread
  // between connectors cannot be measured at all, and 0 would claim they are all alike.
  for (const guid of evidence.connectors.keys())
    if (!out.has(guid)) out.set(guid, { mean: common, sd: Math.sqrt(Math.max(tau2, BORROWED_SPREAD ** 2) + commonVar), attempts: 0 });
  return out;
};
