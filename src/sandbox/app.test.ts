import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorsResponse, ConstraintsResponse } from '@contracts/gateway-provisioning';
import { SandboxManifest } from '@contracts/sandbox-manifest';
import { CONSTRAINTS } from '@domain/routing/condition-catalogue';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { BI_SANDBOX_PREFIX } from '@contracts/gateway-bi';
import {
  BI_CREDENTIALS, CONNECTORS, MERCHANT, MERCHANTS, PROFILE_CONTAINER, PROVISIONING_CREDENTIALS, SECOND_MERCHANT, SECOND_MERCHANT_CONNECTORS, SECOND_PROFILE_CONTAINER, TENANT, TENANT_CONNECTORS, TEST_CARDS,
} from '@fixtures/world';
import { connectors, routingDocuments, testCards } from './db/schema';
import { seedIfEmpty } from './seed/seed';
import { AUTH, TEST_PUBLIC_URL, createTestSandbox, expectFailure, provisioning, type TestSandbox } from './test-support';

const C = CONNECTORS;
let sandbox: TestSandbox;
let api: ReturnType<typeof provisioning>;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  api = provisioning(sandbox.app);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const admin = (url: string, body?: unknown, authorization: string | null = AUTH) =>
  sandbox.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, ...(body === undefined ? {} : { payload: body as object }) });

describe('listRoutingConstraints', () => {
  it('lists every constraint of the catalogue, in its order, with draft-07 params schemas', async () => {
    const res = await api.get('listRoutingConstraints');
    expect(res.statusCode).toBe(200);
    const { constraints } = ConstraintsResponse.parse(res.json());
    expect(constraints).toHaveLength(CONSTRAINTS.length);
    expect(constraints.map((c) => c.identifier)).toEqual(CONSTRAINTS.map((c) => c.identifier));
    for (const c of constraints) expect(c.paramsSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const currency = constraints.find((c) => c.identifier === 'Currency')!;
    expect(currency.name).toBe('Currency');
    expect(currency.paramsSchema).toMatchObject({ type: 'object', required: ['currency'] });
  });

  it('needs provisioning credentials', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/api/provisioning/listRoutingConstraints' });
    expectFailure(res, 401, 1000);
  });
});

describe('listConnectors', () => {
  it('lists every connector of the tenant in the contract shape, with merchant and linked methods', async () => {
    const { connectors: list } = ConnectorsResponse.parse((await api.get('listConnectors')).json());
    expect(list.map((c) => c.guid)).toEqual(TENANT_CONNECTORS.map((c) => c.guid).sort());
    expect(list.find((c) => c.guid === C.checkout.guid)).toEqual({
      guid: C.checkout.guid,
      name: 'Checkout (multi-method)',
      adapter: 'MultiMethodMetaConnector',
      method: 'MultiMethod',
      isMetaConnector: true,
      multiMethod: true,
      disabled: false,
      archived: false,
      customerProfileContainer: C.checkout.customerProfileContainer,
      dccEnabled: false,
      merchantGuid: MERCHANT.guid,
      linkedMethods: ['Creditcard', 'Paypal', 'DirectDebit'],
    });
    expect(list.find((c) => c.guid === C.legacyEur.guid)?.disabled).toBe(true);
    // The second merchant's connectors: its own merchant and customer profile container.
    expect(list.find((c) => c.guid === SECOND_MERCHANT_CONNECTORS.fjellEur.guid)).toMatchObject({ merchantGuid: SECOND_MERCHANT.guid, customerProfileContainer: SECOND_PROFILE_CONTAINER });
  });
});

describe('GET /sandbox/manifest', () => {
  it('answers the seeded world without auth, with the public URL as BI URL', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/sandbox/manifest' });
    expect(res.statusCode).toBe(200);
    const manifest = SandboxManifest.parse(res.json());
    expect(manifest.tenant).toEqual({ ...TENANT, profileContainer: PROFILE_CONTAINER });
    expect(manifest.merchants).toEqual([...MERCHANTS]);
    expect(manifest.provisioning).toEqual(PROVISIONING_CREDENTIALS);
    expect(manifest.bi).toEqual({ ...BI_CREDENTIALS, url: TEST_PUBLIC_URL, sandboxUrl: `${TEST_PUBLIC_URL}${BI_SANDBOX_PREFIX}` });
    expect(manifest.connectors).toHaveLength(TENANT_CONNECTORS.length);
    const { linkedMethods: _l, currency: _c, ...betaGbp } = C.betaGbp;
    expect(manifest.connectors.find((c) => c.guid === C.betaGbp.guid)).toEqual({ ...betaGbp, merchantGuid: MERCHANT.guid });
    const { currency: _n, ...fjellNok } = SECOND_MERCHANT_CONNECTORS.fjellNok;
    expect(manifest.connectors.find((c) => c.guid === fjellNok.guid)).toEqual(fjellNok);
    expect(manifest.testCards).toEqual(TEST_CARDS);
  });
});

describe('sandbox admin endpoints', () => {
  it('disables a connector so that routing to it is rejected, and reset restores it', async () => {
    const res = await admin(`/sandbox/connectors/${C.betaEur.guid}/state`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().connector).toMatchObject({ guid: C.betaEur.guid, disabled: true, archived: false });
    const body = { version: '1', default: { connector: C.alphaEur.guid }, tree: { id: null, route: { connector: C.betaEur.guid } } };
    expect(expectFailure(await api.post('setConnectorRouting', C.cardRouter.guid, body), 422, 1013, 'tree/route/connector')).toContain('is disabled');
    // The stored seed document still routes to it: reading is fine, only a new set is refused.
    expect((await api.get('getConnectorRouting', C.cardRouter.guid)).statusCode).toBe(200);
    await admin('/sandbox/reset');
    expect((await api.post('setConnectorRouting', C.cardRouter.guid, body)).statusCode).toBe(200);
  });

  it('archives and un-archives', async () => {
    await admin(`/sandbox/connectors/${C.alphaUsd.guid}/state`, { archived: true });
    expect(ConnectorsResponse.parse((await api.get('listConnectors')).json()).connectors.find((c) => c.guid === C.alphaUsd.guid)?.archived).toBe(true);
    const res = await admin(`/sandbox/connectors/${C.alphaUsd.guid}/state`, { archived: false });
    expect(res.json().connector.archived).toBe(false);
  });

  it('rejects bad bodies, unknown connectors and missing credentials', async () => {
    expectFailure(await admin(`/sandbox/connectors/${C.alphaUsd.guid}/state`, { disabled: 'yes' }), 400, 1001);
    expectFailure(await admin(`/sandbox/connectors/${C.alphaUsd.guid}/state`, { colour: 'red' }), 400, 1001);
    expectFailure(await admin('/sandbox/connectors/CO-0000-0000/state', { disabled: true }), 404, 1007);
    expectFailure(await admin(`/sandbox/connectors/${C.alphaUsd.guid}/state`, { disabled: true }, null), 401, 1000);
    expectFailure(await admin('/sandbox/reset', undefined, null), 401, 1000);
  });

  it('reset restores the seeded routing documents', async () => {
    await api.post('setConnectorRouting', C.cardRouter.guid, { version: '1', tree: null });
    expect((await api.get('getConnectorRouting', C.cardRouter.guid)).json().routing.tree).toBeNull();
    expect((await admin('/sandbox/reset')).json()).toEqual({ success: true });
    expect((await api.get('getConnectorRouting', C.cardRouter.guid)).json().routing).toEqual(cardRouterDocument);
  });
});

describe('seed', () => {
  it('is idempotent: seeding a seeded database changes nothing', async () => {
    const before = await sandbox.db.select().from(connectors);
    expect(await seedIfEmpty(sandbox.db)).toBe(false);
    expect(await sandbox.db.select().from(connectors)).toEqual(before);
    expect(await sandbox.db.select().from(testCards)).toHaveLength(TEST_CARDS.length);
    expect(await sandbox.db.select().from(routingDocuments)).toHaveLength(2);
  });
});

it('answers unknown routes with the error envelope', async () => {
  const res = await sandbox.app.inject({ method: 'GET', url: '/api/provisioning/nothingHere', headers: { authorization: AUTH } });
  expectFailure(res, 404, 1001);
});
