import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { parseBatchFile } from './batch-input';
import { parseCounterObject, parseCounterRows } from './counter-input';
import { parsePastedTransaction } from './paste-json';
import { emptyForm, parseForm } from './sim-form';

const merchant30d = { constraint: 'ChargebackCountOrVolumePerConnector', valueReference: 'merchant', valueUnit: 'count', windowSeconds: 30 * 86400 };
const tx = { transactionType: 'debit', amount: '10.00', currency: 'EUR' };

describe('counters in the form', () => {
  it('turn rows into counter values; a blank value is "not stated"', () => {
    const rows = [
      { kind: 'chargeback' as const, reference: 'merchant', unit: 'count' as const, window: '30d', value: '3' },
      { kind: 'debit-preauth' as const, reference: CONNECTORS.alphaEur.guid, unit: 'volume' as const, window: '24h', value: '' },
    ];
    expect(parseCounterRows(rows)).toEqual({ counters: [{ ...merchant30d, value: 3 }], errors: [] });
    const form = { ...emptyForm(), fields: { type: 'debit', amount: '10.00', currency: 'EUR' }, counters: rows };
    expect(parseForm(form)).toEqual({ ok: true, tx, counters: [{ ...merchant30d, value: 3 }] });
  });
  it('name the counter of a bad row, next to the transaction errors', () => {
    const bad = (patch: object) => parseCounterRows([{ kind: 'chargeback', reference: 'merchant', unit: 'count', window: '30d', value: '3', ...patch }]).errors;
    expect(bad({ value: 'many' })).toEqual([{ field: 'counters.chargeback.merchant.count.30d', message: '"many" is not a number' }]);
    expect(bad({ value: '2.5' })).toEqual([{ field: 'counters.chargeback.merchant.count.30d', message: 'a count is a whole number' }]);
    expect(bad({ window: '30 weeks' })[0]!.message).toMatch(/"30 weeks" is not a time window/);
    expect(bad({ reference: 'shop' })[0]!.message).toMatch(/"shop" is not "merchant" or a connector GUID/);
    const twice = parseCounterRows([
      { kind: 'chargeback', reference: 'merchant', unit: 'count', window: '30d', value: '3' },
      { kind: 'chargeback', reference: 'merchant', unit: 'count', window: '720h', value: '4' },
    ]);
    expect(twice.errors).toEqual([{ field: 'counters.chargeback.merchant.count.720h', message: 'the same counter is given twice' }]);
    const form = { ...emptyForm(), fields: { amount: '', currency: 'EUR' }, counters: [{ kind: 'chargeback' as const, reference: 'merchant', unit: 'count' as const, window: '30d', value: 'x' }] };
    const parsed = parseForm(form);
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field)).toEqual(['amount', 'counters.chargeback.merchant.count.30d']);
  });
});

describe('counters in JSON', () => {
  it('pasted: an object of counter → value beside the transaction fields', () => {
    expect(parsePastedTransaction(JSON.stringify({ ...tx, counters: { 'chargeback.merchant.count.30d': 3 } }))).toEqual({ ok: true, tx, counters: [{ ...merchant30d, value: 3 }] });
    expect(parsePastedTransaction(JSON.stringify(tx))).toEqual({ ok: true, tx, counters: [] });
    expect(parsePastedTransaction(JSON.stringify({ ...tx, counters: [3] }))).toMatchObject({ ok: false, errors: [{ field: 'counters' }] });
    expect(parsePastedTransaction(JSON.stringify({ ...tx, counters: { 'chargebacks.merchant.count.30d': 3 } }))).toMatchObject({
      ok: false,
      errors: [{ field: 'counters.chargebacks.merchant.count.30d', message: expect.stringMatching(/not a counter kind/) }],
    });
    expect(parseCounterObject({ 'chargeback.merchant.count.30d': -1 }).errors[0]!.message).toMatch(/negative/);
  });
  it('batch: each element may carry counters; a bad one is a row error, not a silent row', () => {
    const { rows, errors } = parseBatchFile('b.json', JSON.stringify([{ ...tx, counters: { 'chargeback.merchant.count.30d': 11 } }, tx, { ...tx, counters: { 'chargeback.merchant.count.30d': 'x' } }]));
    expect(rows).toEqual([{ row: 1, transaction: tx, counters: [{ ...merchant30d, value: 11 }] }, { row: 2, transaction: tx }]);
    expect(errors).toEqual([{ row: 3, field: 'counters.chargeback.merchant.count.30d', message: '"x" is not a number' }]);
  });
});

describe('counters and payment method in CSV', () => {
  it('read counters.<counter> columns and a paymentMethod column', () => {
    const csv = ['amount,currency,paymentMethod,counters.chargeback.merchant.count.30d', '10.00,EUR,Paypal,3', '10.00,EUR,,', '10.00,EUR,,lots'].join('\n');
    const { rows, errors } = parseBatchFile('b.csv', csv);
    expect(rows).toEqual([
      { row: 2, transaction: { ...tx, paymentMethod: 'Paypal' }, counters: [{ ...merchant30d, value: 3 }] },
      { row: 3, transaction: tx },
    ]);
    expect(errors).toEqual([{ row: 4, field: 'counters.chargeback.merchant.count.30d', message: '"lots" is not a number' }]);
    expect(parseBatchFile('b.csv', 'amount,currency,counters.refund.merchant.count.30d\n1,EUR,2').errors[0]).toMatchObject({ row: 2, field: 'counters.refund.merchant.count.30d' });
  });
});
