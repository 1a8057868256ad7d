import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { movableClock } from '../config/movable-clock';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers, signIn } from '../test/sign-in';
import { noGatewayConfig as config } from '../test/no-gateway-config';

let db: StudioDatabase;
beforeAll(async () => {
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
});
afterAll(async () => db?.close());


describe("change control's test clock (the e2e studio's)", () => {
  it('does not exist in a studio started without one', async () => {
    const app = await buildApp({ config, db });
    const admin = await signIn(app, 'admin');
    expect((await admin.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 1000 } })).statusCode).toBe(404);
  });

  it("moves only change control's clock, for an administrator, audited; a viewer is refused", async () => {
    const clock = movableClock();
    const app = await buildApp({ config, db, testClock: clock });
    const viewer = await signIn(app, 'viewer');
    expect((await viewer.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 1000 } })).statusCode).toBe(403);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);

    const admin = await signIn(app, 'admin');
    expect((await admin.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: -5 } })).statusCode).toBe(400);
    const moved = await admin.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 4 * 3_600_000 } });
    expect(moved.statusCode, moved.body).toBe(200);
    const fourHours = Date.parse((moved.json() as { now: string }).now) - Date.now();
    expect(fourHours).toBeGreaterThan(4 * 3_600_000 - 5_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(4 * 3_600_000 - 5_000);
    // The session and the audit log keep the real time.
    expect((await admin.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    const [entry] = await listAudit(db.db, { action: 'studio.clock-moved', limit: 1 });
    expect(entry).toMatchObject({ actor: 'admin', outcome: 'success' });
    expect(Math.abs(new Date(entry!.at).getTime() - Date.now())).toBeLessThan(60_000);
  });
});
