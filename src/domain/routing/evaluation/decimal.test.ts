import { describe, expect, it } from 'vitest';
import { compareDecimal, multiplyDecimal, toDecimal } from './decimal';
import { seededRandom } from './seeded-random';

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

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.05);
  });
});
