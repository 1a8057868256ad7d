import { describe, expect, it } from 'vitest';
import { formatPaymentCount, formatPayments } from './outcome-format';

describe('formatPayments', () => {
  it('counts whole payments as they are and a split payment’s share as “about” the nearest whole', () => {
    expect(formatPayments(807)).toBe('807');
    expect(formatPayments(12_345)).toMatch(/^12.345$/);
    expect(formatPayments(506.5)).toMatch(/^about 50[67]$/);
    expect(formatPayments(7.25)).toBe('about 7');
  });

  it('says payment for one and payments otherwise (“1 payments” was read on the replay panel)', () => {
    expect(formatPaymentCount(1)).toBe('1 payment');
    expect(formatPaymentCount(73)).toBe('73 payments');
    expect(formatPaymentCount(77.5)).toMatch(/^about 7[78] payments$/);
  });
});
