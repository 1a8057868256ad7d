import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDecimal, compareDecimal, formatDecimal, multiplyDecimal, roundDecimal, subtractDecimal, toDecimal } from './decimal';

const d = (v: string | number) => toDecimal(v)!;

describe('decimal', () => {
  it('parses strings and numbers, exponent notation included', () => {
    expect(toDecimal('1200.00')).toEqual({ units: 120000n, scale: 2 });
    expect(toDecimal(0.92)).toEqual({ units: 92n, scale: 2 });
    expect(toDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(toDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(toDecimal('abc')).toBeUndefined();
    expect(toDecimal(Number.NaN)).toBeUndefined();
  });
  it('compares exactly where floats would not', () => {
    expect(compareDecimal(d('1000.10'), d(1000.1))).toBe(0);
    expect(compareDecimal(multiplyDecimal(d('0.1'), d(3)), d('0.3'))).toBe(0);
    expect(0.1 * 3 === 0.3).toBe(false);
    expect(compareDecimal(d('-1'), d('0'))).toBe(-1);
    expect(compareDecimal(d('2.5'), d('2.49999'))).toBe(1);
  });
});

describe('roundDecimal and formatDecimal', () => {
  it('rounds half away from zero and widens without changing the value', () => {
    expect(formatDecimal(roundDecimal(d('0.125'), 2))).toBe('0.13');
    expect(formatDecimal(roundDecimal(d('0.124999'), 2))).toBe('0.12');
    expect(formatDecimal(roundDecimal(d('-0.125'), 2))).toBe('-0.13');
    expect(formatDecimal(roundDecimal(d('12.5'), 0))).toBe('13');
    expect(formatDecimal(roundDecimal(d('7'), 2))).toBe('7.00');
    expect(formatDecimal(roundDecimal(d('0.005'), 3))).toBe('0.005');
  });
  it('formats small and scale-0 values', () => {
    expect(formatDecimal({ units: 5n, scale: 3 })).toBe('0.005');
    expect(formatDecimal({ units: 0n, scale: 2 })).toBe('0.00');
    expect(formatDecimal({ units: 1234n, scale: 0 })).toBe('1234');
  });
  it('never moves a value by more than half a unit of the last kept decimal (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (units, scale, keep) => {
        const value = { units, scale };
        const rounded = roundDecimal(value, keep);
        const common = Math.max(scale, keep) + 1;
        const diff = rounded.units * 10n ** BigInt(common - keep) - units * 10n ** BigInt(common - scale);
        const half = 10n ** BigInt(common - keep) / 2n;
        expect(diff <= half && diff >= -half).toBe(true);
        expect(toDecimal(formatDecimal(rounded))).toEqual(rounded);
      }),
    );
  });
});

describe('addDecimal and subtractDecimal', () => {
  it('add and subtract exactly across scales', () => {
    expect(formatDecimal(addDecimal(d('0.1'), d('0.2')))).toBe('0.3');
    expect(formatDecimal(subtractDecimal(d('25.000000'), d('10.5')))).toBe('14.500000');
    expect(formatDecimal(subtractDecimal(d('1'), d('2.25')))).toBe('-1.25');
  });
  it('subtracting what was added gives the value back', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.nat(6), fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.nat(6), (au, as, bu, bs) => {
      const a = { units: au, scale: as };
      const b = { units: bu, scale: bs };
      expect(compareDecimal(subtractDecimal(addDecimal(a, b), b), a)).toBe(0);
    }));
  });
});
