import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchInOrder } from './match-in-order';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));
const indexOf = <T>(before: readonly T[], after: readonly T[]) => after.map((item) => before.indexOf(item));

describe('matchInOrder', () => {
  it('finds each kept item after a removal, an insertion and a replacement', () => {
    const before = items(40);
    const after = [...before.slice(0, 3), ...before.slice(4, 7), { i: 7 }, ...before.slice(8, 20), { i: -1 }, ...before.slice(20)];
    expect([...matchInOrder(before, after)]).toEqual(indexOf(before, after));
  });

  it('finds no wrong place for the last few items after a long removed block: they count as new', () => {
    const before = items(300);
    const after = [...before.slice(0, 10), ...before.slice(290)];
    const at = [...matchInOrder(before, after, 4)];
    expect(at.slice(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(at.slice(10)).toEqual(Array(10).fill(-1));
  });

  it('finds the items after a removed block longer than it looks ahead, and those moved back', () => {
    const before = items(200);
    const after = [...before.slice(0, 10), ...before.slice(120, 200), before[150]!, before[3]!];
    expect([...matchInOrder(before, after, 4)]).toEqual(indexOf(before, after));
  });

  // Two derivations an edit apart: blocks of the tree removed, new items added, the rest in order.
  // (Blocks of up to 40 in all: beyond a few reaches, the last items past one are not looked for.)
  it('finds every kept item of an edit, and only items that are there (property)', () => {
    const edit = fc.record({
      size: fc.nat({ max: 120 }),
      cuts: fc.array(fc.tuple(fc.nat({ max: 120 }), fc.nat({ max: 10 }), fc.nat({ max: 3 })), { maxLength: 4 }),
      reach: fc.integer({ min: 5, max: 20 }),
    });
    fc.assert(
      fc.property(edit, ({ size, cuts, reach }) => {
        const before = items(size);
        const after = [...before];
        // Each cut removes `length` items at `start` and puts `added` new ones there.
        for (const [start, length, added] of cuts) after.splice(Math.min(start, after.length), length, ...items(added).map(({ i }) => ({ i: -1 - i })));
        expect([...matchInOrder(before, after, reach)]).toEqual(indexOf(before, after));
      }),
      { numRuns: 300 },
    );
  });

  it('never names a place that holds another item, in any order (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.array(fc.integer({ min: -20, max: 59 }), { maxLength: 80 }), fc.integer({ min: 1, max: 20 }), (size, picks, reach) => {
        const before = items(size);
        const fresh = items(20);
        const after = picks.filter((p) => p < size).map((p) => (p < 0 ? fresh[-p - 1]! : before[p]!));
        matchInOrder(before, after, reach).forEach((k, i) => expect(k === -1 || before[k] === after[i]).toBe(true));
      }),
      { numRuns: 300 },
    );
  });
});
