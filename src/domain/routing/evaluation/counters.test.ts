import { describe, expect, it } from 'vitest';
import { everyConditionDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { counterKey, counterLookup, counterQueriesOf, CounterValue, describeCounter, parseCounterKey, windowText } from './counters';

const merchant30d = { constraint: 'ChargebackCountOrVolumePerConnector', valueReference: 'merchant', valueUnit: 'count', windowSeconds: 30 * 86400 } as const;

describe('counter keys', () => {
  it('round-trip through the short spelling', () => {
    expect(counterKey(merchant30d)).toBe('chargeback.merchant.count.30d');
    expect(parseCounterKey('chargeback.merchant.count.30d')).toEqual({ ok: true, query: merchant30d });
    const debit = { constraint: 'DebitPreauthCountOrVolumePerConnector', valueReference: CONNECTORS.alphaEur.guid, valueUnit: 'volume', windowSeconds: 24 * 3600 } as const;
    expect(counterKey(debit)).toBe(`debit-preauth.${CONNECTORS.alphaEur.guid}.volume.1d`);
    expect(parseCounterKey(`debit-preauth.${CONNECTORS.alphaEur.guid}.volume.24h`)).toEqual({ ok: true, query: debit });
  });
  it('picks the largest whole unit for a window', () => {
    expect([windowText(90 * 60), windowText(7200), windowText(45), windowText(86400 * 2)]).toEqual(['90m', '2h', '45s', '2d']);
    expect(describeCounter(merchant30d)).toBe('Chargeback count (merchant) in the last 30 days');
  });
  it('name what is wrong in a bad key', () => {
    expect(parseCounterKey('chargeback.merchant.count')).toMatchObject({ ok: false, message: expect.stringMatching(/not a counter/) });
    expect(parseCounterKey('refund.merchant.count.30d')).toMatchObject({ ok: false, message: expect.stringMatching(/"refund" is not a counter kind/) });
    expect(parseCounterKey('chargeback.shop.count.30d')).toMatchObject({ ok: false, message: expect.stringMatching(/"shop"/) });
    expect(parseCounterKey('chargeback.merchant.sum.30d')).toMatchObject({ ok: false, message: expect.stringMatching(/"sum" is not count or volume/) });
    expect(parseCounterKey('chargeback.merchant.count.30w')).toMatchObject({ ok: false, message: expect.stringMatching(/"30w" is not a time window/) });
    expect(parseCounterKey('chargeback.merchant.count.0d')).toMatchObject({ ok: false });
  });
});

describe('counter values', () => {
  it('a count is whole and nothing is negative', () => {
    expect(CounterValue.safeParse({ ...merchant30d, value: 2.5 }).success).toBe(false);
    expect(CounterValue.safeParse({ ...merchant30d, value: -1 }).success).toBe(false);
    expect(CounterValue.safeParse({ ...merchant30d, valueUnit: 'volume', value: 2.5 }).success).toBe(true);
  });
  it('answer only the exact query', () => {
    const lookup = counterLookup([{ ...merchant30d, value: 3 }]);
    expect(lookup(merchant30d)).toBe(3);
    expect(lookup({ ...merchant30d, windowSeconds: 86400 })).toBeUndefined();
    expect(lookup({ ...merchant30d, valueUnit: 'volume' })).toBeUndefined();
    expect(lookup({ ...merchant30d, constraint: 'DebitPreauthCountOrVolumePerConnector' })).toBeUndefined();
  });
});

describe('counterQueriesOf', () => {
  it('lists the counters a document asks for, once each, in document order', () => {
    expect(counterQueriesOf(everyConditionDocument, everyConditionDocument).map(counterKey)).toEqual([
      'chargeback.merchant.count.30d',
      `debit-preauth.${CONNECTORS.alphaEur.guid}.volume.1d`,
    ]);
    expect(counterQueriesOf(checkoutDocument)).toEqual([]);
  });
});
