import { describe, expect, it } from 'vitest';
import { BI_CREDENTIALS } from '@fixtures/world';
import { basicAuthHeader } from './http/basic-auth';
import { BI_QUERY_PATH } from '@contracts/gateway-bi';
import { startSandboxInWorker } from './start-in-worker';

const total = async (url: string) => {
  const res = await fetch(`${url}${BI_QUERY_PATH}`, { method: 'POST', headers: { authorization: basicAuthHeader(BI_CREDENTIALS), 'content-type': 'application/json' }, body: JSON.stringify({ size: 0, track_total_hits: true }) });
  return ((await res.json()) as { hits: { total: { value: number } } }).hits.total.value;
};

describe('startSandboxInWorker (the embedded sandbox on a thread of its own)', () => {
  it('serves the gateway from the worker, starts the history when the host says so, and closes the thread', async () => {
    let hostStarted: () => void = () => undefined;
    const sandbox = await startSandboxInWorker({ host: '127.0.0.1', port: 0, historyRecords: 200, historyDays: 2, historyAfter: new Promise<void>((r) => (hostStarted = r)) });
    try {
      const manifest = await fetch(`${sandbox.url}/sandbox/manifest`);
      expect(manifest.status).toBe(200);
      let finished = false;
      void sandbox.historyDone.then(() => (finished = true));
      await new Promise((r) => setTimeout(r, 300));
      expect(finished).toBe(false);
      const before = await total(sandbox.url);
      hostStarted();
      expect(await sandbox.historyDone).toBeGreaterThan(190);
      expect(await total(sandbox.url)).toBeGreaterThan(before + 150);
    } finally {
      await sandbox.close();
    }
    // Closed: the port no longer answers.
    await expect(fetch(`${sandbox.url}/sandbox/manifest`)).rejects.toThrow();
  }, 60_000);

  it('rejects with the start-up error of the worker (a port already taken) instead of hanging', async () => {
    const first = await startSandboxInWorker({ host: '127.0.0.1', port: 0 });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startSandboxInWorker({ host: '127.0.0.1', port })).rejects.toThrow(/EADDRINUSE|address already in use/);
    } finally {
      await first.close();
    }
  }, 60_000);
});
