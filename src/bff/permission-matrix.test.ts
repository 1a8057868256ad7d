import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, Role } from '../domain/auth/permissions';
import { CONNECTORS } from '../fixtures/world';
import { startHarness, type Harness } from './test/sandbox-harness';
import { signIn, type Client } from './test/sign-in';

let h: Harness;
const clients = new Map<Role, Client>();
beforeAll(async () => {
  h = await startHarness();
  for (const role of Role.options) clients.set(role, await signIn(h.app, role));
});
afterAll(async () => h?.close());

/** A concrete URL for a route pattern: the seeded card router, the sandbox environment, user 1, version 1. */
const concrete = (url: string) =>
  url.replace(':env', 'sandbox').replace(':guid', CONNECTORS.cardRouter.guid).replace(':id', '1');

describe('permission matrix: every API route × every role × signed out', () => {
  it('covers every API route the BFF registers', () => {
    const routes = h.app.routeCatalog.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/health', 'PUT /api/env/:env/connectors/:guid/routing', 'GET /api/audit', 'POST /api/users']));
    expect(routes.length).toBeGreaterThanOrEqual(14);
  });

  it('allows exactly what the matrix says, and nothing without a session', async () => {
    const checked: string[] = [];
    for (const route of h.app.routeCatalog) {
      const request = { method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} };
      const anonymous = await h.app.inject(request);
      if ('public' in route.access) expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).not.toBe(401);
      else expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);

      for (const role of Role.options) {
        // Signing out ends the session: give that call a session of its own.
        const client = route.url === '/api/session/logout' ? await signIn(h.app, role) : clients.get(role)!;
        const res = await client.inject(request);
        const allowed = 'public' in route.access || 'authenticated' in route.access || can(role, route.access.permission);
        const label = `${route.method} ${route.url} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
        checked.push(label);
      }
    }
    expect(checked.length).toBe(h.app.routeCatalog.length * Role.options.length);
  });
});
