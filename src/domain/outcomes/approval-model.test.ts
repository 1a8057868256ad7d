import { describe, expect, it } from 'vitest';
import { approvalMean } from './cell-lookup';
import { learnEvidence } from './evidence';
import { FEATURES } from './feature-design';
import { segmentOf } from './segment';
import { attemptRecord, firstAttempts } from './outcome-test-kit';

const BRAND = FEATURES.indexOf('brand');
const amexSegment = segmentOf(attemptRecord({ connector: 'Z', answer: 'approve', payment: 'z', brand: 'amex' }));

/** Visa at 90 % everywhere (1,000 attempts per connector); amex at the given rates at X, Y and W (300 each); Z saw 2 amex, both approved. */
const world = (amex: readonly [number, number, number]) =>
  learnEvidence([
    ...(['X', 'Y', 'W', 'Z'] as const).flatMap((c) => firstAttempts(c, 1000, 900)),
    ...(['X', 'Y', 'W'] as const).flatMap((c, i) => firstAttempts(c, 300, Math.round(300 * amex[i]!), { brand: 'amex' }, `${c}-amex`)),
    ...firstAttempts('Z', 2, 2, { brand: 'amex' }, 'Z-amex'),
  ]);

describe('approval model: additive per connector, borrowing each effect from the other connectors', () => {
  it('a connector that has barely seen a brand takes the brand effect the others agree on', () => {
    const e = world([0.6, 0.6, 0.6]);
    // Two approvals of two say little: Z's amex sits near 90 % moved by the others' amex effect (60 %), not at 100 %.
    expect(approvalMean(e, 'Z', amexSegment)).toBeLessThan(0.7);
    expect(approvalMean(e, 'X', amexSegment)).toBeCloseTo(0.6, 1);
    // Acquirers agree on amex: no spread measured beyond noise.
    expect(e.approval.spread[BRAND]).toBeLessThan(0.05);
  });

  it('where acquirers disagree on a brand, the spread between them is measured and a sparse connector borrows less', () => {
    const e = world([0.3, 0.6, 0.9]);
    // Logit effects of about −3.0, −1.8 and 0 around visa's 90 %: their spread is about 1.5² ≈ 2.
    expect(e.approval.spread[BRAND]).toBeGreaterThan(1);
    const fit = e.approval.fits.get('Z')!;
    const amex = e.approval.design.column.get('brand=amex')!;
    // Z's amex effect: its prior sd is the measured spread (≈ 1.4), so two approvals move it well above the others' mean.
    expect(Math.sqrt(fit.variance[amex]!)).toBeGreaterThan(1);
  });
});
