import { describe, expect, it } from 'vitest';
import { versionLiveAt } from './version-at';

const v = (id: number, savedAt: string, savedBy: string | null) => ({ id, savedAt, savedBy });
const history = [v(1, '2026-11-01T00:00:00Z', null), v(2, '2026-11-05T00:00:00Z', 'editor'), v(3, '2026-11-10T00:00:00Z', null), v(4, '2026-11-12T00:00:00Z', 'admin')];

describe('versionLiveAt', () => {
  it('names the version a studio save made live until the next one', () => {
    expect(versionLiveAt(history, '2026-11-03T12:00:00Z')).toEqual({ kind: 'known', id: 1 });
    expect(versionLiveAt(history, '2026-11-04T23:59:59Z')).toEqual({ kind: 'known', id: 1 });
    expect(versionLiveAt(history, '2026-11-11T00:00:00Z')).toEqual({ kind: 'known', id: 3 });
    expect(versionLiveAt(history, '2026-11-20T00:00:00Z')).toEqual({ kind: 'known', id: 4 });
  });

  it('says it does not know when the payment falls before a change found at the gateway, or before the history', () => {
    // Version 2 was saved on the 5th, but by the 10th the gateway held another document, changed at an unknown moment.
    expect(versionLiveAt(history, '2026-11-05T00:00:00Z').kind).toBe('unknown');
    const between = versionLiveAt(history, '2026-11-07T00:00:00Z');
    expect(between.kind).toBe('unknown');
    expect(between.kind === 'unknown' && between.why).toContain('changed outside the studio');
    expect(versionLiveAt(history, '2026-10-01T00:00:00Z')).toMatchObject({ kind: 'unknown', why: expect.stringContaining('first saw') });
  });

  it('does not decide a payment in the second a version was saved (BI dates are whole seconds)', () => {
    const saved = [v(1, '2026-11-01T00:00:00Z', 'editor'), v(2, '2026-11-02T10:00:00.400Z', 'editor')];
    expect(versionLiveAt(saved, '2026-11-02T10:00:00Z')).toMatchObject({ kind: 'unknown', why: expect.stringContaining('within the second') });
    expect(versionLiveAt(saved, '2026-11-02T10:00:01Z')).toEqual({ kind: 'known', id: 2 });
    expect(versionLiveAt(saved, '2026-11-02T09:59:59Z')).toEqual({ kind: 'known', id: 1 });
  });
});
