import { describe, expect, it } from 'vitest';
import { effectiveKappa, kappaOf, offsetOf, offsetSumsOf, poolLevels, posteriorMean, type ApprovalCell } from './pooling';

const parent: ApprovalCell = { key: 'p', segment: '', level: 0, n: 0, approved: 0, parent: null, offset: 0, centre: 0.5, kappa: 1, mean: 0.5 };
const child = (n: number, approved: number, segment = `s${n}-${approved}`): ApprovalCell => ({ key: `c-${segment}`, segment, level: 1, n, approved, parent, offset: 0, centre: 0.5, kappa: 0, mean: 0 });
const logit = (p: number) => Math.log(p / (1 - p));

describe('empirical-Bayes pooling', () => {
  it('measures κ from the spread beyond binomial noise (hand-computed)', () => {
    // Two cells of 100 at 60 % and 40 % around 50 %: each 100·0.01/0.25 − 1 = 3; ρ = 6/198; κ = 1/ρ − 1 = 32.
    expect(kappaOf([child(100, 60), child(100, 40)])).toBeCloseTo(32, 10);
    // Cells at 100 % and 0 %: ρ = 18/18 = 1, kept at 0.5, so κ = 1.
    expect(kappaOf([child(10, 10), child(10, 0)])).toBeCloseTo(1, 10);
    // No spread beyond noise (exactly at the centre): ρ at its floor 1e-4, κ = 9999.
    expect(kappaOf([child(100, 50), child(100, 50)])).toBeCloseTo(9999, 6);
  });

  it('shrinks a sparse cell to its centre and leaves a large one near its own rate', () => {
    expect(posteriorMean({ n: 4, approved: 4 }, 32, 0.5)).toBeCloseTo((16 + 4) / 36, 12);
    expect(posteriorMean({ n: 10_000, approved: 9_000 }, 32, 0.5)).toBeCloseTo((16 + 9000) / 10_032, 12);
  });

  it("a segment's offset is its cells' attempt-weighted logit distance from their parents, pulled towards 0 by 10 attempts; a cell's own leaves itself out", () => {
    // One segment at two connectors whose parents are at 50 %: 99 attempts with 74 approvals (smoothed 74.5/100), 19 with 9 (9.5/20).
    const big = child(99, 74, 'amex');
    const small = child(19, 9, 'amex');
    const sums = offsetSumsOf([big, small]).get('amex');
    expect(offsetOf(sums).mean).toBeCloseTo((99 * logit(0.745) + 19 * logit(0.475)) / (99 + 19 + 10), 12);
    expect(offsetOf(sums).sd).toBeCloseTo(1 / Math.sqrt(99 * 0.745 * 0.255 + 19 * 0.475 * 0.525 + 2.5), 12);
    // The small cell's centre moves by what the big one shows, and the other way round.
    expect(offsetOf(sums, small).mean).toBeCloseTo((99 * logit(0.745)) / (99 + 10), 12);
    expect(offsetOf(sums, big).sd).toBeCloseTo(1 / Math.sqrt(19 * 0.475 * 0.525 + 2.5), 12);
  });

  it("lowers κ so the prior's variance also holds the centre's uncertainty", () => {
    // Centre 0.8 (v = 0.16), κ = 99: spread 0.16/100; offset sd 0.5 adds 0.16²·0.25; κ' = 0.16/(0.0016 + 0.0064) − 1 = 19.
    expect(effectiveKappa(99, 0.8, 0.5)).toBeCloseTo(19, 10);
    expect(effectiveKappa(99, 0.8, 0)).toBeCloseTo(99, 10);
  });

  it('gives the top of each tree Jeffreys Beta(½, ½): (approved + ½)/(n + 1)', () => {
    const top: ApprovalCell = { key: 't', segment: '', level: 0, n: 10, approved: 8, parent: null, offset: 0, centre: 0, kappa: 0, mean: 0 };
    const { kappas } = poolLevels([[top]]);
    expect(top.mean).toBeCloseTo(8.5 / 11, 12);
    expect(kappas).toEqual([1]);
  });

  it('centres an empty-handed connector on its own rate moved by what the segment does elsewhere', () => {
    // X saw 1,000 attempts (900 approved), 200 of them amex (120 approved); Y saw 1,000 (800 approved) and 2 amex (both approved).
    const x: ApprovalCell = { key: 'x', segment: '', level: 0, n: 1000, approved: 900, parent: null, offset: 0, centre: 0, kappa: 0, mean: 0 };
    const y: ApprovalCell = { key: 'y', segment: '', level: 0, n: 1000, approved: 800, parent: null, offset: 0, centre: 0, kappa: 0, mean: 0 };
    const xAmex: ApprovalCell = { key: 'xa', segment: 'amex', level: 1, n: 200, approved: 120, parent: x, offset: 0, centre: 0, kappa: 0, mean: 0 };
    const yAmex: ApprovalCell = { key: 'ya', segment: 'amex', level: 1, n: 2, approved: 2, parent: y, offset: 0, centre: 0, kappa: 0, mean: 0 };
    const xVisa: ApprovalCell = { key: 'xv', segment: 'visa', level: 1, n: 800, approved: 780, parent: x, offset: 0, centre: 0, kappa: 0, mean: 0 };
    poolLevels([[x, y], [xAmex, yAmex, xVisa]]);
    // Y's amex centre sits far below Y's own 80 %, because amex is far below X's rate at X.
    expect(yAmex.centre).toBeLessThan(0.7);
    expect(yAmex.mean).toBeLessThan(0.75);
  });
});
