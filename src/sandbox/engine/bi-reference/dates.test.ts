import { describe, expect, it } from 'vitest';
import { formatDate, parseDate, parseDateMath } from './dates';
import { parseZone } from './zones';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-03-31T10:20:30.456Z');
const F = 'yyyy-MM-dd HH:mm:ss';
const math = (expr: string | number, roundUp = false, pattern = F, zone?: string) => new Date(parseDateMath(expr, { now: NOW, pattern, roundUp, ...(zone ? { zone: parseZone(zone) } : {}) })).toISOString();

describe('reference dates', () => {
  it('parses and prints the mapping format, strictly', () => {
    expect(parseDate('2026-02-28 23:59:59', F, false)).toBe(at('2026-02-28T23:59:59Z'));
    expect(formatDate(at('2026-02-28T23:59:59Z'), F)).toBe('2026-02-28 23:59:59');
    expect(() => parseDate('2026-02-30 00:00:00', F, false)).toThrow(/failed to parse date field \[2026-02-30 00:00:00\]/);
    expect(() => parseDate('2026-02-28', F, false)).toThrow(/with format/);
    expect(parseDate('1772323200000', 'epoch_millis', false)).toBe(at('2026-03-01T00:00:00Z'));
  });

  it('fills missing components: zero rounding down, 23:59:59.999 rounding up', () => {
    expect(new Date(parseDate('2026-01-31', 'yyyy-MM-dd', false)).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(new Date(parseDate('2026-01-31', 'yyyy-MM-dd', true)).toISOString()).toBe('2026-01-31T23:59:59.999Z');
    // the spec format has no milliseconds: rounding up adds .999
    expect(new Date(parseDate('2026-01-31 10:00:00', F, true)).toISOString()).toBe('2026-01-31T10:00:00.999Z');
  });

  it('does date math with calendar months clamped to the month end', () => {
    expect(math('now-1M')).toBe('2026-02-28T10:20:30.456Z');
    expect(math('now+1y-2d')).toBe('2027-03-29T10:20:30.456Z');
    expect(math('now-24h')).toBe('2026-03-30T10:20:30.456Z');
    expect(math('2026-01-31 12:00:00||+1M')).toBe('2026-02-28T12:00:00.000Z');
  });

  it('rounds down to the first and up to the last millisecond of the unit', () => {
    expect(math('now/d')).toBe('2026-03-31T00:00:00.000Z');
    expect(math('now/d', true)).toBe('2026-03-31T23:59:59.999Z');
    expect(math('now/w')).toBe('2026-03-30T00:00:00.000Z'); // Monday
    expect(math('now/M', true)).toBe('2026-03-31T23:59:59.999Z');
    expect(math('2026-02-01 00:00:00||+1M/M')).toBe('2026-03-01T00:00:00.000Z');
    expect(math('2026-02-01 00:00:00||/M', true)).toBe('2026-02-28T23:59:59.999Z');
    expect(math('now-1h/h')).toBe('2026-03-31T09:00:00.000Z');
  });

  it('rounds in a time zone, across a DST change', () => {
    // Europe/Vienna moves from +01:00 to +02:00 on 2026-03-29 at 02:00 local
    expect(math('now/d', false, F, 'Europe/Vienna')).toBe('2026-03-30T22:00:00.000Z');
    expect(math('2026-03-29 12:00:00||/d', false, F, 'Europe/Vienna')).toBe('2026-03-28T23:00:00.000Z');
    expect(math('2026-03-29 12:00:00||/d', true, F, 'Europe/Vienna')).toBe('2026-03-29T21:59:59.999Z');
    expect(math('now/d', false, F, '-05:30')).toBe('2026-03-31T05:30:00.000Z');
    expect(formatDate(at('2026-03-28T23:00:00Z'), F, parseZone('Europe/Vienna'))).toBe('2026-03-29 00:00:00');
  });

  it('refuses malformed date math', () => {
    expect(() => math('now-1x')).toThrow(/unit or amount/);
    expect(() => math('now/q')).toThrow(/rounding unit/);
    expect(() => math('yesterday')).toThrow(/failed to parse date field \[yesterday\]/);
  });
});
