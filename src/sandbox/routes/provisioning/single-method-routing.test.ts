import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SingleRoutingResponse } from '@contracts/gateway-provisioning';
import type { RuleNode, SingleMethodDocument } from '@domain/routing/document';
import { collectRuleIds } from '@domain/routing/rule-ids';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS, TENANT } from '@fixtures/world';
import { connectors, merchants, routingDocuments } from '../../db/schema';
import { AUTH, createTestSandbox, expectFailure, provisioning, type TestSandbox } from '../../test-support';

const C = CONNECTORS;
const ROUTER = C.cardRouter.guid;
const RULE_ID = /^MPR-[0-9a-f]{4}(-[0-9a-f]{4}){4}$/;
const OTHER_MERCHANT = 'ME-2c5d-4e71-8a90-b3f4-0202';
const OTHER_CONNECTOR = 'CO-7f3a-4c21-9e05-b1d8-9901';

let sandbox: TestSandbox;
let api: ReturnType<typeof provisioning>;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  api = provisioning(sandbox.app);
  // A second merchant of the same tenant with its own connector: a valid connector, but not a route target for our merchant.
  await sandbox.db.insert(merchants).values({ guid: OTHER_MERCHANT, tenantGuid: TENANT.guid, name: 'Other Merchant' });
  await sandbox.db.insert(connectors).values({
    guid: OTHER_CONNECTOR,
    merchantGuid: OTHER_MERCHANT,
    name: 'Other EUR',
    adapter: 'AlphaAcquiring',
    method: 'Creditcard',
    apiKey: 'other-api-key',
    username: 'other-user',
    password: 'other-pass',
    sharedSecret: 'other-secret',
  });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const getRouting = async (guid = ROUTER): Promise<SingleMethodDocument> => {
  const res = await api.get('getConnectorRouting', guid);
  expect(res.statusCode).toBe(200);
  return SingleRoutingResponse.parse(res.json()).routing;
};

const leaf = (connector: string, ...onFail: string[]): RuleNode => ({ id: null, route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector } });
const withTree = (tree: RuleNode | null, rest: Partial<SingleMethodDocument> = {}) => ({ version: '1', default: { connector: C.alphaEur.guid }, tree, ...rest });
const currency = (then: RuleNode | null, otherwise?: RuleNode | null): RuleNode => ({
  id: null,
  if: { constraint: 'Currency', params: { currency: 'EUR' } },
  then,
  ...(otherwise === undefined ? {} : { else: otherwise }),
});

describe('getConnectorRouting', () => {
  it('answers the seeded card router document', async () => {
    expect(await getRouting()).toEqual(cardRouterDocument);
  });

  it('answers members in the documented order although jsonb reorders keys', async () => {
    const res = await api.get('getConnectorRouting', ROUTER);
    expect(Object.keys(res.json().routing)).toEqual(['version', 'default', 'rerouteRecurring', 'tree']);
    expect(Object.keys(res.json().routing.tree)).toEqual(['id', 'if', 'then', 'else']);
  });

  it('answers an empty, valid document for a meta-connector that never had one', async () => {
    await sandbox.db.delete(routingDocuments).where(eq(routingDocuments.connectorGuid, ROUTER));
    expect(await getRouting()).toEqual({ version: '1', default: null, rerouteRecurring: false, tree: null });
  });

  it('answers the document as stored now after an answer was kept: a write beside the set (another process, a restore) shows in the next GET', async () => {
    expect(await getRouting()).toEqual(cardRouterDocument);
    const replaced = withTree(leaf(C.betaEur.guid));
    await sandbox.db.update(routingDocuments).set({ document: { ...replaced, rerouteRecurring: false } }).where(eq(routingDocuments.connectorGuid, ROUTER));
    expect((await getRouting()).tree).toEqual(leaf(C.betaEur.guid));
    await sandbox.db.delete(routingDocuments).where(eq(routingDocuments.connectorGuid, ROUTER));
    expect((await getRouting()).tree).toBeNull();
  });
});

describe('setConnectorRouting', () => {
  it('gives new rules fresh MPR- ids, keeps echoed ids, and stores the result', async () => {
    const seeded = cardRouterDocument.tree!;
    const res = await api.post('setConnectorRouting', ROUTER, withTree({ ...seeded, then: leaf(C.betaEur.guid) }));
    expect(res.statusCode).toBe(200);
    const { routing } = SingleRoutingResponse.parse(res.json());
    expect(routing.tree!.id).toBe(seeded.id);
    expect(routing.tree!.then!.id).toMatch(RULE_ID);
    expect(routing.tree!.else).toEqual(seeded.else);
    expect(routing.rerouteRecurring).toBe(false);
    expect(await getRouting()).toEqual(routing);
  });

  it('accepts its own response as a set body, and the result is stable (set(get()) = get())', async () => {
    const first = await getRouting();
    const res = await api.post('setConnectorRouting', ROUTER, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().routing).toEqual(first);
    const withNew = (await api.post('setConnectorRouting', ROUTER, withTree(currency(leaf(C.betaEur.guid), leaf(C.alphaEur.guid))))).json().routing;
    const again = (await api.post('setConnectorRouting', ROUTER, withNew)).json().routing;
    expect(again).toEqual(withNew);
    expect(collectRuleIds(again).size).toBe(3);
  });

  it('clears all rules with tree:null and the default with default omitted', async () => {
    const res = await api.post('setConnectorRouting', ROUTER, { version: '1', tree: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().routing).toEqual({ version: '1', default: null, rerouteRecurring: false, tree: null });
    expect(await getRouting()).toEqual({ version: '1', default: null, rerouteRecurring: false, tree: null });
  });

  it('keeps members it does not know (a newer client) through set and get', async () => {
    const body = withTree({ ...leaf(C.betaEur.guid), futureLeafHint: 'keep-me' }, { futureTopLevelFlag: { mode: 'shadow' }, rerouteRecurring: true });
    const { routing } = (await api.post('setConnectorRouting', ROUTER, body)).json();
    expect(routing.futureTopLevelFlag).toEqual({ mode: 'shadow' });
    expect(routing.tree.futureLeafHint).toBe('keep-me');
    expect(routing.rerouteRecurring).toBe(true);
    expect(await getRouting()).toEqual(routing);
  });
});

describe('rejections (422 with the first issue, message ends with the path)', () => {
  const unknownGuid = 'CO-0000-0000-0000-0000-0000';
  const cases: Array<[string, unknown, number, string]> = [
    ['malformed JSON', '{"version": "1", "tree": ', 1010, ''],
    ['schema violation: tree missing', { version: '1', default: { connector: C.alphaEur.guid } }, 1010, 'tree'],
    ['schema violation: route without connector', withTree({ id: null, route: { onFail: [] } } as unknown as RuleNode), 1010, 'tree/route/connector'],
    ['unsupported version', { ...withTree(null), version: '2' }, 1010, 'version'],
    ['unknown rule id', withTree({ ...leaf(C.betaEur.guid), id: 'MPR-dead-beef-0000-0000-0000' }), 1010, 'tree/id'],
    ['rule id of another connector', withTree({ ...leaf(C.betaEur.guid), id: 'MPR-1b2c-3d4e-5f60-7182-0002' }), 1010, 'tree/id'],
    ['unknown constraint', withTree({ id: null, if: { constraint: 'NoSuchConstraint', params: {} }, then: leaf(C.betaEur.guid) }), 1011, 'tree/if/constraint'],
    ['params do not match', withTree({ id: null, if: { constraint: 'Currency', params: { currency: 'euro' } }, then: leaf(C.betaEur.guid) }), 1012, 'tree/if/params/currency'],
    ['unknown connector', withTree(currency(leaf(unknownGuid))), 1013, 'tree/then/route/connector'],
    ['disabled connector', withTree(currency(leaf(C.legacyEur.guid))), 1013, 'tree/then/route/connector'],
    ['archived connector', withTree(currency(null, leaf(C.oldUsd.guid))), 1013, 'tree/else/route/connector'],
    ['meta-connector as target', withTree(currency(leaf(C.checkout.guid))), 1013, 'tree/then/route/connector'],
    ['connector of another merchant', withTree(currency(leaf(OTHER_CONNECTOR))), 1013, 'tree/then/route/connector'],
    ['disabled default connector', withTree(null, { default: { connector: C.legacyEur.guid } }), 1013, 'default/connector'],
    ['onFail repeats the primary', withTree(leaf(C.betaEur.guid, C.betaEur.guid)), 1013, 'tree/route/onFail/0/connector'],
    ['onFail repeats the fallback before it', withTree(leaf(C.betaEur.guid, C.alphaEur.guid, C.alphaEur.guid)), 1013, 'tree/route/onFail/1/connector'],
    ['unknown onFail connector', withTree(leaf(C.betaEur.guid, unknownGuid)), 1013, 'tree/route/onFail/0/connector'],
    ['condition without branches', withTree(currency(null, null)), 1014, 'tree/then'],
    ['node both condition and leaf', withTree({ ...currency(leaf(C.betaEur.guid)), route: { connector: C.alphaEur.guid } }), 1014, 'tree'],
    ['wrong leaf kind (action in a routing tree)', withTree(currency({ id: null, action: 'enable' })), 1014, 'tree/then/action'],
    ['rule id used twice', withTree({ ...currency({ ...leaf(C.betaEur.guid), id: 'MPR-0a1b-2c3d-4e5f-6071-0002' }), id: 'MPR-0a1b-2c3d-4e5f-6071-0002' }), 1015, 'tree/then/id'],
  ];

  it.each(cases)('%s', async (_name, body, code, path) => {
    const res = await api.post('setConnectorRouting', ROUTER, body);
    const message = expectFailure(res, 422, code, path);
    if (_name === 'connector of another merchant') expect(message).toContain('belongs to another merchant');
    if (_name === 'disabled connector') expect(message).toContain('is disabled');
    // A rejected set changes nothing.
    expect(await getRouting()).toEqual(cardRouterDocument);
  });

  it('rejects a body that is not JSON even with another content type', async () => {
    const res = await sandbox.app.inject({ method: 'POST', url: `/api/provisioning/setConnectorRouting/${ROUTER}`, headers: { authorization: AUTH, 'content-type': 'text/plain' }, payload: 'hello' });
    expectFailure(res, 422, 1010, '');
  });

  it('reports only the first issue in document order', async () => {
    const res = await api.post('setConnectorRouting', ROUTER, withTree(currency(leaf(C.legacyEur.guid), leaf(C.oldUsd.guid))));
    expect(expectFailure(res, 422, 1013, 'tree/then/route/connector')).toBe(`Connector '${C.legacyEur.guid}' is disabled at 'tree/then/route/connector'`);
  });
});

describe('addressing and authentication', () => {
  it('answers 404/1007 for an unknown connector, on get and set', async () => {
    const guid = 'CO-ffff-ffff-ffff-ffff-ffff';
    expect(expectFailure(await api.get('getConnectorRouting', guid), 404, 1007)).toBe(`Connector '${guid}' does not exist`);
    expectFailure(await api.post('setConnectorRouting', guid, withTree(null)), 404, 1007);
  });

  it('answers 1016 for a connector that is not a meta-connector', async () => {
    expectFailure(await api.get('getConnectorRouting', C.alphaEur.guid), 422, 1016);
    expectFailure(await api.post('setConnectorRouting', C.alphaEur.guid, withTree(null)), 422, 1016);
  });

  it('answers 1017 for a multi-method meta-connector on the single-method endpoints', async () => {
    expectFailure(await api.get('getConnectorRouting', C.checkout.guid), 422, 1017);
    expectFailure(await api.post('setConnectorRouting', C.checkout.guid, withTree(null)), 422, 1017);
  });

  it.each([
    ['no credentials', undefined],
    ['wrong password', `Basic ${Buffer.from('provisioning-demo:wrong').toString('base64')}`],
    ['unknown user', `Basic ${Buffer.from('nobody:prov-Demo-2026-secret').toString('base64')}`],
    ['BI user on provisioning', `Basic ${Buffer.from('bi-demo:bi-Demo-2026-secret').toString('base64')}`],
    ['not Basic', 'Bearer abc'],
  ])('answers 401/1000 for %s, before reading the body', async (_name, authorization) => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: `/api/provisioning/setConnectorRouting/${ROUTER}`,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, errorCode: 1000, errorMessage: 'Unauthorized' });
  });

  it('answers 500/9999 without details when the stored document is corrupt', async () => {
    await sandbox.db.update(routingDocuments).set({ document: { version: '9' } }).where(eq(routingDocuments.connectorGuid, ROUTER));
    const res = await api.get('getConnectorRouting', ROUTER);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, errorCode: 9999, errorMessage: 'Internal error' });
  });
});
