import { describe, expect, it } from 'vitest';
import type { MultiMethodDocument } from '../routing/document';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { estimateOutcomes } from './estimate';
import { learnEvidence } from './evidence';
import type { OutcomeRecord } from './outcome-record';
import { attemptRecord, CTX, firstAttempts } from './outcome-test-kit';

/**
 * A multi-method connector's estimate (issue 41.1: wherever a replay is shown): each payment is
 * valued through its method's block (availability first, then routing, as the gateway decides); a
 * payment whose method a document does not offer is left out of every figure and counted, since what
 * its payer would do instead is unknown.
 */

const checkout = (card: string, paypal: { disabled?: boolean; onlyIn?: string[] } = {}): MultiMethodDocument => ({
  version: '1',
  defaultActionDisable: false,
  methods: [
    { method: 'Creditcard', defaultConnector: { connector: card }, disabled: false, availability: null, routing: { tree: null } },
    {
      method: 'Paypal', defaultConnector: { connector: 'P' }, disabled: paypal.disabled ?? false, routing: { tree: null },
      availability: paypal.onlyIn
        ? { tree: { id: 'av', if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: paypal.onlyIn } }, then: { id: 'on', action: 'enable' }, else: { id: 'off', action: 'disable' } } }
        : null,
    },
  ],
});

const paypalPayments = (n: number, country: string): OutcomeRecord[] =>
  Array.from({ length: n }, (_, i) => ({ ...attemptRecord({ connector: 'P', answer: i % 10 === 0 ? 'soft' : 'approve', payment: `pp-${country}-${i}` }), method: 'Paypal', creditcard: null, customer: { billing_country: country } }));

// Cards: A approves 900 of 1,000, B 700 of 1,000 (split history); PayPal 200 payments, 100 from DE and 100 from GB.
const records = [...firstAttempts('A', 1000, 900), ...firstAttempts('B', 1000, 700), ...paypalPayments(100, 'DE'), ...paypalPayments(100, 'GB')];
const estimate = (live: MultiMethodDocument, draft: MultiMethodDocument) => {
  const result = estimateOutcomes({ evidence: learnEvidence(records), window: records, live, draft, ctx: CTX, random: seededRandom(3), draws: 1000 });
  if (!result.ok) throw new Error(result.problem.message);
  return result.estimate;
};

describe('outcome estimates of multi-method routing', () => {
  it('values each payment through its method block: cards moved from A to B lose about 20 points of their approvals; PayPal, unchanged, moves by exactly 0', () => {
    const e = estimate(checkout('A'), checkout('B'));
    expect(e.payments).toBe(2200);
    expect(e.notOffered).toEqual({ payments: 0, volume: 0, byLive: 0, byDraft: 0 });
    const card = e.breakdowns.find((b) => b.dimension === 'method' && b.value === 'Creditcard')!;
    const paypal = e.breakdowns.find((b) => b.dimension === 'method' && b.value === 'Paypal')!;
    expect(card.difference.approval.estimate).toBeGreaterThan(-0.22);
    expect(card.difference.approval.estimate).toBeLessThan(-0.18);
    expect(card.difference.approval.high).toBeLessThan(0);
    expect(paypal.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(paypal.live.approval.estimate).toBeGreaterThan(0.85);
  });

  it('leaves out, and counts, the payments whose method the draft no longer offers: all PayPal when its block is disabled, the GB half when its availability allows DE only', () => {
    const disabled = estimate(checkout('A'), checkout('A', { disabled: true }));
    expect(disabled.notOffered).toEqual({ payments: 200, volume: 200 * 100, byLive: 0, byDraft: 200 });
    expect(disabled.total.payments).toBe(2000);
    expect(disabled.total.difference.approval).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(disabled.headline).toContain('; 200 payments left out for their method: the draft does not offer it');
    // The other way round: the live document is the one that does not offer it.
    expect(estimate(checkout('A', { disabled: true }), checkout('A')).notOffered).toMatchObject({ payments: 200, byLive: 200, byDraft: 0 });

    const deOnly = estimate(checkout('A'), checkout('A', { onlyIn: ['DE'] }));
    expect(deOnly.notOffered.payments).toBe(100);
    expect(deOnly.breakdowns.find((b) => b.dimension === 'method' && b.value === 'Paypal')!.payments).toBe(100);
  });
});
