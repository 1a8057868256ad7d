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
  /** Requests are being answered: the next batch waits until they are done. */
  busy: () => boolean;
  /** Start only once this settles (the host has finished starting). */
  after?: Promise<unknown>;
}

export interface BackgroundHistory {
  /** Resolves with the number of records written (0 when history existed already or generation is off). */
  done: Promise<number>;
  /** Stops after the batch in flight (the sandbox is closing) and waits for it. */
  stop(): Promise<void>;
}

/**
 * PGlite runs in the server's own thread, one statement at a time: a request's queries wait behind
 * a batch being generated or written. So batches are short, and the next one starts only when no
 * request is being answered (and a moment after the last): a request waits for one batch at most.
 */
const BATCH = 25;
const PAUSE_MS = 20;
const MAX_WAIT_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
        // At most a few seconds: a request whose client went away might never count as answered.
        await sleep(PAUSE_MS);
        for (let waited = 0; options.busy() && !stopped && waited < MAX_WAIT_MS; waited += PAUSE_MS) await sleep(PAUSE_MS);
      },
    });
    log.debug({ written }, stopped ? 'BI history: stopped' : 'BI history: done');
    return written;
  };
  const started = options.after ? options.after.then(() => undefined, () => undefined) : new Promise<void>((resolve) => setImmediate(resolve));
  let begun = false;
  const done = started.then(() => {
    if (stopped) return 0;
    begun = true;
    return run();
  }).catch((error: unknown) => {
    // The gateway works without history: a failure is logged, never fatal.
    if (!stopped) log.error({ err: error }, 'BI history: generation failed');
    return 0;
  });
  return {
    done,
    stop: async () => {
      stopped = true;
      // Not begun (still waiting for `after`, which may never come): nothing to wait for.
      if (begun) await done;
    },
  };
};
