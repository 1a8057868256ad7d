import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, RoutingEnvelope } from '../contracts/bff-api';
import { applyCommand } from '../domain/routing/commands';
import type { MultiMethodDocument } from '../domain/routing/document';
import { checkoutDocument } from '../fixtures/routing-documents';
import { CONNECTORS } from '../fixtures/world';
import { buildApp } from './app';
import { configFromManifest } from './config/from-manifest';
import { openStudioDatabase, type StudioDatabase } from './db/client';
import { startSandboxProcess, type SandboxProcess } from './test/sandbox-harness';
import { seedDemoUsers, signIn, type Client } from './test/sign-in';

/** A proxy between the BFF and the sandbox that records what the BFF really sends. */
const sent: Array<{ url: string; body: unknown }> = [];
const proxy = Fastify();
let sandbox: SandboxProcess;
let db: StudioDatabase;
let editor: Client;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  proxy.all('/*', async (request, reply) => {
    if (request.method === 'POST') sent.push({ url: request.url, body: request.body });
    const res = await fetch(`${sandbox.url}${request.url}`, {
      method: request.method,
      headers: { authorization: String(request.headers.authorization), ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: request.method === 'POST' ? JSON.stringify(request.body) : undefined,
    });
    return reply.status(res.status).type('application/json').send(await res.text());
  });
  const proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
  app = await buildApp({ db, config: configFromManifest(sandbox.manifest, proxyUrl) });
  editor = await signIn(app, 'routing-editor');
});
afterAll(async () => {
  await proxy.close();
  await db?.close();
  sandbox?.stop();
});

const url = `/api/env/sandbox/connectors/${CONNECTORS.checkout.guid}/routing`;
const load = async () => RoutingEnvelope.parse((await editor.inject({ method: 'GET', url })).json());

describe('saving a multi-method document', () => {
  it('sends only the changed method blocks and returns every linked method', async () => {
    const live = await load();
    const next = applyCommand(live.document as MultiMethodDocument, { type: 'setField', path: 'methods/1/disabled', value: true });
    sent.length = 0;
    const res = await editor.inject({ method: 'PUT', url, payload: { document: next, baseRevision: live.revision } });
    expect(res.statusCode).toBe(200);
    expect(sent).toEqual([{ url: `/api/provisioning/setConnectorMultiMethodRouting/${CONNECTORS.checkout.guid}`, body: { version: '1', methods: [{ method: 'Paypal', disabled: true }] } }]);
    const admin = await signIn(app, 'admin');
    const audit = (await admin.inject({ method: 'GET', url: '/api/audit?action=routing.save&outcome=success' })).json();
    expect(audit.entries[0].detail.sentToGateway).toEqual({ version: '1', methods: [{ method: 'Paypal', disabled: true }] });
    const saved = RoutingEnvelope.parse(res.json());
    expect(saved.kind === 'multi' && saved.document.methods.map((m) => [m.method, m.disabled])).toEqual([
      ['Creditcard', false],
      ['Paypal', true],
      ['DirectDebit', false],
    ]);
  });

  it("maps the gateway's error path from the request sent onto the full document", async () => {
    await sandbox.reset();
    const live = await load();
    // DirectDebit (index 2 in the document, index 0 in the request) gets a condition outside the multi-method subset.
    const next = applyCommand(live.document as MultiMethodDocument, {
      type: 'setCondition',
      path: 'methods/2/availability/tree',
      condition: { constraint: 'CreditcardType', params: { comparator: 'in', types: ['visa'] } },
    });
    const res = await editor.inject({ method: 'PUT', url, payload: { document: next, baseRevision: live.revision } });
    expect(res.statusCode).toBe(422);
    const { error } = ApiError.parse(res.json());
    expect(error.gateway?.errorMessage).toMatch(/at 'methods\/0\/availability\/tree\/if\/constraint'$/);
    expect(error.path).toBe('methods/2/availability/tree/if/constraint');
    expect(checkoutDocument.methods[2]!.method).toBe('DirectDebit');
  });
});
