import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';
import { summariseSamples } from './lib/samples';

/**
 * Issue 11: a fresh start generates about 50,000 BI records in the background "without delaying
 * start-up by more than a second". `npm start`'s server (src/bff/server.ts, embedded sandbox,
 * PGlite) on a fresh data directory, with the default history and with SANDBOX_HISTORY_RECORDS=0,
 * alternating: ms from spawn to the first 200 of the studio's /api/health, then the latency of
 * the routing-relevant sandbox manifest while the history is being written.
 */

const PORT = 8490;
const SANDBOX_PORT = 8491;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstOk = async (url: string, t0: number, deadline: number): Promise<number> => {
  while (performance.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url} did not answer within the time limit`);
};

const startOnce = async (history: boolean) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), DATA_DIR: dir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIR: 'dist/web' };
  if (!history) env.SANDBOX_HISTORY_RECORDS = '0';
  else delete env.SANDBOX_HISTORY_RECORDS;
  const t0 = performance.now();
  const child = spawn('node_modules/.bin/tsx', ['src/bff/server.ts'], { env, stdio: 'ignore', detached: true });
  try {
    const ready = await firstOk(`http://127.0.0.1:${PORT}/api/health`, t0, t0 + 120_000);
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${SANDBOX_PORT}/sandbox/manifest`);
      latencies.push(performance.now() - started);
    }
    return { ready, latencies };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await sleep(1500);
    rmSync(dir, { recursive: true, force: true });
  }
};

export const benchmark: BenchmarkModule = {
  name: 'startup',
  title: 'Start-up with background BI history',
  description:
    '`npm start`’s server (embedded sandbox, PGlite) on a fresh data directory with the default background history (about 50,000 records, written after the studio listens) against `SANDBOX_HISTORY_RECORDS=0`, alternating: ms from spawn to the first 200 of /api/health, then 20 sandbox manifest requests in a row while the history is written.',
  goal: 'the background history delays start-up by at most 1 s (issue 11)',
  run: async ({ quick }) => {
    const runs = quick ? 2 : 5;
    const ready = { with: [] as number[], without: [] as number[] };
    const latency = { with: [] as number[], without: [] as number[] };
    for (let i = 0; i < runs; i++) {
      for (const history of [false, true]) {
        const r = await startOnce(history);
        (history ? ready.with : ready.without).push(r.ready);
        (history ? latency.with : latency.without).push(...r.latencies);
      }
    }
    const w = summariseSamples(ready.with);
    const wo = summariseSamples(ready.without);
    const lw = summariseSamples(latency.with);
    const lwo = summariseSamples(latency.without);
    const delay = w.median - wo.median;
    const table: BenchmarkTable = {
      title: `Fresh start, ${runs} runs each`,
      columns: ['history', 'ready median ms', 'ready min ms', 'ready max ms', 'manifest p50 ms', 'manifest p95 ms'],
      rows: [
        ['none (SANDBOX_HISTORY_RECORDS=0)', Math.round(wo.median), Math.round(wo.min), Math.round(wo.max), Math.round(lwo.median), Math.round(lwo.p95)],
        ['default (50,000 in the background)', Math.round(w.median), Math.round(w.min), Math.round(w.max), Math.round(lw.median), Math.round(lw.p95)],
      ],
    };
    return { tables: [table], status: metIf(delay <= 1000), measured: `delay ${Math.round(delay)} ms (median with − median without)` };
  },
};
