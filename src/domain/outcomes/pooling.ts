/**
 * Empirical-Bayes pooling of a cell's approval rate towards a centre m (the connector's regression,
 * approval-model.ts): the prior Beta(κ·m, κ·(1 − m)), κ from how far cells spread around their
 * centres beyond binomial noise (method of moments of the beta-binomial). A cell with many attempts
 * keeps its own rate, a sparse one moves towards its centre, an empty one is its centre.
 */
export interface CellCounts {
  n: number;
  approved: number;
}

/** The prior of a connector without first attempts: Jeffreys' Beta(½, ½), weak enough for any sample. */
export const TOP_PRIOR = 0.5;
// ρ = 1/(κ+1) is the intra-cell correlation; kept inside (1e-4, 0.5): cells that show no spread
// beyond noise still get a little, and a very noisy set never gets a prior under one attempt.
const RHO_MIN = 1e-4;
const RHO_MAX = 0.5;
/** κ when no cell has two attempts to measure spread on. */
const KAPPA_UNMEASURED = 20;

/**
 * E[n(r − m)² / (m(1 − m))] = 1 + (n − 1)ρ for a beta-binomial cell of n attempts around centre m;
 * summing over the cells and solving for ρ gives the moment estimate.
 */
export const kappaOf = (cells: ReadonlyArray<CellCounts & { centre: number }>): number => {
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

export const posteriorMean = (cell: CellCounts, kappa: number, prior: number): number =>
  (kappa * prior + cell.approved) / (kappa + cell.n);
