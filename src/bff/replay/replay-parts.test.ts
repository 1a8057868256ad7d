import { describe, expect, it } from 'vitest';
import { cutAfter, withinTimes } from './replay-parts';

const window = { to: '2026-11-26T12:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('cutAfter', () => {
  it('cuts halfway between the first page and the end of the window, on a whole second after the page', () => {
    expect(cutAfter({ total: 10_000, lastSort: [at('2026-11-26T10:00:00.000Z'), 'u'] }, window, 1_000_000)).toBe('2026-11-26 11:00:00');
    expect(cutAfter({ total: 10_000, lastSort: [at('2026-11-26T11:59:58.500Z'), 'u'] }, window, 1_000_000)).toBe('2026-11-26 11:59:59');
  });

  it('does not cut a window whose records do not all fit under the cap, nor one without room or a date to cut at', () => {
    expect(cutAfter({ total: 1_000_001, lastSort: [at('2026-11-26T10:00:00.000Z'), 'u'] }, window, 1_000_000)).toBeNull();
    expect(cutAfter({ total: null, lastSort: [at('2026-11-26T10:00:00.000Z'), 'u'] }, window, 1_000_000)).toBeNull();
    expect(cutAfter({ total: 10_000, lastSort: [at('2026-11-26T11:59:59.400Z'), 'u'] }, window, 1_000_000)).toBeNull();
    expect(cutAfter({ total: 10_000, lastSort: ['2026-11-26 10:00:00', 'u'] }, window, 1_000_000)).toBeNull();
    expect(cutAfter({ total: 10_000, lastSort: undefined }, window, 1_000_000)).toBeNull();
  });
});

describe('withinTimes', () => {
  it('keeps what the query asks and adds the part of the window', () => {
    const query = { size: 5, sort: ['x'], query: { term: { a: 1 } } };
    expect(withinTimes(query, { lt: '2026-11-26 11:00:00' })).toEqual({ size: 5, sort: ['x'], query: { bool: { filter: [{ term: { a: 1 } }, { range: { created_at: { lt: '2026-11-26 11:00:00' } } }] } } });
    expect(withinTimes({ size: 5 }, { gte: 'x' }).query).toEqual({ bool: { filter: [{ match_all: {} }, { range: { created_at: { gte: 'x' } } }] } });
  });
});
