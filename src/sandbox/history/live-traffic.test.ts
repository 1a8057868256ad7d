import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS as C, PROVISIONING_CREDENTIALS } from '@fixtures/world';
import { openSandboxDatabase, selectRows, type SandboxDatabase } from '../db/client';
import { basicAuthHeader } from '../http/basic-auth';
import { seedIfEmpty } from '../seed/seed';
import { startSandbox } from '../start';
import { writeRoutingDocument } from '../store/routing-documents';
import { insertIncidents } from '../store/incidents';
import { liveTraffic, LIVE_TXID_PREFIX } from './live-traffic';

/** Issue 40.5: live traffic through every meta-connector's live document, so a routing change or an incident shows in BI minutes later. */

let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase();
  await seedIfEmpty(database.db);
}, 60_000);
afterAll(async () => database.close());

interface Row { uuid: string; meta: string | null; connector: string | null; attempt: number; created: string; code: string | null }
const firstAttempts = (since: string) =>
  selectRows<Row>(database.db, sql`select uuid, meta_connector_guid as meta, connector_guid as connector, attempt, created_at::text as created, first_error_code as code
    from bi_records where merchant_txid like ${`${LIVE_TXID_PREFIX}%`} and created_at >= ${since}::timestamptz and attempt = 1 order by created_at`);

const T0 = new Date('2026-12-01T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe('live traffic', () => {
  const traffic = () => liveTraffic(database.db, { perMinute: 30, seed: 5, biIndexingDelayMs: 0, from: T0 });

  it('pays through the meta-connectors’ live documents at about the rate asked, and follows a routing change from the next payments on', async () => {
    const live = traffic();
    const first = await live.runUntil(minutes(10));
    // A Poisson count with mean 300: 5 standard deviations either side.
    expect(first).toBeGreaterThan(300 - 5 * Math.sqrt(300));
    expect(first).toBeLessThan(300 + 5 * Math.sqrt(300));
    const before = await firstAttempts(T0.toISOString());
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((r) => r.meta))).toEqual(new Set([C.cardRouter.guid, C.checkout.guid]));
    expect(before.filter((r) => r.meta === C.cardRouter.guid).some((r) => r.connector !== C.betaEur.guid)).toBe(true);

    // Everything through the Card Router to Beta EUR from now on.
    await writeRoutingDocument(database.db, C.cardRouter.guid, { version: '1', default: { connector: C.betaEur.guid }, rerouteRecurring: false, tree: null });
    expect(await live.runUntil(minutes(20))).toBeGreaterThan(0);
    // Payments that reached a connector (a payer who never came back from the payment page did not).
    const after = (await firstAttempts(minutes(10).toISOString())).filter((r) => r.meta === C.cardRouter.guid && r.connector !== null);
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after.map((r) => r.connector))).toEqual(new Set([C.betaEur.guid]));
    expect(await live.runUntil(minutes(20))).toBe(0);
  });

  it('meets the incidents in force: an acquirer in a full outage times every attempt out', async () => {
    await insertIncidents(database.db, 'TE-2c5d-4e71-8a90-b3f4-0001', [{
      id: 'INC-test-outage', acquirer: 'BetaPayments', connectorGuid: null, approvalDropPp: 0, addedTimeoutPercent: 100, addedLatencyMs: 0,
      startsAt: minutes(30), endsAt: minutes(40), description: 'test outage', source: 'control',
    }], T0);
    const live = liveTraffic(database.db, { perMinute: 30, seed: 6, biIndexingDelayMs: 0, from: minutes(30) });
    await live.runUntil(minutes(40));
    const atBeta = (await firstAttempts(minutes(30).toISOString())).filter((r) => r.connector === C.betaEur.guid || r.connector === C.betaGbp.guid);
    expect(atBeta.length).toBeGreaterThan(0);
    // A first attempt at Beta that is a record of its own failed over (code 3001); the last attempt keeps its own code too.
    expect(atBeta.every((r) => r.code === '3001')).toBe(true);
  });
});

describe('the sandbox’s movable clock', () => {
  it('moves on a test’s word and the live traffic of the time moved is in BI when the call answers', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, historyRecords: 0, trafficPerMinute: 20, testClock: true, biIndexingDelayMs: 0 });
    try {
      const auth = basicAuthHeader(PROVISIONING_CREDENTIALS);
      const refused = await fetch(`${sandbox.url}/sandbox/clock`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: -5 }) });
      expect(refused.status).toBe(400);
      const res = await fetch(`${sandbox.url}/sandbox/clock`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 15 * 60_000 }) });
      expect(res.status).toBe(200);
      const { payments, now } = (await res.json()) as { payments: number; now: string };
      expect(payments).toBeGreaterThan(100);
      expect(new Date(now).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      // Counted by payment (its merchant transaction id), not by record. About 3 % of generated
      // payments are a merchant's test-mode payments (story.ts), which BI answers only at the
      // test-mode address (`/bi-sandbox`): the two addresses together hold every payment moved.
      const txidsAt = async (prefix: string) => {
        const bi = await fetch(`${sandbox.url}${prefix}/query/transactions/v2`, {
          method: 'POST', headers: { authorization: basicAuthHeader({ username: 'bi-demo', password: 'bi-Demo-2026-secret' }), 'content-type': 'application/json' },
          body: JSON.stringify({ size: 1000, _source: ['merchant_txid'], query: { match: { merchant_txid: 'live' } } }),
        });
        expect(bi.status).toBe(200);
        return ((await bi.json()) as { hits: { hits: Array<{ _source: { merchant_txid: string } }> } }).hits.hits.map((h) => h._source.merchant_txid);
      };
      const production = new Set(await txidsAt(''));
      const testMode = new Set(await txidsAt('/bi-sandbox'));
      expect([...production].filter((id) => testMode.has(id))).toEqual([]);
      expect(production.size + testMode.size).toBe(payments);
      expect(testMode.size).toBeLessThan(production.size);
    } finally {
      await sandbox.close();
    }
  }, 120_000);
});
