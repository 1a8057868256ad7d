import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META, routingTo, startChangeGateway, TARGET_B } from '../test/change-gateway';
import { httpClient, startBffProcess } from '../test/processes';

/**
 * A BFF killed (SIGKILL) while the gateway applies an approved change request: the restarted BFF
 * claims the job once its lease has run out, sees that the gateway holds the draft, and records
 * the request as applied (once: one set reached the gateway) instead of applying it again or
 * leaving it hanging.
 */
const ADMIN_PASSWORD = 'change-Crash-Admin-2026';
const EDITOR_PASSWORD = 'change-Crash-Editor-2026';
let gw: Awaited<ReturnType<typeof startChangeGateway>>;
let env: Record<string, string>;

beforeAll(async () => {
  gw = await startChangeGateway();
  const dir = mkdtempSync(join(tmpdir(), 'change-crash-'));
  const configFile = join(dir, 'studio.json');
  writeFileSync(configFile, JSON.stringify({ environments: [{ id: 'live', name: 'Live', production: true, baseUrl: gw.url, provisioning: { username: 'p', password: 'gateway-Secret-1' } }] }));
  env = { GATEWAY_CONFIG: configFile, DATA_DIR: join(dir, 'data'), STUDIO_ADMIN_PASSWORD: ADMIN_PASSWORD, CHANGE_SCHEDULER_POLL_MS: '250', CHANGE_SCHEDULER_LEASE_MS: '4000' };
});
afterAll(() => gw?.close());

describe('a BFF killed while applying a change request', () => {
  it('finishes it after a restart without applying it twice', async () => {
    const first = await startBffProcess(env);
    const admin = await httpClient(first.url, 'admin', ADMIN_PASSWORD);
    expect((await admin.call('POST', '/api/users', { username: 'ed', displayName: 'Ed', role: 'routing-editor', password: EDITOR_PASSWORD })).status).toBe(201);
    const editor = await httpClient(first.url, 'ed', EDITOR_PASSWORD);
    const live = await editor.call('GET', `/api/env/live/connectors/${META}/routing`);
    const created = await editor.call('POST', `/api/env/live/connectors/${META}/change-requests`, { baseRevision: live.body.revision, draft: routingTo(TARGET_B), note: 'crash me' });
    const id = created.body.id as number;
    expect((await admin.call('POST', `/api/env/live/change-requests/${id}/approve`, {})).body.status).toBe('approved');
    gw.state.setDelayMs = 1500;
    void editor.call('POST', `/api/env/live/change-requests/${id}/apply`, {}).catch(() => undefined);
    while (gw.state.setsArrived === 0) await new Promise((r) => setTimeout(r, 50));
    await first.stop('SIGKILL'); // the set is on its way: the BFF never hears the answer
    await new Promise((r) => setTimeout(r, 1700)); // the gateway finishes applying the set
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_B } });

    const second = await startBffProcess(env);
    try {
      const again = await httpClient(second.url, 'admin', ADMIN_PASSWORD);
      let request = (await again.call('GET', `/api/env/live/change-requests/${id}`)).body;
      for (let i = 0; i < 80 && request.status === 'scheduled'; i += 1) {
        await new Promise((r) => setTimeout(r, 250));
        request = (await again.call('GET', `/api/env/live/change-requests/${id}`)).body;
      }
      expect(request).toMatchObject({ status: 'applied', jobs: [expect.objectContaining({ kind: 'apply', status: 'done', attempts: 2 })] });
      expect(gw.state.setsBy.get(META)).toBe(1);
      const [applied] = (await again.call('GET', '/api/audit?action=change-request.apply')).body.entries;
      expect(applied).toMatchObject({ actor: 'scheduler', detail: { request: id, recovered: expect.any(String) } });
      const versions = (await again.call('GET', `/api/env/live/connectors/${META}/versions`)).body.versions;
      expect(versions[0]).toMatchObject({ revision: request.appliedRevision, changeRequestId: id });
    } finally {
      await second.stop();
    }
  }, 120_000); // two BFF processes start in this test
});
