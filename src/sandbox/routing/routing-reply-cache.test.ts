import { describe, expect, it, vi } from 'vitest';
import { createRoutingReplyCache } from './routing-reply-cache';

const made = (version: string, body: string) => vi.fn(async () => ({ version, body }));

describe('createRoutingReplyCache', () => {
  it('answers from what it kept while the version is the same, and reads again when it changes', async () => {
    const cache = createRoutingReplyCache();
    const first = made('v1', 'one');
    expect(await cache.answer('single:A', 'v1', first)).toBe('one');
    const again = made('v1', 'not read');
    expect(await cache.answer('single:A', 'v1', again)).toBe('one');
    expect(again).not.toHaveBeenCalled();
    const next = made('v2', 'two');
    expect(await cache.answer('single:A', 'v2', next)).toBe('two');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer under the version it was read at (a write between the two statements), not the one asked for', async () => {
    const cache = createRoutingReplyCache();
    expect(await cache.answer('single:A', 'v1', made('v2', 'two'))).toBe('two');
    const read = made('v1', 'one again');
    expect(await cache.answer('single:A', 'v1', read)).toBe('one again');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await cache.answer('single:A', 'v1', made('v1', 'x'))).toBe('one again');
  });

  it('keeps nothing for a document gone meanwhile', async () => {
    const cache = createRoutingReplyCache();
    expect(await cache.answer('single:A', 'v1', async () => undefined)).toBeUndefined();
    expect(await cache.answer('single:A', 'v1', made('v1', 'one'))).toBe('one');
  });

  it('holds at most its capacity, dropping the least recently used', async () => {
    const cache = createRoutingReplyCache(2);
    await cache.answer('A', 'v', made('v', 'a'));
    await cache.answer('B', 'v', made('v', 'b'));
    await cache.answer('A', 'v', made('v', 'unused'));
    await cache.answer('C', 'v', made('v', 'c'));
    const a = made('v', 'a read again');
    expect(await cache.answer('A', 'v', a)).toBe('a');
    expect(a).not.toHaveBeenCalled();
    const b = made('v', 'b read again');
    expect(await cache.answer('B', 'v', b)).toBe('b read again');
  });
});
