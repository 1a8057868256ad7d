import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { buildApp } from '../app';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { changeStudio, OTHER_METAS, productionConfig, routingTo, startChangeGateway, TARGET_B } from '../test/change-gateway';

/**
 * Two BFF instances (two apps, two connection pools) on one PostgreSQL server poll the same job
 * table at the same moment while the gateway is slow to apply: each due job runs once, on one of
 * them, and each connector gets exactly one set.
 */
const clock = { now: new Date('2026-11-26T09:00:00Z') };
let gw: Awaited<ReturnType<typeof startChangeGateway>>;
let dbs: StudioDatabase[] = [];
let studio: Awaited<ReturnType<typeof changeStudio>>;
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  gw = await startChangeGateway();
  const url = await freshDatabase(inject('testDatabaseUrl'), 'change_jobs');
  dbs = [await openStudioDatabase({ databaseUrl: url }), await openStudioDatabase({ databaseUrl: url })];
  studio = await changeStudio(gw.url, { clock, db: dbs[0] });
  other = await buildApp({ config: productionConfig(gw.url), db: dbs[1]!, changeControl: { now: () => clock.now } });
}, 60_000);
afterAll(async () => {
  await studio?.app.close();
  await other?.close();
  for (const db of dbs) await db.close();
  await gw?.close();
});

describe('the scheduler on two instances sharing PostgreSQL', () => {
  it('runs each due job exactly once', async () => {
    const ids: number[] = [];
    for (const guid of OTHER_METAS) {
      const live = (await studio.editor.inject({ method: 'GET', url: `/api/env/live/connectors/${guid}/routing` })).json();
      const created = await studio.editor.inject({ method: 'POST', url: `/api/env/live/connectors/${guid}/change-requests`, payload: { baseRevision: live.revision, draft: routingTo(TARGET_B), schedule: { mode: 'at', startAt: '2026-11-26T09:30:00Z' } } });
      const { id } = created.json();
      expect((await studio.admin.inject({ method: 'POST', url: `/api/env/live/change-requests/${id}/approve`, payload: {} })).json().status).toBe('scheduled');
      ids.push(id);
    }
    gw.state.setDelayMs = 150;
    clock.now = new Date('2026-11-26T09:30:00Z');
    const schedulers = [studio.app.changeScheduler, other.changeScheduler];
    const ran = await Promise.all([...schedulers, ...schedulers].map((s) => s.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(OTHER_METAS.length);
    expect(OTHER_METAS.map((g) => gw.state.setsBy.get(g))).toEqual(OTHER_METAS.map(() => 1));
    for (const id of ids) {
      const request = (await studio.editor.inject({ method: 'GET', url: `/api/env/live/change-requests/${id}` })).json();
      expect(request).toMatchObject({ status: 'applied', jobs: [expect.objectContaining({ status: 'done', attempts: 1 })] });
    }
  });
});
