import { describe, expect, it } from 'vitest';
import { headlineOf } from './headline';
import type { Comparison, Interval, OutcomeEstimate } from './outcome-estimate';

const i = (estimate: number, low: number, high: number): Interval => ({ estimate, low, high });
const metrics = (a: number) => ({ approval: i(a, a, a), firstAttemptApproval: i(a, a, a), fees: i(0, 0, 0), net: i(0, 0, 0) });
const total: Comparison = {
  payments: 10_000, volume: 500_000, live: metrics(0.912), draft: metrics(0.92),
  difference: { approval: i(0.008, 0.005, 0.011), firstAttemptApproval: i(0.008, 0.005, 0.011), fees: i(-1240, -1300, -1180), net: i(3400, 2100, 4700) },
};
const base: Omit<OutcomeEstimate, 'headline'> = {
  baseCurrency: 'EUR', payments: 10_000, volume: 500_000, skippedPayments: 0, notOffered: { payments: 0, volume: 0, byLive: 0, byDraft: 0 }, level: 0.95, draws: 400, assumption: 'none', total, cells: [], breakdowns: [],
  unknown: { payments: 0, volume: 0, connectors: [] }, assumed: { payments: 0, volume: 0, connectors: [] }, sample: null,
};

describe('headlineOf', () => {
  it('says every figure with its interval and the payments behind it', () => {
    expect(headlineOf(base)).toBe('Approval 91.2 % → 92.0 %, +0.8 pp (95 %: +0.5 to +1.1); fees −1,240 EUR (95 %: −1,300 to −1,180) over the window; net +3,400 EUR (95 %: +2,100 to +4,700); on 10,000 payments');
  });
  it('says when the figures rest on a sample of the window, and what sampling adds', () => {
    expect(headlineOf({ ...base, sample: { payments: 50_000, windowPayments: 1_000_000, approvalHalfWidth: 0.00042, netHalfWidth: 1200 } })).toContain(
      "; on 10,000 payments, estimated from a random sample of 50,000 of the window's 1,000,000 (sampling adds ±0.04 pp to approval)",
    );
  });
  it('names the unknown share with its volume', () => {
    expect(headlineOf({ ...base, unknown: { payments: 1200, volume: 25_000, connectors: [] } })).toContain('; 1,200 payments (5.0 % of the volume) unknown');
  });
  it('says how many payments are left out because a multi-method document does not offer their method', () => {
    expect(headlineOf({ ...base, notOffered: { payments: 1, volume: 50, byLive: 0, byDraft: 1 } })).toMatch(/; 1 payment left out for their method: the draft does not offer it$/);
    expect(headlineOf({ ...base, notOffered: { payments: 40, volume: 2000, byLive: 40, byDraft: 0 } })).toContain('; 40 payments left out for their method: the live document does not offer it');
    expect(headlineOf({ ...base, notOffered: { payments: 40, volume: 2000, byLive: 15, byDraft: 30 } })).toContain('; 40 payments left out for their method: the draft does not offer 30 of them, the live document 15');
  });
});
