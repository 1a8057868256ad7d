import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptRecord, firstAttempts } from '../outcomes/outcome-test-kit';
import { comparisonRowFilter, compareConnectors, MIN_ATTEMPTS_FOR_COST } from './connector-comparison';
import { jeffreysInterval } from './jeffreys-interval';

describe('jeffreysInterval', () => {
  // Reference values: scipy.stats.beta.ppf(0.025 / 0.975, k + ½, n − k + ½).
  it.each([
    [90, 100, 0.829876070347813, 0.9474153247093311],
    [60, 100, 0.5022567371980317, 0.69204770151148],
    [1, 2, 0.06083027592009732, 0.9391697240799026],
  ])('%i of %i: the Beta(k + ½, n − k + ½) quantiles', (k, n, low, high) => {
    const i = jeffreysInterval(k, n);
    expect(i.low).toBeCloseTo(low, 8);
    expect(i.high).toBeCloseTo(high, 8);
  });

  it('takes 0 when nothing succeeded and 1 when everything did (the boundary rule)', () => {
    expect(jeffreysInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.21719626750921053, 8) });
    expect(jeffreysInterval(3, 3)).toEqual({ low: expect.closeTo(0.46441675695704965, 8), high: 1 });
    expect(jeffreysInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('always holds the observed rate, and narrows as attempts grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.round(share * n);
        const i = jeffreysInterval(k, n);
        expect(i.low).toBeLessThanOrEqual(k / n + 1e-12);
        expect(i.high).toBeGreaterThanOrEqual(k / n - 1e-12);
        const more = jeffreysInterval(k * 4, n * 4);
        expect(more.high - more.low).toBeLessThanOrEqual(i.high - i.low + 1e-12);
      }),
    );
  });
});

describe('compareConnectors', () => {
  it('counts first attempts per value and connector, with Jeffreys intervals, and says who is better beyond both intervals', () => {
    const records = [...firstAttempts('A', 100, 90, { brand: 'visa' }), ...firstAttempts('B', 100, 60, { brand: 'visa' }), ...firstAttempts('B', 10, 9, { brand: 'amex' })];
    const c = compareConnectors(records, 'brand');
    expect(c.attempts).toBe(210);
    expect(c.rows.map((r) => [r.value, r.attempts])).toEqual([
      ['visa', 200],
      ['amex', 10],
    ]);
    const [a, b] = c.rows[0]!.connectors;
    expect(a).toMatchObject({ connector: 'A', attempts: 100, approved: 90, approval: { estimate: 0.9, low: expect.closeTo(0.829876, 5), high: expect.closeTo(0.947415, 5) }, betterThan: ['B'] });
    expect(b).toMatchObject({ connector: 'B', approved: 60, betterThan: [] });
    // Ten attempts are too few for a cost interval.
    expect(c.rows[1]!.connectors[0]!.feesPerAttempt).toBeNull();
  });

  it('gives the fees per attempt a normal interval from their spread (mean ± 1.96 s/√n)', () => {
    // 40 attempts: 20 paying 1 and 20 paying 3: mean 2, s = √(40/39), half-width 1.96·s/√40.
    const records = Array.from({ length: 40 }, (_, i) => attemptRecord({ connector: 'A', answer: 'approve', payment: `p${i}`, fees: i % 2 ? 3 : 1 }));
    expect(records.length).toBeGreaterThanOrEqual(MIN_ATTEMPTS_FOR_COST);
    const fees = compareConnectors(records, 'currency').rows[0]!.connectors[0]!.feesPerAttempt!;
    const half = 1.959964 * Math.sqrt(40 / 39 / 40);
    expect(fees.estimate).toBeCloseTo(2, 10);
    expect(fees.low).toBeCloseTo(2 - half, 10);
    expect(fees.high).toBeCloseTo(2 + half, 10);
  });

  it('leaves out attempts no acquirer answered and follow-ups', () => {
    const records = [...firstAttempts('A', 5, 5), { ...attemptRecord({ connector: 'A', answer: 'approve', payment: 'x' }), status: 'redirect' }, { ...attemptRecord({ connector: 'A', answer: 'approve', payment: 'y' }), type: 'capture' }];
    const c = compareConnectors(records, 'brand');
    expect(c).toMatchObject({ attempts: 5, leftOut: 2 });
  });

  it('selects a row by its field, a missing value by its absence, an amount band by its range', () => {
    expect(comparisonRowFilter('brand', 'visa')).toEqual({ term: { 'creditcard.type': 'visa' } });
    expect(comparisonRowFilter('country', '-')).toEqual({ bool: { must_not: [{ exists: { field: 'creditcard.bin_country' } }] } });
    expect(comparisonRowFilter('band', 'medium')).toEqual({ range: { base_amount: { gte: 30, lt: 250 } } });
  });
});
