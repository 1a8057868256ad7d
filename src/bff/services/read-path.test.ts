import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseStudioConfig } from '../config/studio-config';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { sessions } from '../db/schema';
import { seedDemoUsers, signIn } from '../test/sign-in';

/**
 * Issue 15: the routing GET cost three quarters of the gateway's throughput. What a read may not
 * do per request any more: list every connector at the gateway, open a transaction with the save
 * lock, write the session's last-seen time.
 */
const ROUTER = 'CO-9000';
const calls = { listConnectors: 0, getRouting: 0 };
const fake = Fastify({ forceCloseConnections: true });
fake.get('/api/provisioning/listConnectors', async () => {
  calls.listConnectors += 1;
  return { success: true, connectors: [{ guid: ROUTER, name: 'Router', adapter: 'X', method: 'Creditcard', isMetaConnector: true, multiMethod: false, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false }] };
});
const EMPTY = { version: '1', default: null, rerouteRecurring: false, tree: null };
let held: unknown = EMPTY;
/** How long the fake gateway takes to answer a routing GET (the sharing test holds reads in flight). */
let getDelayMs = 0;
fake.get(`/api/provisioning/getConnectorRouting/${ROUTER}`, async () => {
  calls.getRouting += 1;
  const routing = held;
  if (getDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, getDelayMs));
  return { success: true, routing };
});
fake.post(`/api/provisioning/setConnectorRouting/${ROUTER}`, async (request) => {
  held = request.body;
  return { success: true, routing: held };
});

let db: StudioDatabase;
let locks = 0;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const opened = await openStudioDatabase();
  await seedDemoUsers(opened.db);
  db = { ...opened, withLock: (key, work) => ((locks += 1), opened.withLock(key, work)) };
});
afterAll(async () => {
  await fake.close();
  await db?.close();
});

describe('the routing GET', () => {
  it('asks the gateway for the document each time, but for the connector list and the history lock only when needed; sessions are not written per request', async () => {
    const { port } = fake.server.address() as { port: number };
    const config = parseStudioConfig({ environments: [{ id: 'real', name: 'Real', baseUrl: `http://127.0.0.1:${port}`, provisioning: { username: 'p', password: 'very-secret' } }] }, 'test');
    const app = await buildApp({ config, db, now: () => clock });
    const viewer = await signIn(app, 'viewer');
    const seen = async () => (await db.db.select().from(sessions))[0]!.lastSeenAt.getTime();
    const signedInAt = await seen();
    for (let i = 0; i < 5; i += 1) {
      clock = new Date(clock.getTime() + 5_000);
      expect((await viewer.inject({ method: 'GET', url: `/api/env/real/connectors/${ROUTER}/routing` })).statusCode).toBe(200);
    }
    expect(calls.getRouting).toBe(5);
    expect(calls.listConnectors).toBe(1);
    // The first read records the document in the history (once, under the lock); later reads of the same document do not lock.
    expect(locks).toBe(1);
    expect(await seen()).toBe(signedInAt);
    // A minute on, the last-seen time is written again (the idle timeout needs no finer grain).
    clock = new Date(clock.getTime() + 60_000);
    await viewer.inject({ method: 'GET', url: `/api/env/real/connectors/${ROUTER}/routing` });
    expect(await seen()).toBe(clock.getTime());
  });

  it('records a change made at the gateway back to a revision it read before a save (the cached end of the history moves with every version)', async () => {
    const { port } = fake.server.address() as { port: number };
    const config = parseStudioConfig({ environments: [{ id: 'real', name: 'Real', baseUrl: `http://127.0.0.1:${port}`, provisioning: { username: 'p', password: 'very-secret' } }] }, 'test');
    const app = await buildApp({ config, db, now: () => clock });
    const editor = await signIn(app, 'routing-editor');
    const read = async () => (await editor.inject({ method: 'GET', url: `/api/env/real/connectors/${ROUTER}/routing` })).json() as { revision: string };
    const before = await read();
    const saved = await editor.inject({ method: 'PUT', url: `/api/env/real/connectors/${ROUTER}/routing`, payload: { document: { ...EMPTY, default: { connector: ROUTER } }, baseRevision: before.revision } });
    expect(saved.statusCode, saved.body).toBe(200);
    // Within seconds someone puts the old document back at the gateway; the next read must see and record it.
    held = EMPTY;
    expect((await read()).revision).toBe(before.revision);
    const versions = (await editor.inject({ method: 'GET', url: `/api/env/real/connectors/${ROUTER}/versions` })).json().versions as Array<{ revision: string; savedBy: string | null }>;
    expect(versions.map((v) => [v.revision === before.revision, v.savedBy])).toEqual([
      [true, null],
      [false, 'editor'],
      [true, null],
    ]);
  });

  it('shares gateway calls among concurrent reads of one connector, and never answers with a read begun before the request', async () => {
    const { port } = fake.server.address() as { port: number };
    const config = parseStudioConfig({ environments: [{ id: 'real', name: 'Real', baseUrl: `http://127.0.0.1:${port}`, provisioning: { username: 'p', password: 'very-secret' } }] }, 'test');
    const app = await buildApp({ config, db, now: () => clock });
    const viewer = await signIn(app, 'viewer');
    const url = `/api/env/real/connectors/${ROUTER}/routing`;
    const read = async () => (await viewer.inject({ method: 'GET', url })).json() as { document: { default: unknown } };
    held = EMPTY;
    await read();
    getDelayMs = 150;
    try {
      calls.getRouting = 0;
      const answers = await Promise.all(Array.from({ length: 30 }, read));
      expect(answers.every((a) => a.document.default === null)).toBe(true);
      // The first read runs; the 29 that came while it ran share the next one.
      expect(calls.getRouting).toBeLessThanOrEqual(2);

      // A read in flight began before the gateway changed; a request made after the change must not get it.
      const early = read();
      await new Promise((resolve) => setTimeout(resolve, 50));
      held = { ...EMPTY, default: { connector: ROUTER } };
      const late = read();
      expect((await early).document.default).toBeNull();
      expect((await late).document.default).toEqual({ connector: ROUTER });
    } finally {
      getDelayMs = 0;
      held = EMPTY;
    }
  });
});
