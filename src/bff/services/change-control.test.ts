import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit-log';
import { eq } from 'drizzle-orm';
import { findUserByName } from '../auth/users-repo';
import { changeJobs, changeRequests } from '../db/schema';
import { changeStudio, META, routingTo, startChangeGateway, TARGET_A, TARGET_B, TARGET_C } from '../test/change-gateway';
import type { Client } from '../test/sign-in';

/**
 * Change control over app.inject() on a fake production gateway, one PGlite for the file. The
 * scheduler's clock is the test's (`clock.now`), so start times, window ends and back-off are
 * reached by moving it; sessions keep the real clock.
 */
const clock = { now: new Date('2026-11-26T09:00:00Z') };
const at = (iso: string) => (clock.now = new Date(iso));
let gw: Awaited<ReturnType<typeof startChangeGateway>>;
let studio: Awaited<ReturnType<typeof changeStudio>>;
let editor: Client;
let admin: Client;

beforeAll(async () => {
  gw = await startChangeGateway();
  studio = await changeStudio(gw.url, { clock });
  ({ editor, admin } = studio);
});
afterAll(async () => {
  await studio?.app.close();
  await studio?.db.close();
  await gw?.close();
});
beforeEach(() => {
  gw.state.stored = routingTo(TARGET_A);
  gw.state.failSets = null;
  at('2026-11-26T09:00:00Z');
});

const base = `/api/env/live`;
const live = async () => (await editor.inject({ method: 'GET', url: `${base}/connectors/${META}/routing` })).json() as { revision: string; document: Record<string, unknown> };
const create = async (as: Client, connector: string, schedule: unknown = { mode: 'now' }) => {
  const { revision } = await live();
  const res = await as.inject({ method: 'POST', url: `${base}/connectors/${META}/change-requests`, payload: { baseRevision: revision, draft: routingTo(connector), note: `to ${connector}`, schedule } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; evidence: { changes: Array<{ message: string }> } };
};
const act = (as: Client, id: number, step: string, payload: Record<string, unknown> = {}) => as.inject({ method: 'POST', url: `${base}/change-requests/${id}/${step}`, payload });
const get = async (id: number) => (await editor.inject({ method: 'GET', url: `${base}/change-requests/${id}` })).json();
const runDue = () => studio.app.changeScheduler.runDue();
const upcoming = async () => ((await editor.inject({ method: 'GET', url: `${base}/change-requests?open=1&connector=${META}` })).json().requests as Array<{ id: number }>).map((r) => r.id);

describe('four eyes on an environment that requires approval', () => {
  it('refuses a direct save on production, and an administrator can switch the rule off and on (audited)', async () => {
    const { revision, document } = await live();
    const save = () => editor.inject({ method: 'PUT', url: `${base}/connectors/${META}/routing`, payload: { document: { ...document, rerouteRecurring: true }, baseRevision: revision } });
    expect((await save()).json().error.code).toBe('APPROVAL_REQUIRED');
    expect((await editor.inject({ method: 'PUT', url: `${base}/settings`, payload: { approvalRequired: false, reason: 'incident' } })).statusCode).toBe(403);
    // A switch without a reason is refused: the audit keeps why.
    expect((await admin.inject({ method: 'PUT', url: `${base}/settings`, payload: { approvalRequired: false, reason: ' ' } })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'PUT', url: `${base}/settings`, payload: { approvalRequired: false, reason: 'incident 4711: hotfix' } })).json()).toMatchObject({ approvalRequired: false, byDefault: true });
    expect((await save()).statusCode).toBe(200);
    await admin.inject({ method: 'PUT', url: `${base}/settings`, payload: { approvalRequired: true, reason: 'hotfix is live' } });
    const [entry] = await listAudit(studio.db.db, { action: 'environment.settings', limit: 1 });
    expect(entry).toMatchObject({ actor: 'admin', before: { approvalRequired: false }, after: { approvalRequired: true }, detail: { approvalRequired: { from: false, to: true }, reason: 'hotfix is live' } });
  });

  it('never lets the author approve their own request, nor someone without the approve permission', async () => {
    const own = await create(admin, TARGET_B);
    expect((await act(admin, own.id, 'approve')).json().error.code).toBe('OWN_REQUEST');
    const theirs = await create(editor, TARGET_B);
    expect((await act(editor, theirs.id, 'approve')).statusCode).toBe(403);
    expect((await act(admin, theirs.id, 'reject', { reason: '' })).json().error.code).toBe('REASON_REQUIRED');
    expect((await act(admin, theirs.id, 'reject', { reason: 'not now' })).json()).toMatchObject({ status: 'rejected', reviewer: 'admin', reviewNote: 'not now' });
    // People by display name beside the user name (issue 43.2), in the request and in the list.
    const displayName = async (username: string) => (await findUserByName(studio.db.db, username))!.displayName;
    const named = { author: 'editor', authorName: await displayName('editor'), reviewer: 'admin', reviewerName: await displayName('admin') };
    expect(named.authorName).not.toBe('editor');
    expect(await get(theirs.id)).toMatchObject(named);
    const listed = (await editor.inject({ method: 'GET', url: `${base}/change-requests` })).json().requests as Array<{ id: number }>;
    expect(listed.find((r) => r.id === theirs.id)).toMatchObject(named);
  });

  it('applies an approved request through the save, with its evidence, a marked version and every step audited', async () => {
    const request = await create(editor, TARGET_B);
    expect(request.evidence.changes.map((c) => c.message)).toEqual(['Default connector changed from Acquirer 1 to Acquirer 2']);
    expect((await act(admin, request.id, 'approve', { reason: 'looks right' })).json()).toMatchObject({ status: 'approved' });
    const applied = (await act(editor, request.id, 'apply')).json();
    expect(applied).toMatchObject({ status: 'applied', jobs: [expect.objectContaining({ kind: 'apply', status: 'done', attempts: 1 })] });
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_B } });
    expect(await upcoming()).not.toContain(request.id); // applied for good: nothing more to come
    const versions = (await editor.inject({ method: 'GET', url: `${base}/connectors/${META}/versions` })).json().versions;
    expect(versions[0]).toMatchObject({ changeRequestId: request.id, savedBy: 'editor' });
    const actions = (await listAudit(studio.db.db, { action: 'change-request.', limit: 10 })).filter((e) => (e.detail as { request?: number })?.request === request.id).map((e) => `${e.action}:${e.actor}`);
    expect(actions.reverse()).toEqual(['change-request.create:editor', 'change-request.approve:admin', 'change-request.schedule:editor', 'change-request.apply:scheduler']);
  });

  it('does not carry an approval over a change of the live document: the request fails, is rebased, and needs a new approval', async () => {
    const request = await create(editor, TARGET_B);
    await act(admin, request.id, 'approve');
    gw.state.stored = routingTo(TARGET_C); // someone changed the routing at the gateway
    const failed = (await act(editor, request.id, 'apply')).json();
    expect(failed).toMatchObject({ status: 'failed', failure: expect.stringMatching(/changed since this request was made/) });
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_C } });
    // Once the studio has read the moved routing, the request page says so before anyone applies.
    const moved = await live();
    expect(await get(request.id)).toMatchObject({ latestKnownRevision: moved.revision, baseRevision: expect.not.stringMatching(moved.revision) });
    const stale = await act(editor, request.id, 'rebase', { baseRevision: 'not-the-live-one' });
    expect(stale.json().error).toMatchObject({ code: 'CONFLICT', conflict: { document: routingTo(TARGET_C) } });
    const rebased = (await act(editor, request.id, 'rebase', { baseRevision: stale.json().error.conflict.revision })).json();
    expect(rebased).toMatchObject({ status: 'pending', reviewer: 'admin' });
    expect(rebased.evidence.changes[0].message).toMatch(/from Acquirer 3/);
    expect((await act(editor, request.id, 'apply')).json().error.code).toBe('INVALID_TRANSITION');
    await act(admin, request.id, 'approve');
    expect((await act(editor, request.id, 'apply')).json()).toMatchObject({ status: 'applied' });
  });

  it('voids an approval when the author amends the request', async () => {
    const request = await create(editor, TARGET_B);
    await act(admin, request.id, 'approve');
    const amended = await editor.inject({ method: 'PUT', url: `${base}/change-requests/${request.id}`, payload: { draft: routingTo(TARGET_C) } });
    expect(amended.json()).toMatchObject({ status: 'pending', evidence: { changes: [expect.objectContaining({ message: expect.stringMatching(/to Acquirer 3/) })] } });
    expect((await act(admin, request.id, 'withdraw')).json().error.code).toBe('NOT_AUTHOR');
    expect((await act(editor, request.id, 'withdraw')).json().status).toBe('withdrawn');
  });
});

describe('a request by its number (issue 44)', () => {
  it('answers only to the number written in digits: 0x1, 1e0 and 01 are not request 1', async () => {
    const { id } = await create(editor, TARGET_B);
    expect((await editor.inject({ method: 'GET', url: `${base}/change-requests/${id}` })).statusCode).toBe(200);
    for (const written of [`0x${id.toString(16)}`, `${id}e0`, `0${id}`, `${id}.0`, `+${id}`]) {
      const res = await editor.inject({ method: 'GET', url: `${base}/change-requests/${written}` });
      expect(res.statusCode, written).toBe(400);
      expect(res.json().error.message, written).toContain('an id is a whole number written in digits');
    }
  });
});

describe('the scheduler, on the test clock', () => {
  const window = { mode: 'window', startAt: '2026-11-26T10:00:00Z', endAt: '2026-11-26T11:00:00Z' };

  it('refuses to approve a window that ended while the request waited', async () => {
    const request = await create(editor, TARGET_B, window);
    at('2026-11-26T11:30:00Z');
    expect((await act(admin, request.id, 'approve')).json().error.code).toBe('SCHEDULE_PASSED');
  });

  it('applies a window at its start and restores the document before it at its end', async () => {
    const request = await create(editor, TARGET_B, window);
    expect((await act(admin, request.id, 'approve')).json()).toMatchObject({ status: 'scheduled', nextRun: { kind: 'apply', at: '2026-11-26T10:00:00.000Z' } });
    expect(await runDue()).toBe(0);
    at('2026-11-26T10:00:00Z');
    expect(await runDue()).toBe(1);
    expect((await get(request.id)).status).toBe('applied');
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_B } });
    expect(await upcoming()).toContain(request.id); // its window's end is still to come
    at('2026-11-26T11:00:01Z');
    await runDue();
    expect(await get(request.id)).toMatchObject({ status: 'reverted', alert: null });
    expect(await upcoming()).not.toContain(request.id);
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_A } });
    const [revert] = await listAudit(studio.db.db, { action: 'change-request.revert', limit: 1 });
    expect(revert).toMatchObject({ actor: 'scheduler', outcome: 'success', before: { default: { connector: TARGET_B } }, after: { default: { connector: TARGET_A } } });
  });

  it('does not overwrite a live document that changed during the window: it raises an alert and records why', async () => {
    const request = await create(editor, TARGET_B, window);
    await act(admin, request.id, 'approve');
    at('2026-11-26T10:00:00Z');
    await runDue();
    gw.state.stored = routingTo(TARGET_C);
    at('2026-11-26T11:00:00Z');
    await runDue();
    expect(await get(request.id)).toMatchObject({ status: 'applied', alert: expect.stringMatching(/was not restored/) });
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_C } });
    const [skipped] = await listAudit(studio.db.db, { action: 'change-request.revert', limit: 1 });
    expect(skipped).toMatchObject({ outcome: 'refused', detail: { skipped: true } });
    expect((await act(editor, request.id, 'acknowledge')).json().alert).toBeNull();
  });

  it('retries a failing apply with back-off, then stops and shows the failure on the request', async () => {
    const request = await create(editor, TARGET_B);
    await act(admin, request.id, 'approve');
    gw.state.failSets = 503;
    const first = (await act(editor, request.id, 'apply')).json();
    expect(first).toMatchObject({ status: 'scheduled', jobs: [expect.objectContaining({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/503|unavailable/i) })] });
    // A gateway that cannot be reached is named by its internal address: administrators read the error as
    // stored, the editor (and anyone else who reads routing) without the address (issue 44.7).
    const unreachable = 'Gateway at http://10.1.2.3:8181/api/provisioning/setConnectorRouting/x is not reachable: connect ECONNREFUSED 10.1.2.3:8181';
    await studio.db.db.update(changeJobs).set({ lastError: unreachable }).where(eq(changeJobs.requestId, request.id));
    const lastError = async (as: Client) => (await as.inject({ method: 'GET', url: `${base}/change-requests/${request.id}` })).json().jobs[0].lastError as string;
    expect(await lastError(admin)).toBe(unreachable);
    expect(await lastError(editor)).toBe('The gateway is not reachable: connect ECONNREFUSED (internal address)');
    expect(await runDue()).toBe(0); // not before its back-off
    gw.state.failSets = 422;
    for (const minutes of [1, 4, 16]) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
      expect(await runDue()).toBe(1);
    }
    expect(await get(request.id)).toMatchObject({ status: 'failed', failure: expect.stringMatching(/after 4 attempts/), jobs: [expect.objectContaining({ status: 'failed', attempts: 4 })] });
    expect(gw.state.stored).toMatchObject({ default: { connector: TARGET_A } });
    const [failed] = await listAudit(studio.db.db, { action: 'change-request.fail', limit: 1 });
    expect(failed).toMatchObject({ outcome: 'failure', detail: { request: request.id, attempts: 4 } });
    // The request's failure, in the request and in the list, likewise.
    await studio.db.db.update(changeRequests).set({ failure: `${unreachable} (after 4 attempts)` }).where(eq(changeRequests.id, request.id));
    expect((await get(request.id)).failure).toBe('The gateway is not reachable: connect ECONNREFUSED (internal address) (after 4 attempts)');
    const listed = (await editor.inject({ method: 'GET', url: `${base}/change-requests` })).json().requests as Array<{ id: number; failure: string }>;
    expect(listed.find((r) => r.id === request.id)!.failure).not.toMatch(/10\.1\.2\.3|http:/);
    expect((await admin.inject({ method: 'GET', url: `${base}/change-requests/${request.id}` })).json().failure).toMatch(/^Gateway at http:\/\/10\.1\.2\.3/);
  });
});
