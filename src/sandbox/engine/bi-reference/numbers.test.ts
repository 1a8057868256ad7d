import { describe, expect, it } from 'vitest';
import { ipTermRange, parseIp } from './ip';
import { docValue, indexScale, javaDouble, nextDown, nextUp, queryScale } from './numbers';
import { minShouldMatch } from './text-queries';
import { percentile } from './agg-metrics';

describe('reference numbers', () => {
  it('scales like OpenSearch 3.3: index and query side alike, by double multiplication', () => {
    expect(indexScale(0.0005, 1000)).toBe(1);
    expect(indexScale(1.001, 1000)).toBe(1001); // 1000.9999999999999 rounds to 1001
    expect(indexScale(0.00015, 10000)).toBe(1); // 1.4999999999999998
    // 2.17 scaled query values exactly (BigDecimal: 1.5, so a term asked for 2); 3.3 and the sandbox do not
    expect(queryScale(0.00015, 10000)).toBe(1.4999999999999998);
    expect(Math.round(queryScale(0.00015, 10000))).toBe(indexScale(0.00015, 10000));
    expect(queryScale('1.0015', 1000)).toBe(1001.5);
    expect(docValue(1001, 1000)).toBe(1001 * 0.001);
  });

  it('steps to the neighbouring doubles', () => {
    expect(nextUp(1) - 1).toBe(Number.EPSILON);
    expect(nextDown(1)).toBeLessThan(1);
    expect(nextUp(0)).toBe(Number.MIN_VALUE);
    expect(Math.ceil(nextUp(1000))).toBe(1001);
  });

  it("prints doubles as Java's Double.toString", () => {
    expect(['50', '0.5', '99.999', '12345678', '0.0001'].map((s) => javaDouble(Number(s)))).toEqual(['50.0', '0.5', '99.999', '1.2345678E7', '1.0E-4']);
  });

  it('computes minimum_should_match with float truncation', () => {
    expect(minShouldMatch(3, '66%')).toBe(1);
    expect(minShouldMatch(3, '67%')).toBe(2);
    expect(minShouldMatch(3, '-34%')).toBe(2);
    expect(minShouldMatch(4, -1)).toBe(3);
    expect(minShouldMatch(2, 5)).toBe(5);
    expect(minShouldMatch(2, -5)).toBe(0);
  });

  it('interpolates percentiles between closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10], 99)).toBe(10);
    expect(percentile([], 50)).toBeNull();
    expect(percentile([0, 10], 25)).toBe(2.5);
  });

  it('reads IPs and CIDRs on one 128-bit line', () => {
    expect(parseIp('10.0.0.1')).toBe(0xffff0a000001n);
    expect(parseIp('::ffff:10.0.0.1')).toBe(0xffff0a000001n);
    expect(parseIp('2001:db8::1')).toBe(0x20010db8000000000000000000000001n);
    expect(parseIp('10.0.0.256')).toBeUndefined();
    const [lo, hi] = ipTermRange('10.0.0.0/8');
    expect([lo <= parseIp('10.255.1.1')!, parseIp('10.255.1.1')! <= hi, parseIp('11.0.0.0')! <= hi]).toEqual([true, true, false]);
    expect(() => ipTermRange('nope')).toThrow(/not an IP/);
  });
});
