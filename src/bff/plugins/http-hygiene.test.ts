import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers, signIn } from '../test/sign-in';
import { noGatewayConfig as config } from '../test/no-gateway-config';

let db: StudioDatabase;
beforeAll(async () => {
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
});
afterAll(async () => db?.close());

const webDir = mkdtempSync(join(tmpdir(), 'studio-web-'));
const bundle = `console.log(${JSON.stringify('routing studio '.repeat(2_000))});`;
writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(webDir, 'app.js'), bundle);
writeFileSync(join(webDir, 'app.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
// As the build writes them beside each asset (vite-plugin-compression2): served instead of compressing again.
const prebuilt = `console.log(${JSON.stringify('prebuilt '.repeat(2_000))});`;
writeFileSync(join(webDir, 'prebuilt.js'), prebuilt);
writeFileSync(join(webDir, 'prebuilt.js.br'), brotliCompressSync(prebuilt));

describe('what every answer of the BFF gets', () => {
  it('compresses the SPA assets for a browser that accepts it', async () => {
    const app = await buildApp({ config, db, webDir });
    const res = await app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 10);
    expect(gunzipSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('serves the build’s own compressed file when there is one, the file itself to a browser that accepts none', async () => {
    const app = await buildApp({ config, db, webDir });
    const res = await app.inject({ method: 'GET', url: '/prebuilt.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(prebuilt))).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const plain = await app.inject({ method: 'GET', url: '/prebuilt.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(prebuilt);
  });

  it('serves no source maps, and production builds make none', async () => {
    const app = await buildApp({ config, db, webDir });
    expect((await app.inject({ method: 'GET', url: '/app.js.map' })).statusCode).toBe(404);
    expect(viteConfig.build?.sourcemap).toBe(false);
  });

  it('marks every API answer no-store (the session answer carries the CSRF token), assets not', async () => {
    const app = await buildApp({ config, db, webDir });
    const viewer = await signIn(app, 'viewer');
    const session = await viewer.inject({ method: 'GET', url: '/api/session' });
    expect(session.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/session' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/app.js' })).headers['cache-control']).not.toBe('no-store');
  });

  it('logs one line per request at info', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)), done()) });
    const app = await buildApp({ config, db, webDir, logger: { level: 'info', stream } });
    const res = await app.inject({ method: 'GET', url: '/api/session?x=secret' });
    const mine = lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/api/session', status: 401 });
    expect(JSON.stringify(mine[0])).not.toContain('secret');
  });

  it('still audits the reason of a refusal whose answer is compressed', async () => {
    const app = await buildApp({ config, db, webDir });
    const admin = await signIn(app, 'admin');
    // The refusal names the member, so its answer is well over the compression threshold.
    const res = await admin.inject({ method: 'POST', url: '/api/users', headers: { 'accept-encoding': 'gzip' }, payload: { [`${'n'.repeat(3_000)}\u0000`]: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBe('gzip');
    const [entry] = await listAudit(db.db, { action: 'user.create', limit: 1 });
    expect(entry!.detail).toMatchObject({ status: 400, code: 'UNSTORABLE_TEXT' });
  });
});
