import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { alerts, averageRunLength, cusumStep, designFor, increments, type CusumDesign } from './bernoulli-cusum';

/** Attempts until the first alert, simulated from S = 0 with approval chance p. */
const runLength = (design: CusumDesign, p: number, random: () => number): number => {
  let s = 0;
  for (let t = 1; ; t++) {
    s = cusumStep(s, random() < p, design);
    if (alerts(s, design)) return t;
  }
};

describe('the Bernoulli CUSUM', () => {
  it('on a hand-built series: approvals keep it at 0; each decline adds log((1 − p₁)/(1 − p₀)); it alerts at the step the threshold says', () => {
    const design: CusumDesign = { p0: 0.9, drop: 0.1, h: 2 };
    const [up, down] = increments(0.9, 0.1);
    expect(up).toBeCloseTo(Math.log(0.8 / 0.9), 12);
    expect(down).toBeCloseTo(Math.log(0.2 / 0.1), 12);
    let s = 0;
    for (let i = 0; i < 50; i++) s = cusumStep(s, true, design);
    expect(s).toBe(0);
    // log 2 per decline: the third reaches 2.079 ≥ 2.
    s = cusumStep(s, false, design);
    s = cusumStep(s, false, design);
    expect(alerts(s, design)).toBe(false);
    expect(s).toBeCloseTo(2 * Math.log(2), 12);
    s = cusumStep(s, false, design);
    expect(alerts(s, design)).toBe(true);
    // An approval between declines takes back log(8/9).
    expect(cusumStep(Math.log(2), true, design)).toBeCloseTo(Math.log(2) + Math.log(8 / 9), 12);
  });

  it('its average run length by the Markov chain matches simulation, healthy and after the drop', () => {
    const design = designFor(0.9, 0.05, 5_000);
    const healthy = averageRunLength(design, 0.9);
    expect(healthy / 5_000).toBeCloseTo(1, 2);
    const random = seededRandom(31);
    const runs = 1_500;
    let total = 0;
    for (let i = 0; i < runs; i++) total += runLength(design, 0.9, random);
    // Run lengths are about geometric: the mean of 1,500 is within ± 3·ARL/√1500 ≈ 7.7 % of the ARL.
    expect(total / runs / healthy).toBeGreaterThan(0.92);
    expect(total / runs / healthy).toBeLessThan(1.08);
    const dropped = averageRunLength(design, 0.85);
    let delay = 0;
    for (let i = 0; i < 500; i++) delay += runLength(design, 0.85, random);
    expect(delay / 500 / dropped).toBeGreaterThan(0.9);
    expect(delay / 500 / dropped).toBeLessThan(1.1);
    // The drop is noticed after a small fraction of the healthy run length.
    expect(dropped).toBeLessThan(healthy / 10);
  });

  it('a longer run length asked, a higher threshold; bad input is refused', () => {
    expect(designFor(0.9, 0.05, 50_000).h).toBeGreaterThan(designFor(0.9, 0.05, 5_000).h);
    expect(() => designFor(0.9, 0.95, 1000)).toThrow(/0 < drop < p0 < 1/);
    expect(() => designFor(1, 0.05, 1000)).toThrow(RangeError);
  });
});
