import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, RoutingEnvelope, apiPaths } from '@contracts/bff-api';
import type { MultiMethodDocument } from '@domain/routing/document';
import { checkoutDocument } from '@fixtures/routing-documents';
import { listAudit } from '../audit/audit-log';
import type { StudioDatabase } from '../db/client';
import type { Client } from '../test/sign-in';
import { editorOnGateway } from '../test/studio-on-gateway';

/**
 * Issue 17: a routing save made 4 gateway calls, two of which listed every connector. It makes
 * two: the get of the conflict check and the set. The gateway here counts every call it answers.
 */
const SINGLE = 'CO-9001';
const MULTI = 'CO-9002';
const ACQUIRER = 'CO-1000';
const connector = (guid: string, isMetaConnector: boolean, multiMethod = false) => ({ guid, name: `Connector ${guid}`, adapter: 'X', method: 'Creditcard', isMetaConnector, multiMethod, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false });
let listed = [connector(SINGLE, true), connector(MULTI, true, true), connector(ACQUIRER, false)];
const initialSingle = { version: '1', default: { connector: ACQUIRER }, rerouteRecurring: false, tree: null };
let single: unknown = initialSingle;
let multi: MultiMethodDocument = checkoutDocument;
const calls: string[] = [];
const refuse = (guid: string, kind: 'single' | 'multi') => {
  const now = listed.find((c) => c.guid === guid);
  if (!now) return { status: 404, body: { success: false, errorCode: 1007, errorMessage: `Connector '${guid}' does not exist` } };
  if (!now.isMetaConnector) return { status: 422, body: { success: false, errorCode: 1016, errorMessage: `Connector '${guid}' is not a meta-connector` } };
  if (now.multiMethod !== (kind === 'multi')) return { status: 422, body: { success: false, errorCode: kind === 'multi' ? 1018 : 1017, errorMessage: `Connector '${guid}' is of the other kind` } };
  return undefined;
};

const fake = Fastify({ forceCloseConnections: true });
fake.addHook('onRequest', async (request) => void calls.push(`${request.method} ${request.url.split('/')[3]}`));
fake.get('/api/provisioning/listConnectors', async () => ({ success: true, connectors: listed }));
fake.get<{ Params: { guid: string } }>('/api/provisioning/getConnectorRouting/:guid', async (request, reply) => {
  const refusal = refuse(request.params.guid, 'single');
  return refusal ? reply.status(refusal.status).send(refusal.body) : { success: true, routing: single };
});
fake.post<{ Params: { guid: string } }>('/api/provisioning/setConnectorRouting/:guid', async (request) => {
  single = request.body;
  return { success: true, routing: single };
});
fake.get<{ Params: { guid: string } }>('/api/provisioning/getConnectorMultiMethodRouting/:guid', async (request, reply) => {
  const refusal = refuse(request.params.guid, 'multi');
  return refusal ? reply.status(refusal.status).send(refusal.body) : { success: true, routing: multi };
});
fake.post('/api/provisioning/setConnectorMultiMethodRouting/:guid', async (request) => {
  const sent = request.body as { methods: Array<{ method: string; disabled?: boolean }> };
  multi = { ...multi, methods: multi.methods.map((m) => ({ ...m, ...sent.methods.find((s) => s.method === m.method) })) };
  return { success: true, routing: multi };
});

let db: StudioDatabase;
let editor: Client;
beforeAll(async () => {
  ({ db, editor } = await editorOnGateway(await fake.listen({ port: 0, host: '127.0.0.1' })));
});
afterAll(async () => {
  await fake.close();
  await db?.close();
});
beforeEach(() => {
  listed = [connector(SINGLE, true), connector(MULTI, true, true), connector(ACQUIRER, false)];
});

const load = async (guid: string) => RoutingEnvelope.parse((await editor.inject({ method: 'GET', url: apiPaths.routing('real', guid) })).json());
const save = async (guid: string, document: unknown, baseRevision: string) => {
  calls.length = 0;
  return editor.inject({ method: 'PUT', url: apiPaths.routing('real', guid), payload: { document, baseRevision } });
};
const edited = { ...initialSingle, tree: { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { id: null, route: { connector: ACQUIRER } } } };

describe('the gateway calls of one routing save', () => {
  it('single-method: the get of the conflict check and the set, no connector list', async () => {
    const live = await load(SINGLE);
    const res = await save(SINGLE, edited, live.revision);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls).toEqual(['GET getConnectorRouting', 'POST setConnectorRouting']);
  });

  it('multi-method: the same two calls, only the changed method sent', async () => {
    const live = await load(MULTI);
    const next = { ...live.document, methods: (live.document as MultiMethodDocument).methods.map((m) => (m.method === 'Paypal' ? { ...m, disabled: true } : m)) };
    const res = await save(MULTI, next, live.revision);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls).toEqual(['GET getConnectorMultiMethodRouting', 'POST setConnectorMultiMethodRouting']);
  });

  it('a conflict: one call, the 409 with the live document', async () => {
    const live = await load(SINGLE);
    single = { ...initialSingle, default: null };
    const res = await save(SINGLE, edited, live.revision);
    expect(res.statusCode).toBe(409);
    expect(ApiError.parse(res.json()).error.conflict?.document).toEqual(single);
    expect(calls).toEqual(['GET getConnectorRouting']);
  });

  it('a connector changed to the other kind at the gateway since the list was read: 409 that says so, and the next read is of the new kind', async () => {
    const live = await load(SINGLE);
    listed = [connector(SINGLE, true, true), connector(MULTI, true, true)];
    const res = await save(SINGLE, edited, live.revision);
    expect(res.statusCode).toBe(409);
    expect(ApiError.parse(res.json()).error.code).toBe('CONNECTOR_KIND_CHANGED');
    expect(calls).toEqual(['GET getConnectorRouting', 'GET listConnectors']);
    const [outcome] = await listAudit(db.db, { action: 'routing.save', limit: 1 });
    expect(outcome).toMatchObject({ outcome: 'refused', detail: { code: 'CONNECTOR_KIND_CHANGED' } });
    expect((await load(SINGLE)).kind).toBe('multi');
    // And back: a read follows the connector to its kind of now.
    listed = [connector(SINGLE, true), connector(MULTI, true, true)];
    calls.length = 0;
    expect((await load(SINGLE)).kind).toBe('single');
    expect(calls).toEqual(['GET getConnectorMultiMethodRouting', 'GET listConnectors', 'GET getConnectorRouting']);
  });

  it('a connector deleted or no longer a meta-connector at the gateway: the answers a fresh list gives (404, 422)', async () => {
    let live = await load(SINGLE);
    listed = [connector(MULTI, true, true)];
    let res = await save(SINGLE, edited, live.revision);
    expect([res.statusCode, ApiError.parse(res.json()).error.code]).toEqual([404, 'CONNECTOR_NOT_FOUND']);
    listed = [connector(SINGLE, true), connector(MULTI, true, true)];
    live = await load(SINGLE);
    listed = [connector(SINGLE, false), connector(MULTI, true, true)];
    res = await save(SINGLE, edited, live.revision);
    expect([res.statusCode, ApiError.parse(res.json()).error]).toEqual([422, expect.objectContaining({ code: 'NOT_A_META_CONNECTOR', message: `Connector 'Connector ${SINGLE}' is not a meta-connector and has no routing` })]);
  });
});
