import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedNumber } from './grouped-number';

const intl = (value: number, digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);

describe('groupedNumber', () => {
  it('writes what Intl.NumberFormat en-US writes, for any number and 0–6 fraction digits', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 6 }), (value, digits) => {
        expect(groupedNumber(value, digits)).toBe(intl(value, digits));
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with Intl on the numbers a routing document holds: amounts, shares, ties and carries', () => {
    const decimals = fc.tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 8 })).map(([units, scale]) => units / 10 ** scale);
    fc.assert(
      fc.property(decimals, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        expect(groupedNumber(value, digits)).toBe(intl(value, digits));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    [1234.5678, 2, '1,234.57'],
    [1.005, 2, '1.01'],
    [0.5, 0, '1'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [999.995, 2, '1,000'],
    [99.95, 1, '100'],
    [-0.0001, 2, '-0'],
    [-0, 2, '-0'],
    [1e21, 0, '1,000,000,000,000,000,000,000'],
    [1.5e-7, 6, '0'],
    [5e-7, 6, '0.000001'],
    [Number.MAX_VALUE, 2, intl(Number.MAX_VALUE, 2)],
    [Number.POSITIVE_INFINITY, 2, '∞'],
    [Number.NEGATIVE_INFINITY, 2, '-∞'],
    [Number.NaN, 2, 'NaN'],
  ])('%s with %i digits → %s', (value, digits, text) => {
    expect(groupedNumber(value, digits)).toBe(text);
    expect(groupedNumber(value, digits)).toBe(intl(value, digits));
  });
});
