import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openStudioDatabase, type StudioDatabase } from './db/client';
import { noGatewayConfig as config } from './test/no-gateway-config';

let db: StudioDatabase;
beforeAll(async () => {
  db = await openStudioDatabase();
});
afterAll(async () => db?.close());


describe('BFF serves the SPA', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'studio-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'app.js'), 'console.log(1)');

  it('answers client-side routes with the SPA shell and a strict CSP', async () => {
    const app = await buildApp({ config, db, webDir });
    const res = await app.inject({ method: 'GET', url: '/env/x/connectors/CO-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('id="root"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toContain('console.log');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const app = await buildApp({ config, db, webDir });
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/assets/index-missing.js' })).statusCode).toBe(404);
  });
});
