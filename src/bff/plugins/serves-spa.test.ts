import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { matchesTag } from './hashed-assets';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { noGatewayConfig as config } from '../test/no-gateway-config';

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

describe('BFF serves the hashed assets from memory', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'studio-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const source = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
  writeFileSync(join(webDir, 'assets', 'page-Ab12.js'), source);
  writeFileSync(join(webDir, 'assets', 'page-Ab12.js.br'), brotliCompressSync(source));
  writeFileSync(join(webDir, 'assets', 'page-Ab12.js.gz'), gzipSync(source));
  writeFileSync(join(webDir, 'assets', 'page-Ab12.js.map'), '{}');
  writeFileSync(join(webDir, 'assets', 'tiny-Cd34.css'), 'a{}');

  it('answers in the best encoding the browser takes, cached for a year and varying by Accept-Encoding', async () => {
    const app = await buildApp({ config, db, webDir });
    const asked = async (acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: '/assets/page-Ab12.js', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(source))).toBe(true);
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(source))).toBe(true);
    const identity = await asked('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(source);
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
    const small = await app.inject({ method: 'GET', url: '/assets/tiny-Cd34.css', headers: { 'accept-encoding': 'br' } });
    expect([small.statusCode, small.headers['content-type'], small.body]).toEqual([200, 'text/css; charset=utf-8', 'a{}']);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const app = await buildApp({ config, db, webDir });
    const first = await app.inject({ method: 'GET', url: '/assets/page-Ab12.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ method: 'GET', url: '/assets/page-Ab12.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherEncoding = await app.inject({ method: 'GET', url: '/assets/page-Ab12.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('serves a file the next build writes without a restart, and nothing outside the assets or any source map', async () => {
    const app = await buildApp({ config, db, webDir });
    expect((await app.inject({ method: 'GET', url: '/assets/later-Ef56.js' })).statusCode).toBe(404);
    writeFileSync(join(webDir, 'assets', 'later-Ef56.js'), 'export {};');
    expect((await app.inject({ method: 'GET', url: '/assets/later-Ef56.js' })).body).toBe('export {};');
    for (const url of ['/assets/page-Ab12.js.map', '/assets/..%2Findex.html', '/assets/.hidden', '/assets/missing-Zz99.js'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('reads If-None-Match lists and wildcards', () => {
    expect(matchesTag('"a-br", "b-br"', '"b-br"')).toBe(true);
    expect(matchesTag('W/"b-br"', '"b-br"')).toBe(true);
    expect(matchesTag('*', '"b-br"')).toBe(true);
    expect(matchesTag('"b"', '"b-br"')).toBe(false);
    expect(matchesTag(undefined, '"b-br"')).toBe(false);
  });
});
