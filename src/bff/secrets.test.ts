import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePaths } from '@contracts/bff-profiles';
import { transactionPaths } from '@contracts/bff-transactions';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { demoUser } from '@fixtures/studio-users';
import { CONNECTORS } from '@fixtures/world';
import { buildApp } from './app';
import { configFromManifest } from './config/from-manifest';
import { concreteUrl } from './test/expected-routes';
import { secretsOf, startHarness, type Harness } from './test/sandbox-harness';
import { signIn } from './test/sign-in';

const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });

const connectorBase = `/api/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}`;
const concrete = (url: string) => concreteUrl(url, CONNECTORS.cardRouter.guid);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('secrets stay on the server', () => {
  it('the built SPA contains no gateway password, API password or shared secret', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'studio-bundle-'));
    await build({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const files = filesBelow(outDir);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const secrets = secretsOf(h.manifest);
    expect(secrets.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  }, 120_000);

  it('no BFF response carries one, whatever the route, method, role or outcome', async () => {
    const secrets = secretsOf(h.manifest);
    const seen = new Map<string, number>(); // status → responses scanned
    const scan = (label: string, res: LightMyRequestResponse) => {
      seen.set(String(res.statusCode), (seen.get(String(res.statusCode)) ?? 0) + 1);
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${label}: ${res.statusCode} ${res.body.slice(0, 80)}`).toBe(false);
      return res;
    };

    // Every route with every method, signed out and as two roles, with an empty body: 200s, 400s, 401s, 403s, 404s.
    const admin = await signIn(h.app, 'admin');
    const viewer = await signIn(h.app, 'viewer');
    const callers: Array<[string, (o: InjectOptions) => Promise<LightMyRequestResponse>]> = [['signed out', (o) => h.app.inject(o)], ['admin', admin.inject], ['viewer', viewer.inject]];
    for (const route of h.app.routeCatalog) {
      if (route.url === '/api/session/logout') continue; // below, with a session of its own
      for (const [who, call] of callers) scan(`${route.method} ${route.url} ${who}`, await call({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} }));
    }

    // Sign-in: success, wrong password, malformed; sign-out.
    const login = (payload: object) => h.app.inject({ method: 'POST', url: '/api/session/login', payload });
    scan('login ok', await login({ username: demoUser('qa').username, password: demoUser('qa').password }));
    scan('login wrong password', await login({ username: demoUser('qa').username, password: 'not-it-at-all' }));
    scan('login malformed', await login({ username: '' }));
    scan('logout', await (await signIn(h.app, 'support')).inject({ method: 'POST', url: '/api/session/logout' }));

    // Routing saves: success, the gateway's 422, a 409 with the live document, a 400.
    const routing = `${connectorBase}/routing`;
    const live = scan('routing', await admin.inject({ method: 'GET', url: routing })).json();
    scan('save rejected by the gateway', await admin.inject({ method: 'PUT', url: routing, payload: { document: { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.legacyEur.guid } } }, baseRevision: live.revision } }));
    scan('save', await admin.inject({ method: 'PUT', url: routing, payload: { document: { ...cardRouterDocument, rerouteRecurring: true }, baseRevision: live.revision } }));
    scan('save in conflict', await admin.inject({ method: 'PUT', url: routing, payload: { document: cardRouterDocument, baseRevision: live.revision } }));
    scan('save malformed', await admin.inject({ method: 'PUT', url: routing, payload: { document: { version: '1', tree: { id: 7 } }, baseRevision: live.revision } }));

    // Golden cases and users: created, refused, changed, deleted.
    const golden = { name: 'Secret scan', transaction: { transactionType: 'debit', amount: '10.00', currency: 'EUR' }, expectedConnector: CONNECTORS.alphaEur.guid };
    const created = scan('test case', await admin.inject({ method: 'POST', url: `${connectorBase}/test-cases`, payload: golden })).json();
    scan('test case deleted', await admin.inject({ method: 'DELETE', url: `${connectorBase}/test-cases/${created.id}` }));
    scan('test case gone', await admin.inject({ method: 'DELETE', url: `${connectorBase}/test-cases/${created.id}` }));
    const user = scan('user', await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'scan', displayName: 'Scan', role: 'viewer', password: 'scan-Strong-2026' } })).json();
    scan('user taken', await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'scan', displayName: 'Scan', role: 'viewer', password: 'scan-Strong-2026' } }));
    scan('user changed', await admin.inject({ method: 'PATCH', url: `/api/users/${user.id}`, payload: { role: 'qa', password: 'scan-Changed-2026' } }));
    scan('self-lockout', await admin.inject({ method: 'PATCH', url: '/api/users/1', payload: { disabled: true } }));

    // Profiles, test transactions and DCC: successes and the gateway's refusals, as their users see them.
    const qa = await signIn(h.app, 'qa');
    const support = await signIn(h.app, 'support');
    const container = CONNECTORS.alphaEur.customerProfileContainer!;
    const send = (client: typeof qa, guid: string, operation: string, request: object) =>
      client.inject({ method: 'POST', url: transactionPaths.run('sandbox', guid), payload: { operation, request: { merchantTransactionId: `scan-${operation}-${Math.random()}`, ...request } } });
    const registered = scan('register with profile', await send(admin, CONNECTORS.alphaEur.guid, 'register', { transactionToken: 'ix::demo-visa-de', customerProfileData: { customerIdentification: 'secret-scan' } })).json();
    const profileGuid = registered.response.customerProfileData.profileGuid as string;
    scan('signed debit', await send(qa, CONNECTORS.betaGbp.guid, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '5.00', currency: 'GBP' }));
    scan('declined debit', await send(qa, CONNECTORS.cardRouter.guid, 'debit', { transactionToken: 'ix::demo-visa-hard', amount: '5.00', currency: 'EUR' }));
    scan('transaction refused', await send(qa, CONNECTORS.alphaEur.guid, 'debit', { transactionToken: 'ix::unknown', amount: '5.00', currency: 'EUR' }));
    const quoted = scan('DCC quote', await send(qa, CONNECTORS.alphaEur.guid, 'debit', { transactionToken: 'ix::demo-mc-us', amount: '20.00', currency: 'EUR', requestDcc: true })).json();
    scan('DCC continued', await qa.inject({ method: 'POST', url: transactionPaths.continueDcc('sandbox', CONNECTORS.alphaEur.guid), payload: { continueDccUuid: quoted.response.dccData.uuid, selectedDccCurrency: 'USD' } }));
    scan('DCC refused', await qa.inject({ method: 'POST', url: transactionPaths.continueDcc('sandbox', CONNECTORS.alphaEur.guid), payload: { continueDccUuid: quoted.response.dccData.uuid, selectedDccCurrency: 'USD' } }));
    scan('options', await qa.inject({ method: 'GET', url: transactionPaths.options('sandbox') }));
    scan('containers', await support.inject({ method: 'GET', url: profilePaths.containers('sandbox') }));
    scan('profile', await support.inject({ method: 'POST', url: profilePaths.lookup('sandbox'), payload: { container, profileGuid } }));
    scan('profile updated', await support.inject({ method: 'PUT', url: profilePaths.profile('sandbox', profileGuid), payload: { container, customerData: { firstName: 'Scan' } } }));
    scan('attach refused', await support.inject({ method: 'POST', url: profilePaths.attach('sandbox'), payload: { connectorGuid: CONNECTORS.alphaEur.guid, transactionUuid: registered.response.uuid, profileGuid } }));
    scan('detach', await support.inject({ method: 'POST', url: profilePaths.detach('sandbox'), payload: { container, transactionUuid: registered.response.uuid, profileGuid } }));
    scan('profile deleted', await support.inject({ method: 'DELETE', url: profilePaths.profile('sandbox', profileGuid), payload: { container, confirmCustomerIdentification: 'secret-scan' } }));

    // The gateway down: every route answers 502/503 (or does not need the gateway), never with a credential.
    const down = await buildApp({ config: configFromManifest(h.manifest, 'http://127.0.0.1:9'), db: h.db });
    const downAdmin = await signIn(down, 'admin');
    for (const route of down.routeCatalog.filter((r) => !r.url.startsWith('/api/session'))) {
      const body = route.url.endsWith('/routing') ? { document: cardRouterDocument, baseRevision: live.revision } : route.url.endsWith('/test-cases') ? golden : {};
      scan(`${route.method} ${route.url} gateway down`, await downAdmin.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : body }));
    }
    await down.close();

    // And the audit log, which now holds all of the above.
    scan('audit log', await admin.inject({ method: 'GET', url: '/api/audit?limit=500' }));
    for (const status of ['200', '201', '400', '401', '403', '404', '409', '422', '502', '503']) expect(seen.get(status), `no ${status} response was scanned`).toBeGreaterThan(0);
  });
});
