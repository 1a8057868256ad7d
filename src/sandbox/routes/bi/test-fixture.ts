import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BI_QUERY_PATH, BI_SANDBOX_PREFIX } from '@contracts/gateway-bi';
import type { BiRecord } from '@domain/bi/record';
import { BI_CREDENTIALS, TENANT } from '@fixtures/world';
import type { SandboxDb } from '../../db/client';
import { basicAuthHeader } from '../../http/basic-auth';
import { writeBiRecords } from '../../store/bi-records';

/**
 * A small BI fixture whose answers are easy to compute by hand, and helpers to query it. The clock
 * is fixed at NOW; the production audience sees u1, u2, u3, u4, u8 (u5 is test_mode, u6 another
 * tenant's, u7 not visible yet).
 */

export const NOW = new Date('2026-11-24T12:00:00Z');
const T = TENANT.guid;

export const FIXTURE: BiRecord[] = [
  {
    tenant_guid: T, uuid: 'u1', status: 'success', type: 'debit', method: 'Creditcard', currency: 'EUR', amount: 10.5, base_amount: 10.5, base_currency: 'EUR',
    created_at: '2026-11-24 10:00:00', connector_guid: 'CO-1', connector_name: 'Card A', attempt: 1, description: 'Blue Tent 2P', merchant_txid: 'order-1001',
    is_captured: true, test_mode: false,
    customer: { billing_country: 'DE', email: 'Anna@Example.com', ip_address: '10.1.2.3', first_name: 'Anna', extra_data: { tier: 'gold' } },
    creditcard: { bin_brand: 'visa', bin_country: 'DE', expiry_year: 2028 },
    items: [{ name: 'Tent', price: 10.5, quantity: 1, currency: 'EUR' }],
    extra_data: { shop: 'a', visits: 3 },
    fees: [{ amount: 0.1234, entity: 'Acme Bank', entity_type: 'normal', date: '2026-11-24' }],
    status_history: [{ from_status: 'redirect', to_status: 'success', created_at: '2026-11-24 10:00:05' }],
    risk_data: { final_score: 10, risk_profile_name: 'Default Profile' },
  },
  {
    tenant_guid: T, uuid: 'u2', status: 'error', type: 'debit', method: 'Creditcard', currency: 'USD', amount: 20, base_amount: 18.4, base_currency: 'EUR',
    created_at: '2026-11-24 11:30:00', connector_guid: 'CO-2', connector_name: 'Card B', attempt: 2, description: 'Red tent, large', merchant_txid: 'order-1002',
    customer: { billing_country: 'DE', email: 'ben@example.org', ip_address: '10.9.0.1', first_name: 'Ben' },
    creditcard: { bin_brand: 'mastercard', bin_country: 'US', expiry_year: 2027 },
    items: [{ name: 'Sleeping bag', price: 12, quantity: 1, currency: 'USD' }, { name: 'Tent pegs', price: 8, quantity: 4, currency: 'USD' }],
    errors: [{ code: '2003', message: 'Insufficient funds', created_at: '2026-11-24 11:30:01' }],
    risk_data: { final_score: 55, risk_profile_name: 'Strict Profile' },
  },
  {
    tenant_guid: T, uuid: 'u3', status: 'success', type: 'debit', method: 'Paypal', currency: 'EUR', amount: 1.005, base_amount: 1.005, base_currency: 'EUR',
    created_at: '2026-11-23 09:00:00', connector_guid: 'CO-1', connector_name: 'Card A', attempt: 1, description: 'Camping stove',
    customer: { billing_country: 'AT', email: 'carla@example.at', ip_address: '192.168.1.7' },
    extra_data: { shop: 'b' },
  },
  {
    tenant_guid: T, uuid: 'u4', status: 'success', type: 'preauthorize', method: 'DirectDebit', currency: 'EUR', amount: 100, base_amount: 100, base_currency: 'EUR',
    created_at: '2026-10-30 08:00:00', connector_guid: 'CO-3', connector_name: 'SEPA', attempt: 1, description: 'Blue backpack',
    is_captured: false,
  },
  { tenant_guid: T, uuid: 'u5', status: 'success', type: 'debit', method: 'Creditcard', currency: 'EUR', amount: 0.1, created_at: '2026-11-24 11:59:59', connector_guid: 'CO-1', test_mode: true },
  { tenant_guid: 'TE-other', uuid: 'u6', status: 'success', type: 'debit', method: 'Creditcard', currency: 'EUR', amount: 7, created_at: '2026-11-24 09:00:00', connector_guid: 'CO-9' },
  { tenant_guid: T, uuid: 'u8', status: 'redirect', type: 'debit', method: 'Creditcard', currency: 'GBP', created_at: '2026-11-24 06:00:00', connector_guid: 'CO-2', attempt: 1 },
];

const LATE: BiRecord = { tenant_guid: T, uuid: 'u7', status: 'success', type: 'debit', method: 'Creditcard', currency: 'EUR', amount: 1.1, created_at: '2026-11-20 00:00:00', connector_guid: 'CO-1' };

/** The index holds only the fixture: the seeded sandbox's own records (seed profiles' registers) go first. */
export const writeFixture = async (db: SandboxDb) => {
  await db.execute(sql`delete from bi_records`);
  await writeBiRecords(db, FIXTURE, new Date('2026-11-24T11:59:59Z'));
  await writeBiRecords(db, [LATE], new Date('2026-11-24T12:00:01Z'));
};

export const AUTH = basicAuthHeader(BI_CREDENTIALS);
export const URL = BI_QUERY_PATH;
export const SANDBOX_URL = `${BI_SANDBOX_PREFIX}${BI_QUERY_PATH}`;

export const post = (app: FastifyInstance, body: unknown, url = URL) =>
  app.inject({ method: 'POST', url, headers: { authorization: AUTH, 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

/** A search that must succeed; returns the parsed body. */
export const search = async (app: FastifyInstance, body: unknown, url = URL) => {
  const res = await post(app, body, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    hits: { total?: { value: number; relation: string }; max_score: number | null; hits: Array<{ _id: string; _score: number | null; _source?: Record<string, unknown>; sort?: unknown[] }> };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep aggregation results by hand-written paths
    aggregations?: Record<string, any>;
  };
};

/** The ids a query matches (size 100, index order). */
export const ids = async (app: FastifyInstance, query: unknown) => (await search(app, { query, size: 100, sort: ['_doc'] })).hits.hits.map((h) => h._id);

/** A search that must fail with `status`; returns the error body. */
export const failure = async (app: FastifyInstance, body: unknown, status = 400) => {
  const res = await post(app, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { error: { type: string; reason: string; root_cause: Array<{ type: string; reason: string }> }; status: number };
};
