import { describe, expect, it } from 'vitest';
import { isStorableText, storableCopy, storableText, unstorableFieldOf } from './storable-text';

describe('storable text', () => {
  it('tells NUL and unpaired surrogates from everything else, paired surrogates included', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz', '\uDC00\uD800']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', 'emoji 😀', '\uD83D\uDE00', 'ümlaut €', '\u0001\u001f']) expect(isStorableText(good), good).toBe(true);
    expect(storableText('a\u0000b\uD800c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('names the first unstorable field of a body, member names included', () => {
    expect(unstorableFieldOf({ a: 'ok', customer: { firstName: 'An\u0000na' } })).toEqual(['customer', 'firstName']);
    expect(unstorableFieldOf({ extraData: { ['k\uD800']: 'v' } })).toEqual(['extraData', 'k\uFFFD']);
    expect(unstorableFieldOf({ methods: [{ method: 'ok' }, { method: '\uDC00' }] })).toEqual(['methods', '1', 'method']);
    expect(unstorableFieldOf('\u0000')).toEqual([]);
    expect(unstorableFieldOf({ a: [1, true, null, 'fine'] })).toBeUndefined();
  });

  it('walks a value nested far deeper than a stack without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unstorableFieldOf(deep)).toHaveLength(100_000);
  });

  it('copies a value into one PostgreSQL can store: text cleaned, nesting bounded, __proto__ kept as a member', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 10; i += 1) deep = { d: deep };
    const copy = storableCopy({ note: 'a\u0000', ['\uD800']: 1, deep, when: new Date(0), skip: undefined, inf: Infinity, ...JSON.parse('{"__proto__":{"x":1}}') }, 5) as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(copy))).toEqual({
      note: 'a\uFFFD',
      '\uFFFD': 1,
      deep: { d: { d: { d: { d: '[nested deeper than 5 levels: not kept]' } } } },
      when: '1970-01-01T00:00:00.000Z',
      inf: null,
      ['__proto__']: { x: 1 },
    });
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toContain('__proto__');
  });
});
