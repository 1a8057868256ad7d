import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '../routing/document';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { estimateOutcomes, type EstimateRequest } from './estimate';
import { learnEvidence } from './evidence';
import { OutcomeEstimateResult, type OutcomeEstimate } from './outcome-estimate';
import type { OutcomeRecord } from './outcome-record';
import { attemptRecord, CTX, routeAll } from './outcome-test-kit';

/**
 * An estimate on a sample of the window's payments (issue 41.4): scaled to the window, the sampling
 * error in its intervals, and checked against the estimate on the whole window with the same
 * evidence (so only the sampling differs).
 */

const random = seededRandom(3);
const BRANDS = ['visa', 'mastercard', 'amex'] as const;
const COUNTRIES = ['DE', 'FR', 'US'] as const;
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const approves = (connector: string, brand: string) => 0.8 + (connector === 'A' ? 0.1 : 0) - (brand === 'amex' ? 0.15 : 0) + (connector === 'B' && brand === 'amex' ? 0.1 : 0);

/** 6,000 payments of several kinds, each at A or B at random (the history), with amounts of a long tail. */
const records: OutcomeRecord[] = Array.from({ length: 6000 }, (_, k) => {
  const connector = random() < 0.5 ? 'A' : 'B';
  const brand = pick(BRANDS);
  return attemptRecord({
    connector, brand, country: pick(COUNTRIES), payment: `p${k}`, answer: random() < approves(connector, brand) ? 'approve' : 'soft',
    baseAmount: Math.round(Math.exp(3 + 1.5 * random()) * 100) / 100, fees: 0.5,
  });
});
const evidence = learnEvidence(records);
const live = routeAll('A');
/** Amex to B, the rest as live: a part of the window moves. */
const draft: SingleMethodDocument = { version: '1', default: null, tree: { id: 'x', if: { constraint: 'CardType', params: { cardType: 'amex' } }, then: { id: 'b', route: { connector: 'B' } }, else: { id: 'a', route: { connector: 'A' } } } } as SingleMethodDocument;

const estimate = (window: readonly OutcomeRecord[], extra: Partial<EstimateRequest> = {}): OutcomeEstimate => {
  const result = estimateOutcomes({ evidence, window, live, draft, ctx: CTX, random: seededRandom(9), draws: 50, ...extra });
  OutcomeEstimateResult.parse(result);
  if (!result.ok) throw new Error(result.problem.message);
  return result.estimate;
};
const sampleOf = (fraction: number, seed: number) => {
  const draw = seededRandom(seed);
  return records.filter(() => draw() < fraction);
};

describe('an estimate on a sample of the window', () => {
  const whole = estimate(records);

  it('reads the whole window without a sample block, and a sample with one, scaled to the window', () => {
    expect(whole.sample).toBeNull();
    const part = sampleOf(0.25, 1);
    const e = estimate(part, { sample: { windowPayments: records.length } });
    expect(e.sample).toEqual({ payments: part.length, windowPayments: 6000, approvalHalfWidth: expect.any(Number), netHalfWidth: expect.any(Number) });
    expect(e.sample!.netHalfWidth).toBeGreaterThan(0);
    expect(e.payments).toBe(6000);
    expect(e.total.payments).toBeCloseTo(6000, 6);
    // Totals are scaled to the window: the sample's net is near the whole window's, not a quarter of it.
    expect(e.total.live.net.estimate / whole.total.live.net.estimate).toBeGreaterThan(0.85);
    expect(e.total.live.net.estimate / whole.total.live.net.estimate).toBeLessThan(1.15);
    expect(e.headline).toContain(`estimated from a random sample of ${part.length.toLocaleString('en')} of the window's 6,000`);
  });

  it('widens every interval beyond the same sample read as if it were the window', () => {
    const part = sampleOf(0.25, 2);
    const asWindow = estimate(part);
    const sampled = estimate(part, { sample: { windowPayments: records.length } });
    const width = (i: { low: number; high: number }) => i.high - i.low;
    expect(width(sampled.total.difference.approval)).toBeGreaterThan(width(asWindow.total.difference.approval));
    // Totals: read as a window, the sample is about a quarter of it; scaled by N/n and widened, more than N/n times as wide.
    expect(width(sampled.total.difference.net)).toBeGreaterThan(width(asWindow.total.difference.net) * (6000 / part.length));
  });

  it('its sampling error holds the whole window’s approval and net differences in about 95 % of samples', () => {
    const runs = 120;
    let approval = 0;
    let net = 0;
    for (let run = 0; run < runs; run++) {
      const e = estimate(sampleOf(0.1, 100 + run), { sample: { windowPayments: records.length }, draws: 1 });
      if (Math.abs(e.total.difference.approval.estimate - whole.total.difference.approval.estimate) <= e.sample!.approvalHalfWidth) approval++;
      if (Math.abs(e.total.difference.net.estimate - whole.total.difference.net.estimate) <= e.sample!.netHalfWidth) net++;
    }
    // 95 % of 120 is 114; a binomial's 99.9 % range around it is about 106–120.
    expect(approval).toBeGreaterThanOrEqual(106);
    expect(net).toBeGreaterThanOrEqual(106);
  });

  it('identical documents: the difference is exactly 0 with no sampling error', () => {
    const e = estimateOutcomes({ evidence, window: sampleOf(0.2, 5), live, draft: live, ctx: CTX, random: seededRandom(1), draws: 20, sample: { windowPayments: 6000 } });
    if (!e.ok) throw new Error(e.problem.message);
    expect(e.estimate.total.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(e.estimate.sample!.approvalHalfWidth).toBe(0);
  });

  it('a window count below the payments read, or a sample of one payment, is a clear problem', () => {
    const bad = estimateOutcomes({ evidence, window: records.slice(0, 100), live, draft, ctx: CTX, random: seededRandom(1), sample: { windowPayments: 50 } });
    expect(bad).toEqual({ ok: false, problem: { code: 'bad-sample', message: "the window's payment count must be a whole number no smaller than the 100 payments read, not 50" } });
    const one = estimateOutcomes({ evidence, window: records.slice(0, 1), live, draft, ctx: CTX, random: seededRandom(1), sample: { windowPayments: 5000 } });
    expect(one).toEqual({ ok: false, problem: { code: 'bad-sample', message: 'a sample of 1 payment cannot measure its own error: read at least 2' } });
  });
});
