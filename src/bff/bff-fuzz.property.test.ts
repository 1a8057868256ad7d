import { desc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoutingEnvelope } from '@contracts/bff-api';
import { fuzzRuns, fuzzSeed, fuzzTimeoutMs, hostileBody, NASTY_STRINGS, type HostileBody } from '@fixtures/arb-hostile';
import { SEED_PROFILES } from '@fixtures/profiles';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { auditLog } from './db/schema';
import { startHarness, type Harness } from './test/sandbox-harness';
import { signIn, type Client } from './test/sign-in';

/**
 * Issue 15's fuzz suite for the BFF: a few thousand hostile bodies (and hostile path and query
 * values) over every route of the route catalogue, seeded and reproducible (FUZZ_SEED, FUZZ_RUNS).
 * No answer is a 5xx, every mutating request leaves exactly one audit entry with an outcome, and
 * afterwards the BFF and the gateway process behind it still answer the Card Router's routing.
 */
let h: Harness;
let admin: Client;
let signIns = 0;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h.app, 'admin');
}, 180_000);
afterAll(async () => h?.close());

const C = CONNECTORS;
const anna = SEED_PROFILES.anna;
const MEMBERS = [
  'document', 'baseRevision', 'note', 'overrideGoldenCases', 'username', 'password', 'displayName', 'role', 'disabled', 'name', 'transaction', 'expectedConnector', 'counters',
  'operation', 'request', 'customerIdentification', 'profileGuid', 'customerData', 'preferredInstrument', 'transactionUuid', 'connectorGuid', 'createProfileIfNotExists',
  'confirmation', 'continueDccUuid', 'selectedDccCurrency', 'merchantTransactionId', 'transactionToken', 'amount', 'currency',
];
const PLAUSIBLE = [
  cardRouterDocument, { version: '1', tree: null }, 'viewer', 'nobody', 'viewer-Demo-2026', 'routing-editor', 'support', 'debit', 'register', 'capture',
  { merchantTransactionId: 'fuzz', transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' }, anna.guid, anna.customerIdentification, anna.instruments[0].transactionUuid,
  C.alphaEur.guid, 'EUR', 'USD', '10.00', true, false, 1, { firstName: 'Anna' }, ...NASTY_STRINGS.slice(0, 5),
];
const VALID = [
  { document: cardRouterDocument, baseRevision: 'stale' }, { username: 'viewer', password: 'wrong' }, { customerIdentification: anna.customerIdentification },
  { operation: 'debit', request: { merchantTransactionId: 'fuzz-bff', transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' } },
  { name: 'fuzz case', transaction: { amount: '10.00', currency: 'EUR' }, expectedConnector: C.alphaEur.guid },
];
const PARAMS: Record<string, readonly string[]> = {
  env: ['sandbox', 'sandbox', 'sandbox', 'nope', '%00', '%ED%A0%80'],
  guid: [C.cardRouter.guid, C.checkout.guid, C.alphaEur.guid, C.betaGbp.guid, 'CO-0000-0000-0000-0000-0000', 'CO-%00', 'nope'],
  id: ['1', '2', '999999', '2147483648', '-1', 'x', '1e3'],
  profileGuid: [anna.guid, 'CP-0000', '%00'],
};
const QUERIES = ['', '?actor=admin', '?actor=%00', '?action=routing.', '?limit=0', '?limit=abc', '?from=-271821-04-20', '?beforeId=99999999999', '?outcome=unknown', '?x=%ED%A0%80'];

type Catalog = typeof h.app.routeCatalog;
const auditedOutcomes = async (afterId: number) =>
  (await h.db.db.select({ id: auditLog.id, outcome: auditLog.outcome }).from(auditLog).orderBy(desc(auditLog.id)).limit(20)).filter((e) => e.id > afterId && e.outcome !== 'pending');
const lastAuditId = async () => (await h.db.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

describe('fuzzing the BFF', () => {
  it('answers no hostile request with a 5xx, and audits every mutating one exactly once', async () => {
    const catalog: Catalog = h.app.routeCatalog;
    const request = fc.record({
      route: fc.constantFrom(...catalog),
      params: fc.record(Object.fromEntries(Object.entries(PARAMS).map(([k, v]) => [k, fc.constantFrom(...v)]))),
      query: fc.constantFrom(...QUERIES),
      body: hostileBody(MEMBERS, { plausible: PLAUSIBLE, valid: VALID }),
    });
    // One request in ten without the session: the refusals are audited too.
    const anonymously = fc.nat({ max: 9 }).map((n) => n === 0);
    await fc.assert(
      fc.asyncProperty(request, anonymously, async ({ route, params, query, body }, anonymous) => {
        const url = route.url.replace(/:([a-zA-Z]+)/g, (_m, name: string) => params[name] ?? 'x') + query;
        const withBody = route.method === 'GET' ? undefined : body;
        const before = route.audit ? await lastAuditId() : 0;
        const options = { method: route.method as 'GET', url, headers: withBody?.contentType ? { 'content-type': withBody.contentType } : {}, ...(withBody ? { payload: (withBody as HostileBody).text } : {}) };
        const res = anonymous ? await h.app.inject(options) : await admin.inject(options);
        expect(res.statusCode, `${route.method} ${url} ${withBody?.text.slice(0, 200) ?? ''} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
        // A URL that is not validly percent-encoded matches no route: there is no action to audit.
        const routed = !(res.statusCode === 400 && res.body.includes('"BAD_URL"'));
        if (route.audit && routed) expect((await auditedOutcomes(before)).length, `${route.method} ${url}: audit entries`).toBe(1);
        // A sign-out (or a change that ended the admin's sessions) is followed by signing in again.
        if (route.url === '/api/session/logout' || route.url === '/api/users/:id') {
          // From an address of its own: the fuzzed sign-ins may have used up the default one's rate limit.
          if ((await admin.inject({ method: 'GET', url: '/api/session' })).statusCode === 401) admin = await signIn(h.app, 'admin', { remoteAddress: `10.15.${(signIns += 1) % 250}.1` });
        }
      }),
      { numRuns: fuzzRuns(2_000), seed: fuzzSeed(), endOnFailure: true },
    );
  }, fuzzTimeoutMs(2_000));

  it('still answers the routing afterwards, through the BFF and at the gateway process', async () => {
    const res = await admin.inject({ method: 'GET', url: `/api/env/sandbox/connectors/${C.cardRouter.guid}/routing` });
    expect(res.statusCode, res.body).toBe(200);
    RoutingEnvelope.parse(res.json());
    expect((await fetch(`${h.sandboxUrl}/sandbox/manifest`)).status).toBe(200);
  });
});
