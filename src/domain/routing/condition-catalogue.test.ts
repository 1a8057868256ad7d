import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { everyConditionParams } from '@fixtures/routing-documents';
import {
  CONSTRAINTS, MULTI_METHOD_CONSTRAINTS, asKnownCondition, constraintInfo, isKnownConstraint, paramsJsonSchema, paramsSchemaOf,
} from './condition-catalogue';
import type { ConstraintId } from './condition-params';

const ajv = new Ajv({ allErrors: true });
const fixtureParams = everyConditionParams as ReadonlyArray<[ConstraintId, Record<string, unknown>]>;

/** A broken variant of valid params: the first required key is dropped. */
const withoutFirstKey = (params: Record<string, unknown>) => {
  const [first] = Object.keys(params);
  const { [first!]: _dropped, ...rest } = params;
  return rest;
};

/**
 * The contract's catalogue (gateway-contract §2, "Conditions"), in its order: the one list a test
 * keeps by hand, because it is what the registry is checked against. A kind of a newer contract
 * adds its identifier here; nothing else in the tests counts kinds.
 */
const CONTRACT_CONSTRAINTS = [
  'CustomerCountry', 'CustomerIpCountry', 'Currency', 'AmountCurrency', 'RiskScore', 'ExtraData', 'RandomLoadBalancer',
  'CreditcardType', 'CreditcardCardNetwork', 'CreditcardBinCountry', 'CreditcardBinLevel', 'CreditcardBinType', 'CreditcardBinSegment',
  'CreditcardBinPrepaid', 'CreditcardBinReloadable', 'CreditcardBinLookupStatus', 'BinRangeRegexp', 'HasReferenceSchemeTransactionId',
  'TransactionType', 'IsRecurring', 'InitialConnector', 'InitialAdapter', 'IbanRegexp', 'IbanRoutingRule',
  'ChargebackCountOrVolumePerConnector', 'DebitPreauthCountOrVolumePerConnector',
];

describe('condition catalogue', () => {
  it('has exactly the constraints of the contract, each once, in its order', () => {
    expect(CONSTRAINTS).toHaveLength(CONTRACT_CONSTRAINTS.length);
    expect(new Set(CONSTRAINTS.map((c) => c.identifier)).size).toBe(CONTRACT_CONSTRAINTS.length);
    expect(CONSTRAINTS.map((c) => c.identifier)).toStrictEqual(CONTRACT_CONSTRAINTS);
    expect(CONSTRAINTS.map((c) => c.identifier)).toStrictEqual(fixtureParams.map(([id]) => id));
  });

  it('allows exactly six constraints in multi-method documents', () => {
    expect(MULTI_METHOD_CONSTRAINTS).toStrictEqual(['CustomerCountry', 'CustomerIpCountry', 'Currency', 'AmountCurrency', 'RiskScore', 'ExtraData']);
    expect(CONSTRAINTS.filter((c) => c.multiMethod)).toHaveLength(6);
  });

  it('looks constraints up by identifier, case-sensitively', () => {
    expect(isKnownConstraint('RiskScore')).toBe(true);
    expect(isKnownConstraint('riskscore')).toBe(false);
    expect(isKnownConstraint('CreditcardWalletType')).toBe(false);
    expect(constraintInfo('BinRangeRegexp')).toStrictEqual({ identifier: 'BinRangeRegexp', name: 'BIN range pattern', input: 'card', multiMethod: false });
    expect(constraintInfo('Nope')).toBeUndefined();
  });

  it('asKnownCondition returns typed params for valid known conditions only', () => {
    expect(asKnownCondition({ constraint: 'Currency', params: { currency: 'CHF' } })).toStrictEqual({ constraint: 'Currency', params: { currency: 'CHF' } });
    expect(asKnownCondition({ constraint: 'Currency', params: { currency: 'chf' } })).toBeUndefined();
    expect(asKnownCondition({ constraint: 'CreditcardWalletType', params: {} })).toBeUndefined();
  });
});

describe('paramsJsonSchema: the published draft-07 schema agrees with zod', () => {
  it.each(fixtureParams)('%s: draft-07 schema, AJV accepts the fixture params and rejects a broken variant', (id, params) => {
    const schema = paramsJsonSchema(id);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    const validate = ajv.compile(schema);
    expect(validate(params), JSON.stringify(validate.errors)).toBe(true);
    expect(paramsSchemaOf(id).safeParse(params).success).toBe(true);

    const missing = withoutFirstKey(params);
    expect(validate(missing)).toBe(false);
    expect(validate.errors?.some((e) => e.keyword === 'required')).toBe(true);
    expect(paramsSchemaOf(id).safeParse(missing).success).toBe(false);

    const extraKey = { ...params, surprise: true };
    expect(validate(extraKey)).toBe(false);
    expect(paramsSchemaOf(id).safeParse(extraKey).success).toBe(false);
  });

  it('agrees on value-level constraints: pattern, enum, range', () => {
    const cases: Array<[ConstraintId, Record<string, unknown>]> = [
      ['CustomerCountry', { comparator: 'in', countries: ['de'] }],
      ['CustomerCountry', { comparator: 'in', countries: [] }],
      ['CreditcardType', { comparator: 'in', types: ['bitcoin'] }],
      ['RandomLoadBalancer', { percentTrue: 101 }],
      ['RiskScore', { comparator: '>', riskScore: 1.5 }],
      ['AmountCurrency', { comparator: '>', amount: -1, currency: 'EUR' }],
      ['IbanRoutingRule', { position: 0, value: 'D', comparator: 'eq' }],
    ];
    for (const [id, params] of cases) {
      expect(ajv.validate(paramsJsonSchema(id), params), `${id} ${JSON.stringify(params)}`).toBe(false);
      expect(paramsSchemaOf(id).safeParse(params).success, `${id} ${JSON.stringify(params)}`).toBe(false);
    }
  });
});
