import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ConnectorsListResponse, RoutingEnvelope } from '@contracts/bff-api';
import { CONSTRAINTS } from '@domain/routing/condition-catalogue';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS, TENANT_CONNECTORS } from '@fixtures/world';
import { listAudit } from '../audit/audit-log';
import { listVersions } from '../db/versions';
import { secretsOf, startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

let h: Harness;
let admin: Client;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h.app, 'admin');
});
afterAll(async () => h?.close());
beforeEach(async () => h.resetSandbox());

const routingUrl = (guid: string) => `/api/env/sandbox/connectors/${guid}/routing`;
const getRouting = async (guid: string) => RoutingEnvelope.parse((await admin.inject({ method: 'GET', url: routingUrl(guid) })).json());
const save = (guid: string, body: unknown) => admin.inject({ method: 'PUT', url: routingUrl(guid), payload: body as object });

describe('BFF against a real sandbox gateway', () => {
  it('reports the gateway reachable', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', environment: 'sandbox', gateway: { reachable: true, url: h.sandboxUrl } });
  });

  it('lists the seeded connectors without any credential', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/env/sandbox/connectors' });
    const { connectors } = ConnectorsListResponse.parse(res.json());
    expect(connectors.map((c) => c.guid).sort()).toEqual(TENANT_CONNECTORS.map((c) => c.guid).sort());
    expect(connectors.find((c) => c.guid === CONNECTORS.checkout.guid)).toMatchObject({ isMetaConnector: true, multiMethod: true });
    for (const secret of secretsOf(h.manifest)) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/password|apiKey|sharedSecret/);
  });

  it('lists every constraint of the gateway catalogue, in its order', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/env/sandbox/constraints' });
    expect(res.statusCode).toBe(200);
    expect(res.json().constraints).toHaveLength(CONSTRAINTS.length);
    expect(res.json().constraints.map((c: { identifier: string }) => c.identifier)).toStrictEqual(CONSTRAINTS.map((c) => c.identifier));
  });

  it('proxies get routing for single- and multi-method meta-connectors', async () => {
    const single = await getRouting(CONNECTORS.cardRouter.guid);
    expect(single.kind).toBe('single');
    expect(single.document.tree).toEqual(cardRouterDocument.tree);
    const multi = await getRouting(CONNECTORS.checkout.guid);
    expect(multi.kind).toBe('multi');
    expect(multi.kind === 'multi' && multi.document.methods.map((m) => m.method)).toEqual(checkoutDocument.methods.map((m) => m.method));
  });

  it('sends a browser that takes brotli the document compressed, the same bytes again while it is unchanged, and new ones after a save', async () => {
    const read = () => admin.inject({ method: 'GET', url: routingUrl(CONNECTORS.cardRouter.guid), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const plain = await admin.inject({ method: 'GET', url: routingUrl(CONNECTORS.cardRouter.guid), headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);

    const live = RoutingEnvelope.parse(plain.json());
    const edited = { ...cardRouterDocument, tree: { id: null, if: { constraint: 'Currency', params: { currency: 'SEK' } }, then: { id: null, route: { connector: CONNECTORS.betaEur.guid } }, else: cardRouterDocument.tree } };
    expect((await save(CONNECTORS.cardRouter.guid, { document: edited, baseRevision: live.revision })).statusCode).toBe(200);
    const after = RoutingEnvelope.parse(JSON.parse(brotliDecompressSync((await read()).rawPayload).toString()));
    expect(after.revision).not.toBe(live.revision);
    expect(JSON.stringify(after.document)).toContain('"currency":"SEK"');
  });

  it('refuses routing for a connector that is not a meta-connector, and unknown connectors', async () => {
    const plain = await admin.inject({ method: 'GET', url: routingUrl(CONNECTORS.alphaEur.guid) });
    expect(plain.statusCode).toBe(422);
    expect(ApiError.parse(plain.json()).error.code).toBe('NOT_A_META_CONNECTOR');
    const unknown = await admin.inject({ method: 'GET', url: routingUrl('CO-0000-0000-0000-0000-0000') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CONNECTOR_NOT_FOUND');
  });

  it('saves a document and returns the gateway document with new rule ids', async () => {
    const live = await getRouting(CONNECTORS.cardRouter.guid);
    const edited = { ...cardRouterDocument, tree: { id: null, if: { constraint: 'Currency', params: { currency: 'SEK' } }, then: { id: null, route: { connector: CONNECTORS.betaEur.guid } }, else: cardRouterDocument.tree } };
    const res = await save(CONNECTORS.cardRouter.guid, { document: edited, baseRevision: live.revision });
    expect(res.statusCode).toBe(200);
    const saved = RoutingEnvelope.parse(res.json());
    expect(saved.kind === 'single' && saved.document.tree?.id).toMatch(/^MPR-/);
    expect(saved.revision).not.toBe(live.revision);
    expect((await getRouting(CONNECTORS.cardRouter.guid)).revision).toBe(saved.revision);
  });

  it("returns the gateway's 422 unchanged in meaning, with the path it names", async () => {
    const doc = { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.legacyEur.guid } } };
    const res = await save(CONNECTORS.cardRouter.guid, { document: doc, baseRevision: (await getRouting(CONNECTORS.cardRouter.guid)).revision });
    expect(res.statusCode).toBe(422);
    const { error } = ApiError.parse(res.json());
    expect(error.code).toBe('GATEWAY_REJECTED');
    expect(error.gateway).toMatchObject({ success: false, errorCode: 1013 });
    expect(error.gateway?.errorMessage).toMatch(/at 'tree\/route\/connector'$/);
    expect(error.path).toBe('tree/route/connector');
    expect((await getRouting(CONNECTORS.cardRouter.guid)).document).toEqual(cardRouterDocument);
  });

  it('refuses a save whose base revision is stale with 409 and writes nothing', async () => {
    const res = await save(CONNECTORS.cardRouter.guid, { document: { ...cardRouterDocument, tree: null }, baseRevision: 'stale' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
    expect((await getRouting(CONNECTORS.cardRouter.guid)).document.tree).toEqual(cardRouterDocument.tree);
  });

  it('refuses a save without a base revision (400 naming the field), so none skips the lost-update check', async () => {
    const before = await getRouting(CONNECTORS.cardRouter.guid);
    const missing = await save(CONNECTORS.cardRouter.guid, { document: { ...cardRouterDocument, tree: null } });
    expect(missing.statusCode).toBe(400);
    const { error } = ApiError.parse(missing.json());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/baseRevision: required/);
    const empty = await save(CONNECTORS.cardRouter.guid, { document: { ...cardRouterDocument, tree: null }, baseRevision: '' });
    expect(empty.statusCode).toBe(400);
    expect(ApiError.parse(empty.json()).error.message).toMatch(/baseRevision/);
    const after = await getRouting(CONNECTORS.cardRouter.guid);
    expect(after.revision).toBe(before.revision);
    expect(after.document.tree).toEqual(cardRouterDocument.tree);
  });

  it('serialises concurrent saves of one connector: one wins, the other gets 409 with the live document', async () => {
    const live = await getRouting(CONNECTORS.cardRouter.guid);
    const a = { ...cardRouterDocument, default: { connector: CONNECTORS.betaEur.guid } };
    const b = { ...cardRouterDocument, default: { connector: CONNECTORS.gammaChf.guid } };
    const [ra, rb] = await Promise.all([save(CONNECTORS.cardRouter.guid, { document: a, baseRevision: live.revision }), save(CONNECTORS.cardRouter.guid, { document: b, baseRevision: live.revision })]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    const winner = ra.statusCode === 200 ? ra : rb;
    const conflict = ApiError.parse(loser.json()).error.conflict;
    expect(conflict?.revision).toBe(RoutingEnvelope.parse(winner.json()).revision);
    expect((await getRouting(CONNECTORS.cardRouter.guid)).revision).toBe(conflict?.revision);
  });

  it('keeps the change found at the gateway in the history and the audit log, even when it makes the save a 409', async () => {
    const opened = await getRouting(CONNECTORS.cardRouter.guid);
    // Someone saves at the gateway directly (the admin interface, another tool) after the editor opened.
    const { username, password } = h.manifest.provisioning;
    const theirs = { ...cardRouterDocument, rerouteRecurring: true };
    const direct = await fetch(`${h.sandboxUrl}/api/provisioning/setConnectorRouting/${CONNECTORS.cardRouter.guid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
      body: JSON.stringify(theirs),
    });
    expect(direct.status).toBe(200);
    const res = await save(CONNECTORS.cardRouter.guid, { document: { ...cardRouterDocument, tree: null }, baseRevision: opened.revision });
    expect(res.statusCode).toBe(409);
    const live = ApiError.parse(res.json()).error.conflict!;
    const versions = await listVersions(h.db.db, 'sandbox', CONNECTORS.cardRouter.guid);
    expect(versions[0]).toMatchObject({ revision: live.revision, savedBy: null, note: expect.stringMatching(/^Found at the gateway/) });
    const entries = await listAudit(h.db.db, { target: CONNECTORS.cardRouter.guid, action: 'routing.external-change', limit: 5 });
    expect(entries[0]).toMatchObject({ outcome: 'success', before: opened.document, after: live.document });
  });

  it('keeps every successful save as a version with its note', async () => {
    const live = await getRouting(CONNECTORS.cardRouter.guid);
    const res = await save(CONNECTORS.cardRouter.guid, { document: { ...cardRouterDocument, rerouteRecurring: true }, baseRevision: live.revision, note: 'reroute recurring' });
    expect(res.statusCode).toBe(200);
    const versions = await listVersions(h.db.db, 'sandbox', CONNECTORS.cardRouter.guid);
    expect(versions[0]).toMatchObject({ revision: RoutingEnvelope.parse(res.json()).revision, note: 'reroute recurring' });
  });

  it('answers input mistakes with 400s that name the problem, never 500', async () => {
    const malformed = await save(CONNECTORS.cardRouter.guid, { document: { version: '1', tree: { id: 7 } }, baseRevision: 'any' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'INVALID_DOCUMENT', path: 'tree/id' });
    const notJson = await admin.inject({ method: 'PUT', url: routingUrl(CONNECTORS.cardRouter.guid), headers: { 'content-type': 'application/json' }, payload: '{"document":' });
    expect(notJson.statusCode).toBe(400);
    expect(ApiError.parse(notJson.json()).error.message).toMatch(/JSON/i);
    const badGuid = await admin.inject({ method: 'GET', url: '/api/env/sandbox/connectors/not-a-guid/routing' });
    expect(badGuid.statusCode).toBe(400);
    expect(badGuid.json().error.message).toMatch(/guid/i);
    const badEnv = await admin.inject({ method: 'GET', url: '/api/env/nope/connectors' });
    expect(badEnv.statusCode).toBe(404);
    expect(badEnv.json().error.code).toBe('UNKNOWN_ENVIRONMENT');
  });

  it('never leaks a credential in any response', async () => {
    const urls = ['/api/health', '/api/environments', '/api/env/sandbox/connectors', '/api/env/sandbox/constraints', routingUrl(CONNECTORS.cardRouter.guid), routingUrl(CONNECTORS.checkout.guid)];
    for (const url of urls) {
      const res = await admin.inject({ method: 'GET', url });
      for (const secret of secretsOf(h.manifest)) expect(res.body, url).not.toContain(secret);
    }
  });
});
