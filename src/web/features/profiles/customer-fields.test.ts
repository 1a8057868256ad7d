import { describe, expect, it } from 'vitest';
import { describeChangedFields } from './customer-fields';

describe('changed fields in words', () => {
  it('names customer fields by their labels and the preferred instrument in words, not as wire names', () => {
    expect(describeChangedFields(['billingCity', 'preferredInstrument', 'ipAddress'])).toBe('billing city, preferred instrument, IP address');
  });
});
