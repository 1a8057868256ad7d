import type { BiRecord } from '@domain/bi/record';
import { withBulkSession, type BulkSession } from '../db/bulk-session';
import type { SandboxDb } from '../db/client';
import { createIndexes, dropSecondaryIndexes } from '../db/deferred-indexes';
import { copyBiRecords } from '../store/bi-records';
import { insertIncidents } from '../store/incidents';
import { generateHistory, type HistoryPlan } from './generate';
import { loadHistoryEnv } from './history-env';

export interface HistoryOptions extends HistoryPlan {
  seed: number;
  days: number;
  end: Date;
}

export interface WriteOptions {
  /** Records per COPY: short on PGlite (one statement at a time, requests wait behind it), long on a server. */
  batchSize: number;
  /** Called after each batch; the background generation yields to waiting requests here. */
  afterBatch?: (written: number) => Promise<void> | void;
  /** Checked before each batch: stop early (the sandbox is closing). */
  stopped?: () => boolean;
  /**
   * One transaction for the whole history, and when it is at least twice the records stored (a
   * fresh database) the secondary indexes are built after it instead of maintained record by
   * record. All or nothing, and other sessions wait for bi_records until it commits: for the
   * command line and benchmarks, never for a sandbox that answers requests meanwhile.
   */
  bulk?: boolean;
}

/** Below this, building the indexes again costs more than maintaining them. */
const DEFER_INDEXES_FROM = 20_000;

const shouldDeferIndexes = async (session: BulkSession, records: number) => {
  if (records < DEFER_INDEXES_FROM) return false;
  const [row] = await session.query<{ n: string | number }>('select count(*) as n from bi_records');
  return records >= 2 * Number(row!.n);
};

/**
 * Generates history into the sandbox database, batch by batch: at most one batch is in memory, so a
 * million records take the memory of a few thousand. Records are visible from `end` on (history is
 * already indexed). Returns how many records were written.
 */
export const writeHistory = async (db: SandboxDb, options: HistoryOptions, write: WriteOptions): Promise<number> => {
  const end = options.end;
  const start = new Date(end.getTime() - options.days * 86_400_000);
  const env = await loadHistoryEnv(db, { start, end, seed: options.seed });
  // The seeded incidents this history contains, so the controls and the truth list them too.
  await insertIncidents(db, env.world.tenant.guid, env.incidents, end);
  const generate = async (writeBatch: (batch: BiRecord[]) => Promise<void>) => {
    let batch: BiRecord[] = [];
    let written = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await writeBatch(batch);
      written += batch.length;
      batch = [];
      await write.afterBatch?.(written);
    };
    for (const records of generateHistory(env, options)) {
      if (write.stopped?.()) return written;
      batch.push(...records);
      if (batch.length >= write.batchSize) await flush();
    }
    if (!write.stopped?.()) await flush();
    return written;
  };
  if (!write.bulk) return generate((batch) => withBulkSession(db, (session) => copyBiRecords(session, batch, end)));
  return withBulkSession(db, async (session) => {
    const deferred = (await shouldDeferIndexes(session, options.records)) ? await dropSecondaryIndexes(session, 'bi_records') : [];
    const written = await generate((batch) => copyBiRecords(session, batch, end));
    await createIndexes(session, deferred);
    return written;
  });
};
