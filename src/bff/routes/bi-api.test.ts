import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biPaths } from '@contracts/bff-bi';
import { buildApp } from '../app';
import { listAudit } from '../audit/audit-log';
import { parseStudioConfig } from '../config/studio-config';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers, signIn } from '../test/sign-in';

/**
 * The BFF's BI route against a fake BI data source that misbehaves on cue: what the user is told
 * for each kind of trouble, that the credentials stay on the server, and the audit entry.
 * (The real sandbox's BI engine is exercised in bi-sandbox.test.ts.)
 */
let db: StudioDatabase;
const fake = Fastify({ forceCloseConnections: true });
const seen: Array<{ url: string; authorization?: string; contentType?: string; body: unknown }> = [];
let biUrl = '';

const searchAnswer = (n: number) => ({ took: 3, timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total: { value: n, relation: 'eq' }, max_score: null, hits: [] } });

beforeAll(async () => {
  db = await openStudioDatabase();
  await seedDemoUsers(db.db);
  fake.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const handler = async (request: { url: string; headers: Record<string, string | string[] | undefined>; body?: unknown }, reply: { status: (n: number) => { send: (b: unknown) => unknown } }) => {
    seen.push({ url: request.url, authorization: request.headers.authorization as string, contentType: request.headers['content-type'] as string, body: request.body });
    const text = typeof request.body === 'string' ? request.body : '';
    if (text.includes('refuse-me')) return reply.status(400).send({ error: { root_cause: [{ type: 'parsing_exception', reason: 'unknown query [refuse-me]' }], type: 'parsing_exception', reason: 'unknown query [refuse-me]' }, status: 400 });
    if (text.includes('slow')) return new Promise(() => undefined);
    if (text.includes('huge')) return reply.status(200).send({ ...searchAnswer(1), padding: 'x'.repeat(9 * 1024 * 1024) });
    if (text.includes('garbage')) return reply.status(500).send('<html>oops</html>');
    return reply.status(200).send(searchAnswer(request.url.includes('bi-sandbox') ? 7 : 42));
  };
  fake.get('/*', handler as never);
  fake.post('/*', handler as never);
  biUrl = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await fake.close();
  await db?.close();
});

const appWith = (environment: Record<string, unknown>, biTimeoutMs?: number) =>
  buildApp({
    db,
    ...(biTimeoutMs ? { biTimeoutMs } : {}),
    config: parseStudioConfig({ environments: [{ id: 'real', name: 'Real', baseUrl: 'http://127.0.0.1:9', provisioning: { username: 'prov', password: 'prov-secret-pw' }, ...environment }] }, 'test'),
  });

describe('BFF BI route', () => {
  it('passes a DSL body to {bi_url} and a test-data query to {bi_sandbox_url} with the server-held credentials, audited without values', async () => {
    const app = await appWith({ biUrl, biSandboxUrl: `${biUrl}/bi-sandbox`, bi: { username: 'bi-user', password: 'bi-secret-pw' } });
    const viewer = await signIn(app, 'viewer');
    const query = { size: 0, query: { term: { 'customer.email': 'anna@example.test' } }, aggs: { by: { terms: { field: 'status' } } } };
    const live = await viewer.inject({ method: 'POST', url: biPaths.search('real'), payload: { query } });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toMatchObject({ source: 'live', result: { hits: { total: { value: 42 } } } });
    expect(seen.at(-1)).toMatchObject({ url: '/query/transactions/v2', authorization: `Basic ${Buffer.from('bi-user:bi-secret-pw').toString('base64')}`, contentType: 'application/json' });
    expect(JSON.parse(seen.at(-1)!.body as string)).toEqual(query);
    expect(live.body).not.toContain('bi-secret-pw');
    const entry = (await listAudit(db.db, { limit: 1 }))[0]!;
    expect(entry).toMatchObject({ actor: 'viewer', action: 'bi.query', outcome: 'success', detail: { source: 'live', kind: 'DSL', fields: ['customer.email', 'status'], hits: 42 } });
    expect(JSON.stringify(entry)).not.toContain('anna@example.test');

    const test = await viewer.inject({ method: 'POST', url: biPaths.search('real'), payload: { source: 'test', q: 'status:success', size: 5 } });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().result.hits.total.value).toBe(7);
    expect(seen.at(-1)!.url).toBe('/bi-sandbox/query/transactions/v2?q=status%3Asuccess&size=5');
  });

  it("passes the data source's refusal on as a 400 with its reason, and says which trouble is whose", async () => {
    const app = await appWith({ biUrl, biSandboxUrl: biUrl, bi: { username: 'bi-user', password: 'bi-secret-pw' } });
    const viewer = await signIn(app, 'viewer');
    const ask = (query: object) => viewer.inject({ method: 'POST', url: biPaths.search('real'), payload: { query } });
    const refused = await ask({ query: { 'refuse-me': {} } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'BI_QUERY_REFUSED', message: 'The BI data source refused the query: unknown query [refuse-me]', gatewayCode: 'parsing_exception' });
    expect((await listAudit(db.db, { limit: 1 }))[0]).toMatchObject({ action: 'bi.query', outcome: 'refused' });

    const huge = await ask({ query: { match_all: {} }, huge: true });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.code).toBe('BI_ANSWER_TOO_LARGE');
    const garbage = await ask({ garbage: true });
    expect(garbage.statusCode).toBe(502);

    const tooMany = await ask({ size: 5000 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/size may be at most 1000/);
    const neither = await viewer.inject({ method: 'POST', url: biPaths.search('real'), payload: { source: 'live' } });
    expect(neither.statusCode).toBe(400);
  });

  it('a data source that does not answer in time is a 504 that says so', async () => {
    const app = await appWith({ biUrl, bi: { username: 'u', password: 'p-secret' } }, 300);
    const res = await (await signIn(app, 'viewer')).inject({ method: 'POST', url: biPaths.search('real'), payload: { query: { slow: true } } });
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toMatchObject({ code: 'BI_UNAVAILABLE', message: 'The BI data source did not answer within 0.3 s. Narrow the time range or simplify the query.' });
  });

  it('an outage is a 502 that says the BI data source is down; a missing address is named', async () => {
    const down = await appWith({ biUrl: 'http://127.0.0.1:9', bi: { username: 'u', password: 'p-secret' } });
    const res = await (await signIn(down, 'viewer')).inject({ method: 'POST', url: biPaths.search('real'), payload: { q: 'status:error' } });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'BI_UNAVAILABLE', message: expect.stringMatching(/BI data source is not reachable/) });
    const noSandbox = await (await signIn(down, 'viewer')).inject({ method: 'POST', url: biPaths.search('real'), payload: { source: 'test', q: 'status:error' } });
    expect(noSandbox.statusCode).toBe(409);
    expect(noSandbox.json().error.message).toMatch(/no a BI sandbox address|BI sandbox address \(biSandboxUrl\)/);
  });

  it('is refused without bi:read and signed out', async () => {
    const app = await appWith({ biUrl, bi: { username: 'u', password: 'p-secret' } });
    expect((await app.inject({ method: 'POST', url: biPaths.search('real'), payload: { q: 'x:y' } })).statusCode).toBe(401);
  });
});
