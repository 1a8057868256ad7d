/**
 * mulberry32: a tiny, fast 32-bit PRNG. Not cryptographic; it only has to make load-balancer draws
 * reproducible, so a simulation run with the same seed takes the same paths.
 */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
