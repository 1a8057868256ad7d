import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { addGroupMoments, newMoments, newPaymentValue, samplingError, widened, type PaymentValue } from './window-sample';

/**
 * The sampling error against a known truth: a population of payments whose values are known, many
 * Bernoulli samples of it, and how often the estimate ± 1.96 standard errors holds the population's
 * figure. Values are chosen like an estimate's: a rate that moves for 30 % of the payments, a net
 * linear in a skewed amount.
 */

const POPULATION = 20_000;
const random = seededRandom(41);
const people = Array.from({ length: POPULATION }, () => {
  const moved = random() < 0.3;
  const amount = Math.exp(3 + 1.2 * (random() + random() + random() - 1.5) * 1.4);
  const live = 0.8 + 0.15 * random();
  const draft = moved ? live + (random() - 0.4) * 0.1 : live;
  return { amount, live, draft };
});

/** A payment's value: approval (metric 0) and net (metric 3) on each side, as window-sample.ts reads them. */
const valueOf = (p: (typeof people)[number]): PaymentValue => {
  const v = newPaymentValue();
  v.x = 1;
  v.c0[0]![0] = p.live;
  v.c0[1]![0] = p.draft;
  v.c0[0]![3] = -0.3;
  v.c1[0]![3] = p.live - 0.012;
  v.c0[1]![3] = -0.25;
  v.c1[1]![3] = p.draft - 0.015;
  return v;
};

const truth = (metric: 0 | 3) => {
  let sum = 0;
  for (const p of people) {
    const v = valueOf(p);
    sum += v.c0[1]![metric]! - v.c0[0]![metric]! + (v.c1[1]![metric]! - v.c1[0]![metric]!) * p.amount;
  }
  return metric === 0 ? sum / POPULATION : sum;
};

describe('the sampling error of a sampled window (ratio estimator, finite-population corrected)', () => {
  it('covers the whole window’s approval and net differences in about 95 % of Bernoulli samples', () => {
    const draw = seededRandom(7);
    const runs = 400;
    const fraction = 0.05;
    let approvalHits = 0;
    let netHits = 0;
    for (let run = 0; run < runs; run++) {
      const m = newMoments();
      let n = 0;
      for (const p of people) {
        if (draw() >= fraction) continue;
        n++;
        addGroupMoments(m, valueOf(p), 1, p.amount, p.amount * p.amount);
      }
      const sample = { n, N: POPULATION };
      const approval = m.y[2]![0]! / m.x;
      const net = (m.y[2]![3]! * POPULATION) / n;
      if (Math.abs(approval - truth(0)) <= 1.96 * samplingError(m, 2, 0, true, sample)) approvalHits++;
      if (Math.abs(net - truth(3)) <= 1.96 * samplingError(m, 2, 3, false, sample)) netHits++;
    }
    // 95 % of 400 is 380; a binomial's 99.9 % range around it is about ±14.
    expect(approvalHits).toBeGreaterThanOrEqual(366);
    expect(approvalHits).toBeLessThanOrEqual(394);
    expect(netHits).toBeGreaterThanOrEqual(366);
    expect(netHits).toBeLessThanOrEqual(394);
  });

  it('is zero when the whole window was read, and shrinks with the finite-population correction', () => {
    const m = newMoments();
    for (const p of people.slice(0, 1000)) addGroupMoments(m, valueOf(p), 1, p.amount, p.amount * p.amount);
    expect(samplingError(m, 2, 0, true, { n: 1000, N: 1000 })).toBe(0);
    const half = samplingError(m, 2, 0, true, { n: 1000, N: 2000 });
    const tiny = samplingError(m, 2, 0, true, { n: 1000, N: 1_000_000 });
    expect(half).toBeGreaterThan(0);
    expect(half / tiny).toBeCloseTo(Math.sqrt(0.5 / 0.999), 3);
  });

  it('a group of n alike payments counts as n payments', () => {
    const one = newMoments();
    const many = newMoments();
    const v = valueOf(people[0]!);
    const a = people[0]!.amount;
    for (let k = 0; k < 5; k++) addGroupMoments(one, v, 1, a, a * a);
    addGroupMoments(many, v, 5, 5 * a, 5 * a * a);
    expect(many.yy[2]![3]).toBeCloseTo(one.yy[2]![3]!, 9);
    expect(many.x).toBe(one.x);
  });

  it('widens each side of an interval in quadrature, keeping the estimate', () => {
    expect(widened({ estimate: 1, low: 0.97, high: 1.04 }, 0.02 / 1.959963984540054)).toEqual({ estimate: 1, low: 1 - Math.hypot(0.03, 0.02), high: 1 + Math.hypot(0.04, 0.02) });
    expect(widened({ estimate: 1, low: 0.9, high: 1.1 }, 0)).toEqual({ estimate: 1, low: 0.9, high: 1.1 });
  });
});
