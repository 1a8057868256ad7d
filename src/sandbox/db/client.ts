import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * One database type for both drivers: route and seed code never needs to know whether it talks to
 * the embedded PGlite or a PostgreSQL server (both drizzle databases extend PgDatabase).
 */
export type SandboxDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SandboxDatabase {
  db: SandboxDb;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite keeps its files in `${dataDir}/sandbox`; undefined means in memory. */
  dataDir?: string;
  /** postgres://… switches to node-postgres; wins over dataDir. */
  databaseUrl?: string;
  /** PostgreSQL's shared_buffers for a PGlite with files (`512MB`, `1GB`); FILE_SHARED_BUFFERS when not given. */
  sharedBuffers?: string;
}

/**
 * PGlite's 128 MB of shared buffers hold a fifth of a studio's BI records at 100,000 replayed
 * payments: every replay page then read most of its rows through the file system (PGlite copies
 * each 8 kB block from a file into its memory) and evicted others. With 1 GB the pages a replay
 * reads stay in memory between replays (BENCHMARKS.md, replay). The memory is taken only as blocks
 * are read. In-memory databases (tests) keep PGlite's default: their files are memory already.
 */
export const FILE_SHARED_BUFFERS = '1GB';
const SHARED_BUFFERS = /^\d+(kB|MB|GB)$/;

// Resolved from this module, not the working directory, so the migrations are found from any cwd.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date (drizzle's migrator is idempotent). */
export const openSandboxDatabase = async (options: OpenOptions = {}): Promise<SandboxDatabase> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as SandboxDb, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir !== undefined) {
    dataDir = `${options.dataDir}/sandbox`;
    mkdirSync(dataDir, { recursive: true });
  }
  const sharedBuffers = options.sharedBuffers ?? FILE_SHARED_BUFFERS;
  if (!SHARED_BUFFERS.test(sharedBuffers)) throw new Error(`shared_buffers must be a size such as 512MB or 1GB, got '${sharedBuffers}'`);
  const client = dataDir ? new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }) : new PGlite();
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as SandboxDb, close: () => client.close() };
};

/**
 * Rows of a raw SQL statement, for both drivers (PGlite and node-postgres both answer `{rows}`).
 * Types of values differ between them (node-postgres gives bigint and numeric as strings): callers
 * convert what they read.
 */
export const selectRows = async <T>(db: SandboxDb, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** PostgreSQL's limit on a function's arguments (FUNC_MAX_ARGS, fixed at compile time). */
const MAX_FUNCTION_ARGUMENTS = 100;

/**
 * Rows of a statement as one JSON text, parsed here: for pages of thousands of rows, where the
 * drivers' per-row, per-column decoding costs more than the query (PGlite, 5,000 rows of 20
 * columns: about half the time). Values arrive as JSON gives them, the same from both drivers:
 * text as strings, numbers (cast big ones to text to keep them exact), booleans, jsonb as JSON,
 * arrays as arrays, timestamps as ISO text. The rows keep the statement's order: the aggregate
 * reads its input from the sorted subquery (PostgreSQL's documented behaviour for an aggregate over
 * a sorted subquery with nothing else in the FROM clause).
 *
 * Given the statement's column names, each row travels as a JSON array instead of an object: the
 * names are not repeated 5,000 times, which makes the aggregate and the parse a quarter faster
 * (replay pages on PGlite: 88 against 116 ms median). `json_build_array` takes at most 100
 * arguments (PostgreSQL's FUNC_MAX_ARGS), so wider rows still travel as objects.
 */
export const selectRowsAsJson = async <T>(db: SandboxDb, query: SQL, columns?: readonly string[]): Promise<T[]> => {
  if (!columns || columns.length === 0 || columns.length > MAX_FUNCTION_ARGUMENTS) {
    const [row] = await selectRows<{ rows: string }>(db, sql`select coalesce(json_agg(r), '[]')::text as rows from (${query}) r`);
    return JSON.parse(row!.rows) as T[];
  }
  return (await selectRowArraysAsJson(db, query, columns)).map((values) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) out[columns[i]!] = values[i];
    return out as T;
  });
};

/**
 * The same rows as arrays of the named columns' values, in that order: for a caller that reads
 * values by position, a page of 5,000 rows makes no objects to throw away.
 *
 * They travel column by column (one `json_agg` per column, the arrays in one `json_build_array`)
 * and are turned into rows here: `json_build_array` works out how to write each argument's type on
 * every call, 17 times a row on a replay page, where an aggregate does it once for its column
 * (replay pages on PGlite: 35 against 52 ms in the database). Every aggregate of the statement reads
 * the sorted subquery's rows in the same order, so the i-th values of the columns are one row.
 */
export const selectRowArraysAsJson = async (db: SandboxDb, query: SQL, columns: readonly string[]): Promise<unknown[][]> => {
  if (columns.length > MAX_FUNCTION_ARGUMENTS) return (await selectRowsAsJson<Record<string, unknown>>(db, query)).map((row) => columns.map((c) => row[c]));
  const aggregates = sql.raw(columns.map((c) => `json_agg(r."${c.replaceAll('"', '""')}")`).join(', '));
  const [row] = await selectRows<{ columns: string }>(db, sql`select json_build_array(${aggregates})::text as columns from (${query}) r`);
  // No rows: every json_agg is null.
  const values = JSON.parse(row!.columns) as Array<unknown[] | null>;
  const count = values[0]?.length ?? 0;
  const rows: unknown[][] = new Array(count);
  for (let i = 0; i < count; i++) {
    const out = new Array<unknown>(values.length);
    for (let j = 0; j < values.length; j++) out[j] = values[j]![i];
    rows[i] = out;
  }
  return rows;
};
