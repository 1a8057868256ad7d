import { describe, expect, it } from 'vitest';
import { customWindow, presetWindow } from './insights-window';

describe('insights windows', () => {
  it('ends a preset at the next whole minute, so re-rendering within a minute asks the same question', () => {
    const a = presetWindow('30d', new Date('2026-11-24T10:15:20Z'));
    const b = presetWindow('30d', new Date('2026-11-24T10:15:50Z'));
    expect(a).toEqual(b);
    expect(a).toEqual({ from: '2026-10-25T10:16:00.000Z', to: '2026-11-24T10:16:00.000Z' });
  });

  it('takes custom days whole, the last one included, and refuses a missing day', () => {
    const w = customWindow('2026-11-01', '2026-11-03')!;
    expect(Date.parse(w.to) - Date.parse(w.from)).toBe(3 * 86_400_000);
    expect(customWindow('', '2026-11-03')).toBeNull();
  });
});
