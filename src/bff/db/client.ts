import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One database type for PGlite and node-postgres: callers never branch on the driver. */
export type StudioDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface StudioDatabase {
  db: StudioDb;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock on `key`, inside a transaction: saves of
   * one connector are serialised across every BFF instance sharing the database.
   */
  withLock<T>(key: string, work: (tx: StudioDb) => Promise<T>): Promise<T>;
  /** PGlite: this process is the database's only user, so what it caches cannot be changed behind its back. */
  singleProcess: boolean;
  close(): Promise<void>;
}

/**
 * Runs `work` in a transaction of `db`. drizzle types a transaction's handle apart from a database
 * though it runs the same queries, and the studio's queries take a `StudioDb`: the one cast is here.
 */
export const inTransaction = <T>(db: StudioDb, work: (tx: StudioDb) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as StudioDb));

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Work inside the lock must use `tx`: on PGlite (one connection) a query on `db` would wait for
// this very transaction.
const withAdvisoryLock = (db: StudioDb) => <T>(key: string, work: (tx: StudioDb) => Promise<T>) =>
  inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return work(tx);
  });

export interface OpenStudioOptions {
  /** PGlite keeps its files in `${dataDir}/studio`; undefined means in memory. */
  dataDir?: string;
  /** postgres://… uses a PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
}

/** Opens the studio database and brings its schema up to date. */
export const openStudioDatabase = async (options: OpenStudioOptions = {}): Promise<StudioDatabase> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as StudioDb;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }).catch(async (error) => {
      await pool.end();
      throw error;
    });
    return { db, withLock: withAdvisoryLock(db), singleProcess: false, close: () => pool.end() };
  }
  const dir = options.dataDir === undefined ? undefined : `${options.dataDir}/studio`;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzlePglite({ client, schema }) as unknown as StudioDb;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }).catch(async (error) => {
    await client.close();
    throw error;
  });
  // PGlite is one connection: its transactions already run one at a time, and the advisory lock
  // keeps the code path identical to a PostgreSQL server's.
  return { db, withLock: withAdvisoryLock(db), singleProcess: true, close: () => client.close() };
};
