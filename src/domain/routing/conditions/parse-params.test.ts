import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbJsonValue, arbKnownCondition } from '@fixtures/arbitraries';
import { STUDIO_CATALOGUE } from './catalogue';
import { parseParams } from './parse-params';

/** Params as a document may hold them: a kind's valid ones, or anything JSON (mostly invalid for the kind). */
const arbParams = fc.oneof(
  arbKnownCondition.map((c) => c.params as unknown),
  fc.dictionary(fc.constantFrom('currency', 'percentTrue', 'comparator', 'types', 'countries', 'x'), arbJsonValue, { maxKeys: 3, noNullPrototype: true }),
  arbJsonValue,
);
const arbKind = fc.constantFrom(...STUDIO_CATALOGUE.kinds);

describe('parseParams', () => {
  it("reads params as the kind's schema does, valid or not, and hands the same result again for the same object", () => {
    fc.assert(
      fc.property(arbKind, arbParams, (kind, params) => {
        const first = parseParams(kind.params, params);
        expect(first).toEqual(kind.params.safeParse(params));
        if (params !== null && typeof params === 'object') expect(parseParams(kind.params, params)).toBe(first);
      }),
      { numRuns: 400 },
    );
  });

  it('reads another object anew, even with the same content, and the same object anew under another schema', () => {
    const currency = STUDIO_CATALOGUE.kindOf('Currency')!;
    const risk = STUDIO_CATALOGUE.kindOf('RiskScore')!;
    const params = { currency: 'EUR' };
    const first = parseParams(currency.params, params);
    expect(first.success).toBe(true);
    const copy = parseParams(currency.params, { ...params });
    expect(copy).not.toBe(first);
    expect(copy).toEqual(first);
    const underRisk = parseParams(risk.params, params);
    expect(underRisk.success).toBe(false);
    expect(parseParams(currency.params, params)).toBe(first);
  });
});
