import { describe, expect, it } from 'vitest';
import { createRecentResults, latest, latestWhere, lookUp, recall, remember, sameMembers } from './recent-results';

describe('recent results', () => {
  it('derives once per key while the key is among the last few, most recently used first', () => {
    const recent = createRecentResults<number, string>(2);
    const derived: number[] = [];
    const get = (key: number) => recall(recent, key, (a, b) => a === b, () => (derived.push(key), `v${key}`));
    expect([get(1), get(2), get(1)]).toEqual(['v1', 'v2', 'v1']);
    expect(derived).toEqual([1, 2]);
    // 1 was used last, so 3 pushes 2 out, not 1.
    get(3);
    expect(get(1)).toBe('v1');
    expect(derived).toEqual([1, 2, 3]);
    get(2);
    expect(derived).toEqual([1, 2, 3, 2]);
    expect(recent.entries.map((e) => e.key)).toEqual([2, 1]);
    expect(latest(recent)).toBe('v2');
    // The most recent that passes, else the most recent.
    expect(latestWhere(recent, (v) => v === 'v1')).toBe('v1');
    expect(latestWhere(recent, () => false)).toBe('v2');
    expect(recent.entries.map((e) => e.key)).toEqual([2, 1]);
  });

  it('looks a result up without keeping or reordering anything; remember keeps one, the oldest goes past the capacity', () => {
    const recent = createRecentResults<number, string>(2);
    expect(latest(recent)).toBeUndefined();
    expect(lookUp(recent, 1, (a, b) => a === b)).toBeUndefined();
    remember(recent, 1, 'v1');
    remember(recent, 2, 'v2');
    expect(lookUp(recent, 1, (a, b) => a === b)).toBe('v1');
    expect(recent.entries.map((e) => e.key)).toEqual([2, 1]);
    remember(recent, 3, 'v3');
    expect(lookUp(recent, 1, (a, b) => a === b)).toBeUndefined();
    expect(recent.entries.map((e) => e.value)).toEqual(['v3', 'v2']);
  });

  it('compares sets by their members', () => {
    expect(sameMembers(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameMembers(new Set(['a']), new Set(['b']))).toBe(false);
    expect(sameMembers(new Set(['a']), new Set(['a', 'b']))).toBe(false);
    expect(sameMembers(undefined, new Set())).toBe(true);
    expect(sameMembers(undefined, new Set(['a']))).toBe(false);
  });
});
