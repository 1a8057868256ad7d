import { describe, expect, it } from 'vitest';
import { conditionParams } from './condition-params';

const ok = (result: { success: boolean }) => expect(result.success).toBe(true);
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; code: string }> } }) => {
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => ({ path: i.path.join('/'), code: i.code }));
};

describe('condition params edge cases', () => {
  it('RandomLoadBalancer: percentTrue 0 and 100 pass, 101 and 33.3 do not', () => {
    ok(conditionParams.RandomLoadBalancer.safeParse({ percentTrue: 0 }));
    ok(conditionParams.RandomLoadBalancer.safeParse({ percentTrue: 100 }));
    expect(issuesOf(conditionParams.RandomLoadBalancer.safeParse({ percentTrue: 101 }))).toStrictEqual([{ path: 'percentTrue', code: 'too_big' }]);
    expect(conditionParams.RandomLoadBalancer.safeParse({ percentTrue: 33.3 }).success).toBe(false);
  });

  it('AmountCurrency: "Base Amount" and ISO codes pass; a negative amount or a lower-case code does not', () => {
    ok(conditionParams.AmountCurrency.safeParse({ comparator: '<', amount: 49.99, currency: 'Base Amount' }));
    ok(conditionParams.AmountCurrency.safeParse({ comparator: '=', amount: 0, currency: 'EUR' }));
    expect(issuesOf(conditionParams.AmountCurrency.safeParse({ comparator: '<', amount: -0.01, currency: 'EUR' }))).toStrictEqual([
      { path: 'amount', code: 'too_small' },
    ]);
    expect(conditionParams.AmountCurrency.safeParse({ comparator: '<', amount: 1, currency: 'base amount' }).success).toBe(false);
    expect(conditionParams.AmountCurrency.safeParse({ comparator: '<', amount: '1', currency: 'EUR' }).success).toBe(false);
  });

  it('ExtraData: any value for = / !=, but matches and matches_not need a valid regular expression', () => {
    ok(conditionParams.ExtraData.safeParse({ key: 'channel', value: '(', comparator: '=' }));
    ok(conditionParams.ExtraData.safeParse({ key: 'channel', value: '', comparator: '!=' }));
    ok(conditionParams.ExtraData.safeParse({ key: 'channel', value: '^moto$', comparator: 'matches_not' }));
    expect(issuesOf(conditionParams.ExtraData.safeParse({ key: 'channel', value: '(', comparator: 'matches' }))).toStrictEqual([{ path: 'value', code: 'custom' }]);
    expect(issuesOf(conditionParams.ExtraData.safeParse({ key: 'channel', value: '[a-', comparator: 'matches_not' }))).toStrictEqual([{ path: 'value', code: 'custom' }]);
    expect(conditionParams.ExtraData.safeParse({ key: '', value: 'x', comparator: '=' }).success).toBe(false);
  });

  it('regexp params must compile', () => {
    ok(conditionParams.BinRangeRegexp.safeParse({ comparator: 'neq', regexp: '^5[1-5]' }));
    expect(issuesOf(conditionParams.BinRangeRegexp.safeParse({ comparator: 'eq', regexp: '^5[1-5' }))).toStrictEqual([{ path: 'regexp', code: 'custom' }]);
    expect(conditionParams.IbanRegexp.safeParse({ comparator: 'neq', regexp: '^DE' }).success).toBe(false);
  });

  it('counter conditions: a window of exactly 61 days passes, longer does not, in any unit', () => {
    const base = { valueReference: 'merchant', valueUnit: 'count', comparator: '>', value: '10' } as const;
    const p = conditionParams.ChargebackCountOrVolumePerConnector;
    ok(p.safeParse({ ...base, timeReference: '61', timeUnit: 'days' }));
    ok(p.safeParse({ ...base, timeReference: String(61 * 24), timeUnit: 'hours' }));
    expect(issuesOf(p.safeParse({ ...base, timeReference: '62', timeUnit: 'days' }))).toStrictEqual([{ path: 'timeReference', code: 'custom' }]);
    expect(issuesOf(p.safeParse({ ...base, timeReference: String(61 * 86400 + 1), timeUnit: 'seconds' }))).toStrictEqual([{ path: 'timeReference', code: 'custom' }]);
    expect(conditionParams.DebitPreauthCountOrVolumePerConnector.safeParse({ ...base, timeReference: '62', timeUnit: 'days' }).success).toBe(false);
    expect(p.safeParse({ ...base, timeReference: '30', timeUnit: 'days', value: 10 }).success).toBe(false);
    expect(p.safeParse({ ...base, timeReference: '30', timeUnit: 'days', valueReference: 'connector-1' }).success).toBe(false);
    ok(p.safeParse({ ...base, timeReference: '30', timeUnit: 'days', valueReference: 'CO-7f3a-4c21-9e05-b1d8-0101' }));
  });

  it('params objects are strict: an extra key is rejected', () => {
    expect(issuesOf(conditionParams.Currency.safeParse({ currency: 'EUR', note: 'x' }))).toStrictEqual([{ path: '', code: 'unrecognized_keys' }]);
    expect(conditionParams.CustomerCountry.safeParse({ comparator: 'in', countries: ['DE'], weight: 1 }).success).toBe(false);
  });

  it('yes/no params are the strings "yes" and "no", not booleans', () => {
    ok(conditionParams.IsRecurring.safeParse({ recurring: 'yes' }));
    expect(conditionParams.IsRecurring.safeParse({ recurring: true }).success).toBe(false);
    expect(conditionParams.CreditcardBinPrepaid.safeParse({ isPrepaid: 'Yes' }).success).toBe(false);
  });

  it('restricted comparators: card network only "in", IBAN rule only "eq"', () => {
    expect(conditionParams.CreditcardCardNetwork.safeParse({ comparator: 'notin', cardNetworks: ['visa'] }).success).toBe(false);
    expect(conditionParams.IbanRoutingRule.safeParse({ position: 3, value: 'X', comparator: 'neq' }).success).toBe(false);
  });
});
