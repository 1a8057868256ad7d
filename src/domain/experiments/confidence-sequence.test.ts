import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { boundsOf, emptySequence, mixingForTime, mixtureBoundary, observe } from './confidence-sequence';

/** The mixture martingale at (S, V) by numeric integration over λ ~ N(0, 1/ρ): an independent computation of the closed form. */
const mixtureByIntegration = (s: number, v: number, rho: number): number => {
  const sd = 1 / Math.sqrt(rho);
  const steps = 200_000;
  const from = -12 * sd;
  const h = (24 * sd) / steps;
  let sum = 0;
  for (let i = 0; i <= steps; i++) {
    const l = from + i * h;
    const w = i === 0 || i === steps ? 0.5 : 1;
    sum += w * Math.exp(l * s - (l * l * v) / 2 - (l * l * rho) / 2);
  }
  return (sum * h * Math.sqrt(rho)) / Math.sqrt(2 * Math.PI);
};

const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

describe('the normal-mixture confidence sequence', () => {
  it('its boundary is where the mixture martingale reaches 1/α (Ville), computed by integration', () => {
    for (const [v, rho, alpha] of [
      [100, 12, 0.05],
      [5_000, 600, 0.05],
      [250, 30, 0.01],
    ] as const) {
      const u = mixtureBoundary(v, rho, alpha);
      expect(mixtureByIntegration(u, v, rho) * alpha).toBeCloseTo(1, 6);
      expect(mixtureByIntegration(0.9 * u, v, rho) * alpha).toBeLessThan(1);
    }
  });

  it('the mixing that makes it tightest at a planned time: a local minimum, near Howard et al.’s approximation V/(2 log(1/α) + log(1 + 2 log(1/α)))', () => {
    for (const v of [100, 10_000, 1e6]) {
      const rho = mixingForTime(v, 0.05);
      const u = mixtureBoundary(v, rho, 0.05);
      expect(u).toBeLessThanOrEqual(mixtureBoundary(v, rho * 1.3, 0.05));
      expect(u).toBeLessThanOrEqual(mixtureBoundary(v, rho / 1.3, 0.05));
      const l = Math.log(1 / 0.05);
      expect(rho / (v / (2 * l + Math.log(1 + 2 * l)))).toBeGreaterThan(0.95);
      expect(rho / (v / (2 * l + Math.log(1 + 2 * l)))).toBeLessThan(1.05);
    }
  });

  it('holds the mean at every one of 3,000 looks in at least 95 % of runs (Gaussian observations, plug-in variance)', () => {
    const random = seededRandom(17);
    const runs = 400;
    const settings = { alpha: 0.05, rho: mixingForTime(1000 * 4, 0.05), priorVariance: 9, priorWeight: 10 };
    let missed = 0;
    let widthAt1000 = 0;
    for (let run = 0; run < runs; run++) {
      let s = emptySequence();
      let miss = false;
      for (let t = 1; t <= 3000; t++) {
        s = observe(s, 0.3 + 2 * normal(random));
        const b = boundsOf(s, settings);
        if (b.low > 0.3 || b.high < 0.3) miss = true;
        if (t === 1000) widthAt1000 += (b.high - b.low) / 2 / runs;
      }
      if (miss) missed++;
    }
    // The sequence may err with chance ≤ 5 % over all looks: a binomial's 99.9 % upper end at 400 runs is about 8.5 %.
    expect(missed / runs).toBeLessThanOrEqual(0.085);
    // And it is not the trivial interval: about twice as wide as the fixed-sample 95 % interval at its tightest time, not ten times.
    const fixed = (1.96 * 2) / Math.sqrt(1000);
    expect(widthAt1000 / fixed).toBeGreaterThan(1.2);
    expect(widthAt1000 / fixed).toBeLessThan(2.5);
  });

  it('is unbounded before the first observation, and starts from the conservative variance', () => {
    const settings = { alpha: 0.05, rho: 100, priorVariance: 4, priorWeight: 10 };
    expect(boundsOf(emptySequence(), settings)).toMatchObject({ n: 0, low: -Infinity, high: Infinity });
    const one = boundsOf(observe(emptySequence(), 1), settings);
    expect(one.variance).toBeCloseTo((4 * 10) / 11, 12);
    expect(one.estimate).toBe(1);
  });
});
