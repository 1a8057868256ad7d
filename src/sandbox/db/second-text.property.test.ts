import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secondText } from './second-text';

const plain = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('secondText', () => {
  it('writes any date as toISOString does, cut to the second, with a space', () => {
    // Sorted runs (the day's part is kept between calls), across the year 0 and 10000 edges and fractions of a second.
    const ms = fc.oneof(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.integer({ min: -62_167_219_300_000, max: -62_167_219_100_000 }), fc.integer({ min: 253_402_300_700_000, max: 253_402_300_900_000 }), fc.double({ min: -1e13, max: 1e13, noNaN: true }));
    fc.assert(fc.property(fc.array(ms, { maxLength: 40 }), (values) => {
      for (const v of [...values].sort((a, b) => a - b).concat(values)) expect(secondText(v)).toBe(plain(v));
    }), { numRuns: 500 });
  });

  it('refuses an invalid date as toISOString does', () => {
    expect(() => secondText(Number.NaN)).toThrow(RangeError);
  });
});
