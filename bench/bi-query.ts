import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BI_QUERY_PATH } from '@contracts/gateway-bi';
import { BI_CREDENTIALS, TENANT } from '@fixtures/world';
import { buildSandbox } from '@sandbox/app';
import { openSandboxDatabase, selectRows, type SandboxDb } from '@sandbox/db/client';
import { basicAuthHeader } from '@sandbox/http/basic-auth';
import { seedIfEmpty } from '@sandbox/seed/seed';
import { generateHistory } from '@sandbox/history/generate';
import { loadHistoryEnv } from '@sandbox/history/history-env';
import { writeHistory } from '@sandbox/history/write-history';
import { fillByCopies } from './lib/bi-fill';
import { startThrowawayPostgres } from './lib/postgres-server';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { ms, summariseSamples } from './lib/samples';

/**
 * The BI query engine at scale: four queries through the whole HTTP path (parse, compile, SQL,
 * shape, JSON), each beside the plain SQL statement a person would write for the same answer; the
 * ratio is the engine's overhead. 100,000 records on PGlite and 1,000,000 on a throw-away
 * PostgreSQL server (goals: under 300 ms and under 1 s). Records from the sandbox's history
 * generator (the one `npm run sandbox:history` and a fresh start use), seed 7, 90 days.
 */

const NOW = new Date('2026-11-24T12:00:00Z');
const AUTH = basicAuthHeader(BI_CREDENTIALS);
const T = TENANT.guid;
const AUDIENCE = sql`tenant_guid = ${T} and _visible_at <= ${NOW.toISOString()}::timestamptz and test_mode is not true`;
const MONTH_AGO = '2026-10-24T12:00:00.000Z';
/** Records generated and written through the real writer; the rest of a scale is copied in SQL (see bi-fill.ts). */
const WRITTEN = 20_000;
const DAYS = 90;
const SEED = 7;
/** History is visible from its end on: a minute before the benchmark's now. */
const HISTORY_END = new Date(NOW.getTime() - 60_000);

/** The generator alone (no database writes): its records per second. */
const generatorRate = async (db: SandboxDb, records: number) => {
  const env = await loadHistoryEnv(db, { start: new Date(HISTORY_END.getTime() - DAYS * 86_400_000), end: HISTORY_END, seed: SEED });
  const started = performance.now();
  let produced = 0;
  for (const batch of generateHistory(env, { records })) produced += batch.length;
  return { produced, seconds: (performance.now() - started) / 1000 };
};

interface Case {
  name: string;
  body: () => Promise<unknown> | unknown;
  hand: () => SQL;
}

const cases = (app: FastifyInstance): Case[] => {
  let after: unknown[] | undefined;
  return [
    {
      name: 'terms → terms → sum over a month',
      body: () => ({ size: 0, query: { range: { created_at: { gte: 'now-1M' } } }, aggs: { c: { terms: { field: 'connector_guid' }, aggs: { m: { terms: { field: 'currency' }, aggs: { v: { sum: { field: 'amount' } } } } } } } }),
      hand: () => sql`select connector_guid, currency, count(*), sum(amount) from bi_records where ${AUDIENCE} and created_at >= ${MONTH_AGO}::timestamptz group by 1, 2`,
    },
    {
      name: 'filtered search_after page of 1,000',
      body: async () => {
        const body = { size: 1000, query: { bool: { filter: [{ term: { status: 'success' } }, { range: { created_at: { gte: 'now-1M' } } }] } }, sort: [{ created_at: 'desc' }, { uuid: 'desc' }] };
        if (!after) {
          const first = await post(app, body);
          after = (first.hits.hits.at(-1) as { sort: unknown[] }).sort;
        }
        return { ...body, search_after: after };
      },
      hand: () => {
        const [ms0, uuid] = after as [number, string];
        return sql`select uuid, _doc, created_at from bi_records where ${AUDIENCE} and status = 'success' and created_at >= ${MONTH_AGO}::timestamptz and (created_at, uuid) < (${new Date(ms0).toISOString()}::timestamptz, ${uuid}::text) order by created_at desc, uuid desc limit 1000`;
      },
    },
    {
      name: 'date_histogram per day × connector',
      body: () => ({ size: 0, aggs: { d: { date_histogram: { field: 'created_at', calendar_interval: 'day' }, aggs: { c: { terms: { field: 'connector_guid' } } } } } }),
      hand: () => sql`select date_trunc('day', created_at at time zone 'UTC') as day, connector_guid, count(*) from bi_records where ${AUDIENCE} group by 1, 2`,
    },
    {
      name: 'cardinality (customer IPs)',
      body: () => ({ size: 0, aggs: { ips: { cardinality: { field: 'customer.ip_address' } } } }),
      hand: () => sql`select count(distinct customer__ip_address) from bi_records where ${AUDIENCE}`,
    },
  ];
};

const post = async (app: FastifyInstance, body: unknown) => {
  const res = await app.inject({ method: 'POST', url: BI_QUERY_PATH, headers: { authorization: AUTH, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  if (res.statusCode !== 200) throw new Error(`BI query failed: ${res.body}`);
  return res.json() as { hits: { hits: unknown[] } };
};

const time = async (fn: () => Promise<unknown>, runs: number) => {
  await fn();
  const values: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    values.push(performance.now() - start);
  }
  return summariseSamples(values);
};

/** The indexes a statement's plan uses (EXPLAIN, PostgreSQL's words). */
const indexesUsed = async (db: SandboxDb, query: SQL): Promise<string> => {
  const rows = await selectRows<Record<string, string>>(db, sql`explain ${query}`);
  const plan = rows.map((r) => Object.values(r)[0]).join('\n');
  const names = [...new Set([...plan.matchAll(/(?:Index|Bitmap Index) (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1]))];
  return names.length ? names.join(', ') : 'sequential scan';
};

const runScale = async (label: string, count: number, goalMs: number, quick: boolean, databaseUrl?: string): Promise<{ table: BenchmarkTable; slowest: number; met: boolean }> => {
  const database = await openSandboxDatabase(databaseUrl ? { databaseUrl } : {});
  try {
    await seedIfEmpty(database.db);
    const generated = await generatorRate(database.db, Math.min(count, WRITTEN));
    const started = performance.now();
    const written = await writeHistory(database.db, { records: Math.min(count, WRITTEN), seed: SEED, days: DAYS, end: HISTORY_END }, { batchSize: databaseUrl ? 1000 : 250 });
    const writeSeconds = (performance.now() - started) / 1000;
    const filled = performance.now();
    if (count > written) await fillByCopies(database.db, written, count, new Date(HISTORY_END.getTime() - DAYS * 86_400_000), DAYS);
    const fillSeconds = (performance.now() - filled) / 1000;
    // As autovacuum would after a load: statistics, and the visibility map index-only scans need.
    await database.db.execute(sql`vacuum analyze bi_records`);
    // Capture the engine's statements to show which indexes they use.
    const captured: SQL[] = [];
    const spy = new Proxy(database.db, { get: (t, p, r) => (p === 'execute' ? (q: SQL) => (captured.push(q), t.execute(q)) : Reflect.get(t, p, r)) }) as SandboxDb;
    const app = await buildSandbox({ db: spy, publicUrl: 'http://bench.test', now: () => NOW });
    const rows: Array<Array<string | number>> = [];
    let slowest = 0;
    const notes: string[] = [
      `history generator alone (seed ${SEED}, ${DAYS} days, routing through the domain evaluator, no writes): ${generated.produced.toLocaleString('en-US')} records in ${generated.seconds.toFixed(1)} s = ${Math.round(generated.produced / generated.seconds).toLocaleString('en-US')} records/s`,
      `generated and written (writeHistory → copyBiRecords, every index in place): ${written.toLocaleString('en-US')} records in ${writeSeconds.toFixed(1)} s = ${Math.round(written / writeSeconds).toLocaleString('en-US')} records/s`,
      ...(count > written ? [`the other ${(count - written).toLocaleString('en-US')} are copies of them made in SQL (bench/lib/bi-fill.ts: new uuid, created_at moved within the window) in ${fillSeconds.toFixed(1)} s`] : []),
    ];
    const runs = quick ? 3 : 10;
    for (const c of cases(app)) {
      const body = await c.body();
      captured.length = 0;
      const engine = await time(() => post(app, body), runs);
      const engineSql = captured.filter((q) => !/api_users/.test(JSON.stringify(q.queryChunks?.map(String) ?? [])));
      const hand = await time(() => database.db.execute(c.hand()), runs);
      slowest = Math.max(slowest, engine.median);
      rows.push([c.name, ms(engine.median), ms(engine.p95), ms(hand.median), (engine.median / hand.median).toFixed(2), engine.median < goalMs ? 'yes' : 'NO']);
      if (databaseUrl && engineSql.length) notes.push(`${c.name}: engine SQL uses ${await indexesUsed(database.db, engineSql.at(-1)!)}; hand SQL uses ${await indexesUsed(database.db, c.hand())}`);
    }
    await app.close();
    const table = { title: `${label}, ${count.toLocaleString('en-US')} records (goal: each under ${goalMs} ms)`, columns: ['query', 'engine median ms', 'engine p95 ms', 'hand SQL median ms', 'ratio', 'goal met'], rows, notes };
    return { table, slowest, met: slowest < goalMs };
  } finally {
    await database.close();
  }
};

export const benchmark: BenchmarkModule = {
  name: 'bi-query',
  title: 'BI query engine (OpenSearch DSL → SQL)',
  description:
    'Four BI queries through the sandbox’s HTTP route (parse, compile, SQL, shape, JSON) against the plain SQL a person would write for the same numbers (ratio = engine / hand SQL), median and p95 of 10 runs after a warm-up, on generated history (seed 7, 90 days: 20,000 records written by the generator, the rest SQL copies); PostgreSQL is a throw-away server (fsync off).',
  goal: 'each query under 300 ms on PGlite at 100,000 records and under 1,000 ms on PostgreSQL at 1,000,000',
  run: async ({ quick }) => {
    const scales = [await runScale('PGlite', quick ? 10_000 : 100_000, 300, quick)];
    const server = await startThrowawayPostgres(['shared_buffers=256MB', 'max_wal_size=4GB', 'synchronous_commit=off']);
    try {
      scales.push(await runScale('PostgreSQL', quick ? 50_000 : 1_000_000, 1000, quick, server.url));
    } finally {
      server.stop();
    }
    return {
      tables: scales.map((r) => r.table),
      status: metIf(scales.every((r) => r.met)),
      measured: `slowest engine median ${scales.map((r) => `${ms(r.slowest)} ms`).join(' (PGlite) and ')} (PostgreSQL)`,
    };
  },
};
