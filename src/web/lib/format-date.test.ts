import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('dates for people', () => {
  it('reads ISO timestamps and the gateway’s UTC format alike, in one format', () => {
    const iso = formatDateTime('2026-03-01T10:00:00.000Z');
    expect(formatDateTime('2026-03-01 10:00:00')).toBe(iso);
    expect(iso).toMatch(/^\d{1,2} Mar 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
