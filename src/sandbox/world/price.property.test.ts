import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { PriceList, type Rate } from './acquirer-model';
import { authorisationFees, saleFees, totalOf, type PricedSale } from './price';

const rate: fc.Arbitrary<Rate> = fc.record({ percent: fc.double({ min: 0, max: 5, noNaN: true }), fixed: fc.double({ min: 0, max: 2, noNaN: true }) });
const percent = fc.double({ min: 0, max: 3, noNaN: true });
const priceLists: fc.Arbitrary<PriceList> = fc
  .record({
    kind: fc.constantFrom('interchange++' as const, 'blended' as const),
    interchange: fc.record({ domestic: fc.record({ CREDIT: percent, DEBIT: percent }), foreign: fc.record({ CREDIT: percent, DEBIT: percent }) }),
    scheme: rate,
    markup: rate,
    blended: rate,
    brandRates: fc.dictionary(fc.constantFrom('amex', 'diners', 'jcb'), rate),
    authorisation: fc.double({ min: 0, max: 0.5, noNaN: true }),
    conversionPercent: percent,
  })
  .map((p) => PriceList.parse({ acquirer: 'X', ...p }));
const sales: fc.Arbitrary<PricedSale> = fc.record({
  amount: fc.double({ min: 0.01, max: 50_000, noNaN: true }),
  currency: fc.constantFrom('EUR', 'USD', 'GBP'),
  rate: fc.double({ min: 0.01, max: 10, noNaN: true }),
  brand: fc.constantFrom('visa', 'mastercard', 'amex', 'maestro'),
  cardType: fc.constantFrom('CREDIT', 'DEBIT', undefined),
  domestic: fc.boolean(),
  settlementCurrency: fc.constantFrom('EUR', 'USD', null),
});

const zeroFixed = (r: Rate | undefined) => r && { ...r, fixed: 0 };
const withoutFixed = (p: PriceList): PriceList => ({
  ...p, scheme: zeroFixed(p.scheme), markup: zeroFixed(p.markup), blended: zeroFixed(p.blended),
  brandRates: Object.fromEntries(Object.entries(p.brandRates).map(([b, r]) => [b, zeroFixed(r)!])),
});

describe('the price model', () => {
  it('charges no negative fee, one of the spec’s provider entity types, more for a larger sale, and percentages linear in the amount', () => {
    fc.assert(
      fc.property(priceLists, sales, fc.double({ min: 1, max: 10, noNaN: true }), (price, sale, factor) => {
        const entries = saleFees(price, sale);
        for (const e of entries) {
          expect(e.amount).toBeGreaterThanOrEqual(0);
          expect(['normal', 'markup', 'interchange', 'scheme', 'conversion']).toContain(e.entityType);
        }
        const bigger = saleFees(price, { ...sale, amount: sale.amount * factor });
        expect(totalOf(bigger)).toBeGreaterThanOrEqual(totalOf(entries) - 1e-9);
        // The percentage part scales with the amount; the fixed part (in the base currency) does not.
        const noFixed = saleFees(withoutFixed(price), sale);
        const noFixedBigger = saleFees(withoutFixed(price), { ...sale, amount: sale.amount * factor });
        expect(totalOf(noFixedBigger)).toBeCloseTo(totalOf(noFixed) * factor, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('prices a brand with its own rate alone, blended as one entry, interchange++ as its three parts, and converts only another currency', () => {
    fc.assert(
      fc.property(priceLists, sales, (price, sale) => {
        const types = saleFees(price, sale).map((e) => e.entityType);
        const converted = price.conversionPercent > 0 && sale.settlementCurrency !== null && sale.currency !== sale.settlementCurrency;
        expect(types.includes('conversion')).toBe(converted);
        const own = types.filter((t) => t !== 'conversion');
        if (sale.brand && price.brandRates[sale.brand]) expect(own).toEqual(['normal']);
        else if (price.kind === 'blended') expect(own).toEqual(['normal']);
        else expect(own).toEqual(['interchange', 'scheme', 'markup']);
        // Interchange reads the card's type (unknown: credit) and whether it is domestic.
        if (price.kind === 'interchange++' && !price.brandRates[sale.brand!]) {
          const table = sale.domestic ? price.interchange!.domestic : price.interchange!.foreign;
          const expected = (sale.amount * table[sale.cardType === 'DEBIT' ? 'DEBIT' : 'CREDIT']!) / 100;
          expect(saleFees(price, sale).find((e) => e.entityType === 'interchange')!.amount).toBeCloseTo(expected, 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('declares fixed parts in the base currency: a fee in another currency is the base amount divided by its rate', () => {
    fc.assert(
      fc.property(priceLists, fc.double({ min: 0.01, max: 10, noNaN: true }), (price, r) => {
        expect(totalOf(authorisationFees(price, r)) * r).toBeCloseTo(price.authorisation, 9);
      }),
    );
  });

  it('seeds a price list for every acquirer model, and the seeded lists parse', () => {
    expect(SEEDED_WORLD.prices.map((p) => p.acquirer).sort()).toEqual(SEEDED_WORLD.acquirers.map((a) => a.acquirer).sort());
    for (const p of SEEDED_WORLD.prices) expect(PriceList.parse(p)).toEqual(p);
  });
});
