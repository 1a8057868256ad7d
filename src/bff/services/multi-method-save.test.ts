import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, RoutingEnvelope } from '@contracts/bff-api';
import { applyCommand } from '@domain/routing/commands';
import type { MultiMethodDocument } from '@domain/routing/document';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { buildApp } from '../app';
import { configFromManifest } from '../config/from-manifest';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { startSandboxProcess, type SandboxProcess } from '../test/sandbox-harness';
import { seedDemoUsers, signIn, type Client } from '../test/sign-in';

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

  it('refuses with 409 when the gateway changed after load, sends nothing, and an overwrite then sends what differs from the new live document', async () => {
    await sandbox.reset();
    const live = await load();
    // Someone changes Creditcard at the gateway directly (another tool, the admin interface).
    const auth = `Basic ${Buffer.from(`${sandbox.manifest.provisioning.username}:${sandbox.manifest.provisioning.password}`).toString('base64')}`;
    const theirs = await fetch(`${sandbox.url}/api/provisioning/setConnectorMultiMethodRouting/${CONNECTORS.checkout.guid}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ version: '1', methods: [{ ...checkoutDocument.methods[0], rerouteRecurring: true }] }),
    });
    expect(theirs.status).toBe(200);

    const mine = applyCommand(live.document as MultiMethodDocument, { type: 'setField', path: 'methods/1/disabled', value: true });
    sent.length = 0;
    const res = await editor.inject({ method: 'PUT', url, payload: { document: mine, baseRevision: live.revision } });
    expect(res.statusCode).toBe(409);
    const { error } = ApiError.parse(res.json());
    expect(error.code).toBe('CONFLICT');
    const conflict = error.conflict!;
    expect(conflict.revision).not.toBe(live.revision);
    // The conflict carries their document, so the studio can show the difference.
    expect((conflict.document as MultiMethodDocument).methods.map((m) => [m.method, m.rerouteRecurring, m.disabled])).toEqual([
      ['Creditcard', true, false],
      ['Paypal', false, false],
      ['DirectDebit', false, false],
    ]);
    expect(sent).toEqual([]);
    const after = await load();
    expect(after.revision).toBe(conflict.revision);
    expect((after.document as MultiMethodDocument).methods[1]!.disabled).toBe(false);

    // Overwrite (confirmed against the revision the conflict named): the gateway ends up holding
    // exactly the editor's document, so their Creditcard change is reverted as well.
    const overwrite = await editor.inject({ method: 'PUT', url, payload: { document: mine, baseRevision: conflict.revision } });
    expect(overwrite.statusCode).toBe(200);
    expect(sent.map((s) => s.body)).toEqual([{ version: '1', methods: [checkoutDocument.methods[0], { method: 'Paypal', disabled: true }] }]);
    const saved = (await load()).document as MultiMethodDocument;
    expect(saved.methods.map((m) => [m.method, m.rerouteRecurring, m.disabled])).toEqual([
      ['Creditcard', false, false],
      ['Paypal', false, true],
      ['DirectDebit', false, false],
    ]);
    const admin = await signIn(app, 'admin');
    const audit = (await admin.inject({ method: 'GET', url: '/api/audit?action=routing.save&outcome=refused' })).json();
    expect(audit.entries[0].detail.code).toBe('CONFLICT');
  });

  it('a stale base revision from before a save by another studio user is a conflict too', async () => {
    await sandbox.reset();
    const live = await load();
    const other = await signIn(app, 'admin');
    const theirs = applyCommand(live.document as MultiMethodDocument, { type: 'setField', path: 'paymentSelectionMaxRetries', value: 7 });
    expect((await other.inject({ method: 'PUT', url, payload: { document: theirs, baseRevision: live.revision } })).statusCode).toBe(200);
    const mine = applyCommand(live.document as MultiMethodDocument, { type: 'setAction', path: 'methods/2/availability/tree/then', action: 'enable' });
    const res = await editor.inject({ method: 'PUT', url, payload: { document: mine, baseRevision: live.revision } });
    expect(res.statusCode).toBe(409);
    expect((ApiError.parse(res.json()).error.conflict!.document as MultiMethodDocument).paymentSelectionMaxRetries).toBe(7);
    expect(((await load()).document as MultiMethodDocument).methods[2]!.availability?.tree?.then?.action).toBe('disable');
  });
});
