import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RoutingEnvelope } from '@contracts/bff-api';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { listAudit } from './audit-log';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

/**
 * What the audit log keeps of routing saves and user changes: the documents before and after a
 * save, and every refusal with its reason, whoever refused (access check, input, golden cases,
 * conflict, the gateway). auth/permission-matrix.test.ts walks every mutating route for the rest.
 */
let h: Harness;
let admin: Client;
let editor: Client;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h.app, 'admin');
  editor = await signIn(h.app, 'routing-editor');
});
afterAll(async () => h?.close());
beforeEach(async () => h.resetSandbox());

const GUID = CONNECTORS.cardRouter.guid;
const base = `/api/env/sandbox/connectors/${GUID}`;
const live = async () => RoutingEnvelope.parse((await editor.inject({ method: 'GET', url: `${base}/routing` })).json());
const save = (client: Client, payload: object) => client.inject({ method: 'PUT', url: `${base}/routing`, payload });

/** The entries written since `since`, oldest first. */
const newEntries = async (since: number) => (await listAudit(h.db.db, { limit: 50 })).filter((e) => e.id > since).reverse();
const mark = async () => (await listAudit(h.db.db, { limit: 1 }))[0]?.id ?? 0;

describe('routing saves in the audit log', () => {
  it('keep the document before and the document after a successful save, attempt first', async () => {
    const { revision } = await live();
    const since = await mark();
    const res = await save(editor, { document: { ...cardRouterDocument, rerouteRecurring: true, default: { connector: CONNECTORS.betaEur.guid } }, baseRevision: revision, note: 'beta by default' });
    expect(res.statusCode).toBe(200);
    const saved = RoutingEnvelope.parse(res.json());
    const [attempt, outcome, ...rest] = await newEntries(since);
    expect(rest).toEqual([]); // the hook adds nothing to the save's own entries
    expect(attempt).toMatchObject({ action: 'routing.save', actor: 'editor', environment: 'sandbox', target: GUID, outcome: 'pending', detail: { note: 'beta by default', baseRevision: revision } });
    expect(outcome).toMatchObject({ action: 'routing.save', actor: 'editor', environment: 'sandbox', target: GUID, outcome: 'success', detail: { attempt: attempt!.id, revision: saved.revision } });
    expect(outcome!.before).toEqual(cardRouterDocument);
    expect(outcome!.after).toEqual(saved.document);
    expect(outcome!.after).toMatchObject({ rerouteRecurring: true, default: { connector: CONNECTORS.betaEur.guid }, tree: cardRouterDocument.tree });
  });

  it('keep a refused save with its reason: invalid body, invalid document, no permission, conflict, gateway rejection', async () => {
    const { revision } = await live();
    const since = await mark();
    const viewer = await signIn(h.app, 'viewer');
    const statuses = [
      (await save(editor, { document: cardRouterDocument })).statusCode, // no baseRevision
      (await save(editor, { document: { version: '1', tree: { id: 7 } }, baseRevision: revision })).statusCode,
      (await save(viewer, { document: cardRouterDocument, baseRevision: revision })).statusCode,
      (await save(editor, { document: { ...cardRouterDocument, tree: null }, baseRevision: 'stale' })).statusCode,
      (await save(editor, { document: { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.legacyEur.guid } } }, baseRevision: revision })).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 403, 409, 422]);
    const entries = (await newEntries(since)).filter((e) => e.action === 'routing.save' && e.outcome !== 'pending');
    expect(entries.map((e) => [e.actor, e.outcome, (e.detail as { code: string }).code])).toEqual([
      ['editor', 'refused', 'BAD_REQUEST'],
      ['editor', 'refused', 'INVALID_DOCUMENT'],
      ['viewer', 'refused', 'FORBIDDEN'],
      ['editor', 'refused', 'CONFLICT'],
      ['editor', 'refused', 'GATEWAY_REJECTED'],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ environment: 'sandbox', target: GUID });
    expect((entries[0]!.detail as { message: string }).message).toMatch(/baseRevision/);
    expect((entries[1]!.detail as { message: string }).message).toMatch(/tree\/id/);
    expect(entries[1]!.after).toEqual({ version: '1', tree: { id: 7 } }); // what was attempted
    expect(entries[4]!.detail).toMatchObject({ gateway: { errorCode: 1013 } });
  });

  it('keep a save refused for failing golden cases, and the test-case changes', async () => {
    const { revision } = await live();
    const created = await editor.inject({ method: 'POST', url: `${base}/test-cases`, payload: { name: 'Big German Visa to Alpha', transaction: { transactionType: 'debit', amount: '1200.00', currency: 'EUR', card: { brand: 'visa', binCountry: 'DE' }, riskScore: 10 }, expectedConnector: CONNECTORS.alphaEur.guid } });
    expect(created.statusCode).toBe(201);
    const since = await mark();
    const broken = { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.betaEur.guid } } };
    expect((await save(editor, { document: broken, baseRevision: revision })).statusCode).toBe(422);
    const [refused, ...none] = await newEntries(since);
    expect(none).toEqual([]); // refused before any attempt reached the gateway
    expect(refused).toMatchObject({ action: 'routing.save', actor: 'editor', outcome: 'refused', after: broken, detail: { status: 422, code: 'GOLDEN_CASES_FAILING', overrideGoldenCases: false } });
    expect((refused!.detail as { message: string }).message).toContain('Big German Visa to Alpha');

    const deleted = await editor.inject({ method: 'DELETE', url: `${base}/test-cases/${created.json().id}` });
    expect(deleted.statusCode).toBe(200);
    const [creation] = await listAudit(h.db.db, { action: 'test-case.create', limit: 1 });
    expect(creation).toMatchObject({ actor: 'editor', outcome: 'success', environment: 'sandbox', target: GUID, after: { id: created.json().id, name: 'Big German Visa to Alpha' } });
    const [deletion] = await listAudit(h.db.db, { action: 'test-case.delete', limit: 1 });
    expect(deletion).toMatchObject({ actor: 'editor', outcome: 'success', detail: { id: created.json().id } });
  });
});

describe('user changes in the audit log', () => {
  it('keep refused changes with their reason: a taken username, self-lockout, an unknown user', async () => {
    const since = await mark();
    const taken = await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'viewer', displayName: 'Another', role: 'viewer', password: 'another-Strong-2026' } });
    expect(taken.statusCode).toBe(409);
    const self = await admin.inject({ method: 'PATCH', url: '/api/users/1', payload: { role: 'viewer' } });
    expect(self.json().error.code).toBe('SELF_LOCKOUT');
    expect((await admin.inject({ method: 'PATCH', url: '/api/users/999', payload: { disabled: true } })).statusCode).toBe(404);
    const entries = await newEntries(since);
    expect(entries).toEqual([
      expect.objectContaining({ actor: 'admin', action: 'user.create', target: 'user:viewer', outcome: 'refused', detail: expect.objectContaining({ status: 409, code: 'USERNAME_TAKEN' }) }),
      expect.objectContaining({ actor: 'admin', action: 'user.update', target: 'user:admin', outcome: 'refused', after: { role: 'viewer' }, detail: expect.objectContaining({ status: 400, code: 'SELF_LOCKOUT', message: expect.stringMatching(/administrator role/) }) }),
      expect.objectContaining({ actor: 'admin', action: 'user.update', target: 'user:#999', outcome: 'refused', detail: expect.objectContaining({ status: 404, code: 'USER_NOT_FOUND' }) }),
    ]);
  });

  it('never keep a password, not even of a refused change', async () => {
    await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'pw-check', displayName: 'Pw', role: 'viewer', password: 'short-pw' } });
    const created = await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'pw-check', displayName: 'Pw', role: 'viewer', password: 'pw-Check-Secret-2026' } });
    await admin.inject({ method: 'PATCH', url: `/api/users/${created.json().id}`, payload: { password: 'pw-Check-Changed-2026' } });
    const all = JSON.stringify(await listAudit(h.db.db, { limit: 500 }));
    for (const secret of ['short-pw', 'pw-Check-Secret-2026', 'pw-Check-Changed-2026']) expect(all).not.toContain(secret);
  });
});
