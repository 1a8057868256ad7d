import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, RoutingEnvelope } from '@contracts/bff-api';
import type { RuleNode } from '@domain/routing/document';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { CONNECTORS } from '@fixtures/world';
import { listAudit, recordAudit } from '../audit/audit-log';
import { listVersions } from '../db/versions';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

let h: Harness;
let admin: Client;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h.app, 'admin');
});
afterAll(async () => h?.close());
beforeEach(async () => h.resetSandbox());

const ROUTER = CONNECTORS.cardRouter.guid;
const routingUrl = `/api/env/sandbox/connectors/${ROUTER}/routing`;
const live = async () => RoutingEnvelope.parse((await admin.inject({ method: 'GET', url: routingUrl })).json());
const chain = (depth: number): RuleNode => {
  let node: RuleNode = { id: null, route: { connector: CONNECTORS.alphaEur.guid } };
  for (let i = 1; i < depth; i += 1) node = { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: node };
  return node;
};
const nestedText = (depth: number) => `${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`;
const putText = (payload: string) => admin.inject({ method: 'PUT', url: routingUrl, headers: { 'content-type': 'application/json' }, payload });
const lastEntry = async () => (await listAudit(h.db.db, { limit: 1 }))[0]!;
const errorOf = (res: { json(): unknown }) => ApiError.parse(res.json()).error;

describe('one bound on depth and size, before anything recursive runs', () => {
  it('refuses the 1,800-deep document of issue 15 with a 400 naming the limit, audited, and the connector keeps answering', async () => {
    const { revision } = await live();
    const res = await admin.inject({ method: 'PUT', url: routingUrl, payload: { document: { version: '1', tree: chain(1_800) }, baseRevision: revision } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'BODY_TOO_DEEP', message: expect.stringMatching(/nested deeper than 256 levels/) });
    expect(await lastEntry()).toMatchObject({ action: 'routing.save', outcome: 'refused', detail: expect.objectContaining({ status: 400, code: 'BODY_TOO_DEEP' }) });
    expect((await live()).revision).toBe(revision);
  });

  it('refuses a document deeper than the rule limit (within the body limit) with a 400 at the rule', async () => {
    const res = await admin.inject({ method: 'PUT', url: routingUrl, payload: { document: { version: '1', tree: chain(240) }, baseRevision: (await live()).revision } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_DOCUMENT', message: expect.stringMatching(/nested more than 200 deep/) });
  });

  it('answers generic bodies nested deep (unknown members 6,000 deep, a body 1,000 deep) with 400s that are audited', async () => {
    const unknown = await putText(`{"document":{"version":"1","tree":null},"baseRevision":"r","extra":${nestedText(6_000)}}`);
    expect(unknown.statusCode).toBe(400);
    expect(await lastEntry()).toMatchObject({ action: 'routing.save', outcome: 'refused' });
    const body = await putText(nestedText(1_000));
    expect(body.statusCode).toBe(400);
    const login = await h.app.inject({ method: 'POST', url: '/api/session/login', headers: { 'content-type': 'application/json' }, payload: `{"username":${nestedText(6_000)}}` });
    expect(login.statusCode).toBe(400);
    expect(await lastEntry()).toMatchObject({ action: 'session.login', outcome: 'refused' });
  });

  it('names the size limit beyond it', async () => {
    const res = await putText(JSON.stringify({ padding: 'x'.repeat(16 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: 'BODY_TOO_LARGE', message: expect.stringMatching(/larger than 16,777,216 bytes/) });
  });

  it("names the refusing route's own limit, not the default one (issue 44: a 70 KB BI search was told 16 MB)", async () => {
    const query = { query: { bool: { should: Array.from({ length: 3000 }, (_, i) => ({ term: { uuid: `padding-${i}` } })) } } };
    const text = JSON.stringify({ query });
    expect(text.length).toBeGreaterThan(64 * 1024);
    const res = await admin.inject({ method: 'POST', url: '/api/env/sandbox/bi/search', headers: { 'content-type': 'application/json' }, payload: text });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toMatch(/larger than 65,536 bytes/);
  });

  it('takes a replay of any document a save takes: a 20,000-rule draft written indented, over the old 4 MiB limit (issue 44.6)', async () => {
    const text = JSON.stringify({ window: { source: 'live', from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' }, draft: largeCardRouterDocument(20_000) }, null, 2);
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await admin.inject({ method: 'POST', url: `/api/env/sandbox/connectors/${ROUTER}/replays`, headers: { 'content-type': 'application/json' }, payload: text });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
    await admin.inject({ method: 'DELETE', url: `/api/env/sandbox/replays/${(res.json() as { id: string }).id}` });
  });

  it('refuses a __proto__ member as not allowed, not as broken JSON (it is valid JSON)', async () => {
    const res = await putText('{"document":{"version":"1","tree":null},"baseRevision":"r","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN_MEMBER', message: expect.stringMatching(/'__proto__'.*is not allowed/) });
    const broken = await putText('{"document":');
    expect(errorOf(broken).message).toMatch(/not valid JSON/);
  });

  it('saves a 20,000-rule document end to end: through the BFF to the gateway, read back, kept as a version', async () => {
    const document = largeCardRouterDocument(20_000);
    const res = await admin.inject({ method: 'PUT', url: routingUrl, payload: { document, baseRevision: (await live()).revision, note: '20k' } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const saved = RoutingEnvelope.parse(res.json());
    const again = await live();
    expect(again.revision).toBe(saved.revision);
    expect(JSON.stringify(again.document).length).toBeGreaterThan(1_900_000);
    expect((await listVersions(h.db.db, 'sandbox', ROUTER))[0]).toMatchObject({ revision: saved.revision, note: '20k' });
  }, 60_000);
});

describe('text PostgreSQL cannot store: a 400 naming the field, audited, never a 500', () => {
  it('a save note, a sign-in user name, a display name, an audit filter', async () => {
    const note = await admin.inject({ method: 'PUT', url: routingUrl, payload: { document: { version: '1', tree: null }, baseRevision: (await live()).revision, note: 'a\u0000b' } });
    expect(note.statusCode).toBe(400);
    expect(errorOf(note)).toMatchObject({ code: 'UNSTORABLE_TEXT', message: expect.stringMatching(/request body field 'note'.*NUL/) });
    expect(await lastEntry()).toMatchObject({ action: 'routing.save', outcome: 'refused' });

    const login = await h.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'ad\u0000min', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(errorOf(login).message).toMatch(/'username'/);
    expect(await lastEntry()).toMatchObject({ action: 'session.login', outcome: 'refused' });

    const user = await admin.inject({ method: 'POST', url: '/api/users', payload: { username: 'newbie', displayName: 'N\uD800', role: 'viewer', password: 'a-Long-Password-2026' } });
    expect(user.statusCode).toBe(400);
    expect(errorOf(user).message).toMatch(/'displayName'/);

    const filter = await admin.inject({ method: 'GET', url: '/api/audit?actor=%00' });
    expect(filter.statusCode).toBe(400);
    expect(errorOf(filter).message).toMatch(/query field 'actor'/);
    const path = await admin.inject({ method: 'GET', url: '/api/env/%00/connectors' });
    expect(path.statusCode).toBe(400);
  });

  it('profile and transaction fields the gateway would store', async () => {
    const qa = await signIn(h.app, 'admin');
    const run = await qa.inject({
      method: 'POST', url: `/api/env/sandbox/connectors/${CONNECTORS.alphaEur.guid}/transactions`,
      payload: { operation: 'register', request: { merchantTransactionId: 'm-1', transactionToken: 'ix::demo-visa-de', customerProfileData: { customerIdentification: 'c\u0000' } } },
    });
    expect(run.statusCode).toBe(400);
    expect(errorOf(run).message).toMatch(/'request\.customerProfileData\.customerIdentification'/);
    const lookup = await qa.inject({ method: 'POST', url: '/api/env/sandbox/profiles/lookup', payload: { customerIdentification: '\uDC00' } });
    expect(lookup.statusCode).toBe(400);
  });
});

describe('the audit write cannot fail for the content of a request', () => {
  it('stores an entry whose text PostgreSQL refuses and whose content is nested far deeper than any body', async () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2_000; i += 1) deep = { d: deep };
    const row = await recordAudit(h.db.db, { actor: 'x\u0000y', action: 'routing.save', target: 'CO-\uD800', outcome: 'refused', detail: { note: 'a\u0000b' }, after: deep });
    const [entry] = await listAudit(h.db.db, { limit: 1 });
    expect(entry).toMatchObject({ id: row.id, actor: 'x\uFFFDy', target: 'CO-\uFFFD', detail: { note: 'a\uFFFDb' } });
  });
});
