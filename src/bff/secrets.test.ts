import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRouterDocument } from '../fixtures/routing-documents';
import { CONNECTORS } from '../fixtures/world';
import { secretsOf, startHarness, type Harness } from './test/sandbox-harness';
import { signIn } from './test/sign-in';

const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });

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

  it('no BFF response carries one, whatever the route, role or outcome', async () => {
    const secrets = secretsOf(h.manifest);
    const bodies: string[] = [];
    for (const role of ['admin', 'viewer'] as const) {
      const client = await signIn(h.app, role);
      for (const route of h.app.routeCatalog.filter((r) => r.method === 'GET')) {
        const url = route.url.replace(':env', 'sandbox').replace(':guid', CONNECTORS.cardRouter.guid).replace(':id', '1');
        bodies.push((await client.inject({ method: 'GET', url })).body);
      }
    }
    const admin = await signIn(h.app, 'admin');
    const url = `/api/env/sandbox/connectors/${CONNECTORS.cardRouter.guid}/routing`;
    const baseRevision = (await admin.inject({ method: 'GET', url })).json().revision;
    bodies.push((await admin.inject({ method: 'PUT', url, payload: { document: { ...cardRouterDocument, tree: { id: null, route: { connector: CONNECTORS.legacyEur.guid } } }, baseRevision } })).body);
    bodies.push((await admin.inject({ method: 'PUT', url, payload: { document: cardRouterDocument, baseRevision } })).body);
    bodies.push((await admin.inject({ method: 'GET', url: '/api/audit?limit=500' })).body);
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) for (const secret of secrets) expect(body.includes(secret), `${secret} in ${body.slice(0, 80)}`).toBe(false);
  });
});
