/**
 * An always-valid confidence sequence for a mean (issue 45.3): an interval that holds the true mean
 * at every time at once with probability ≥ 1 − α, so it may be looked at after every payment and
 * acted on whenever it excludes a value, without the false alarms of a fixed-horizon test read
 * repeatedly.
 *
 * Method: the two-sided normal-mixture boundary (Robbins' mixture; Howard, Ramdas, McAuliffe &
 * Sekhon 2021, "Time-uniform, nonparametric, nonasymptotic confidence sequences", Ann. Statist.,
 * §3.2). For S_t = Σ(xᵢ − μ) with variance process V_t, the mixture of exp(λS − λ²V/2) over
 * λ ~ N(0, 1/ρ) is the martingale M_t = √(ρ/(V_t + ρ))·exp(S_t²/(2(V_t + ρ))); by Ville's inequality
 * it exceeds 1/α with probability ≤ α ever, which is |S_t| ≥ u(V_t) with
 *
 *   u(V) = √((V + ρ)·log((V + ρ)/(ρ·α²))).
 *
 * The interval is x̄_t ± u(t·σ̂²_t)/t. With the variance estimated as it goes (σ̂², a plug-in) the
 * sequence is the *asymptotic* confidence sequence of Waudby-Smith, Arbour, Sinha, Kennedy & Ramdas
 * (2023, "Time-uniform central limit theory and asymptotic confidence sequences"), whose coverage
 * holds as the sample grows; the plug-in starts from a conservative bound (`priorVariance`,
 * `priorWeight` pseudo-observations) so the first few payments cannot make it narrow. ρ sets where
 * the sequence is tightest: `mixingForTime` puts that at the planned sample size.
 */

/** u(V): the boundary the centred sum stays within, at level α, for variance process V and mixing ρ. */
export const mixtureBoundary = (v: number, rho: number, alpha: number): number => Math.sqrt((v + rho) * Math.log((v + rho) / (rho * alpha * alpha)));

/**
 * The ρ that makes u(V)/V smallest at V = `v` (the planned intrinsic time): a golden-section search
 * on log ρ, since the optimum has no closed form (Howard et al. give an approximation).
 */
export const mixingForTime = (v: number, alpha: number): number => {
  const f = (logRho: number) => mixtureBoundary(v, Math.exp(logRho), alpha);
  let lo = Math.log(v) - 12;
  let hi = Math.log(v) + 12;
  const g = (Math.sqrt(5) - 1) / 2;
  let a = hi - g * (hi - lo);
  let b = lo + g * (hi - lo);
  for (let i = 0; i < 100; i++) {
    if (f(a) < f(b)) hi = b;
    else lo = a;
    a = hi - g * (hi - lo);
    b = lo + g * (hi - lo);
  }
  return Math.exp((lo + hi) / 2);
};

export interface SequenceSettings {
  /** 1 − coverage: the chance that the sequence ever misses the mean. */
  alpha: number;
  /** Mixing precision (mixingForTime at the planned sample size × the variance). */
  rho: number;
  /** A bound on one observation's variance, which the plug-in estimate starts from. */
  priorVariance: number;
  /** How many observations that bound weighs in the plug-in (≥ 0). */
  priorWeight: number;
}

export interface SequenceState {
  n: number;
  mean: number;
  /** Σ(x − mean)² (Welford). */
  m2: number;
}

export const emptySequence = (): SequenceState => ({ n: 0, mean: 0, m2: 0 });

/** The state after one more observation (Welford's update: no cancellation over a million of them). */
export const observe = (s: SequenceState, x: number): SequenceState => {
  const n = s.n + 1;
  const delta = x - s.mean;
  const mean = s.mean + delta / n;
  return { n, mean, m2: s.m2 + delta * (x - mean) };
};

export interface SequenceBounds {
  n: number;
  estimate: number;
  low: number;
  high: number;
  /** The plug-in variance the radius used. */
  variance: number;
}

/** The interval at this time: the mean ± u(n·σ̂²)/n; unbounded before the first observation. */
export const boundsOf = (s: SequenceState, settings: SequenceSettings): SequenceBounds => {
  if (s.n === 0) return { n: 0, estimate: 0, low: -Infinity, high: Infinity, variance: settings.priorVariance };
  const variance = (s.m2 + settings.priorVariance * settings.priorWeight) / (s.n + settings.priorWeight);
  const radius = mixtureBoundary(s.n * variance, settings.rho, settings.alpha) / s.n;
  return { n: s.n, estimate: s.mean, low: s.mean - radius, high: s.mean + radius, variance };
};
