import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { boundFor, checkSpread, idRange, paymentsFor, shareBelow } from './outcome-sample';

describe('sampling a window by payment id', () => {
  it('a bound of four hex digits holding at least the share asked; none for the whole space', () => {
    expect(boundFor(0.25)).toBe('4000');
    expect(shareBelow('4000')).toBe(0.25);
    // Rounded up: never less than asked.
    expect(shareBelow(boundFor(0.1))).toBeGreaterThanOrEqual(0.1);
    expect(shareBelow(boundFor(0.1))).toBeLessThan(0.1 + 1 / 65536);
    expect(boundFor(0.00001)).toBe('0001');
    expect(boundFor(1)).toBeNull();
    expect(boundFor(1.7)).toBeNull();
    expect(shareBelow(null)).toBe(1);
  });

  it('the BI clause: a range on broker_id, open where no end is given', () => {
    expect(idRange(null, '0a3d')).toEqual({ range: { broker_id: { lt: '0a3d' } } });
    expect(idRange('0a3d', '1000')).toEqual({ range: { broker_id: { gte: '0a3d', lt: '1000' } } });
    expect(idRange('0a3d', null)).toEqual({ range: { broker_id: { gte: '0a3d' } } });
    expect(idRange(null, null)).toBeNull();
  });

  it('refuses a sample whose size random ids would not give (a lopsided id space), naming the counts', () => {
    // 100,000 payments, a quarter of the id space: 25,000 ± 137.
    expect(() => checkSpread(25_300, 100_000, 0.25, '4000')).not.toThrow();
    let refused: unknown;
    try {
      checkSpread(31_000, 100_000, 0.25, '4000');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(422);
    expect((refused as HttpError).message).toContain("31,000 of the window's 100,000 payments have an id below '4000', where random ids would put about 25,000");
  });

  it('the payments to read for a sampling half-width, from a first sample’s (h² ∝ (1 − n/N)/n)', () => {
    // Within the target already: no more.
    expect(paymentsFor(0.001, { n: 40_000, halfWidth: 0.0008 }, 1_000_000)).toBe(40_000);
    // Twice the target on a small share of a large window: about four times the payments, and a tenth more.
    const n = paymentsFor(0.001, { n: 10_000, halfWidth: 0.002 }, 10_000_000);
    expect(n / 44_000).toBeCloseTo(1, 2);
    // Where the window is small, the finite-population correction asks for fewer; never more than the window.
    const small = paymentsFor(0.001, { n: 10_000, halfWidth: 0.002 }, 50_000);
    expect(small).toBeLessThan(40_000);
    expect(small).toBeLessThanOrEqual(50_000);
    // And the half-width at that size (less the tenth more) is the target: the same formula run forward.
    const forward = (size: number, N: number) => 0.002 * Math.sqrt(((1 - size / N) / size) / ((1 - 10_000 / N) / 10_000));
    expect(forward(small / 1.1, 50_000)).toBeCloseTo(0.001, 4);
  });
});
