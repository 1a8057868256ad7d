import type { BiRecord } from '@domain/bi/record';
import type { SandboxDb } from '../db/client';
import { writeBiRecords } from '../store/bi-records';
import { insertIncidents } from '../store/incidents';
import { generateHistory, type HistoryPlan } from './generate';
import { loadHistoryEnv } from './history-env';

export interface HistoryOptions extends HistoryPlan {
  seed: number;
  days: number;
  end: Date;
}

export interface WriteOptions {
  /** Records per INSERT statement: short on PGlite (one statement at a time, requests wait behind it), long on a server. */
  batchSize: number;
  /** Called after each batch; the background generation yields to waiting requests here. */
  afterBatch?: (written: number) => Promise<void> | void;
  /** Checked before each batch: stop early (the sandbox is closing). */
  stopped?: () => boolean;
}

/**
 * Generates history into the sandbox database, batch by batch: at most one batch is in memory, so a
 * million records take the memory of a few hundred. Records are visible from `end` on (history is
 * already indexed). Returns how many records were written.
 */
export const writeHistory = async (db: SandboxDb, options: HistoryOptions, write: WriteOptions): Promise<number> => {
  const end = options.end;
  const start = new Date(end.getTime() - options.days * 86_400_000);
  const env = await loadHistoryEnv(db, { start, end, seed: options.seed });
  // The seeded incidents this history contains, so the controls and the truth list them too.
  await insertIncidents(db, env.world.tenant.guid, env.incidents, end);
  let batch: BiRecord[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await writeBiRecords(db, batch, end);
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
