import { logistic, logit } from './sampling';

/**
 * Empirical-Bayes partial pooling of approval rates down a tree of cells (segment.ts LEVELS), in
 * two directions. Towards the connector: a cell's prior is centred on its parent's posterior mean.
 * Towards the segment: that centre is moved by the segment's offset, how far the segment's cells sit
 * from their parents on the logit scale at the *other* connectors that saw it (an issuer's or a
 * market's effect is mostly the same wherever the payment goes; leaving the cell's own connector
 * out keeps its attempts from counting twice). The prior is Beta(κ·m, κ·(1 − m)) around that centre
 * m: one κ per level, from how far the level's cells spread around their centres beyond binomial
 * noise (method of moments of the beta-binomial), lowered per cell so the prior's variance also
 * holds the offset's own uncertainty. A cell with many attempts keeps its own rate; a sparse one
 * moves towards its centre; an empty one is its centre, with the spread as its uncertainty.
 */
export interface ApprovalCell {
  key: string;
  /** The cell's segment key at its level, without the connector: cells of one segment at several connectors share it. */
  segment: string;
  level: number;
  /** Attempts and approvals observed in the cell. */
  n: number;
  approved: number;
  parent: ApprovalCell | null;
  /** Set by `poolLevels`: the segment's offset from the other connectors, the prior's centre and strength, the posterior mean. */
  offset: number;
  centre: number;
  kappa: number;
  mean: number;
}

/** A segment's offset from its parent on the logit scale, with its standard error (drawn with the parameters). */
export interface SegmentOffset {
  mean: number;
  sd: number;
}

/** The top of each connector's tree: Jeffreys' Beta(½, ½), weak enough for any sample. */
export const TOP_PRIOR = 0.5;
// ρ = 1/(κ+1) is the intra-cell correlation; kept inside (1e-4, 0.5): a level whose cells show no
// spread beyond noise still gets a little, and a very noisy one never gets a prior under one attempt.
const RHO_MIN = 1e-4;
const RHO_MAX = 0.5;
/** κ when a level has no cell with two attempts to measure spread on. */
const KAPPA_UNMEASURED = 20;
/** Pseudo-attempts pulling a segment's offset towards 0: a segment seen a few times is not yet an effect. */
const OFFSET_PRIOR_ATTEMPTS = 10;

const clip = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));
export const shifted = (p: number, offset: number) => (offset === 0 ? p : logistic(logit(clip(p)) + offset));

/**
 * E[n(r − m)² / (m(1 − m))] = 1 + (n − 1)ρ for a beta-binomial cell of n attempts around centre m;
 * summing over the level's cells and solving for ρ gives the moment estimate.
 */
export const kappaOf = (cells: readonly ApprovalCell[]): number => {
  let excess = 0;
  let weight = 0;
  for (const c of cells) {
    const m = c.centre;
    if (c.n < 2 || m <= 0 || m >= 1) continue;
    const r = c.approved / c.n;
    excess += (c.n * (r - m) ** 2) / (m * (1 - m)) - 1;
    weight += c.n - 1;
  }
  if (weight === 0) return KAPPA_UNMEASURED;
  const rho = Math.min(RHO_MAX, Math.max(RHO_MIN, excess / weight));
  return 1 / rho - 1;
};

export const posteriorMean = (cell: Pick<ApprovalCell, 'n' | 'approved'>, kappa: number, prior: number): number =>
  (kappa * prior + cell.approved) / (kappa + cell.n);

/** A segment's logit distances from the parents, summed over its cells: what its offset is made of. */
export interface OffsetSums {
  distance: number;
  n: number;
  information: number;
}

const contribution = (c: ApprovalCell): OffsetSums => {
  const r = (c.approved + 0.5) / (c.n + 1);
  return { distance: c.n * (logit(r) - logit(clip(c.parent!.mean))), n: c.n, information: c.n * r * (1 - r) };
};

export const offsetSumsOf = (cells: readonly ApprovalCell[]): Map<string, OffsetSums> => {
  const sums = new Map<string, OffsetSums>();
  for (const c of cells) {
    const s = sums.get(c.segment) ?? { distance: 0, n: 0, information: 0 };
    const own = contribution(c);
    sums.set(c.segment, { distance: s.distance + own.distance, n: s.n + own.n, information: s.information + own.information });
  }
  return sums;
};

/**
 * A segment's offset: the attempt-weighted mean logit distance of its cells from their parents'
 * means (rates smoothed by ½, so 0 or n approvals stay finite), pulled towards 0 by
 * OFFSET_PRIOR_ATTEMPTS, with its standard error; `without` leaves one cell's own attempts out.
 */
export const offsetOf = (sums: OffsetSums | undefined, without?: ApprovalCell): SegmentOffset => {
  const own = without ? contribution(without) : { distance: 0, n: 0, information: 0 };
  const distance = (sums?.distance ?? 0) - own.distance;
  const n = Math.max(0, (sums?.n ?? 0) - own.n);
  const information = Math.max(0, (sums?.information ?? 0) - own.information);
  return { mean: n === 0 ? 0 : distance / (n + OFFSET_PRIOR_ATTEMPTS), sd: 1 / Math.sqrt(information + OFFSET_PRIOR_ATTEMPTS * 0.25) };
};

/**
 * κ lowered so that Beta(κ·m, κ·(1 − m)) has the level's spread around the centre plus the centre's
 * own uncertainty (the offset's sd, carried to the rate scale by the logistic's slope m(1 − m)).
 */
export const effectiveKappa = (kappa: number, centre: number, offsetSd: number): number => {
  const v = centre * (1 - centre);
  if (v <= 0) return kappa;
  const variance = v / (kappa + 1) + v * v * offsetSd * offsetSd;
  return Math.max(1e-3, v / variance - 1);
};

/** Sets every cell's offset, centre, κ and posterior mean, level by level; returns κ and the offset sums per level (level 0: the top prior, none). */
export const poolLevels = (byLevel: readonly ApprovalCell[][]) => {
  const kappas: number[] = [];
  const offsets: Array<Map<string, OffsetSums>> = [];
  byLevel.forEach((cells, level) => {
    const sums = level === 0 ? new Map<string, OffsetSums>() : offsetSumsOf(cells);
    const own = new Map<ApprovalCell, SegmentOffset>();
    for (const c of cells) {
      const offset = level === 0 ? { mean: 0, sd: 0 } : offsetOf(sums.get(c.segment), c);
      own.set(c, offset);
      c.offset = offset.mean;
      c.centre = level === 0 ? 0.5 : shifted(c.parent!.mean, offset.mean);
    }
    const kappa = level === 0 ? 2 * TOP_PRIOR : kappaOf(cells);
    for (const c of cells) {
      c.kappa = level === 0 ? kappa : effectiveKappa(kappa, c.centre, own.get(c)!.sd);
      c.mean = posteriorMean(c, c.kappa, c.centre);
    }
    kappas.push(kappa);
    offsets.push(sums);
  });
  return { kappas, offsets };
};
