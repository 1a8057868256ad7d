import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { BiRecord } from '@domain/bi/record';
import { withBulkSession } from '@sandbox/db/bulk-session';
import { openSandboxDatabase, type SandboxDb } from '@sandbox/db/client';
import { createIndexes, dropSecondaryIndexes } from '@sandbox/db/deferred-indexes';
import { generateHistory } from '@sandbox/history/generate';
import { loadHistoryEnv } from '@sandbox/history/history-env';
import { writeHistory } from '@sandbox/history/write-history';
import { seedIfEmpty } from '@sandbox/seed/seed';
import { copyBiRecords } from '@sandbox/store/bi-records';
import { startThrowawayPostgres, type PostgresServer } from './lib/postgres-server';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

/**
 * Issue 40.7: BI records written at ≥ 20,000 records/s on PostgreSQL and ≥ 10,000 on PGlite.
 * Records from the history generator (seed 7, 90 days), written through the sandbox's writer
 * (copyBiRecords: row derivation, COPY) into a freshly seeded database.
 */

const END = new Date('2026-11-24T11:59:00Z');
const DAYS = 90;
const SEED = 7;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Target {
  label: string;
  goal: number;
  batchSize: number;
  open(): Promise<{ db: SandboxDb; close(): Promise<void> }>;
  serverCpu?: () => number;
}

const generate = async (db: SandboxDb, records: number): Promise<BiRecord[]> => {
  const env = await loadHistoryEnv(db, { start: new Date(END.getTime() - DAYS * 86_400_000), end: END, seed: SEED });
  const out: BiRecord[] = [];
  for (const batch of generateHistory(env, { records })) out.push(...batch);
  return out;
};

interface Measured {
  seconds: number;
  nodeCpu: number;
  serverCpu?: number;
}
const measure = async (target: Target, work: () => Promise<unknown>): Promise<Measured> => {
  const cpu = process.cpuUsage();
  const server = target.serverCpu?.();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, nodeCpu: (used.user + used.system) / 1e6, ...(server === undefined ? {} : { serverCpu: target.serverCpu!() - server }) };
};

const inBatches = async (records: readonly BiRecord[], size: number, write: (batch: readonly BiRecord[]) => Promise<void>) => {
  for (let i = 0; i < records.length; i += size) await write(records.slice(i, i + size));
};

const runTarget = async (target: Target, count: number): Promise<{ table: BenchmarkTable; best: number }> => {
  // Wall rates depend on what else the machine runs; the CPU columns much less.
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const rows: Array<Array<string | number>> = [];
  // The best written rate of the cases the goal applies to.
  let best = 0;
  const row = (name: string, n: number, m: Measured, goal?: number) => {
    if (goal !== undefined) best = Math.max(best, n / m.seconds);
    rows.push([name, fmt(n), m.seconds.toFixed(1), fmt(n / m.seconds), fmt((m.nodeCpu / n) * 1e6), m.serverCpu === undefined ? '—' : fmt((m.serverCpu / n) * 1e6), goal === undefined ? '—' : n / m.seconds >= goal ? 'yes' : 'NO']);
  };
  let records: BiRecord[] = [];
  {
    const database = await target.open();
    try {
      await seedIfEmpty(database.db);
      const m = await measure(target, async () => (records = await generate(database.db, count)));
      row('generator alone (no writes)', records.length, m);
      // (a) The records above into this fresh database as sandbox:history loads one: one transaction, secondary indexes built after.
      const bulk = await measure(target, () =>
        withBulkSession(database.db, async (session) => {
          const deferred = await dropSecondaryIndexes(session, 'bi_records');
          await inBatches(records, target.batchSize, (batch) => copyBiRecords(session, batch, END));
          await createIndexes(session, deferred);
        }),
      );
      row('(a) pre-generated, bulk load into a fresh database (indexes built after)', records.length, bulk, target.goal);
      // (a') The same records again under new uuids, batch by batch, every index in place (the background history's and live writes' way).
      const more = records.map((r) => ({ ...r, uuid: `${r.uuid}-again` }));
      const incremental = await measure(target, () => inBatches(more, target.batchSize, (batch) => withBulkSession(database.db, (s) => copyBiRecords(s, batch, END))));
      row(`(a) pre-generated, a transaction per ${fmt(target.batchSize)}, every index in place`, more.length, incremental, target.goal);
    } finally {
      await database.close();
    }
  }
  // (b) Generated and written end to end, as `npm run sandbox:history` does, into another fresh database.
  {
    const database = await target.open();
    try {
      await seedIfEmpty(database.db);
      let written = 0;
      const m = await measure(target, async () => (written = await writeHistory(database.db, { records: count, seed: SEED, days: DAYS, end: END }, { batchSize: target.batchSize, bulk: true })));
      row('(b) generated and written (writeHistory, bulk)', written, m);
    } finally {
      await database.close();
    }
  }
  const table = {
    title: `${target.label}, ${fmt(count)} records (goal: ≥ ${fmt(target.goal)} records/s written)`,
    columns: ['case', 'records', 's', 'records/s', 'Node CPU µs/record', 'server CPU µs/record', 'goal met'],
    rows,
    notes: [`load average (1 min) of the 2-core machine at the start and the end: ${loadAtStart} and ${loadavg()[0]!.toFixed(1)}`],
  };
  return { table, best };
};

const pglite = (): Target => ({
  label: 'PGlite (files in a temporary DATA_DIR, as `npm start` and sandbox:history use it)',
  goal: 10_000,
  batchSize: 1000,
  open: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-bi-write-'));
    const database = await openSandboxDatabase({ dataDir: dir });
    return { db: database.db, close: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
  },
});

const postgres = (server: PostgresServer): Target => {
  let n = 0;
  return {
    label: 'PostgreSQL 15 (a throw-away server)',
    goal: 20_000,
    batchSize: 5000,
    serverCpu: () => server.cpuSeconds(),
    open: async () => {
      const database = await openSandboxDatabase({ databaseUrl: server.url });
      // A database of its own per case: create it through the server's default database.
      const name = `bench_bi_write_${n++}`;
      await database.db.execute(sql.raw(`create database ${name}`));
      await database.close();
      return openSandboxDatabase({ databaseUrl: server.url.replace(/\/postgres$/, `/${name}`) });
    },
  };
};

export const benchmark: BenchmarkModule = {
  name: 'bi-write',
  title: 'BI record writes (generated history into the sandbox database)',
  description:
    'Records from the history generator (seed 7, 90 days), generated into memory and written through `copyBiRecords` (row derivation, COPY): (a) into a fresh database as `npm run sandbox:history` loads one (indexes built after), then as many again batch by batch with every index in place; (b) generated and written end to end (`writeHistory`, bulk). records/s is wall time; CPU µs per record of this process and of the PostgreSQL server (a throw-away one, fsync off).',
  goal: '≥ 10,000 records/s written on PGlite and ≥ 20,000 on PostgreSQL (issue 40.7)',
  run: async ({ quick }) => {
    const targets = [await runTarget(pglite(), quick ? 10_000 : 50_000)];
    const server = await startThrowawayPostgres(['shared_buffers=256MB', 'max_wal_size=4GB', 'synchronous_commit=off']);
    try {
      targets.push(await runTarget(postgres(server), quick ? 20_000 : 100_000));
    } finally {
      server.stop();
    }
    const [lite, pg] = targets as [(typeof targets)[0], (typeof targets)[0]];
    return {
      tables: targets.map((t) => t.table),
      status: metIf(lite.best >= 10_000 && pg.best >= 20_000),
      measured: `best written rate ${fmt(lite.best)} records/s on PGlite, ${fmt(pg.best)} on PostgreSQL`,
    };
  },
};
