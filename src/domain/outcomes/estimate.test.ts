import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { estimateOutcomes, type EstimateRequest } from './estimate';
import { learnEvidence } from './evidence';
import { OutcomeEstimateResult } from './outcome-estimate';
import type { OutcomeRecord } from './outcome-record';
import { attemptRecord, CTX, firstAttempts, routeAll, split } from './outcome-test-kit';

const estimate = (records: OutcomeRecord[], live: EstimateRequest['live'], draft: EstimateRequest['draft'], extra: Partial<EstimateRequest> = {}) => {
  const result = estimateOutcomes({ evidence: learnEvidence(records), window: records, live, draft, ctx: CTX, random: seededRandom(7), draws: 4000, ...extra });
  OutcomeEstimateResult.parse(result);
  if (!result.ok) throw new Error(result.problem.message);
  return result.estimate;
};

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The pooled means by the documented formulas (pooling.ts), for connectors that each saw the one
 * segment ([attempts, approvals] per connector). Top: Jeffreys, (a + ½)/(n + 1). At each of the four
 * levels below: the segment's offset from the *other* connectors, Σ n·(logit r − logit m_parent) /
 * (Σ n + 10) with r = (a + ½)/(n + 1), and its sd 1/√(Σ n·r(1 − r) + 2.5); the centre m_parent moved
 * by it; κ from the moment estimate (ρ kept within 1e-4…0.5), lowered to hold the offset's sd; the
 * mean (κ·centre + a)/(κ + n). The variance of the deepest draw by total variance, level by level:
 * (κ/(κ + n))²·Var(parent) + m(1 − m)/(κ + n + 1).
 */
const pooled = (cells: ReadonlyArray<readonly [number, number]>) => {
  let means = cells.map(([n, a]) => (a + 0.5) / (n + 1));
  let variances = cells.map(([n, a]) => ((a + 0.5) * (n - a + 0.5)) / ((n + 1) ** 2 * (n + 2)));
  const r = cells.map(([n, a]) => (a + 0.5) / (n + 1));
  for (let level = 1; level < 5; level++) {
    const d = cells.map(([n], i) => n * (logit(r[i]!) - logit(means[i]!)));
    const info = cells.map(([n], i) => n * r[i]! * (1 - r[i]!));
    const offsets = cells.map(([n], i) => {
      const others = cells.reduce((s, [m]) => s + m, 0) - n;
      return others === 0 ? 0 : (d.reduce((s, x) => s + x, 0) - d[i]!) / (others + 10);
    });
    const sds = cells.map((_c, i) => 1 / Math.sqrt(info.reduce((s, x) => s + x, 0) - info[i]! + 2.5));
    const centres = means.map((m, i) => logistic(logit(m) + offsets[i]!));
    const excess = cells.reduce((s, [n, a], i) => s + (n * (a / n - centres[i]!) ** 2) / (centres[i]! * (1 - centres[i]!)) - 1, 0);
    const rho = Math.min(0.5, Math.max(1e-4, excess / cells.reduce((s, [n]) => s + n - 1, 0)));
    const kappas = centres.map((c, i) => {
      const v = c * (1 - c);
      return v / (v / (1 / rho) + v * v * sds[i]! ** 2) - 1;
    });
    means = cells.map(([n, a], i) => (kappas[i]! * centres[i]! + a) / (kappas[i]! + n));
    variances = cells.map(([n], i) => (kappas[i]! / (kappas[i]! + n)) ** 2 * variances[i]! + (means[i]! * (1 - means[i]!)) / (kappas[i]! + n + 1));
  }
  return { means: means as [number, ...number[]], variances: variances as [number, ...number[]] };
};

describe('estimateOutcomes, computed by hand', () => {
  // A approved 90 of 100 first attempts, B 80 of 100, all one segment; every decline soft.
  const records = [...firstAttempts('A', 100, 90), ...firstAttempts('B', 100, 80)];

  it('moving everything from A to B: the pooled posterior means, and an interval from both posteriors', () => {
    const e = estimate(records, routeAll('A'), routeAll('B'));
    const { means: [mA, mB = NaN], variances: [vA, vB = NaN] } = pooled([[100, 90], [100, 80]]);
    expect(e.payments).toBe(200);
    expect(e.total.payments).toBe(200);
    expect(e.total.live.approval.estimate).toBeCloseTo(mA, 10);
    expect(e.total.draft.approval.estimate).toBeCloseTo(mB, 10);
    expect(e.total.difference.approval.estimate).toBeCloseTo(mB - mA, 10);
    // Independent posteriors of A and B: the difference's sd is √(Var A + Var B) ≈ 0.06; 4,000 draws put the quantiles within ~0.005.
    const sd = Math.sqrt(vA + vB);
    expect(Math.abs(e.total.difference.approval.low - (mB - mA - 1.96 * sd))).toBeLessThan(0.01);
    expect(Math.abs(e.total.difference.approval.high - (mB - mA + 1.96 * sd))).toBeLessThan(0.01);
    // One moved cell A → B holding every payment.
    expect(e.cells).toHaveLength(1);
    expect(e.cells[0]).toMatchObject({ liveConnector: 'A', draftConnector: 'B', moved: true, payments: 200 });
    const pct = (x: number) => (x * 100).toFixed(1);
    expect(e.headline.startsWith(`Approval ${pct(mA)} % → ${pct(mB)} %, −${pct(mA - mB)} pp (95 %: −`)).toBe(true);
  });

  it('a 30/70 split of live is weighed exactly: each payment counts 0.3 at A and 0.7 at B', () => {
    const e = estimate(records, split(30, 'A', 'B'), routeAll('B'));
    const { means: [mA, mB = NaN] } = pooled([[100, 90], [100, 80]]);
    expect(e.total.live.approval.estimate).toBeCloseTo(0.3 * mA + 0.7 * mB, 10);
    const moved = e.cells.find((c) => c.moved)!;
    expect(moved.payments).toBeCloseTo(60, 10);
    expect(moved.difference.approval.estimate).toBeCloseTo(mB - mA, 10);
    const stay = e.cells.find((c) => !c.moved)!;
    expect(stay.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
  });

  it('a failover chain: the first attempt, then B for the soft declines and timeouts (no failover record: no shift)', () => {
    const e = estimate(records, routeAll('A'), routeAll('A', 'B'));
    const { means: [mA, mB = NaN] } = pooled([[100, 90], [100, 80]]);
    // A's non-approvals: 10 soft, 0 hard, 0 timeouts, with ½ each as prior: soft + timeout = 11/11.5.
    const goOn = 11 / 11.5;
    expect(e.total.draft.approval.estimate).toBeCloseTo(mA + (1 - mA) * goOn * mB, 10);
    expect(e.total.draft.firstAttemptApproval.estimate).toBeCloseTo(mA, 10);
  });

  it('fees: a fitted price line per cell, an authorisation fee per answered attempt', () => {
    // A: authorisation 0.05 on every answered attempt; a sale costs 0.10 + 1 % of the amount. Amounts 50 and 150.
    const priced = Array.from({ length: 40 }, (_, i) => {
      const amount = i % 2 ? 50 : 150;
      const approve = i < 30;
      return attemptRecord({ connector: 'A', answer: approve ? 'approve' : 'hard', payment: `p${i}`, baseAmount: amount, fees: 0.05 + (approve ? 0.1 + 0.01 * amount : 0) });
    });
    const e = estimate(priced, routeAll('A'), routeAll('A'));
    const p = pooled([[40, 30]]).means[0];
    // Non-approvals 0 soft, 10 hard, 0 timeouts: timeout share ½/11.5; volume 20·50 + 20·150 = 4,000.
    const timeout = 0.5 / 11.5;
    const fees = 40 * (1 - (1 - p) * timeout) * 0.05 + p * (40 * 0.1 + 0.01 * 4000);
    expect(e.total.live.fees.estimate).toBeCloseTo(fees, 10);
    expect(e.total.live.net.estimate).toBeCloseTo(p * 4000 - fees, 8);
  });

  it('a segment the draft sends to a connector without evidence is unknown, never guessed; the stated assumption labels it', () => {
    const mixed = [...records, ...firstAttempts('A', 50, 45, { brand: 'amex' }, 'amex')];
    const draft = routeAll('B');
    const e = estimate(mixed, routeAll('A'), draft);
    expect(e.unknown.payments).toBe(50);
    expect(e.unknown.volume).toBe(5000);
    expect(e.unknown.connectors).toEqual([{ connector: 'B', payments: 50, volume: 5000 }]);
    expect(e.total.payments).toBe(200);
    expect(e.headline).toContain('50 payments (20.0 % of the volume) unknown');
    const assumed = estimate(mixed, routeAll('A'), draft, { assumption: 'connector-average' });
    expect(assumed.unknown.payments).toBe(0);
    expect(assumed.assumed.payments).toBe(50);
    expect(assumed.total.payments).toBe(250);
    expect(assumed.headline).toContain("50 payments assumed at their connector's average");
  });

  it('bad input gets a clear message', () => {
    const none = estimateOutcomes({ evidence: learnEvidence([]), window: [], live: routeAll('A'), draft: routeAll('B'), ctx: CTX, random: seededRandom(1) });
    expect(none).toEqual({ ok: false, problem: { code: 'no-payments', message: 'the window holds no routable payment to estimate on' } });
    const zero = estimateOutcomes({ evidence: learnEvidence(records), window: records, live: routeAll('A'), draft: routeAll('B'), ctx: CTX, random: seededRandom(1), draws: 0 });
    expect(zero.ok).toBe(false);
    const unknownOnly = estimateOutcomes({ evidence: learnEvidence(records), window: records, live: routeAll('A'), draft: routeAll('C'), ctx: CTX, random: seededRandom(1) });
    expect(unknownOnly).toMatchObject({ ok: false, problem: { code: 'nothing-known' } });
  });
});
