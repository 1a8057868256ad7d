import type { BiRecord } from '@domain/bi/record';
import { CONNECTORS, MERCHANT, TENANT } from '@fixtures/world';

/**
 * The conformance fixture: hand-built BI records whose answers the cases in `cases.ts` are computed
 * from by hand. Test-only (it reads the seeded world for the tenant the BI user belongs to).
 *
 * Production index (tenant = the BI user's, test_mode not true, visible at NOW), in index order:
 *
 * | id  | created_at          | status      | method      | cur | amount  | connector | type         | att |
 * |-----|---------------------|-------------|-------------|-----|---------|-----------|--------------|-----|
 * | p01 | 2026-03-15 11:30:00 | success     | Creditcard  | EUR | 100     | alpha     | debit        | 1   |
 * | p02 | 2026-03-15 09:00:00 | error       | Creditcard  | EUR | 25.5    | beta      | debit        | 1   |
 * | p03 | 2026-03-14 18:00:00 | success     | Creditcard  | USD | 49.99   | alpha     | debit        | 2   |
 * | p04 | 2026-03-14 12:00:00 | success     | Paypal      | EUR | 10      | paypal    | debit        | 1   |
 * | p05 | 2026-03-14 11:59:59 | error       | Paypal      | EUR | 0.0005→0.001 | paypal | debit      | 1   |
 * | p06 | 2026-03-10 08:15:00 | success     | Creditcard  | GBP | 75.25   | beta      | preauthorize | 1   |
 * | p07 | 2026-03-01 00:00:00 | success     | DirectDebit | EUR | 200     | sepa      | debit        | 1   |
 * | p08 | 2026-02-28 23:59:59 | error       | Creditcard  | EUR | 15      | alpha     | debit        | 1   |
 * | p09 | 2026-02-15 10:00:00 | success     | Creditcard  | USD | 300     | alpha     | debit        | 1   |
 * | p10 | 2026-02-15 12:00:00 | success     | Paypal      | USD | 20      | paypal    | debit        | 1   |
 * | p11 | 2026-01-31 23:00:00 | success     | Creditcard  | EUR | 1.001   | beta      | capture      | –   |
 * | p12 | 2026-01-15 06:30:00 | pending-dcc | Creditcard  | EUR | 60      | alpha     | debit        | 1   |
 * | p13 | 2025-12-31 23:59:59 | success     | Creditcard  | EUR | 40      | beta      | refund       | –   |
 * | p14 | 2026-03-12 14:00:00 | redirect    | Paypal      | CHF | 12.345  | paypal    | debit        | 1   |
 * | p15 | 2026-03-13 07:45:00 | (missing)   | Creditcard  | EUR | 5       | alpha     | register     | –   |
 * | p16 | 2026-03-05 16:20:00 | success     | Creditcard  | EUR | 99.999  | beta      | debit        | 3   |
 *
 * BI sandbox index (test_mode true): s01–s04. Never visible: o01–o02 (another tenant) and f01
 * (visible only an hour after NOW). NOW = 2026-03-15 12:00:00 UTC (a Sunday).
 */
export const NOW = new Date('2026-03-15T12:00:00.000Z');
export const OTHER_TENANT = 'TE-9999-0000-0000-0000-0999';

const T = { tenant_guid: TENANT.guid, tenant_name: TENANT.name, merchant_guid: MERCHANT.guid, merchant_name: MERCHANT.name, base_currency: 'EUR' } as const;
const A = { connector_guid: CONNECTORS.alphaEur.guid, connector_name: CONNECTORS.alphaEur.name, adapter: 'AlphaAcquiring' } as const;
const B = { connector_guid: CONNECTORS.betaEur.guid, connector_name: CONNECTORS.betaEur.name, adapter: 'BetaPayments' } as const;
const P = { connector_guid: CONNECTORS.paypal.guid, connector_name: CONNECTORS.paypal.name, adapter: 'PayPal' } as const;
const S = { connector_guid: CONNECTORS.sepa.guid, connector_name: CONNECTORS.sepa.name, adapter: 'SepaBank' } as const;

const rec = (id: string, fields: BiRecord): BiRecord => ({ uuid: id, ...T, ...fields });

export const PRODUCTION_RECORDS: readonly BiRecord[] = [
  rec('p01', {
    ...A, created_at: '2026-03-15 11:30:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 100, base_amount: 100, type: 'debit', attempt: 1,
    description: 'Blue Tent-2P, large', merchant_txid: 'order-1001', test_mode: false, is_captured: true, captured_at: '2026-03-15 11:31:00', buyer_country: 'AT',
    customer: { first_name: 'Anna', last_name: 'Berg', email: 'Anna.Berg@example.com', ip_address: '10.1.2.3', billing_country: 'AT', billing_country_geopoint: { lat: 48.2, lon: 16.37 } },
    creditcard: { type: 'visa', bin_country: 'AT', expiry_month: 12, expiry_year: 2027, card_holder: 'Anna Berg' },
    extra_data: { shop: 'web', campaign: 'spring' },
    items: [{ name: 'Blue Tent', price: 80, quantity: 1, currency: 'EUR' }, { name: 'Tent pegs', price: 10, quantity: 2, currency: 'EUR' }],
    fees: [{ amount: 1.2345, entity: 'Alpha Acquiring', entity_type: 'normal', date: '2026-03-15' }, { amount: 0.00015, entity: 'Card Scheme', entity_type: 'scheme', date: '2026-03-16' }],
    status_history: [{ status_field: 'status', from_status: 'redirect', to_status: 'success', created_at: '2026-03-15 11:30:00' }],
    tags: [{ name: 'vip', createdAt: '2026-03-15 11:40:00', createdBy: 'analyst' }],
    risk_data: { final_score: 12, risk_profile_name: 'Default Profile', alert: false },
  }),
  rec('p02', {
    ...B, created_at: '2026-03-15 09:00:00', status: 'error', method: 'Creditcard', currency: 'EUR', amount: 25.5, base_amount: 25.5, type: 'debit', attempt: 1,
    description: 'red tent', merchant_txid: 'order-1002', test_mode: false, is_captured: false, buyer_country: 'DE',
    customer: { first_name: 'Bernd', last_name: 'Carbon', email: 'bernd@example.org', ip_address: '10.200.0.7', billing_country: 'DE' },
    creditcard: { type: 'mastercard', bin_country: 'DE', expiry_month: 1, expiry_year: 2026 },
    extra_data: { shop: 'app' },
    errors: [{ code: '2003', message: 'Transaction declined: insufficient funds', created_at: '2026-03-15 09:00:01' }],
    first_error_code: '2003', first_error_message: 'Transaction declined: insufficient funds',
    risk_data: { final_score: 55, risk_profile_name: 'Strict Profile', alert: true },
  }),
  rec('p03', {
    ...A, created_at: '2026-03-14 18:00:00', status: 'success', method: 'Creditcard', currency: 'USD', amount: 49.99, base_amount: 46.12, type: 'debit', attempt: 2,
    description: 'Blue tent & poles', merchant_txid: 'order-1003', is_captured: true, captured_at: '2026-03-14 18:05:00', buyer_country: 'US',
    customer: { first_name: 'Carla', last_name: 'Diaz', ip_address: '2001:db8::15', billing_country: 'US' },
    creditcard: { type: 'visa', bin_country: 'US', expiry_month: 6, expiry_year: 2028 },
    extra_data: { shop: 'web' },
    items: [{ name: 'Tent', price: 40, quantity: 1, currency: 'USD' }, { name: 'Poles', price: 9.99, quantity: 3, currency: 'EUR' }],
    risk_data: { final_score: 30, risk_profile_name: 'Default Profile' },
  }),
  rec('p04', {
    ...P, created_at: '2026-03-14 12:00:00', status: 'success', method: 'Paypal', currency: 'EUR', amount: 10, base_amount: 10, type: 'debit', attempt: 1,
    description: 'Gift card (EUR)', merchant_txid: 'gift-77', buyer_country: 'AT',
    customer: { first_name: 'Anna', last_name: 'Berg', email: 'anna.berg@example.com', ip_address: '192.168.1.20' },
    extra_data: { shop: 'app', campaign: 'spring' },
    tags: [{ name: 'gift', createdAt: '2026-03-14 12:10:00', createdBy: 'system' }, { name: 'vip', createdAt: '2026-03-14 12:11:00', createdBy: 'analyst' }],
  }),
  rec('p05', {
    ...P, created_at: '2026-03-14 11:59:59', status: 'error', method: 'Paypal', currency: 'EUR', amount: 0.0005, base_amount: 0.0005, type: 'debit', attempt: 1,
    description: 'TENT repair kit', merchant_txid: 'order-1005', buyer_country: 'DE',
    customer: { first_name: 'Dora', ip_address: '10.1.9.9' },
    errors: [{ code: '1003', message: 'Payer cancelled', created_at: '2026-03-14 12:00:30' }, { code: '2003', message: 'Retry declined', created_at: '2026-03-14 12:01:00' }],
  }),
  rec('p06', {
    ...B, created_at: '2026-03-10 08:15:00', status: 'success', method: 'Creditcard', currency: 'GBP', amount: 75.25, base_amount: 86.5, type: 'preauthorize', attempt: 1,
    description: 'Poles: carbon, 2x', merchant_txid: 'order-1006', is_captured: false, buyer_country: 'GB',
    customer: { first_name: 'Emil', last_name: 'Frost', billing_country: 'GB' },
    creditcard: { type: 'mastercard', bin_country: 'GB', expiry_month: 3, expiry_year: 2027 },
    items: [{ name: 'Carbon poles', price: 75.25, quantity: 2, currency: 'GBP' }],
    fees: [{ amount: 0.5, entity: 'Beta Payments', entity_type: 'normal', date: '2026-03-10' }],
  }),
  rec('p07', {
    ...S, created_at: '2026-03-01 00:00:00', status: 'success', method: 'DirectDebit', currency: 'EUR', amount: 200, base_amount: 200, type: 'debit', attempt: 1,
    description: 'monthly subscription — tent club', merchant_txid: 'sub-2026-03', is_recurring: true, transaction_indicator: 'RECURRING',
    customer: { first_name: 'Anna', last_name: 'Berg', iban: 'AT611904300234573201' },
    extra_data: { shop: 'web', plan: 'club' },
  }),
  rec('p08', {
    ...A, created_at: '2026-02-28 23:59:59', status: 'error', method: 'Creditcard', currency: 'EUR', amount: 15, base_amount: 15, type: 'debit', attempt: 1,
    description: 'blue BLUE blue', merchant_txid: 'order-1008', buyer_country: 'AT',
    creditcard: { type: 'visa', bin_country: 'AT', expiry_month: 12, expiry_year: 2026 },
    errors: [{ code: '2003', message: 'Transaction declined', created_at: '2026-02-28 23:59:59' }],
  }),
  rec('p09', {
    ...A, created_at: '2026-02-15 10:00:00', status: 'success', method: 'Creditcard', currency: 'USD', amount: 300, base_amount: 276.9, type: 'debit', attempt: 1,
    merchant_txid: 'order-1009', is_captured: true, captured_at: '2026-02-16 09:00:00', buyer_country: 'US',
    creditcard: { type: 'amex', bin_country: 'US', expiry_month: 9, expiry_year: 2029 },
    items: [{ name: 'Expedition tent', price: 300, quantity: 1, currency: 'USD' }],
  }),
  rec('p10', {
    ...P, created_at: '2026-02-15 12:00:00', status: 'success', method: 'Paypal', currency: 'USD', amount: 20, base_amount: 18.46, type: 'debit', attempt: 1,
    description: 'Sleeping bag', merchant_txid: 'order-1010', buyer_country: 'US',
  }),
  rec('p11', {
    ...B, created_at: '2026-01-31 23:00:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 1.001, base_amount: 1.001, type: 'capture', related_id: 'p12',
    description: 'Capture, partial', merchant_txid: 'order-1012-c',
  }),
  rec('p12', {
    ...A, created_at: '2026-01-15 06:30:00', status: 'pending-dcc', method: 'Creditcard', currency: 'EUR', amount: 60, base_amount: 60, type: 'debit', attempt: 1,
    description: 'Backpack 60l', merchant_txid: 'order-1012', buyer_country: 'CH',
    creditcard: { type: 'visa', bin_country: 'CH', expiry_month: 5, expiry_year: 2030 },
  }),
  rec('p13', {
    ...B, created_at: '2025-12-31 23:59:59', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 40, base_amount: 40, type: 'refund', related_id: 'p16',
    description: 'Refund: tent returned', merchant_txid: 'order-1016-r', buyer_country: 'DE',
  }),
  rec('p14', {
    ...P, created_at: '2026-03-12 14:00:00', status: 'redirect', method: 'Paypal', currency: 'CHF', amount: 12.345, base_amount: 11.72, type: 'debit', attempt: 1,
    merchant_txid: 'order-1014', buyer_country: 'CH', description: null,
    customer: { first_name: 'Gina', ip_address: '172.16.0.1' },
  }),
  rec('p15', {
    ...A, created_at: '2026-03-13 07:45:00', method: 'Creditcard', currency: 'EUR', amount: 5, base_amount: 5, type: 'register',
    description: 'Card registration', merchant_txid: 'reg-15',
    creditcard: { type: 'visa', bin_country: 'AT', expiry_month: 12, expiry_year: 2027 },
  }),
  rec('p16', {
    ...B, created_at: '2026-03-05 16:20:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 99.999, base_amount: 99.999, type: 'debit', attempt: 3,
    description: 'Tent (blue), 3 attempts', merchant_txid: 'order-1016', is_captured: true, captured_at: '2026-03-05 16:21:00', buyer_country: 'DE',
    creditcard: { type: 'mastercard', bin_country: 'DE', expiry_month: 7, expiry_year: 2027 },
    items: [{ name: 'Blue tent', price: 99.999, quantity: 1, currency: 'EUR' }],
    extra_data: { shop: 'web' },
  }),
];

export const SANDBOX_RECORDS: readonly BiRecord[] = [
  rec('s01', { ...A, created_at: '2026-03-15 10:00:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 1, type: 'debit', test_mode: true, description: 'test tent' }),
  rec('s02', { ...A, created_at: '2026-03-15 10:05:00', status: 'error', method: 'Creditcard', currency: 'EUR', amount: 2, type: 'debit', test_mode: true, description: 'test decline' }),
  rec('s03', { ...P, created_at: '2026-03-14 09:00:00', status: 'success', method: 'Paypal', currency: 'USD', amount: 3, type: 'debit', test_mode: true }),
  rec('s04', { ...B, created_at: '2026-02-01 09:00:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 4, type: 'refund', test_mode: true }),
];

/** Records no query of the BI user may see: another tenant's (production and test). */
export const OTHER_TENANT_RECORDS: readonly BiRecord[] = [
  { ...rec('o01', { ...A, created_at: '2026-03-15 08:00:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 500, type: 'debit', description: 'blue tent' }), tenant_guid: OTHER_TENANT, tenant_name: 'Other Tenant' },
  { ...rec('o02', { ...A, created_at: '2026-03-15 08:00:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 7, type: 'debit', test_mode: true }), tenant_guid: OTHER_TENANT, tenant_name: 'Other Tenant' },
];

/** Written with a visibility an hour after NOW (the indexing delay): never in an answer at NOW. */
export const FUTURE_RECORDS: readonly BiRecord[] = [
  rec('f01', { ...A, created_at: '2026-03-15 11:59:00', status: 'success', method: 'Creditcard', currency: 'EUR', amount: 42, type: 'debit', description: 'blue tent, not yet indexed' }),
];

/** Every record in write order (the index order the engine's `_doc` follows). */
export const ALL_RECORDS: readonly BiRecord[] = [...PRODUCTION_RECORDS, ...SANDBOX_RECORDS, ...OTHER_TENANT_RECORDS, ...FUTURE_RECORDS];

export type BiAddress = 'production' | 'sandbox';

/** The index one address answers from at NOW, as the engine must see it (the reference's input). */
export const visibleRecords = (address: BiAddress): BiRecord[] => (address === 'production' ? [...PRODUCTION_RECORDS] : [...SANDBOX_RECORDS]);
