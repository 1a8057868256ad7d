import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoutingEnvelope } from '@contracts/bff-api';
import type { RuleNode } from '@domain/routing/document';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { buildApp } from '../app';
import { configFromManifest, fetchSandboxManifest } from '../config/from-manifest';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { freePort, waitForUrl } from '../test/processes';
import { seedDemoUsers, signIn, type Client } from '../test/sign-in';

/**
 * Issue 15's worst finding: a valid 1,800-deep routing tree was saved, and after a restart of the
 * sandbox every read and write of that connector failed. Here the sandbox keeps its database on
 * disk, so what it stored survives the restart, as in production.
 */
const ROUTER = CONNECTORS.cardRouter.guid;
const dataDir = mkdtempSync(join(tmpdir(), 'deep-doc-'));
const entry = fileURLToPath(new URL('../../sandbox/server.ts', import.meta.url));
let port: number;
let child: ChildProcess;
let db: StudioDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Client;

const startSandbox = async () => {
  child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, SANDBOX_PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SANDBOX_HISTORY_RECORDS: '0', SANDBOX_TRAFFIC: '0' }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForUrl(`http://127.0.0.1:${port}/sandbox/manifest`, child);
};
const stopSandbox = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

beforeAll(async () => {
  port = await freePort();
  await startSandbox();
  const url = `http://127.0.0.1:${port}`;
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
  app = await buildApp({ config: configFromManifest(await fetchSandboxManifest(url), url), db });
  admin = await signIn(app, 'admin');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  if (child) await stopSandbox();
  rmSync(dataDir, { recursive: true, force: true });
});

const chain = (depth: number): RuleNode => {
  let node: RuleNode = { id: null, route: { connector: CONNECTORS.alphaEur.guid } };
  for (let i = 1; i < depth; i += 1) node = { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: node };
  return node;
};
const routing = () => admin.inject({ method: 'GET', url: `/api/env/sandbox/connectors/${ROUTER}/routing` });

describe('a 1,800-deep routing document', () => {
  it('is refused by the BFF and by the gateway, and the connector still answers and routes after a sandbox restart', async () => {
    const { revision } = RoutingEnvelope.parse((await routing()).json());
    const document = { version: '1', tree: chain(1_800) };
    const viaBff = await admin.inject({ method: 'PUT', url: `/api/env/sandbox/connectors/${ROUTER}/routing`, payload: { document, baseRevision: revision } });
    expect(viaBff.statusCode).toBe(400);
    expect(viaBff.json().error.message).toMatch(/nested deeper than 256 levels/);
    const manifest = await fetchSandboxManifest(`http://127.0.0.1:${port}`);
    const direct = await fetch(`http://127.0.0.1:${port}/api/provisioning/setConnectorRouting/${ROUTER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${manifest.provisioning.username}:${manifest.provisioning.password}`).toString('base64')}` },
      body: JSON.stringify(document),
    });
    expect(direct.status).toBe(422);
    expect(await direct.json()).toMatchObject({ errorCode: 1010, errorMessage: expect.stringMatching(/nested deeper than 256 levels/) });

    await stopSandbox();
    await startSandbox();

    const after = await routing();
    expect(after.statusCode).toBe(200);
    expect(RoutingEnvelope.parse(after.json()).document).toEqual(cardRouterDocument);
    const debit = await admin.inject({
      method: 'POST', url: `/api/env/sandbox/connectors/${ROUTER}/transactions`,
      payload: { operation: 'debit', request: { merchantTransactionId: 'after-restart', transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' } },
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json().response).toMatchObject({ success: true, returnType: 'FINISHED' });
  }, 120_000);
});
