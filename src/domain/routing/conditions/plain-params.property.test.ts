import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { arbKnownCondition } from '@fixtures/arbitraries';
import { STUDIO_CATALOGUE } from './catalogue';
import { parseParams } from './parse-params';
import { NOT_SURE, readerOf, readPlainly } from './plain-params';

const kindOf = (identifier: string) => {
  const kind = STUDIO_CATALOGUE.kindOf(identifier);
  if (!kind) throw new Error(`no kind ${identifier}`);
  return kind;
};

/** The plain reading agrees with zod: where it answers, zod accepts and reads the same value, member order included. */
const agrees = (schema: z.ZodType, value: unknown): boolean => {
  const plain = readPlainly(schema, value);
  if (plain === NOT_SURE) return false;
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(true);
  expect(JSON.stringify(plain)).toBe(JSON.stringify(parsed.data));
  expect(plain).toEqual(parsed.data);
  return true;
};

// Values just past what a member allows, and values of every JSON type.
const ODD_VALUES: unknown[] = [
  null, '', 'x', 'EUR', 'eur', 'EURO', 'EUR\n', 'DE', 'in', 'notin', 'Base Amount', 'CO-1', 'yes', 'merchant', '5', '5.5', 'visa',
  0, -0, 1, -1, 1.5, 100, 101, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, true, false, [], [''], ['DE'], ['XX', 'de'], {}, { currency: 'EUR' },
];
const arbOdd = fc.constantFrom(...ODD_VALUES);

type Change = { op: 'set' | 'delete' | 'add' | 'item'; pick: number; value: unknown };
const arbChange: fc.Arbitrary<Change> = fc.record({ op: fc.constantFrom('set' as const, 'delete' as const, 'add' as const, 'item' as const), pick: fc.nat(), value: arbOdd });

/** A copy of `params` with a member set to an odd value, removed, added, or a list's item changed. */
const changed = (params: Record<string, unknown>, changes: readonly Change[]): Record<string, unknown> => {
  const copy = structuredClone(params);
  for (const { op, pick, value } of changes) {
    const keys = Object.keys(copy);
    const key = keys[pick % Math.max(keys.length, 1)];
    if (op === 'add') copy[['future', 'currency', 'amount', 'comparator'][pick % 4]!] = value;
    else if (key === undefined) continue;
    else if (op === 'delete') delete copy[key];
    else if (op === 'set') copy[key] = value;
    else if (Array.isArray(copy[key])) (copy[key] as unknown[])[pick % ((copy[key] as unknown[]).length + 1)] = value;
  }
  return copy;
};

describe('condition params read without zod where plainly valid', () => {
  it('reads valid params of every kind with a reader as zod does', () => {
    fc.assert(
      fc.property(arbKnownCondition, ({ constraint, params }) => {
        const schema = kindOf(constraint).params;
        if (readerOf(schema)) expect(agrees(schema, JSON.parse(JSON.stringify(params)))).toBe(true);
      }),
      { numRuns: 2000, seed: 16 },
    );
  });

  it('never vouches for params zod refuses, nor reads them otherwise, however they were changed', () => {
    let answered = 0;
    let runs = 0;
    fc.assert(
      fc.property(arbKnownCondition, fc.array(arbChange, { minLength: 1, maxLength: 3 }), ({ constraint, params }, changes) => {
        const schema = kindOf(constraint).params;
        if (!readerOf(schema)) return;
        runs += 1;
        if (agrees(schema, changed(params as Record<string, unknown>, changes))) answered += 1;
      }),
      { numRuns: 5000, seed: 16 },
    );
    // Both sides were exercised: changed params zod still accepts, and ones it refuses.
    expect(answered).toBeGreaterThan(runs / 20);
    expect(answered).toBeLessThan(runs * 0.9);
  });

  it('leaves to zod what only zod can say: own "__proto__" members, holes, objects that are not plain JSON', () => {
    const currency = kindOf('Currency').params;
    const countries = kindOf('CustomerCountry').params;
    expect(readPlainly(currency, JSON.parse('{"currency":"EUR","__proto__":1}'))).toBe(NOT_SURE);
    // eslint-disable-next-line no-sparse-arrays
    expect(readPlainly(countries, { comparator: 'in', countries: ['DE', , 'AT'] })).toBe(NOT_SURE);
    expect(readPlainly(currency, new (class Params { currency = 'EUR'; })())).toBe(NOT_SURE);
    expect(readPlainly(currency, { currency: undefined })).toBe(NOT_SURE);
    expect(readPlainly(currency, { currency: 'EUR' })).toEqual({ currency: 'EUR' });
  });

  it('gives a reader to exactly the kinds whose schemas hold only forms it reads (a refinement is zod\'s)', () => {
    const without = STUDIO_CATALOGUE.kinds.filter((kind) => readerOf(kind.params) === null).map((kind) => kind.identifier);
    expect(without.sort()).toEqual(['BinRangeRegexp', 'ChargebackCountOrVolumePerConnector', 'DebitPreauthCountOrVolumePerConnector', 'ExtraData', 'IbanRegexp']);
    expect(readerOf(z.string().trim())).toBeNull();
    expect(readerOf(z.object({ a: z.string() }))).toBeNull(); // not strict: zod strips unknown members
    expect(readerOf(z.strictObject({ a: z.string().optional() }))).toBeNull();
    expect(readerOf(z.number().multipleOf(5))).toBeNull();
  });

  it('spares zod the walk of plainly valid params, and still asks it about the rest', () => {
    const schema = kindOf('RandomLoadBalancer').params;
    const safeParse = vi.spyOn(schema, 'safeParse');
    try {
      expect(parseParams(schema, { percentTrue: 40 })).toEqual({ success: true, data: { percentTrue: 40 } });
      expect(safeParse).not.toHaveBeenCalled();
      expect(parseParams(schema, { percentTrue: 140 }).success).toBe(false);
      expect(safeParse).toHaveBeenCalledTimes(1);
    } finally {
      safeParse.mockRestore();
    }
  });
});
