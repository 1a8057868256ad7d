import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, startBffProcess } from '../test/processes';

/**
 * A BFF killed (SIGKILL) while the gateway is applying its save: after a restart the audit log
 * closes the attempt and the version history ends with what the gateway really holds; the gateway
 * did carry the save out, so it is the saver's version and "saved" by them (issue 44.4).
 */
const GUID = 'CO-aaaa-bbbb-cccc-dddd-0001';
const TARGET = 'CO-aaaa-bbbb-cccc-dddd-0002';
const ADMIN_PASSWORD = 'crash-Test-Admin-2026';
let stored: Record<string, unknown> = { version: '1', default: { connector: TARGET }, rerouteRecurring: false, tree: null };
let setReceived: () => void;
const setArrived = new Promise<void>((resolve) => (setReceived = resolve));

// A gateway that takes its time to apply a set: long enough to kill the BFF in between.
const gateway = Fastify();
const connector = (guid: string, meta: boolean) => ({ guid, name: guid, adapter: 'X', method: 'Creditcard', isMetaConnector: meta, multiMethod: false, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false });
gateway.get('/api/provisioning/listConnectors', async () => ({ success: true, connectors: [connector(GUID, true), connector(TARGET, false)] }));
gateway.get('/api/provisioning/listRoutingConstraints', async () => ({ success: true, constraints: [] }));
gateway.get('/api/provisioning/getConnectorRouting/:guid', async () => ({ success: true, routing: stored }));
gateway.post('/api/provisioning/setConnectorRouting/:guid', async (request) => {
  setReceived();
  await new Promise((r) => setTimeout(r, 1500));
  stored = { ...(request.body as object), tree: null };
  return { success: true, routing: stored };
});

let configFile: string;
let dataDir: string;
beforeAll(async () => {
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const dir = mkdtempSync(join(tmpdir(), 'crash-'));
  dataDir = join(dir, 'data');
  configFile = join(dir, 'studio.json');
  writeFileSync(configFile, JSON.stringify({ environments: [{ id: 'live', name: 'Live', baseUrl: url, provisioning: { username: 'p', password: 'gateway-Secret-1' } }] }));
});
afterAll(() => gateway.close());

describe('a BFF killed during a save', () => {
  it('leaves an audit log and a history that agree with the gateway after a restart', async () => {
    const env = { GATEWAY_CONFIG: configFile, DATA_DIR: dataDir, STUDIO_ADMIN_PASSWORD: ADMIN_PASSWORD };
    const first = await startBffProcess(env);
    const client = await httpClient(first.url, 'admin', ADMIN_PASSWORD);
    const routing = `/api/env/live/connectors/${GUID}/routing`;
    const live = await client.call('GET', routing);
    expect(live.status).toBe(200);
    void client.call('PUT', routing, { document: { ...live.body.document, rerouteRecurring: true }, baseRevision: live.body.revision }).catch(() => undefined);
    await setArrived;
    await first.stop('SIGKILL');
    await new Promise((r) => setTimeout(r, 1700)); // the gateway finishes applying the set

    const second = await startBffProcess(env);
    try {
      const again = await httpClient(second.url, 'admin', ADMIN_PASSWORD);
      const audit = (await again.call('GET', '/api/audit?action=routing.save')).body.entries as Array<{ id: number; outcome: string; detail: { attempt?: number; interrupted?: boolean } }>;
      const attempt = audit.find((e) => e.outcome === 'pending')!;
      expect(attempt).toBeDefined();
      expect(audit.filter((e) => e.detail?.attempt === attempt.id)).toEqual([expect.objectContaining({ actor: 'admin', outcome: 'success', detail: expect.objectContaining({ interrupted: true, resolved: 'saved' }) })]);
      const now = await again.call('GET', routing);
      expect(now.body.document.rerouteRecurring).toBe(true); // the gateway did apply it
      const versions = (await again.call('GET', `/api/env/live/connectors/${GUID}/versions`)).body.versions as Array<{ revision: string; note: string | null; savedBy: string | null }>;
      expect(versions[0]).toMatchObject({ revision: now.body.revision, savedBy: 'admin' });
      expect(versions.at(-1)).toMatchObject({ revision: live.body.revision, note: 'First seen by the studio' });
      // Not a change made outside the studio: none is recorded.
      const external = (await again.call('GET', '/api/audit?action=routing.external-change')).body.entries;
      expect(external).toHaveLength(0);
    } finally {
      await second.stop();
    }
  }, 120_000); // two BFF processes start in this test
});
