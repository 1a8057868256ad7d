import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseStudioConfig } from '../config/studio-config';
import { openStudioDatabase } from '../db/client';
import { seedDemoUsers } from '../test/sign-in';

// Issue 2: one error handler, and 5xx details only in the logs. A studio database that goes away
// mid-flight is a real unexpected failure: the browser must get a generic 500 with a request id,
// the log must get the cause under the same id.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

const config = parseStudioConfig(
  { environments: [{ id: 'real', name: 'Real', baseUrl: 'http://127.0.0.1:9', provisioning: { username: 'prov', password: 'very-secret-pw' }, connectors: [] }] },
  'test',
);

const db = await openStudioDatabase();
afterAll(async () => db.close().catch(() => undefined));

describe('an unexpected failure', () => {
  it('is a 500 with a request id and a generic message; the cause is only in the log', async () => {
    await seedDemoUsers(db.db);
    const app = await buildApp({ db, config, logger: { level: 'error', stream: logStream } });
    await app.ready();
    await db.close(); // every query from now on fails inside the driver

    const res = await app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'admin', password: 'admin-Demo-2026' } });

    expect(res.statusCode).toBe(500);
    const { error } = res.json();
    expect(error).toEqual({ code: 'INTERNAL', message: expect.stringMatching(/request id/), requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(error.requestId);
    expect(res.body).not.toMatch(/PGlite|closed|stack|at .*\.ts/i);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; err?: { message: string } }).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.reqId).toBe(error.requestId);
    expect(logged?.err?.message).toBeTruthy();
    await app.close();
  });

  it('does not include a browser that left mid-answer: that is logged as the client leaving, not as an unhandled error', async () => {
    const own = await openStudioDatabase();
    const app = await buildApp({ db: own, config, logger: { level: 'info', stream: logStream } });
    // As a compressed answer's stream fails when its socket closes before the first byte is written.
    app.get('/test-left', async (request) => {
      await new Promise((resolve) => request.raw.socket.once('close', resolve));
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const from = lines.length;
    const gone = new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port, path: '/test-left' });
      req.on('error', () => resolve());
      req.end(() => setTimeout(() => req.destroy(), 100));
    });
    await gone;
    const logged = async () => lines.slice(from).map((line) => JSON.parse(line) as { msg: string });
    for (let i = 0; i < 50 && !(await logged()).some((e) => e.msg === 'client went away before the answer'); i++) await new Promise((r) => setTimeout(r, 20));
    expect((await logged()).map((e) => e.msg)).toContain('client went away before the answer');
    expect((await logged()).map((e) => e.msg)).not.toContain('unhandled error');
    await app.close();
    await own.close();
  });
});
