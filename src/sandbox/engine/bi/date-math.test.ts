import { describe, expect, it } from 'vitest';
import { addUnits, parseDate } from './date-math';
import { UTC, parseZone } from './time-zone';

/**
 * Date math as java.time does it: adding months or years clamps the day of month to the target
 * month's length (`ZonedDateTime.plusMonths`), rounding happens after the arithmetic.
 */
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const iso = (ms: number) => new Date(ms).toISOString();
const ctx = { now: at('2026-03-31 10:20:30'), zone: UTC, formats: ['yyyy-MM-dd HH:mm:ss'] };

describe('date math', () => {
  it('clamps the day when adding or subtracting months', () => {
    expect(iso(addUnits(at('2026-01-31 08:00:00'), 1, 'M'))).toBe('2026-02-28T08:00:00.000Z');
    expect(iso(addUnits(at('2024-01-31 08:00:00'), 1, 'M'))).toBe('2024-02-29T08:00:00.000Z');
    expect(iso(addUnits(at('2026-03-31 00:00:00'), -1, 'M'))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(addUnits(at('2026-05-31 00:00:00'), -1, 'M'))).toBe('2026-04-30T00:00:00.000Z');
    expect(iso(addUnits(at('2026-01-31 00:00:00'), 13, 'M'))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(addUnits(at('2026-03-31 00:00:00'), -15, 'M'))).toBe('2024-12-31T00:00:00.000Z');
    expect(iso(addUnits(at('2026-01-15 00:00:00'), 1, 'M'))).toBe('2026-02-15T00:00:00.000Z');
  });

  it('clamps Feb 29 when adding or subtracting years', () => {
    expect(iso(addUnits(at('2024-02-29 12:00:00'), 1, 'y'))).toBe('2025-02-28T12:00:00.000Z');
    expect(iso(addUnits(at('2024-02-29 12:00:00'), -4, 'y'))).toBe('2020-02-29T12:00:00.000Z');
    expect(iso(addUnits(at('2024-02-29 12:00:00'), -1, 'y'))).toBe('2023-02-28T12:00:00.000Z');
  });

  it('applies the clamp in anchored and now-relative math, rounding afterwards', () => {
    expect(iso(parseDate('2026-03-31 00:00:00||-1M', false, ctx))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(parseDate('2026-01-31 12:00:00||+1M', false, ctx))).toBe('2026-02-28T12:00:00.000Z');
    expect(iso(parseDate('now-1M', false, ctx))).toBe('2026-02-28T10:20:30.000Z');
    // clamped to Feb 28, then rounded: down to the day's start, up to its last millisecond
    expect(iso(parseDate('now-1M/d', false, ctx))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(parseDate('now-1M/d', true, ctx))).toBe('2026-02-28T23:59:59.999Z');
    // rounding to the month after the clamp stays in February
    expect(iso(parseDate('2026-03-31 00:00:00||-1M/M', true, ctx))).toBe('2026-02-28T23:59:59.999Z');
    expect(iso(parseDate('2024-02-29 00:00:00||+1y/M', false, ctx))).toBe('2025-02-01T00:00:00.000Z');
  });

  it('clamps on the local clock of a time zone', () => {
    // now = 2026-03-31 00:30 in Vienna (UTC+2): −1M on the local clock is Feb 28 00:30 (UTC+1)
    const vienna = { ...ctx, now: at('2026-03-30 22:30:00'), zone: parseZone('Europe/Vienna') };
    expect(iso(parseDate('now-1M', false, vienna))).toBe('2026-02-27T23:30:00.000Z');
  });
});
