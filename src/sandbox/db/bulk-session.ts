import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { SandboxDb } from './client';

/**
 * One connection of the sandbox database in one transaction, with what drizzle does not offer:
 * `COPY … FROM` (PostgreSQL's bulk input) for both drivers. node-postgres streams the text to
 * the server (pg-copy-streams), so the server reads one part while the next is being made;
 * PGlite reads it from a blob (`COPY … FROM '/dev/blob'`).
 */
export interface BulkSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** `COPY <target> FROM` the given text parts (COPY's text format), in order. */
  copyFrom(target: string, parts: AsyncIterable<string> | Iterable<string>): Promise<void>;
}

const clientOf = (db: SandboxDb): pg.Pool | PGlite => (db as unknown as { $client: pg.Pool | PGlite }).$client;

const pgliteSession = (tx: Pick<PGlite, 'query'>): BulkSession => ({
  query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
  copyFrom: async (target, parts) => {
    // PGlite runs the statement in this thread: one blob of all parts costs the same as streaming.
    const texts: string[] = [];
    for await (const part of parts) texts.push(part);
    await tx.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob(texts) });
  },
});

const serverSession = (client: pg.PoolClient): BulkSession => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  copyFrom: (target, parts) => pipeline(Readable.from(parts), client.query(copyFrom(`copy ${target} from stdin`))),
});

/**
 * A large value (a BI record's `_doc`, ~3 kB) is compressed as it is stored; PostgreSQL's own pglz
 * took about a third of the server's time of a COPY into bi_records, lz4 a fraction of that (and
 * reads faster too). Servers built with lz4 offer it; PGlite is not, and keeps pglz.
 */
const LZ4 = `select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals)`;

/** Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it throws. */
export const withBulkSession = async <T>(db: SandboxDb, work: (session: BulkSession) => Promise<T>): Promise<T> => {
  const client = clientOf(db);
  if (client instanceof PGlite) return client.transaction((tx) => work(pgliteSession(tx)));
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    await connection.query('begin');
    if ((await connection.query(LZ4)).rowCount) await connection.query(`set local default_toast_compression = 'lz4'`);
    const result = await work(serverSession(connection));
    await connection.query('commit');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    await connection.query('rollback').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    connection.release(broken);
  }
};
