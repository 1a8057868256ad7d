import { afterEach, describe, expect, it } from 'vitest';
import { formatChance, formatCount, formatDateTime, formatMoney, formatPercent, formatPValue, formatShare, formatTime, setFormattingLocale } from './format';

afterEach(() => setFormattingLocale(undefined));

describe('the one formatter', () => {
  it('reads ISO timestamps and the gateway’s UTC format alike, in one format', () => {
    const iso = formatDateTime('2026-03-01T10:00:00.000Z');
    expect(formatDateTime('2026-03-01 10:00:00')).toBe(iso);
    expect(iso).toMatch(/Mar 1, 2026, \d{1,2}:\d{2}/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('writes times as the user’s locale does: 12-hour in US English, 24-hour in British English, on every page alike', () => {
    const at = new Date(Date.UTC(2026, 10, 24, 16, 17, 5));
    setFormattingLocale('en-US');
    expect(formatTime(at)).toMatch(/^\d{1,2}:17:05\s?[AP]M$/);
    setFormattingLocale('en-GB');
    expect(formatTime(at)).toMatch(/^\d{2}:17:05$/);
    expect(formatDateTime(at)).toMatch(/^24 Nov 2026, \d{2}:17$/);
  });

  it('writes money with the currency’s minor units, grouped, the code after it', () => {
    expect(formatMoney(1493.28, 'EUR')).toBe('1,493.28 EUR');
    expect(formatMoney('1250', 'EUR')).toBe('1,250.00 EUR');
    expect(formatMoney(1250, 'JPY')).toBe('1,250 JPY');
    expect(formatMoney(1493.28, 'EUR', { whole: true })).toBe('1,493 EUR');
    expect(formatMoney('n/a', 'EUR')).toBe('n/a EUR');
    setFormattingLocale('de-DE');
    expect(formatMoney(1493.28, 'EUR')).toBe('1.493,28 EUR');
  });

  it('writes counts, percentages, chances and p-values short and grouped', () => {
    expect(formatCount(5094)).toBe('5,094');
    expect(formatPercent(49.94)).toBe('49.9 %');
    expect(formatShare(0.5)).toBe('50 %');
    expect(formatShare(null)).toBe('—');
    expect(formatChance(1)).toBe('100 %');
    expect(formatChance(0.004)).toBe('0.4 %');
    expect(formatChance(0.125)).toBe('12.5 %');
    expect(formatPValue(1.2e-9)).toBe('< 0.0001');
    expect(formatPValue(0.0123)).toBe('0.012');
    expect(formatPValue(0.9999)).toBe('1');
    setFormattingLocale('de-DE');
    expect(formatCount(5094)).toBe('5.094');
    expect(formatPValue(0.0123)).toBe('0,012');
  });
});
