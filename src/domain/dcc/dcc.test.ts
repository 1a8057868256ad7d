import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SETTINGS } from '../routing/evaluation/reference-rates';
import { multiplyDecimal, toDecimal } from '../money/decimal';
import { dccSelectionProblem, minorUnitsOf, quoteDcc } from './dcc';

const rates = REFERENCE_SETTINGS.rates;

describe('quoteDcc', () => {
  it('quotes EUR 100.00 for a USD card at the reference rate plus the mark-up', () => {
    // 1 EUR = 1 / 0.92 USD = 1.0869565…; with 3.5 % mark-up 1.125 (7 significant digits: 1.125000).
    expect(quoteDcc({ amount: '100.00', from: 'EUR', to: 'USD', rates, markUpPercent: 3.5 })).toEqual({
      originalAmount: '100.00', originalCurrency: 'EUR', convertedAmount: '112.50', convertedCurrency: 'USD', conversionRate: 1.125, markUp: 3.5,
    });
  });

  it('rounds to the card currency’s minor units: none for JPY, three for KWD', () => {
    expect(quoteDcc({ amount: '10.00', from: 'EUR', to: 'JPY', rates, markUpPercent: 0 })?.convertedAmount).toMatch(/^\d+$/);
    expect(quoteDcc({ amount: '10.00', from: 'EUR', to: 'KWD', rates: { EUR: 1, KWD: 2.98 }, markUpPercent: 0 })?.convertedAmount).toBe('3.356');
  });

  it('offers nothing for the same currency or a currency without a rate', () => {
    expect(quoteDcc({ amount: '10.00', from: 'EUR', to: 'EUR', rates, markUpPercent: 3 })).toBeUndefined();
    expect(quoteDcc({ amount: '10.00', from: 'EUR', to: 'XYZ', rates, markUpPercent: 3 })).toBeUndefined();
    expect(quoteDcc({ amount: '10.00', from: 'EUR', to: 'USD', rates: { EUR: 1, USD: 0 }, markUpPercent: 3 })).toBeUndefined();
  });

  it('charges the quoted rate times the amount, to within half a minor unit (property)', () => {
    const currencies = Object.keys(rates);
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (from, to, cents, markUpPercent) => {
          fc.pre(from !== to);
          const amount = (cents / 100).toFixed(2);
          const quote = quoteDcc({ amount, from, to, rates, markUpPercent })!;
          const units = minorUnitsOf(to);
          expect(quote.convertedAmount).toMatch(units === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${units}}$`));
          const exact = multiplyDecimal(toDecimal(amount)!, toDecimal(quote.conversionRate)!);
          const charged = toDecimal(quote.convertedAmount)!;
          const scale = Math.max(exact.scale, charged.scale);
          const diff = exact.units * 10n ** BigInt(scale - exact.scale) - charged.units * 10n ** BigInt(scale - charged.scale);
          const half = 10n ** BigInt(scale - units) / 2n;
          expect(diff <= half && diff >= -half).toBe(true);
        },
      ),
    );
  });
});

describe('dccSelectionProblem', () => {
  const quote = { originalCurrency: 'EUR', convertedCurrency: 'USD' };
  it('accepts the original and the converted currency', () => {
    expect(dccSelectionProblem(quote, 'EUR')).toBeUndefined();
    expect(dccSelectionProblem(quote, 'USD')).toBeUndefined();
  });
  it('names what is wrong with any other choice', () => {
    expect(dccSelectionProblem(quote, 'GBP')).toBe("'GBP' is neither the original currency EUR nor the converted currency USD");
    expect(dccSelectionProblem(quote, 'usd')).toMatch(/not a currency code/);
  });
});
