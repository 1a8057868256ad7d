import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, Role } from '@domain/auth/permissions';
import { demoUser } from '@fixtures/studio-users';
import { CONNECTORS } from '@fixtures/world';
import { MUTATING_METHODS } from '../audit/audit-hook';
import { listAudit, outcomeOfStatus } from '../audit/audit-log';
import type { Access } from './access';
import { concreteUrl, EXPECTED_ROUTES, routeKey, splitKey, type ExpectedAccess, type ExpectedRoute } from '../test/expected-routes';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

let h: Harness;
const clients = new Map<Role, Client>();
beforeAll(async () => {
  h = await startHarness();
  for (const role of Role.options) clients.set(role, await signIn(h.app, role));
});
afterAll(async () => h?.close());

const concrete = (url: string) => concreteUrl(url, CONNECTORS.cardRouter.guid);

const declared = (access: Access): ExpectedAccess => ('public' in access ? 'public' : 'authenticated' in access ? 'signed-in' : access.permission);

const allowedFor = (role: Role, expected: ExpectedRoute) => expected.access === 'public' || expected.access === 'signed-in' || can(role, expected.access);

const latestAuditId = async () => (await listAudit(h.db.db, { limit: 1 }))[0]?.id ?? 0;

/** A mutating request, allowed or refused, leaves exactly one new entry (hand-written action, outcome by status, the actor, the reason). */
const expectAudited = async (since: number, key: string, res: LightMyRequestResponse, actor: string) => {
  const entries = (await listAudit(h.db.db, { limit: 10 })).filter((e) => e.id > since);
  const label = `${key} as ${actor}: ${res.statusCode}`;
  expect(entries, label).toHaveLength(1);
  const entry = entries[0]!;
  expect(entry, label).toMatchObject({ action: EXPECTED_ROUTES[key]!.audit, actor, outcome: outcomeOfStatus(res.statusCode) });
  if (res.statusCode >= 400) expect(entry.detail, label).toMatchObject({ status: res.statusCode, code: res.json().error.code });
};

describe('permission matrix: every API route × every role × signed out, against a hand-written table', () => {
  it('the BFF registers exactly the routes of the table, every mutating one with the audit action the table names', () => {
    const registered = h.app.routeCatalog.map(routeKey).sort();
    expect(registered).toEqual(Object.keys(EXPECTED_ROUTES).sort());
    for (const route of h.app.routeCatalog) {
      const expected = EXPECTED_ROUTES[routeKey(route)]!;
      expect(declared(route.access), routeKey(route)).toBe(expected.access);
      expect(route.audit, routeKey(route)).toBe(expected.audit);
      expect(Boolean(expected.audit), `${routeKey(route)}: mutating routes and only they are audited`).toBe(MUTATING_METHODS.has(route.method));
    }
  });

  it('allows exactly what the table says, refuses the rest with 401 or 403, and audits every mutating request', async () => {
    const checked: string[] = [];
    for (const [key, expected] of Object.entries(EXPECTED_ROUTES)) {
      const { method, url } = splitKey(key);
      const mutating = MUTATING_METHODS.has(method);
      const request = { method: method as 'GET', url: concrete(url), payload: mutating ? {} : undefined };

      let since = await latestAuditId();
      const anonymous = await h.app.inject(request);
      if (expected.access === 'public') expect([401, 403], `${key} signed out`).not.toContain(anonymous.statusCode);
      else expect(anonymous.statusCode, `${key} signed out`).toBe(401);
      if (mutating) await expectAudited(since, key, anonymous, 'anonymous');

      for (const role of Role.options) {
        // Signing out ends the session: give that call a session of its own.
        const client = url === '/api/session/logout' ? await signIn(h.app, role) : clients.get(role)!;
        since = await latestAuditId();
        const res = await client.inject(request);
        const label = `${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowedFor(role, expected)) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
        if (mutating) await expectAudited(since, key, res, expected.access === 'public' ? 'anonymous' : demoUser(role).username);
        checked.push(label);
      }
    }
    expect(checked).toHaveLength(Object.keys(EXPECTED_ROUTES).length * Role.options.length);
  });

  it('refuses a mutating request without the CSRF token for every role, and audits the refusal', async () => {
    for (const [key, expected] of Object.entries(EXPECTED_ROUTES)) {
      const { method, url } = splitKey(key);
      if (!MUTATING_METHODS.has(method) || expected.access === 'public') continue;
      for (const role of Role.options) {
        // A refused sign-out ends nothing: the role's own session serves every route here.
        const client = clients.get(role)!;
        const since = await latestAuditId();
        const res = await h.app.inject({ method: method as 'POST', url: concrete(url), cookies: { studio_session: client.cookie }, payload: {} });
        // Without the permission the role check refuses first; with it, the missing token does.
        expect(res.json().error.code, `${key} as ${role}`).toBe(allowedFor(role, expected) ? 'CSRF' : 'FORBIDDEN');
        await expectAudited(since, key, res, demoUser(role).username);
      }
    }
  });
});
