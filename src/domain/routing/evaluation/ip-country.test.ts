import { describe, expect, it } from 'vitest';
import { DEMO_IP_RANGES, ipCountryLookup } from './ip-country';

describe('ipCountryLookup', () => {
  const lookup = ipCountryLookup([...DEMO_IP_RANGES, ['10.0.0.0/8', 'AT'], ['10.1.0.0/16', 'CH']]);
  it('finds the country of an address, the most specific range first', () => {
    expect(lookup('192.0.2.17')).toBe('DE');
    expect(lookup('203.0.113.255')).toBe('GB');
    expect(lookup('10.1.2.3')).toBe('CH');
    expect(lookup('10.200.0.1')).toBe('AT');
  });
  it('answers undefined for unknown or malformed addresses', () => {
    expect(lookup('8.8.8.8')).toBeUndefined();
    expect(lookup('300.1.1.1')).toBeUndefined();
    expect(lookup('2001:db8::1')).toBeUndefined();
  });
  it('refuses a malformed range', () => {
    expect(() => ipCountryLookup([['10.0.0/8', 'AT']])).toThrow(/CIDR/);
  });
});
