import { describe, expect, it } from 'vitest';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { estimateOutcomes, type EstimateRequest } from './estimate';
import { learnEvidence } from './evidence';
import { OutcomeEstimateResult } from './outcome-estimate';
import type { OutcomeRecord } from './outcome-record';
import { attemptRecord, CTX, firstAttempts, routeAll, split } from './outcome-test-kit';
import { posteriorMean } from './pooling';

const estimate = (records: OutcomeRecord[], live: EstimateRequest['live'], draft: EstimateRequest['draft'], extra: Partial<EstimateRequest> = {}) => {
  const result = estimateOutcomes({ evidence: learnEvidence(records), window: records, live, draft, ctx: CTX, random: seededRandom(7), draws: 4000, ...extra });
  OutcomeEstimateResult.parse(result);
  if (!result.ok) throw new Error(result.problem.message);
  return result.estimate;
};

/** The deepest cell's mean when every level below the top has κ = 9999 (no spread beyond noise between one cell per parent). */
const pooledMean = (n: number, approved: number) => {
  let m = (approved + 0.5) / (n + 1);
  for (let level = 1; level < 5; level++) m = posteriorMean({ n, approved }, 9999, m);
  return m;
};
/** Variance of that deepest draw: the top's Beta(approved + ½, declined + ½), plus each level's Beta around its drawn parent. */
const pooledVariance = (n: number, approved: number) => {
  const a = approved + 0.5;
  const b = n - approved + 0.5;
  const m = pooledMean(n, approved);
  return (a * b) / ((a + b) ** 2 * (a + b + 1)) + (4 * m * (1 - m)) / (9999 + n + 1);
};

describe('estimateOutcomes, computed by hand', () => {
  // A approved 90 of 100 first attempts, B 80 of 100, all one segment; every decline soft.
  const records = [...firstAttempts('A', 100, 90), ...firstAttempts('B', 100, 80)];

  it('moving everything from A to B: the pooled posterior means, and an interval from both posteriors', () => {
    const e = estimate(records, routeAll('A'), routeAll('B'));
    const mA = pooledMean(100, 90);
    const mB = pooledMean(100, 80);
    expect(e.payments).toBe(200);
    expect(e.total.payments).toBe(200);
    expect(e.total.live.approval.estimate).toBeCloseTo(mA, 10);
    expect(e.total.draft.approval.estimate).toBeCloseTo(mB, 10);
    expect(e.total.difference.approval.estimate).toBeCloseTo(mB - mA, 10);
    // Independent posteriors of A and B: the difference's sd is √(Var A + Var B) ≈ 0.051; 4,000 draws put the quantiles within ~0.005.
    const sd = Math.sqrt(pooledVariance(100, 90) + pooledVariance(100, 80));
    expect(Math.abs(e.total.difference.approval.low - (mB - mA - 1.96 * sd))).toBeLessThan(0.01);
    expect(Math.abs(e.total.difference.approval.high - (mB - mA + 1.96 * sd))).toBeLessThan(0.01);
    // One moved cell A → B holding every payment.
    expect(e.cells).toHaveLength(1);
    expect(e.cells[0]).toMatchObject({ liveConnector: 'A', draftConnector: 'B', moved: true, payments: 200 });
    expect(e.headline).toMatch(/^Approval 89\.6 % → 79\.7 %, −9\.9 pp \(95 %: −19\.\d to −0\.\d\)/);
  });

  it('a 30/70 split of live is weighed exactly: each payment counts 0.3 at A and 0.7 at B', () => {
    const e = estimate(records, split(30, 'A', 'B'), routeAll('B'));
    const mA = pooledMean(100, 90);
    const mB = pooledMean(100, 80);
    expect(e.total.live.approval.estimate).toBeCloseTo(0.3 * mA + 0.7 * mB, 10);
    const moved = e.cells.find((c) => c.moved)!;
    expect(moved.payments).toBeCloseTo(60, 10);
    expect(moved.difference.approval.estimate).toBeCloseTo(mB - mA, 10);
    const stay = e.cells.find((c) => !c.moved)!;
    expect(stay.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
  });

  it('a failover chain: the first attempt, then B for the soft declines and timeouts (no failover record: no shift)', () => {
    const e = estimate(records, routeAll('A'), routeAll('A', 'B'));
    const mA = pooledMean(100, 90);
    const mB = pooledMean(100, 80);
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
    const p = pooledMean(40, 30);
    // Non-approvals 0 soft, 10 hard, 0 timeouts: timeout share ½/11.5; volume 20·50 + 20·150 = 4,000.
    const timeout = 0.5 / 11.5;
    const fees = 40 * (1 - (1 - p) * timeout) * 0.05 + p * (40 * 0.1 + 0.01 * 4000);
    expect(e.total.live.fees.estimate).toBeCloseTo(fees, 8);
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
