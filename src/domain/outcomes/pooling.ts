/**
 * Empirical-Bayes partial pooling of approval rates down a tree of cells (segment.ts LEVELS): a
 * cell's prior is Beta(κ·m, κ·(1 − m)) around its parent's posterior mean m, with one κ per level
 * estimated from how far the level's cells spread around their parents beyond binomial noise
 * (method of moments of the beta-binomial). A cell with many attempts keeps its own rate; a sparse
 * one moves towards its parent; an empty one is its parent's, with the between-cell spread as its
 * uncertainty.
 */
export interface ApprovalCell {
  key: string;
  level: number;
  /** Attempts and approvals observed in the cell. */
  n: number;
  approved: number;
  parent: ApprovalCell | null;
  /** Posterior mean, set by `poolLevels`. */
  mean: number;
}

/** The top of each connector's tree: Jeffreys' Beta(½, ½), weak enough for any sample. */
export const TOP_PRIOR = 0.5;
// ρ = 1/(κ+1) is the intra-cell correlation; kept inside (1e-4, 0.5): a level whose cells show no
// spread beyond noise still gets a little, and a very noisy one never gets a prior under one attempt.
const RHO_MIN = 1e-4;
const RHO_MAX = 0.5;
/** κ when a level has no cell with two attempts to measure spread on. */
const KAPPA_UNMEASURED = 20;

/**
 * E[n(r − m)² / (m(1 − m))] = 1 + (n − 1)ρ for a beta-binomial cell of n attempts around mean m;
 * summing over the level's cells and solving for ρ gives the moment estimate.
 */
export const kappaOf = (cells: readonly ApprovalCell[]): number => {
  let excess = 0;
  let weight = 0;
  for (const c of cells) {
    const m = c.parent!.mean;
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

/** Sets every cell's posterior mean, level by level, and returns κ per level (level 0 has the fixed top prior). */
export const poolLevels = (byLevel: readonly ApprovalCell[][]): number[] => {
  const kappas: number[] = [];
  byLevel.forEach((cells, level) => {
    const kappa = level === 0 ? 2 * TOP_PRIOR : kappaOf(cells);
    for (const c of cells) c.mean = posteriorMean(c, kappa, level === 0 ? 0.5 : c.parent!.mean);
    kappas.push(kappa);
  });
  return kappas;
};
