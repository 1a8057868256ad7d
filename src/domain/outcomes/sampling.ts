/**
 * Draws from the posteriors, from a random source the caller passes (the domain has no randomness
 * of its own, so a seeded estimate is reproducible). Hand-written because the only well-kept
 * samplers (@stdlib/random-base-*) bring their own generators and a dependency per distribution,
 * for some twenty lines of textbook code.
 */
export type Random = () => number;

/** Standard normal (Box–Muller; 1 − u keeps the logarithm finite). */
export const normal = (random: Random): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Gamma(shape, 1): Marsaglia & Tsang (2000); shape < 1 by the boost u^(1/shape). */
export const gamma = (shape: number, random: Random): number => {
  if (shape <= 0) return 0;
  if (shape < 1) return gamma(shape + 1, random) * Math.pow(1 - random(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
};

/** Beta(a, b) as a ratio of gammas; a side with no mass gives the degenerate draw. */
export const beta = (a: number, b: number, random: Random): number => {
  if (b <= 0) return 1;
  if (a <= 0) return 0;
  const x = gamma(a, random);
  const y = gamma(b, random);
  return x + y === 0 ? a / (a + b) : x / (x + y);
};

/** Dirichlet(alphas) as normalised gammas. */
export const dirichlet = (alphas: readonly number[], random: Random): number[] => {
  const g = alphas.map((a) => gamma(a, random));
  const sum = g.reduce((s, x) => s + x, 0);
  return sum === 0 ? alphas.map((a) => a / alphas.reduce((s, x) => s + x, 0)) : g.map((x) => x / sum);
};

export const logit = (p: number): number => Math.log(p / (1 - p));
export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
