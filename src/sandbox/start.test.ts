import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { SingleRoutingResponse } from '@contracts/gateway-provisioning';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { SandboxTransactionResponse } from '@contracts/sandbox-transactions';
import { SandboxManifest } from '@contracts/sandbox-manifest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { BI_CREDENTIALS, CONNECTORS, TEST_CARDS } from '@fixtures/world';
import { BI_QUERY_PATH } from '@contracts/gateway-bi';
import { basicAuthHeader } from './http/basic-auth';
import { startSandbox } from './start';
import { AUTH } from './test-support';

const ROUTER = CONNECTORS.cardRouter.guid;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const getRouting = async (url: string) => {
  const res = await fetch(`${url}/api/provisioning/getConnectorRouting/${ROUTER}`, { headers: { authorization: AUTH } });
  expect(res.status).toBe(200);
  return SingleRoutingResponse.parse(await res.json()).routing;
};

describe('startSandbox', () => {
  it('serves over real HTTP on a free port and publishes that port', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, historyRecords: 0 });
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.url).not.toMatch(/:0$/);
      const manifest = SandboxManifest.parse(await (await fetch(`${sandbox.url}/sandbox/manifest`)).json());
      expect(manifest.bi.url).toBe(sandbox.url);
      expect(await getRouting(sandbox.url)).toEqual(cardRouterDocument);
    } finally {
      await sandbox.close();
    }
  });

  it('keeps data in DATA_DIR across restarts and does not re-seed a seeded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-start-'));
    dirs.push(dataDir);
    const first = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, historyRecords: 0 });
    try {
      const res = await fetch(`${first.url}/api/provisioning/setConnectorRouting/${ROUTER}`, {
        method: 'POST',
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ version: '1', default: { connector: CONNECTORS.betaEur.guid }, tree: null }),
      });
      expect(res.status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, historyRecords: 0 });
    try {
      expect(await getRouting(second.url)).toEqual({ version: '1', default: { connector: CONNECTORS.betaEur.guid }, rerouteRecurring: false, tree: null });
    } finally {
      await second.close();
    }
  });

  // The test run starts a PostgreSQL server (vitest.global-setup.ts); this file gets its own database.
  it('runs the same migrations and seed on PostgreSQL', async () => {
    const databaseUrl = await freshDatabase(inject('testDatabaseUrl'), 'sandbox_start');
    const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, databaseUrl, historyRecords: 0 });
    try {
      const routing = await getRouting(sandbox.url);
      expect(routing.default).toEqual(cardRouterDocument.default);
      // Transactions and attempts (numeric amounts, jsonb routing) on PostgreSQL 15 too; two
      // concurrent requests with one merchantTransactionId: one is stored, the other is 3004, no 500.
      const debit = () =>
        fetch(`${sandbox.url}/api/v3/transaction/${CONNECTORS.cardRouter.apiKey}/debit`, {
          method: 'POST',
          headers: { authorization: basicAuthHeader(CONNECTORS.cardRouter), 'content-type': 'application/json' },
          body: JSON.stringify({ merchantTransactionId: 'pg-1', transactionToken: TEST_CARDS[3]!.token, amount: '1234.5', currency: 'USD' }),
        });
      const answers = await Promise.all([debit(), debit()]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const stored = TransactionResponse.parse(await answers.find((r) => r.status === 200)!.json());
      const view = await fetch(`${sandbox.url}/sandbox/transactions/${stored.uuid}`, { headers: { authorization: AUTH } });
      const { transaction } = SandboxTransactionResponse.parse(await view.json());
      // AT card, 1234.50 USD ≈ 1135.74 EUR ≥ 1000, risk score 0: alphaEur, then betaEur, then gammaChf.
      expect(transaction).toMatchObject({ amount: '1234.50', currency: 'USD', status: 'error', routing: { decision: { connector: CONNECTORS.alphaEur.guid } } });
      expect(transaction.attempts.map((a) => [a.connectorGuid, a.errorCode, a.amount])).toEqual([
        [CONNECTORS.alphaEur.guid, 2003, '1234.50'],
        [CONNECTORS.betaEur.guid, 2003, '1234.50'],
        [CONNECTORS.gammaChf.guid, 2003, '1234.50'],
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('fills BI history in the background once it listens, answers requests meanwhile, and generates none into a database that has it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-history-'));
    dirs.push(dataDir);
    const first = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, historyRecords: 1500, historyDays: 10 });
    try {
      let finished = false;
      void first.historyDone.then(() => (finished = true));
      // start-up did not wait for the history: it is still being written while requests are answered.
      const manifest = await fetch(`${first.url}/sandbox/manifest`);
      expect(manifest.status).toBe(200);
      expect(finished).toBe(false);
      const written = await first.historyDone;
      expect(written).toBeGreaterThanOrEqual(1500);
      expect(written).toBeLessThan(1520);
    } finally {
      await first.close();
    }
    const second = await startSandbox({ host: '127.0.0.1', port: 0, dataDir, historyRecords: 1500, historyDays: 10 });
    try {
      expect(await second.historyDone).toBe(0);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('waits for its host to finish starting before it generates history, and closes at once if the host never does', async () => {
    let hostStarted: () => void = () => undefined;
    const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, historyRecords: 200, historyDays: 2, historyAfter: new Promise<void>((r) => (hostStarted = r)) });
    try {
      let finished = false;
      void sandbox.historyDone.then(() => (finished = true));
      const count = async () => {
        const res = await fetch(`${sandbox.url}${BI_QUERY_PATH}`, { method: 'POST', headers: { authorization: basicAuthHeader(BI_CREDENTIALS), 'content-type': 'application/json' }, body: JSON.stringify({ size: 0, track_total_hits: true }) });
        return ((await res.json()) as { hits: { total: { value: number } } }).hits.total.value;
      };
      await new Promise((r) => setTimeout(r, 300));
      expect(finished).toBe(false);
      const before = await count();
      hostStarted();
      const written = await sandbox.historyDone;
      expect(written).toBeGreaterThan(190); // about 200 (the last story's size decides)
      expect(await count()).toBeGreaterThan(before + 150); // the production address: live records only
    } finally {
      await sandbox.close();
    }
    const never = await startSandbox({ host: '127.0.0.1', port: 0, historyRecords: 200, historyAfter: new Promise(() => undefined) });
    await never.close(); // does not hang on the history that never began
  }, 60_000);

  it('generates no history into a throw-away in-memory database unless asked to', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
    try {
      expect(await sandbox.historyDone).toBe(0);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a malformed history setting in the environment, naming it', async () => {
    process.env.SANDBOX_HISTORY_RECORDS = 'lots';
    try {
      await expect(startSandbox({ host: '127.0.0.1', port: 0 })).rejects.toThrow("SANDBOX_HISTORY_RECORDS must be a whole number from 0 to 10000000, got 'lots'");
    } finally {
      delete process.env.SANDBOX_HISTORY_RECORDS;
    }
  });
});
