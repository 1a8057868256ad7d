import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildSandbox, DEFAULT_BI_INDEXING_DELAY_MS } from './app';
import { openSandboxDatabase } from './db/client';
import { startBackgroundHistory } from './history/background';
import { liveTraffic } from './history/live-traffic';
import { registerClock, sandboxClock } from './routes/sandbox/clock';
import { seedIfEmpty } from './seed/seed';

export interface StartSandboxOptions {
  host: string;
  /** 0 picks a free port; the returned url carries the real one. */
  port: number;
  /** PGlite files go to `${dataDir}/sandbox`; undefined keeps the database in memory. */
  dataDir?: string;
  /** postgres://… uses a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  logger?: boolean;
  /** Address to publish when it differs from `http://host:port` (a proxy, a container). */
  publicUrl?: string;
  /** BI indexing delay; default env SANDBOX_BI_DELAY_MS, else 5000. */
  biIndexingDelayMs?: number;
  /**
   * Records of generated BI history for a database without any; default env SANDBOX_HISTORY_RECORDS,
   * else 50000, or 0 for an in-memory database (a throw-away sandbox a test starts); 0: none.
   */
  historyRecords?: number;
  /** Days the generated history spans, ending now; default env SANDBOX_HISTORY_DAYS, else 90. */
  historyDays?: number;
  /**
   * Live traffic in payments per minute through every meta-connector's live document, after the
   * history is written; default env SANDBOX_TRAFFIC, else 20, or 0 for an in-memory database.
   */
  trafficPerMinute?: number;
  /**
   * A clock tests move with `POST /sandbox/clock`; default env SANDBOX_TEST_CLOCK=1. With it, live
   * traffic runs only at a clock move (no timer), so a test sees exactly the payments its moves made.
   */
  testClock?: boolean;
  /**
   * Generation waits for this (the host's own start-up, e.g. the studio's listen): generating while
   * the host still opens its database and compiles would delay its start-up on two cores.
   */
  historyAfter?: Promise<unknown>;
}

export interface RunningSandbox {
  url: string;
  /** Resolves when the background history generation has finished (at once when there is none). */
  historyDone: Promise<number>;
  close(): Promise<void>;
}

/** `npm start`'s live traffic: a shop's quiet hour, enough for a routing change to show in BI within minutes. */
const DEFAULT_TRAFFIC_PER_MINUTE = 20;
const TRAFFIC_TICK_MS = 5000;

// A wildcard bind address is not something a client can call; publish the loopback address instead.
const reachableHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

/** A whole number from the environment within limits, or a start-up error naming the variable. */
const envNumber = (name: string, fallback: number, min: number, max: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return Number(raw);
};

/** Opens and migrates the database, seeds an empty one, listens, then fills BI history in the background. */
export const startSandbox = async (options: StartSandboxOptions): Promise<RunningSandbox> => {
  const biIndexingDelayMs = options.biIndexingDelayMs ?? envNumber('SANDBOX_BI_DELAY_MS', DEFAULT_BI_INDEXING_DELAY_MS, 0, 86_400_000);
  const inMemory = options.dataDir === undefined && !options.databaseUrl;
  const historyRecords = options.historyRecords ?? envNumber('SANDBOX_HISTORY_RECORDS', inMemory ? 0 : 50_000, 0, 10_000_000);
  const historyDays = options.historyDays ?? envNumber('SANDBOX_HISTORY_DAYS', 90, 1, 3650);
  const trafficPerMinute = options.trafficPerMinute ?? envNumber('SANDBOX_TRAFFIC', inMemory ? 0 : DEFAULT_TRAFFIC_PER_MINUTE, 0, 100_000);
  const clock = (options.testClock ?? process.env.SANDBOX_TEST_CLOCK === '1') ? sandboxClock() : undefined;
  const now = clock?.now ?? (() => new Date());
  const database = await openSandboxDatabase({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(process.env.SANDBOX_SHARED_BUFFERS ? { sharedBuffers: process.env.SANDBOX_SHARED_BUFFERS } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  let url = options.publicUrl ?? '';
  try {
    await seedIfEmpty(database.db);
    const app = await buildSandbox({ db: database.db, logger: options.logger ?? false, publicUrl: () => url, biIndexingDelayMs, now });
    const traffic = liveTraffic(database.db, { perMinute: trafficPerMinute, seed: randomInt(2 ** 32), biIndexingDelayMs, from: now() });
    if (clock) registerClock(app, database.db, clock, traffic.runUntil);
    // Requests in flight: background history generation waits for them.
    let answering = 0;
    app.addHook('onRequest', async () => void answering++);
    app.addHook('onResponse', async () => void answering--);
    await app.listen({ host: options.host, port: options.port });
    const { port } = app.server.address() as AddressInfo;
    const listening = `http://${reachableHost(options.host)}:${port}`;
    url = options.publicUrl ?? listening;
    const history = startBackgroundHistory(database.db, {
      records: historyRecords,
      days: historyDays,
      end: new Date(Math.floor(now().getTime() / 1000) * 1000),
      seed: 1,
      log: app.log,
      busy: () => answering > 0,
      ...(options.historyAfter ? { after: options.historyAfter } : {}),
    });
    // Traffic starts once the history is written (the history generates only into a database without generated records).
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    if (trafficPerMinute > 0 && !clock) {
      void history.done.then(() => {
        if (closing) return;
        timer = setInterval(() => {
          traffic.runUntil(now()).catch((error: unknown) => app.log.error({ err: error }, 'live traffic failed'));
        }, TRAFFIC_TICK_MS);
        timer.unref();
      });
    }
    return {
      url,
      historyDone: history.done,
      close: async () => {
        closing = true;
        clearInterval(timer);
        await traffic.runUntil(new Date(0));
        await history.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};
