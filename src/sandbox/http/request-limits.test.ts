import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JSON_LIMITS } from '@domain/json/json-limits';
import type { RuleNode } from '@domain/routing/document';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { AUTH, createTestSandbox, expectFailure, profileCall, provisioning, transact, type TestSandbox } from '../test-support';
import { basicAuthHeader } from './basic-auth';

let sandbox: TestSandbox;
let api: ReturnType<typeof provisioning>;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  api = provisioning(sandbox.app);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const ROUTER = CONNECTORS.cardRouter.guid;
const chain = (depth: number): RuleNode => {
  let node: RuleNode = { id: null, route: { connector: CONNECTORS.alphaEur.guid } };
  for (let i = 1; i < depth; i += 1) node = { id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: node };
  return node;
};
/** `{"x":{"x":…}}` nested `depth` deep as text (no recursion to build or send it). */
const nestedText = (depth: number) => `${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`;
const debit = (extra: Record<string, unknown> = {}) => ({ merchantTransactionId: `m-${Math.random()}`, transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR', ...extra });
const answer = (res: { json(): unknown }) => res.json() as { errors: Array<{ errorCode: number; errorMessage: string }> };

describe('document depth and size', () => {
  it('refuses the 1,800-deep document of issue 15 with 1010 naming the limit, and the connector keeps answering', async () => {
    // 1,800 rules are 1,800 JSON levels: refused by the body's depth limit, before any parse.
    expect(expectFailure(await api.post('setConnectorRouting', ROUTER, { version: '1', tree: chain(1_800) }), 422, 1010, '')).toMatch(/nested deeper than 256 levels/);
    // Within the body limit but deeper than the rule limit: refused by the documents schema, at the rule.
    const msg = expectFailure(await api.post('setConnectorRouting', ROUTER, { version: '1', tree: chain(240) }), 422, 1010);
    expect(msg).toMatch(/nested more than 200 deep \(the studio's limit on rule depth\)/);
    const get = await api.get('getConnectorRouting', ROUTER);
    expect(get.statusCode).toBe(200);
    expect(get.json().routing.tree).toEqual(cardRouterDocument.tree);
  });

  it('refuses JSON nested beyond the body limit before parsing it, in every interface', async () => {
    const deep = nestedText(6_000);
    expect(expectFailure(await api.post('setConnectorRouting', ROUTER, `{"version":"1","tree":null,"unknown":${deep}}`), 422, 1010, '')).toMatch(/nested deeper than 256 levels/);
    const tx = await transact(sandbox.app, CONNECTORS.alphaEur, 'debit', `{"merchantTransactionId":"m","x":${nestedText(1_000)}}`);
    expect(tx.statusCode).toBe(400);
    expect(answer(tx).errors[0]).toMatchObject({ errorCode: 1001, errorMessage: expect.stringMatching(/nested deeper than 256 levels/) });
    const profile = await profileCall(sandbox.app, CONNECTORS.alphaEur, 'getProfile', `{"customerIdentification":"c","x":${deep}}`);
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({ errorCode: 1001, errorMessage: expect.stringMatching(/nested deeper than 256 levels/) });
  });

  it('accepts a body nested exactly to the limit (the limit is not lower than it says)', async () => {
    const res = await api.post('setConnectorRouting', ROUTER, `{"version":"1","tree":null,"unknown":${nestedText(JSON_LIMITS.maxDepth - 1)}}`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes bodies up to the size limit and names the limit beyond it', async () => {
    const big = await api.post('setConnectorRouting', ROUTER, { ...cardRouterDocument, padding: 'x'.repeat(3 * 1024 * 1024) });
    expect(big.statusCode, big.body.slice(0, 200)).toBe(200);
    const tooBig = await api.post('setConnectorRouting', ROUTER, { padding: 'x'.repeat(JSON_LIMITS.maxBytes) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errorMessage).toMatch(/larger than 16,777,216 bytes/);
  });
});

describe('text PostgreSQL cannot store (NUL, unpaired surrogates) is a 400 naming the field, never a 500', () => {
  const fields: Array<[string, Record<string, unknown>, string]> = [
    ['merchantTransactionId', { merchantTransactionId: 'm\u0000' }, 'merchantTransactionId'],
    ['extraData', { extraData: { channel: 'web\uD800' } }, 'extraData.channel'],
    ['an extraData key', { extraData: { ['k\u0000']: 'v' } }, 'extraData.k\uFFFD'],
    ['referenceUuid', { referenceUuid: '\u0000' }, 'referenceUuid'],
    ['customerProfileData.customerIdentification', { customerProfileData: { customerIdentification: 'c\uDC00' } }, 'customerProfileData.customerIdentification'],
    ['customer.firstName', { customer: { firstName: 'A\u0000' } }, 'customer.firstName'],
  ];
  it.each(fields)('transactions: %s', async (_name, extra, field) => {
    const res = await transact(sandbox.app, CONNECTORS.alphaEur, 'debit', debit(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(answer(res).errors[0]).toEqual({ errorCode: 1002, errorMessage: `Invalid parameter '${field}': it contains a character that cannot be stored (NUL \\u0000 or an unpaired UTF-16 surrogate)` });
  });

  it('continue-dcc and follow-ups', async () => {
    const dcc = await transact(sandbox.app, CONNECTORS.alphaEur, 'continue-dcc', { continueDccUuid: 'u\u0000', selectedDccCurrency: 'EUR' });
    expect(dcc.statusCode).toBe(400);
    expect(answer(dcc).errors[0]!.errorMessage).toMatch(/'continueDccUuid'/);
    const capture = await transact(sandbox.app, CONNECTORS.alphaEur, 'capture', { merchantTransactionId: 'c', referenceUuid: 'r\uD800', amount: '1.00', currency: 'EUR' });
    expect(capture.statusCode).toBe(400);
  });

  it.each([
    ['getProfile', { customerIdentification: 'cust\u0000' }, 'customerIdentification'],
    ['detachPaymentInstrument', { customerIdentification: 'cust-anna-berg', transactionUuid: '\uDC00' }, 'transactionUuid'],
    ['updateProfile', { customerIdentification: 'cust-anna-berg', customerData: { firstName: 'A\u0000' } }, 'customerData.firstName'],
  ])('profiles: %s', async (operation, body, field) => {
    const res = await profileCall(sandbox.app, CONNECTORS.alphaEur, operation, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 1002, errorMessage: expect.stringContaining(`'${field}'`) });
  });

  it('provisioning: a routing document with such text is 1010 at its path', async () => {
    const doc = { ...cardRouterDocument, tree: { id: null, if: { constraint: 'ExtraData', params: { key: 'channel', value: 'w\u0000', comparator: '=' } }, then: { id: null, route: { connector: CONNECTORS.alphaEur.guid } } } };
    expectFailure(await api.post('setConnectorRouting', ROUTER, doc), 422, 1010, 'tree/if/params/value');
  });

  it('path parameters, query values and credentials, before any lookup', async () => {
    expect((await api.get('getConnectorRouting', 'CO-%00')).statusCode).toBe(400);
    const key = await sandbox.app.inject({ method: 'POST', url: '/api/v3/transaction/key%00/debit', headers: { authorization: AUTH }, payload: debit() });
    expect(key.statusCode).toBe(400);
    expect(answer(key).errors[0]!.errorMessage).toMatch(/path parameter 'apiKey'/);
    const query = await sandbox.app.inject({ method: 'GET', url: `/sandbox/received-requests/${ROUTER}?limit=%00`, headers: { authorization: AUTH } });
    expect(query.statusCode).toBe(400);
    const user = await sandbox.app.inject({ method: 'GET', url: '/api/provisioning/listConnectors', headers: { authorization: basicAuthHeader({ username: 'prov\u0000', password: 'x' }) } });
    expect(user.statusCode).toBe(401);
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/transactions/%EF%BF%BD%00' });
    expect(page.statusCode).toBeLessThan(500);
  });
});
