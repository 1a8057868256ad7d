import { describe, expect, it } from 'vitest';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { approvalLogit, attemptOdds, doubtfulChance, logistic } from './attempt-odds';
import type { PaymentFeatures } from './payment-features';
import { HAND_WORLD, PLAIN_FEATURES } from './test-world';

const [A] = HAND_WORLD.acquirers as [typeof HAND_WORLD.acquirers[number]];

describe('one attempt’s odds', () => {
  it('are the hand-computed ones for a good and a doubtful payment, and add up to 1', () => {
    expect(doubtfulChance(HAND_WORLD.issuer, PLAIN_FEATURES)).toBeCloseTo(0.2, 12);
    // Good: approve 0.9 of the 90 % not timed out; a quarter of the declines hard.
    const good = attemptOdds(A, HAND_WORLD.issuer, PLAIN_FEATURES, false);
    expect(good.approve).toBeCloseTo(0.81, 12);
    expect(good.hard).toBeCloseTo(0.9 * 0.1 * 0.25, 12);
    expect(good.soft).toBeCloseTo(0.9 * 0.1 * 0.75, 12);
    expect(good.timeout).toBeCloseTo(0.1, 12);
    // Doubtful: logit ln 9 − 2, so p = 9e⁻² / (1 + 9e⁻²) = 0.549147…; half the declines hard.
    const p = (9 * Math.exp(-2)) / (1 + 9 * Math.exp(-2));
    const doubtful = attemptOdds(A, HAND_WORLD.issuer, PLAIN_FEATURES, true);
    expect(p).toBeCloseTo(0.549147, 6);
    expect(doubtful.approve).toBeCloseTo(0.9 * p, 12);
    expect(doubtful.hard).toBeCloseTo(0.9 * (1 - p) * 0.5, 12);
    for (const o of [good, doubtful]) expect(o.approve + o.soft + o.hard + o.timeout).toBeCloseTo(1, 12);
  });

  it('add every stated term of the logit: brand, card type, region, currency, amount band, 3-D Secure, initiator, risk', () => {
    const alpha = SEEDED_WORLD.acquirers.find((a) => a.acquirer === 'AlphaAcquiring')!;
    const t = alpha.approval;
    const f: PaymentFeatures = { method: 'Creditcard', brand: 'amex', cardType: 'DEBIT', country: 'JP', currency: 'GBP', baseAmount: 1500, threeDSecure: true, initiator: 'moto', riskScore: 50 };
    const byHand = t.intercept + t.brand.amex! + t.cardType.DEBIT! + t.crossBorder + t.foreignCurrency + t.amountBand.jumbo! + t.threeDSecure + t.initiator.moto! + t.riskPer100 * 0.5;
    expect(approvalLogit(t, alpha.region, alpha.currencies, f)).toBeCloseTo(byHand, 12);
    // A domestic, native-currency, small, unauthenticated cardholder payment adds none of those terms but the band's.
    const plain: PaymentFeatures = { ...f, brand: 'visa', cardType: 'CREDIT', country: 'DE', currency: 'EUR', baseAmount: 20, threeDSecure: false, initiator: 'customer', riskScore: 0 };
    expect(approvalLogit(t, alpha.region, alpha.currencies, plain)).toBeCloseTo(t.intercept + t.amountBand.small!, 12);
  });

  it('under an incident: approval points off (never below 0), added timeouts among the answered, and nothing else', () => {
    const good = attemptOdds(A, HAND_WORLD.issuer, PLAIN_FEATURES, false, { approvalDropPp: 30, addedTimeoutRate: 0.5, addedLatencyMs: 0 });
    expect(good.timeout).toBeCloseTo(0.1 + 0.9 * 0.5, 12);
    expect(good.approve).toBeCloseTo(0.45 * 0.6, 12);
    const floor = attemptOdds(A, HAND_WORLD.issuer, PLAIN_FEATURES, true, { approvalDropPp: 100, addedTimeoutRate: 0, addedLatencyMs: 0 });
    expect(floor.approve).toBe(0);
    expect(floor.soft + floor.hard).toBeCloseTo(0.9, 12);
    expect(logistic(0)).toBe(0.5);
  });
});
