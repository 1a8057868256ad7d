import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { configFromManifest } from './config/from-manifest';
import { httpClient, startBffProcess, type ServerProcess } from './test/processes';
import { startSandboxProcess, type SandboxProcess } from './test/sandbox-harness';

const ADMIN_PASSWORD = 'scale-Out-Admin-2026';
let sandbox: SandboxProcess;
let a: ServerProcess;
let b: ServerProcess;

// Two BFF processes behind an imaginary load balancer, one PostgreSQL server, one gateway.
beforeAll(async () => {
  sandbox = await startSandboxProcess();
  const dir = mkdtempSync(join(tmpdir(), 'scale-out-'));
  const configFile = join(dir, 'studio.json');
  writeFileSync(configFile, JSON.stringify(configFromManifest(sandbox.manifest, sandbox.url)));
  const env = { GATEWAY_CONFIG: configFile, DATABASE_URL: await freshDatabase(inject('testDatabaseUrl'), 'scale_out'), STUDIO_ADMIN_PASSWORD: ADMIN_PASSWORD };
  a = await startBffProcess(env);
  b = await startBffProcess(env);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  sandbox?.stop();
});

describe('two BFF instances on one PostgreSQL', () => {
  it('share sessions: sign in on one, act on the other', async () => {
    const client = await httpClient(a.url, 'admin', ADMIN_PASSWORD);
    const routing = `/api/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}/routing`;
    const live = await client.call('GET', routing, undefined, b.url);
    expect(live.status).toBe(200);
    const saved = await client.call('PUT', routing, { document: { ...cardRouterDocument, rerouteRecurring: true }, baseRevision: live.body.revision, note: 'via b' }, b.url);
    expect(saved.status).toBe(200);
    // Instance A sees B's audit entry and version.
    const audit = await client.call('GET', `/api/audit?action=routing.save&outcome=success&target=${CONNECTORS.cardRouter.guid}`);
    expect(audit.body.entries[0]).toMatchObject({ actor: 'admin', detail: { revision: saved.body.revision } });
    const versions = await client.call('GET', `/api/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}/versions`);
    expect(versions.body.versions[0]).toMatchObject({ revision: saved.body.revision, note: 'via b', savedBy: 'admin' });
    // Signing out on B ends the session on A too.
    expect((await client.call('POST', '/api/session/logout', {}, b.url)).status).toBe(200);
    expect((await client.call('GET', '/api/session')).status).toBe(401);
  });

  it('share the save lock: concurrent saves on both instances, one wins and the other gets 409', async () => {
    const client = await httpClient(a.url, 'admin', ADMIN_PASSWORD);
    const routing = `/api/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}/routing`;
    const live = await client.call('GET', routing);
    const [ra, rb] = await Promise.all([
      client.call('PUT', routing, { document: { ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } }, baseRevision: live.body.revision }),
      client.call('PUT', routing, { document: { ...cardRouterDocument, default: { connector: CONNECTORS.gammaChf.guid } }, baseRevision: live.body.revision }, b.url),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
  });
});
