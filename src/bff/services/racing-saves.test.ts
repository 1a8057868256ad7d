import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, RoutingEnvelope } from '@contracts/bff-api';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { listAudit } from '../audit/audit-log';
import { listVersions } from '../db/versions';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

/**
 * Issue 15 found no lost update among 50 racing saves; the read path's caches (connector list,
 * history, sessions) must not change that: saves still read the gateway and the history afresh
 * under the connector's lock.
 */
let h: Harness;
let admin: Client;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h.app, 'admin');
});
afterAll(async () => h?.close());

const ROUTER = CONNECTORS.cardRouter.guid;
const url = `/api/env/sandbox/connectors/${ROUTER}/routing`;
const ELIGIBLE = [CONNECTORS.alphaEur, CONNECTORS.alphaUsd, CONNECTORS.betaEur, CONNECTORS.betaGbp, CONNECTORS.gammaChf].map((c) => c.guid);

describe('50 saves racing from one revision', () => {
  it('one wins, 49 get 409 with the winner as the live document, and nothing is overwritten silently', async () => {
    const live = RoutingEnvelope.parse((await admin.inject({ method: 'GET', url })).json());
    const documents = Array.from({ length: 50 }, (_, i) => ({ ...cardRouterDocument, rerouteRecurring: i % 2 === 0, default: { connector: ELIGIBLE[i % ELIGIBLE.length]! }, note: `editor ${i}` }));
    // Every racer has just read the routing (the cached read path) before saving.
    await Promise.all(documents.map(() => admin.inject({ method: 'GET', url })));
    const answers = await Promise.all(documents.map((document, i) => admin.inject({ method: 'PUT', url, payload: { document, baseRevision: live.revision, note: `editor ${i}` } })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = RoutingEnvelope.parse(answers[statuses.indexOf(200)]!.json());
    for (const loser of answers.filter((a) => a.statusCode === 409)) expect(ApiError.parse(loser.json()).error.conflict?.revision).toBe(winner.revision);
    const now = RoutingEnvelope.parse((await admin.inject({ method: 'GET', url })).json());
    expect(now.revision).toBe(winner.revision);
    const versions = await listVersions(h.db.db, 'sandbox', ROUTER);
    expect(versions.filter((v) => v.savedBy === 'admin')).toHaveLength(1);
    const outcomes = (await listAudit(h.db.db, { action: 'routing.save', target: ROUTER, limit: 200 })).filter((e) => e.outcome !== 'pending');
    expect(outcomes.filter((e) => e.outcome === 'success')).toHaveLength(1);
    expect(outcomes.filter((e) => e.outcome === 'refused')).toHaveLength(49);
  }, 120_000);
});
