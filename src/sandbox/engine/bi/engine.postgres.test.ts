import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { buildSandbox } from '../../app';
import { openSandboxDatabase, type SandboxDatabase } from '../../db/client';
import { seedIfEmpty } from '../../seed/seed';
import { createTestSandbox, TEST_PUBLIC_URL, type TestSandbox } from '../../test-support';
import { AUTH, NOW, post, writeFixture } from '../../routes/bi/test-fixture';
import type { FastifyInstance } from 'fastify';

/**
 * The engine's SQL on a PostgreSQL server (the sandbox's other driver and version) answers exactly
 * what it answers on PGlite, whose answers the other test files check by hand: queries,
 * aggregations, sorts, paging and errors from across the supported subset.
 */

const BODIES: unknown[] = [
  {},
  { query: { term: { description: 'tent' } }, sort: ['_doc'] },
  { query: { match: { description: { query: 'blue tent', minimum_should_match: 2 } } } },
  { query: { match_phrase: { description: 'red tent' } } },
  { query: { range: { amount: { gt: 1.005, lt: 6 } } } },
  { query: { range: { created_at: { gte: 'now-24h' } } }, sort: [{ created_at: 'desc' }] },
  { query: { range: { created_at: { lte: '2026-11-23', format: 'yyyy-MM-dd', time_zone: 'Europe/Berlin' } } } },
  { query: { term: { 'customer.ip_address': '10.0.0.0/8' } } },
  { query: { nested: { path: 'items', query: { bool: { must: [{ match: { 'items.name': 'tent' } }, { range: { 'items.price': { gte: 10 } } }] } } } } },
  { query: { term: { 'extra_data.visits': '3' } } },
  { query: { query_string: { query: '(status:error OR method:Paypal) AND currency:EUR' } } },
  { q: 'tent' },
  { query: { wildcard: { connector_name: { value: 'card*', case_insensitive: true } } } },
  { sort: [{ 'items.price': { order: 'desc', nested: { path: 'items' } } }], size: 2 },
  { sort: [{ amount: 'asc' }, { uuid: 'asc' }], search_after: [10.5, 'u1'] },
  { size: 0, aggs: { s: { terms: { field: 'status', size: 1 } }, m: { terms: { field: 'method', order: { a: 'desc' } }, aggs: { a: { avg: { field: 'amount' } } } } } },
  { size: 0, aggs: { st: { stats: { field: 'amount' } }, p: { percentiles: { field: 'amount' } }, c: { cardinality: { field: 'connector_guid' } } } },
  { size: 0, aggs: { d: { date_histogram: { field: 'created_at', calendar_interval: '1d', time_zone: 'Europe/Berlin' }, aggs: { c: { terms: { field: 'connector_guid' } } } } } },
  { size: 0, aggs: { d: { date_histogram: { field: 'created_at', fixed_interval: '90m', time_zone: '+05:30', min_doc_count: 1 } } } },
  { size: 0, aggs: { h: { histogram: { field: 'amount', interval: 50 } }, r: { range: { field: 'amount', ranges: [{ to: 10 }, { from: 10 }] } }, dr: { date_range: { field: 'created_at', ranges: [{ from: 'now-1d/d', to: 'now/d' }] } } } },
  { size: 0, aggs: { f: { filters: { other_bucket: true, filters: { a: { term: { status: 'error' } } } } } } },
  { size: 0, aggs: { i: { nested: { path: 'items' }, aggs: { c: { terms: { field: 'items.currency' }, aggs: { back: { reverse_nested: {}, aggs: { v: { sum: { field: 'amount' } } } } } } } } } },
  { size: 0, aggs: { s: { terms: { field: 'status' }, aggs: { top: { top_hits: { size: 1, sort: [{ amount: 'desc' }] } } } } } },
  { size: 0, aggs: { c: { composite: { size: 2, sources: [{ st: { terms: { field: 'status' } } }, { m: { terms: { field: 'method' } } }], after: { st: 'redirect', m: 'Creditcard' } } } } },
  { query: { term: { attempt: 'abc' } } },
  { query: { match_phrase: { amount: 9223372036854776 } } },
  { from: 9995, size: 10 },
];

const answer = async (app: FastifyInstance, body: unknown) => {
  const { q, ...rest } = body as { q?: string };
  const res = q === undefined ? await post(app, rest) : await app.inject({ method: 'GET', url: `/query/transactions/v2?q=${encodeURIComponent(q)}`, headers: { authorization: AUTH } });
  const json = res.json() as Record<string, unknown>;
  delete json.took;
  return { status: res.statusCode, json };
};

let pglite: TestSandbox;
let database: SandboxDatabase;
let server: FastifyInstance;
beforeAll(async () => {
  pglite = await createTestSandbox({ now: () => NOW });
  await writeFixture(pglite.db);
  database = await openSandboxDatabase({ databaseUrl: await freshDatabase(inject('testDatabaseUrl'), 'sandbox_bi_engine') });
  await seedIfEmpty(database.db);
  await writeFixture(database.db);
  server = await buildSandbox({ db: database.db, publicUrl: TEST_PUBLIC_URL, now: () => NOW });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await pglite?.close();
});

describe('BI engine on PostgreSQL', () => {
  it('answers every sample request exactly as on PGlite', async () => {
    for (const body of BODIES) {
      const expected = await answer(pglite.app, body);
      expect(await answer(server, body), JSON.stringify(body)).toEqual(expected);
    }
  });
});
