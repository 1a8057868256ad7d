import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTORS, MERCHANT, TENANT } from '@fixtures/world';
import { createTestSandbox, transactionRecord, transacted, type TestSandbox } from '../../test-support';
import { expectEveryTransactionRecorded, recordsOfPayment, storedRecord } from './test-helpers';

/** The BI record of a payment (spec "BI transaction record"): one per attempt, read back as stored. */

const C = CONNECTORS;
let sandbox: TestSandbox;
let clock = new Date('2026-03-02T10:00:00.000Z');
const at = (iso: string) => (clock = new Date(iso));

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock, random: () => 0.25 });
}, 60_000);
afterAll(async () => sandbox.close());
afterEach(async () => expectEveryTransactionRecorded(sandbox.db));
beforeEach(async () => {
  await sandbox.reset();
  at('2026-03-02T10:00:00.000Z');
});

const customer = { identification: 'c-1', firstName: 'Ada', lastName: 'Berg', email: 'Ada@Example.org', billingCountry: 'DE', ipAddress: '192.0.2.10', birthDate: '1990-04-01' };

describe('a debit through a plain connector', () => {
  it('has one record with the spec’s groups filled from the request, the card and the tenant', async () => {
    const answer = await transacted(sandbox.app, C.alphaEur, 'debit', {
      merchantTransactionId: 'shop-4711', transactionToken: 'ix::demo-visa-de', amount: '120.50', currency: 'EUR', customer, description: 'Blue tent 2P',
      extraData: { channel: 'web', loyaltyNumber: 'L-998' }, transactionIndicator: 'SINGLE',
    });
    const record = await storedRecord(sandbox.db, answer.uuid);
    expect(record).toMatchObject({
      tenant_guid: TENANT.guid, tenant_name: TENANT.name, master_tenant: TENANT.guid, merchant_guid: MERCHANT.guid, merchant_name: MERCHANT.name,
      connector_guid: C.alphaEur.guid, connector_name: C.alphaEur.name, provider_name: 'AlphaAcquiring',
      uuid: answer.uuid, test_mode: false, attempt: 1, adapter: 'AlphaAcquiring', method: 'Creditcard', type: 'debit', status: 'success',
      api_call_at: '2026-03-02 10:00:00', received_at: '2026-03-02 10:00:00', created_at: '2026-03-02 10:00:00', modified_at: '2026-03-02 10:00:00',
      initiated_by: 'merchant', api_version: '3', merchant_txid: 'shop-4711',
      amount: 120.5, base_amount: 120.5, currency: 'EUR', base_currency: 'EUR', description: 'Blue tent 2P',
      buyer_country: 'DE', buyer_country_geopoint: { lat: expect.any(Number), lon: expect.any(Number) }, '3d_secure': 'off', transaction_indicator: 'SINGLE',
      extra_data: { channel: 'web' }, items: [], tags: [], errors: [],
      is_recurring: false, is_captured: false, is_refunded: false, is_voided: false, is_chargedback: false, is_with_register: false,
      status_history: [{ status_field: 'status', to_status: 'success', created_at: '2026-03-02 10:00:00' }],
      risk_data: { final_score: 0 },
      incoming_settlement_state: 'pending',
      customer: {
        identification: 'c-1', first_name: 'Ada', last_name: 'Berg', email: 'Ada@Example.org', billing_country: 'DE', ip_address: '192.0.2.10', birth_date: '1990-04-01',
        billing_country_geopoint: { lat: expect.any(Number), lon: expect.any(Number) },
      },
      creditcard: {
        type: 'visa', bin_brand: 'VISA', bin_digits: '411111', bin_country: 'DE', country: 'DE', first_six_digits: '411111', last_four_digits: '1111',
        expiry_month: 12, expiry_year: 2030, '3ds_status': 'off', card_holder: 'Ada Berg', card_region: 'EEA', data_from_ref_transaction: false,
      },
    });
    expect(record.purchase_id).toBe((await transactionRecord(sandbox.app, answer.uuid)).purchaseId);
    expect(record.broker_id).toBeUndefined();
    expect(record.meta_connector_guid).toBeUndefined();
    expect(record.auth_code).toMatch(/^[0-9A-Z]{6}$/);
    expect(record.rrn).toMatch(/^\d{12}$/);
    expect(record.adapter_txid).toMatch(/^ALP-[0-9a-f]{16}$/);
    expect(record.creditcard?.global_fingerprint).toMatch(/^[0-9a-f]{32}$/);
    // Alpha's interchange++ (seed/acquirer-world.ts) for a domestic card of unknown type (priced as credit), 120.50 EUR:
    // authorisation 0.02; interchange 0.3 %; scheme 0.12 % + 0.02; markup 0.25 % + 0.08.
    const fee = (entity_type: string, amount: number, description: string) =>
      expect.objectContaining({ entity_type, amount, base_amount: amount, currency: 'EUR', base_currency: 'EUR', entity_id: C.alphaEur.guid, date: '2026-03-02', description: `${description} ${C.alphaEur.name}` });
    expect(record.fees).toEqual([
      fee('normal', 0.02, 'Authorisation fee'),
      fee('interchange', 0.3615, 'Interchange (domestic credit)'),
      fee('scheme', 0.1646, 'Scheme fee'),
      fee('markup', 0.3813, 'Acquirer markup'),
    ]);
  });

  it('keeps items a request carries (none of today’s callers send any), and leaves out items that do not fit the record', async () => {
    const items = [{ identification: 'SKU-1', name: 'Tent', price: '99.90', currency: 'EUR', quantity: 1 }, { name: 'Pegs', price: 4.5, quantity: 12 }];
    const withItems = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '153.90', currency: 'EUR', items });
    expect((await storedRecord(sandbox.db, withItems.uuid)).items).toEqual([
      { identification: 'SKU-1', name: 'Tent', price: 99.9, currency: 'EUR', quantity: 1 },
      { name: 'Pegs', price: 4.5, quantity: 12 },
    ]);
    const odd = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '1.00', currency: 'EUR', items: [{ quantity: 'many' }], customer: { ipAddress: 'not-an-ip' } });
    const record = await storedRecord(sandbox.db, odd.uuid);
    expect(record.items).toEqual([]);
    expect(record.customer).toBeUndefined();
  });

  it('converts base_amount with the router’s rates and keeps a failed debit’s error with its first_* copies', async () => {
    const usd = await transacted(sandbox.app, C.alphaUsd, 'debit', { transactionToken: 'ix::demo-mc-us', amount: '100.00', currency: 'USD' });
    expect(await storedRecord(sandbox.db, usd.uuid)).toMatchObject({ amount: 100, currency: 'USD', base_amount: 92, base_currency: 'EUR' });
    const hard = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-hard', amount: '10.00', currency: 'EUR' });
    const record = await storedRecord(sandbox.db, hard.uuid);
    expect(record).toMatchObject({
      status: 'error', attempt: 1, first_error_code: '2006', first_error_message: 'Insufficient funds', first_adapter_error_code: '51', first_adapter_error_message: 'Not sufficient funds',
      errors: [{ code: '2006', message: 'Insufficient funds', adapter_code: '51', adapter_message: 'Not sufficient funds', created_at: '2026-03-02 10:00:00' }],
      // A declined attempt reached the acquirer: its authorisation fee, nothing for a sale.
      fees: [expect.objectContaining({ entity_type: 'normal', amount: 0.02, description: `Authorisation fee ${C.alphaEur.name}` })],
    });
    expect(record.auth_code).toBeUndefined();
    expect(record.incoming_settlement_state).toBeUndefined();
  });
});

describe('a payment a meta-connector routed', () => {
  it('writes one record per failover attempt: the last under the transaction’s uuid, all with broker_id', async () => {
    // Card Router: BIN country AT, 1,500 EUR, risk 0 → Alpha EUR, then Beta EUR, then Gamma CHF; the soft-declined card fails at each.
    const answer = await transacted(sandbox.app, C.cardRouter, 'debit', { transactionToken: 'ix::demo-visa-soft', amount: '1500.00', currency: 'EUR', extraData: { device: 'ios', terminal: 'T1' } });
    const view = await transactionRecord(sandbox.app, answer.uuid);
    expect(view.attempts.map((a) => a.connectorGuid)).toEqual([C.alphaEur.guid, C.betaEur.guid, C.gammaChf.guid]);
    const records = await recordsOfPayment(sandbox.db, answer.uuid);
    expect(records.map((r) => [r.uuid, r.attempt, r.connector_guid, r.status])).toEqual([
      [view.attempts[0]!.uuid, 1, C.alphaEur.guid, 'error'],
      [view.attempts[1]!.uuid, 2, C.betaEur.guid, 'error'],
      [answer.uuid, 3, C.gammaChf.guid, 'error'],
    ]);
    for (const r of records) {
      expect(r).toMatchObject({ broker_id: answer.uuid, meta_connector_guid: C.cardRouter.guid, meta_connector_name: C.cardRouter.name, first_error_code: '2003', amount: 1500 });
      expect(r.errors).toEqual([expect.objectContaining({ code: '2003', adapter_code: '05' })]);
      // The meta-connector's whitelist: `device` yes, Alpha's `terminal` no.
      expect(r.extra_data).toEqual({ device: 'ios' });
    }
    expect(records.filter((r) => r.attempt === 1)).toHaveLength(1);
  });

  it('counts a payment that made one attempt as attempt 1 with broker_id = its uuid', async () => {
    const answer = await transacted(sandbox.app, C.cardRouter, 'debit', { transactionToken: 'ix::demo-mc-us', amount: '20.00', currency: 'USD' });
    expect(await recordsOfPayment(sandbox.db, answer.uuid)).toEqual([expect.objectContaining({ uuid: answer.uuid, attempt: 1, broker_id: answer.uuid, connector_guid: C.alphaUsd.guid, status: 'success' })]);
  });
});

describe('DCC', () => {
  it('shows the original amount while pending, then the charged amount, the quote and the choice on the same record', async () => {
    const answer = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-mc-us', amount: '100.00', currency: 'EUR', requestDcc: true });
    expect(answer.returnType).toBe('PENDING_DCC');
    const quote = answer.dccData as { uuid: string; convertedAmount: string; conversionRate: number };
    const pending = await storedRecord(sandbox.db, answer.uuid);
    expect(pending).toMatchObject({
      status: 'pending-dcc', amount: 100, currency: 'EUR', base_amount: 100, connector_guid: C.alphaEur.guid, attempt: 1, errors: [],
      return_data: { dcc_uuid: quote.uuid, dcc_original_amount: '100.00', dcc_original_currency: 'EUR', dcc_converted_currency: 'USD', dcc_converted_amount: quote.convertedAmount, dcc_mark_up: '3.5' },
      status_history: [{ status_field: 'status', to_status: 'pending-dcc', created_at: '2026-03-02 10:00:00' }],
    });
    expect(pending.return_data?.dcc_selected_currency).toBeUndefined();

    at('2026-03-02T10:02:00.000Z');
    const res = await sandbox.app.inject({
      method: 'POST', url: `/api/v3/transaction/${C.alphaEur.apiKey}/continue-dcc`,
      headers: { authorization: `Basic ${Buffer.from(`${C.alphaEur.username}:${C.alphaEur.password}`).toString('base64')}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ continueDccUuid: quote.uuid, selectedDccCurrency: 'USD' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const charged = await storedRecord(sandbox.db, answer.uuid);
    expect(charged).toMatchObject({
      status: 'success', amount: Number(quote.convertedAmount), currency: 'USD', base_amount: Math.round(Number(quote.convertedAmount) * 0.92 * 1000) / 1000,
      created_at: '2026-03-02 10:00:00', modified_at: '2026-03-02 10:02:00',
      return_data: { dcc_uuid: quote.uuid, dcc_selected_currency: 'USD', dcc_original_amount: '100.00' },
      status_history: [
        { status_field: 'status', to_status: 'pending-dcc', created_at: '2026-03-02 10:00:00' },
        { status_field: 'status', from_status: 'pending-dcc', to_status: 'success', created_at: '2026-03-02 10:02:00' },
      ],
    });
  });
});

describe('the hosted payment page', () => {
  it('writes a redirect record, which becomes the last attempt’s record once the payer pays', async () => {
    const answer = await transacted(sandbox.app, C.cardRouter, 'debit', { amount: '1500.00', currency: 'EUR', description: 'Tent' });
    expect(answer.returnType).toBe('REDIRECT');
    expect(await storedRecord(sandbox.db, answer.uuid)).toMatchObject({
      status: 'redirect', attempt: 1, connector_guid: null, broker_id: answer.uuid, meta_connector_guid: C.cardRouter.guid, description: 'Tent',
      status_history: [{ to_status: 'redirect' }],
    });
    at('2026-03-02T10:05:00.000Z');
    const paid = await sandbox.app.inject({ method: 'POST', url: `/sandbox/payment-page/${answer.uuid}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'card=ix%3A%3Ademo-visa-soft' });
    expect(paid.statusCode).toBe(303);
    const records = await recordsOfPayment(sandbox.db, answer.uuid);
    expect(records.map((r) => [r.attempt, r.connector_guid, r.status])).toEqual([[1, C.alphaEur.guid, 'error'], [2, C.betaEur.guid, 'error'], [3, C.gammaChf.guid, 'error']]);
    expect(records[2]).toMatchObject({
      uuid: answer.uuid, description: 'Tent', creditcard: { bin_country: 'AT' },
      status_history: [{ to_status: 'redirect' }, { from_status: 'redirect', to_status: 'error', created_at: '2026-03-02 10:05:00' }],
    });
  });
});
