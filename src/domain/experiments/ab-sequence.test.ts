import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { ipwValue, plannedPayments } from './ab-sequence';
import { simulateExperiments } from './experiment-simulation';

/**
 * The experiment's judgement by simulation against a known truth (issue 45.5: the seeded run in
 * `npm test`; `npm run bench -- experiment-sequence` runs 1,000 of each at a 5 % share).
 */
const simulate = (runs: number, truth: { live: number; draft: number }, plan: { share: number; baseline: number; guardrail: number; planned: number }, seed: number) =>
  simulateExperiments(runs, truth, plan, seededRandom(seed)).ended;


describe('the experiment sequence (inverse-propensity values, centred)', () => {
  it('values a payment by hand: (y − c)/share in the draft arm, −(y − c)/(1 − share) in the live arm', () => {
    expect(ipwValue('draft', 1, 0.2, 0.9)).toBeCloseTo(0.5, 12);
    expect(ipwValue('live', 0, 0.2, 0.9)).toBeCloseTo(1.125, 12);
    expect(ipwValue('live', 1, 0.5, 0.9)).toBeCloseTo(-0.2, 12);
    // Its mean is the difference: with the draft arm at 0.88 and the live at 0.9, share 0.2, c = 0.9.
    const mean = 0.2 * (0.88 * ipwValue('draft', 1, 0.2, 0.9) + 0.12 * ipwValue('draft', 0, 0.2, 0.9)) + 0.8 * (0.9 * ipwValue('live', 1, 0.2, 0.9) + 0.1 * ipwValue('live', 0, 0.2, 0.9));
    expect(mean).toBeCloseTo(-0.02, 12);
  });

  it('plans the size from the variance: more payments for a smaller share, a smaller drop or a wider guardrail', () => {
    const base = { share: 0.5, baseline: 0.9, drop: 0.02, guardrail: 0.005, alpha: 0.05 };
    const n = plannedPayments(base);
    expect(n).toBeGreaterThan(10_000);
    expect(plannedPayments({ ...base, share: 0.1 })).toBeGreaterThan(n);
    expect(plannedPayments({ ...base, drop: 0.01 })).toBeGreaterThan(n);
    expect(plannedPayments({ ...base, guardrail: 0.01 })).toBeGreaterThan(n);
    expect(plannedPayments({ ...base, drop: 0.005 })).toBe(Infinity);
  });

  const plan = { share: 0.5, baseline: 0.9, guardrail: 0.005, planned: plannedPayments({ share: 0.5, baseline: 0.9, drop: 0.02, guardrail: 0.005, alpha: 0.05 }) };

  it('A/A: looked at after every payment up to the planned size, a false win or breach in at most 5 % of 300 experiments', () => {
    const ended = simulate(300, { live: 0.9, draft: 0.9 }, plan, 101);
    // ≤ 5 % by construction; a binomial's 99.9 % upper end at 300 runs is about 9 %.
    expect((ended.win + ended.breach) / 300).toBeLessThanOrEqual(0.09);
  });

  it('a true drop of 2 pp (guardrail 0.5 pp) breaches within the planned size in at least 90 % of 200 experiments, and never wins', () => {
    const ended = simulate(200, { live: 0.9, draft: 0.88 }, plan, 202);
    // ≥ 90 % planned; a binomial's 99.9 % lower end at 200 runs is about 84 %.
    expect(ended.breach / 200).toBeGreaterThanOrEqual(0.84);
    expect(ended.win).toBe(0);
  });
});
