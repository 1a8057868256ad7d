import { seededRandom } from '@domain/routing/evaluation/seeded-random';

/**
 * The generator's one source of randomness: a seeded stream (the domain's mulberry32) that every
 * draw, load balancers included, takes from in a fixed order, so a seed gives the same history.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next: () => number;
  int: (min: number, maxInclusive: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One of the keys, with the given weights (need not add up to 1). */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
  /** Log-normal with the given median and spread (sigma of the underlying normal). */
  logNormal: (median: number, sigma: number) => number;
  /** `n` bytes, the shape `hexId` takes. */
  bytes: (n: number) => Uint8Array;
}

export const createRng = (seed: number): Rng => {
  const next = seededRandom(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (weights) => {
      const entries = Object.entries(weights) as Array<[never, number]>;
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [key, w] of entries) {
        r -= w;
        if (r < 0) return key;
      }
      return entries.at(-1)![0];
    },
    logNormal: (median, sigma) => {
      // Box–Muller; 1 - u keeps the logarithm finite.
      const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(sigma * z);
    },
    bytes: (n) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256)),
  };
  return rng;
};
