import { createServer, type Server } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseStudioConfig } from '../config/studio-config';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers, signIn } from '../test/sign-in';

let db: StudioDatabase;
beforeAll(async () => {
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
});
afterAll(async () => db?.close());

const envConfig = (baseUrl: string, connectors: object[] = []) =>
  parseStudioConfig(
    { environments: [{ id: 'real', name: 'Real', baseUrl, provisioning: { username: 'prov', password: 'very-secret-pw' }, connectors }] },
    'test',
  );

describe('BFF when the gateway misbehaves', () => {
  const fake = Fastify();
  afterAll(() => fake.close());

  it('answers 502 without internals when the gateway is unreachable, and health says so', async () => {
    const app = await buildApp({ db, config: envConfig('http://127.0.0.1:9') });
    const res = await (await signIn(app, 'viewer')).inject({ method: 'GET', url: '/api/env/real/connectors' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
    expect(res.body).not.toContain('127.0.0.1:9');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().gateway.reachable).toBe(false);
  });

  it('falls back to the configured connectors when the gateway has no listConnectors', async () => {
    fake.get('/api/provisioning/listConnectors', (_req, reply) => reply.status(404).send({ success: false, errorCode: 1001, errorMessage: 'Not found' }));
    const url = await fake.listen({ port: 0, host: '127.0.0.1' });
    const app = await buildApp({ db, config: envConfig(url, [{ guid: 'CO-1', name: 'Configured Router', isMetaConnector: true, password: 'connector-secret' }]) });
    const res = await (await signIn(app, 'viewer')).inject({ method: 'GET', url: '/api/env/real/connectors' });
    expect(res.statusCode).toBe(200);
    expect(res.json().connectors).toEqual([expect.objectContaining({ guid: 'CO-1', name: 'Configured Router', isMetaConnector: true })]);
    expect(res.body).not.toContain('connector-secret');
  });

  it('rejects a bad config with a message naming the field', () => {
    expect(() => parseStudioConfig({ environments: [{ id: 'Prod!', name: 'x', baseUrl: 'nope', provisioning: { username: 'a' } }] }, 'studio.json')).toThrow(
      /studio\.json[\s\S]*environments\[0\]\.id[\s\S]*environments\[0\]\.baseUrl[\s\S]*environments\[0\]\.provisioning\.password/,
    );
  });

  describe('a write whose answer never comes', () => {
    const connector = { guid: 'CO-2', name: 'Acquirer', apiKey: 'k', username: 'u', password: 'connector-secret' };
    const debit = { operation: 'debit', request: { merchantTransactionId: 'm-1', transactionToken: 'ix::t', amount: '1.00', currency: 'EUR' } };
    let dropper: Server;
    afterAll(() => dropper?.close());

    it('is "outcome unknown" (504) when the request went out and the connection dropped: the gateway may have acted', async () => {
      // Reads the request, then drops the connection without answering.
      dropper = createServer((socket) => socket.once('data', () => socket.destroy()));
      await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
      const { port } = dropper.address() as { port: number };
      const app = await buildApp({ db, config: envConfig(`http://127.0.0.1:${port}`, [connector]) });
      const res = await (await signIn(app, 'qa')).inject({ method: 'POST', url: '/api/env/real/connectors/CO-2/transactions', payload: debit });
      expect(res.statusCode).toBe(504);
      expect(res.json().error.code).toBe('GATEWAY_OUTCOME_UNKNOWN');
      expect(res.json().error.message).toMatch(/may or may not have been carried out/);
    });

    it('is "nothing was changed" (502) when the connection was refused: the request never left', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as { port: number };
      await new Promise((resolve) => closed.close(resolve));
      const app = await buildApp({ db, config: envConfig(`http://127.0.0.1:${port}`, [connector]) });
      const res = await (await signIn(app, 'qa')).inject({ method: 'POST', url: '/api/env/real/connectors/CO-2/transactions', payload: debit });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({ code: 'GATEWAY_UNAVAILABLE', message: expect.stringMatching(/nothing was changed/) });
    });
  });
});
