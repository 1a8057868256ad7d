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

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The approval model by its documented formulas (approval-model.ts, pooling.ts), for connectors that
 * each saw the one segment ([attempts, approvals] per connector). Every feature has one level, so a
 * connector's regression is its intercept alone: the mode β of a − n·logistic(β) − β/25 = 0 (prior
 * N(0, 5²)), m = logistic(β), logit variance 1/(n·m(1 − m) + 1/25). κ from the cells' spread around
 * their m beyond binomial noise (ρ kept within 1e-4…0.5); the mean (κ·m + a)/(κ + n). The draw's
 * variance by total variance, the regression's carried to the rate by the delta method:
 * (κ/(κ + n))²·(m(1 − m))²·Var(β) + mean(1 − mean)/(κ + n + 1).
 */
const pooled = (cells: ReadonlyArray<readonly [number, number]>) => {
  const modes = cells.map(([n, a]) => {
    let b = 0;
    for (let i = 0; i < 100; i++) {
      const p = logistic(b);
      b += (a - n * p - b / 25) / (n * p * (1 - p) + 1 / 25);
    }
    return b;
  });
  const centres = modes.map(logistic);
  const excess = cells.reduce((s, [n, a], i) => s + (n * (a / n - centres[i]!) ** 2) / (centres[i]! * (1 - centres[i]!)) - 1, 0);
  const rho = Math.min(0.5, Math.max(1e-4, excess / cells.reduce((s, [n]) => s + n - 1, 0)));
  const kappa = 1 / rho - 1;
  const means = cells.map(([n, a], i) => (kappa * centres[i]! + a) / (kappa + n));
  const variances = cells.map(([n], i) => {
    const m = centres[i]!;
    return (kappa / (kappa + n)) ** 2 * (m * (1 - m)) ** 2 / (n * m * (1 - m) + 1 / 25) + (means[i]! * (1 - means[i]!)) / (kappa + n + 1);
  });
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
