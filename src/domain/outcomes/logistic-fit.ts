import { cholesky, choleskySolve, inverseDiagonal } from './linear-algebra';
import { logistic } from './sampling';

/**
 * Penalised (maximum a posteriori) logistic regression on binomial rows whose features are 0/1
 * indicators, with an independent normal prior per coefficient, and its Laplace approximation:
 * the posterior as N(β̂, H⁻¹), H the negative Hessian of the log posterior at β̂. Rows are cells
 * (n attempts, `approved` of them approved, the indexes of the columns that are 1), so a fit costs
 * per distinct segment, not per attempt.
 */
export interface BinomialRow {
  columns: readonly number[];
  n: number;
  approved: number;
}

export interface NormalPrior {
  mean: Float64Array;
  /** 1 / variance per coefficient: every coefficient has a proper prior, so H is positive definite. */
  precision: Float64Array;
}

export interface LogisticFit {
  mean: Float64Array;
  /** Cholesky factor of H (the posterior precision), for draws (linear-algebra.ts precisionDraw). */
  precisionFactor: Float64Array;
  /** Diagonal of H⁻¹: each coefficient's posterior variance. */
  variance: Float64Array;
}

export const linearPredictor = (beta: Float64Array, columns: readonly number[]): number => {
  let eta = 0;
  for (const j of columns) eta += beta[j]!;
  return eta;
};

const hessianAndGradient = (rows: readonly BinomialRow[], prior: NormalPrior, beta: Float64Array, d: number) => {
  const h = new Float64Array(d * d);
  const g = new Float64Array(d);
  for (let j = 0; j < d; j++) {
    h[j * d + j] = prior.precision[j]!;
    g[j] = -prior.precision[j]! * (beta[j]! - prior.mean[j]!);
  }
  for (const r of rows) {
    const p = logistic(linearPredictor(beta, r.columns));
    const residual = r.approved - r.n * p;
    const w = r.n * p * (1 - p);
    for (const a of r.columns) {
      g[a] = g[a]! + residual;
      for (const b of r.columns) h[a * d + b] = h[a * d + b]! + w;
    }
  }
  return { h, g };
};

/** Newton's method from the prior mean (the log posterior is concave: it converges in a few steps). */
export const fitLogistic = (rows: readonly BinomialRow[], prior: NormalPrior): LogisticFit => {
  const d = prior.mean.length;
  const beta = Float64Array.from(prior.mean);
  let l: Float64Array | null = null;
  for (let step = 0; step < 50; step++) {
    const { h, g } = hessianAndGradient(rows, prior, beta, d);
    l = cholesky(h, d);
    if (!l) throw new Error('logistic fit: the posterior precision is not positive definite');
    const move = choleskySolve(l, d, g);
    let largest = 0;
    for (let j = 0; j < d; j++) {
      // Damped: a step never moves a coefficient by more than 5 on the logit scale (separation early on).
      const m = Math.max(-5, Math.min(5, move[j]!));
      beta[j] = beta[j]! + m;
      largest = Math.max(largest, Math.abs(m));
    }
    if (largest < 1e-8) break;
  }
  const { h } = hessianAndGradient(rows, prior, beta, d);
  const factor = cholesky(h, d) ?? l!;
  return { mean: beta, precisionFactor: factor, variance: inverseDiagonal(factor, d) };
};
