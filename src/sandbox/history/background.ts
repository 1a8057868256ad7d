import type { FastifyBaseLogger } from 'fastify';
import type { SandboxDb } from '../db/client';
import { hasGeneratedHistory } from '../engine/bi-records/generated';
import { writeHistory } from './write-history';

export interface BackgroundOptions {
  records: number;
  days: number;
  end: Date;
  seed: number;
  log: FastifyBaseLogger;
}

export interface BackgroundHistory {
  /** Resolves with the number of records written (0 when history existed already or generation is off). */
  done: Promise<number>;
  /** Stops after the batch in flight (the sandbox is closing) and waits for it. */
  stop(): Promise<void>;
}

/**
 * PGlite runs one statement at a time: a request's queries wait behind a batch in flight. Short
 * batches and a pause after each keep requests answered while a fresh sandbox fills its history.
 */
const BATCH = 100;
const PAUSE_MS = 25;

/** Generates history into a database that has none, after the server listens, without holding up requests. */
export const startBackgroundHistory = (db: SandboxDb, options: BackgroundOptions): BackgroundHistory => {
  let stopped = false;
  const { log } = options;
  const run = async (): Promise<number> => {
    if (options.records <= 0) return 0;
    if (await hasGeneratedHistory(db)) {
      log.debug('BI history: generated history exists, none generated');
      return 0;
    }
    log.debug({ records: options.records, days: options.days }, 'BI history: generating in the background');
    const written = await writeHistory(db, options, {
      batchSize: BATCH,
      stopped: () => stopped,
      afterBatch: async (n) => {
        if (n % 5000 < BATCH) log.debug({ written: n, of: options.records }, 'BI history: progress');
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      },
    });
    log.debug({ written }, stopped ? 'BI history: stopped' : 'BI history: done');
    return written;
  };
  const done = new Promise<void>((resolve) => setImmediate(resolve)).then(run).catch((error: unknown) => {
    // The gateway works without history: a failure is logged, never fatal.
    if (!stopped) log.error({ err: error }, 'BI history: generation failed');
    return 0;
  });
  return {
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
};
