import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, RoutingEnvelope, SaveResolution, apiPaths } from '@contracts/bff-api';
import { listAudit } from '../audit/audit-log';
import type { StudioDatabase } from '../db/client';
import { listVersions } from '../db/versions';
import type { Client } from '../test/sign-in';
import { editorOnGateway } from '../test/studio-on-gateway';

/**
 * A gateway that answers a routing set only after the BFF has given up waiting: it either stored
 * the document first (the save happened) or did not (it did not). Either way the BFF must not say
 * "nothing was changed"; re-reading the live document tells which.
 */
const ROUTER = 'CO-9000';
const ACQUIRER = 'CO-1000';
const connector = (guid: string, isMetaConnector: boolean) => ({ guid, name: guid, adapter: 'X', method: 'Creditcard', isMetaConnector, multiMethod: false, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false });
const initial = { version: '1', default: { connector: ACQUIRER }, rerouteRecurring: false, tree: null };
let stored: Record<string, unknown> = initial;
let storesBeforeAnswering = true;
let sets = 0;

const fake = Fastify({ forceCloseConnections: true });
fake.get('/api/provisioning/listConnectors', async () => ({ success: true, connectors: [connector(ROUTER, true), connector(ACQUIRER, false)] }));
fake.get(`/api/provisioning/getConnectorRouting/${ROUTER}`, async () => ({ success: true, routing: stored }));
fake.post(`/api/provisioning/setConnectorRouting/${ROUTER}`, async (request) => {
  sets += 1;
  const body = request.body as Record<string, unknown>;
  // As the gateway does: new rules get ids, defaults are spelled out.
  const next = { default: null, rerouteRecurring: false, ...body, tree: body.tree ? { ...(body.tree as object), id: `MPR-0000-0000-0000-0000-${String(sets).padStart(4, '0')}` } : null };
  if (storesBeforeAnswering) stored = next;
  await new Promise((resolve) => setTimeout(resolve, 400));
  return { success: true, routing: next };
});

let db: StudioDatabase;
let editor: Client;
beforeAll(async () => {
  ({ db, editor } = await editorOnGateway(await fake.listen({ port: 0, host: '127.0.0.1' }), { gatewayTimeoutMs: 150 }));
});
afterAll(async () => {
  await fake.close();
  await db?.close();
});

const url = apiPaths.routing('real', ROUTER);
const load = async () => RoutingEnvelope.parse((await editor.inject({ method: 'GET', url })).json());
const edited = { version: '1', default: { connector: ACQUIRER }, tree: { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { id: null, route: { connector: ACQUIRER } } } };
const entriesOf = async (attempt: number) => (await listAudit(db.db, { action: 'routing.save', limit: 50 })).filter((e) => e.id === attempt || (e.detail as { attempt?: number } | null)?.attempt === attempt);

const saveUnanswered = async () => {
  const res = await editor.inject({ method: 'PUT', url, payload: { document: edited, baseRevision: (await load()).revision, note: 'late' } });
  expect(res.statusCode).toBe(504);
  const { error } = ApiError.parse(res.json());
  expect(error).toMatchObject({ code: 'SAVE_OUTCOME_UNKNOWN', message: expect.stringMatching(/may or may not have been carried out/) });
  expect(error.message).not.toMatch(/nothing was changed/i);
  return error.attempt!;
};
const resolve = (attempt: number) => editor.inject({ method: 'POST', url: apiPaths.resolveSave('real', ROUTER, attempt), payload: {} });

describe('a routing save the gateway answers too late', () => {
  it('is reported as unknown, then found saved by re-reading: a version by the person who saved, and "saved" in the audit log', async () => {
    storesBeforeAnswering = true;
    const attempt = await saveUnanswered();
    expect((await entriesOf(attempt)).map((e) => e.outcome).sort()).toEqual(['pending', 'unknown']);
    // The gateway finishes its late answer meanwhile; the check reads what it holds.
    await new Promise((r) => setTimeout(r, 500));
    const res = await resolve(attempt);
    expect(res.statusCode, res.body).toBe(200);
    const resolution = SaveResolution.parse(res.json());
    expect(resolution.outcome).toBe('saved');
    const [version] = await listVersions(db.db, 'real', ROUTER);
    expect(version).toMatchObject({ revision: resolution.live.revision, savedBy: 'editor', note: 'late' });
    const entries = await entriesOf(attempt);
    expect(entries[0]).toMatchObject({ actor: 'editor', outcome: 'success', detail: expect.objectContaining({ resolved: 'saved' }) });
    // Asking again answers the same, and records nothing more.
    expect(SaveResolution.parse((await resolve(attempt)).json()).outcome).toBe('saved');
    expect(await entriesOf(attempt)).toHaveLength(3);
  });

  it('is credited to the person who saved even when a read before the resolution recorded the live revision as found at the gateway (issue 44.4)', async () => {
    storesBeforeAnswering = true;
    const attempt = await saveUnanswered();
    await new Promise((r) => setTimeout(r, 500));
    // Someone opens the connector before the check: the history meets the new revision first.
    const seen = await load();
    const [found] = await listVersions(db.db, 'real', ROUTER);
    expect(found).toMatchObject({ revision: seen.revision, savedBy: null, note: 'Found at the gateway: changed outside the studio' });
    expect(SaveResolution.parse((await resolve(attempt)).json()).outcome).toBe('saved');
    const versions = await listVersions(db.db, 'real', ROUTER);
    expect(versions.filter((v) => v.revision === seen.revision)).toEqual([expect.objectContaining({ savedBy: 'editor', note: 'late' })]);
    expect((await entriesOf(attempt))[0]).toMatchObject({ actor: 'editor', outcome: 'success', detail: expect.objectContaining({ resolved: 'saved' }) });
  });

  it('is found not saved when the gateway does not hold the document: "not saved" in the audit log, no version by the user', async () => {
    storesBeforeAnswering = false;
    stored = initial;
    const versionsBefore = await listVersions(db.db, 'real', ROUTER);
    const attempt = await saveUnanswered();
    await new Promise((r) => setTimeout(r, 500));
    const resolution = SaveResolution.parse((await resolve(attempt)).json());
    expect(resolution.outcome).toBe('not-saved');
    const entries = await entriesOf(attempt);
    expect(entries[0]).toMatchObject({ outcome: 'failure', detail: expect.objectContaining({ resolved: 'not saved' }) });
    const versions = await listVersions(db.db, 'real', ROUTER);
    expect(versions.filter((v) => v.savedBy === 'editor')).toHaveLength(versionsBefore.filter((v) => v.savedBy === 'editor').length);
  });

  it('refuses to resolve an attempt that does not exist or did not end unknown', async () => {
    expect((await resolve(999_999)).statusCode).toBe(404);
    expect((await resolve(2_147_483_648)).statusCode).toBe(400);
  });
});
