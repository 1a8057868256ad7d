import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MultiRoutingResponse } from '@contracts/gateway-provisioning';
import type { MethodBlock, MultiMethodDocument, RuleNode } from '@domain/routing/document';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS, MERCHANT } from '@fixtures/world';
import { connectors } from '../../db/schema';
import { createTestSandbox, expectFailure, provisioning, type TestSandbox } from '../../test-support';

const C = CONNECTORS;
const CHECKOUT = C.checkout.guid;
const RULE_ID = /^MPR-[0-9a-f]{4}(-[0-9a-f]{4}){4}$/;
// A multi-method meta-connector without a stored document: no default connector for any method.
const BARE_META = 'CO-7f3a-4c21-9e05-b1d8-0999';

let sandbox: TestSandbox;
let api: ReturnType<typeof provisioning>;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  api = provisioning(sandbox.app);
  await sandbox.db.insert(connectors).values({
    guid: BARE_META,
    merchantGuid: MERCHANT.guid,
    name: 'Bare checkout',
    adapter: 'MultiMethodMetaConnector',
    method: 'MultiMethod',
    isMetaConnector: true,
    multiMethod: true,
    linkedMethods: ['Creditcard', 'Paypal'],
    apiKey: 'bare-api-key',
    username: 'bare-user',
    password: 'bare-pass',
    sharedSecret: 'bare-secret',
  });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const getRouting = async (guid = CHECKOUT): Promise<MultiMethodDocument> => {
  const res = await api.get('getConnectorMultiMethodRouting', guid);
  expect(res.statusCode).toBe(200);
  return MultiRoutingResponse.parse(res.json()).routing;
};
const set = (body: unknown, guid = CHECKOUT) => api.post('setConnectorMultiMethodRouting', guid, body);
const doc = (...methods: MethodBlock[]) => ({ version: '1', methods });
const block = (name: string) => checkoutDocument.methods.find((b) => b.method === name)!;
const leaf = (connector: string): RuleNode => ({ id: null, route: { connector } });
const byCountry = (constraint: string, then: RuleNode, params: Record<string, unknown> = { comparator: 'in', countries: ['DE'] }): RuleNode => ({
  id: null,
  if: { constraint, params },
  then,
});

describe('getConnectorMultiMethodRouting', () => {
  it('answers the seeded checkout document with every linked method', async () => {
    expect(await getRouting()).toEqual(checkoutDocument);
  });

  it('answers defaults and one empty block per linked method when nothing is stored', async () => {
    expect(await getRouting(BARE_META)).toEqual({
      version: '1',
      defaultActionDisable: false,
      paymentSelectionMaxRetries: 0,
      paymentSelectionExpiryHours: 4,
      methods: ['Creditcard', 'Paypal'].map((method) => ({
        method,
        defaultConnector: null,
        disabled: false,
        rerouteRecurring: false,
        convertDebitToPreauth: false,
        availability: null,
        routing: null,
      })),
    });
  });
});

describe('getConnectorMultiMethodRouting after an answer was kept', () => {
  it('lists a method linked since, although the stored document did not change', async () => {
    expect((await getRouting(BARE_META)).methods.map((b) => b.method)).toEqual(['Creditcard', 'Paypal']);
    expect((await set(doc({ method: 'Paypal', availability: null }), BARE_META)).statusCode).toBe(200);
    expect((await getRouting(BARE_META)).methods.map((b) => b.method)).toEqual(['Creditcard', 'Paypal']);
    await sandbox.db.update(connectors).set({ linkedMethods: ['Creditcard', 'Paypal', 'DirectDebit'] }).where(eq(connectors.guid, BARE_META));
    expect((await getRouting(BARE_META)).methods.map((b) => b.method)).toEqual(['Creditcard', 'Paypal', 'DirectDebit']);
  });
});

describe('setConnectorMultiMethodRouting', () => {
  it('accepts its own response and is stable (set(get()) = get())', async () => {
    const current = await getRouting();
    const res = await set(current);
    expect(res.statusCode).toBe(200);
    expect(res.json().routing).toEqual(checkoutDocument);
    expect(await getRouting()).toEqual(checkoutDocument);
  });

  it('replaces only the sent method, matched case-insensitively, and lists all linked methods', async () => {
    const res = await set(doc({ method: 'PAYPAL', availability: null }));
    expect(res.statusCode).toBe(200);
    const { routing } = MultiRoutingResponse.parse(res.json());
    expect(routing.methods.map((b) => b.method)).toEqual(['Creditcard', 'Paypal', 'DirectDebit']);
    // Canonical spelling, default connector kept (omitted), trees replaced, flags back to their defaults.
    expect(routing.methods[1]).toEqual({ ...block('Paypal'), availability: null });
    expect(routing.methods[0]).toEqual(block('Creditcard'));
    expect(routing.methods[2]).toEqual(block('DirectDebit'));
    expect(routing.paymentSelectionMaxRetries).toBe(3);
    expect(await getRouting()).toEqual(routing);
  });

  it('resets flags a sent block omits and changes top-level settings only when given', async () => {
    await set({ ...doc({ ...block('Creditcard'), disabled: true, rerouteRecurring: true }), paymentSelectionMaxRetries: 5 });
    const res = await set({ ...doc({ method: 'creditcard', defaultConnector: null, routing: block('Creditcard').routing }), paymentSelectionMaxRetries: null });
    const { routing } = MultiRoutingResponse.parse(res.json());
    expect(routing.methods[0]).toMatchObject({ method: 'Creditcard', disabled: false, rerouteRecurring: false, defaultConnector: { connector: C.alphaEur.guid } });
    expect(routing.paymentSelectionMaxRetries).toBe(5);
    expect(routing.paymentSelectionExpiryHours).toBe(4);
  });

  it('gives new rules fresh ids and keeps echoed ones', async () => {
    const routing = block('Creditcard').routing!;
    const tree = { ...routing.tree!, else: byCountry('CustomerCountry', leaf(C.betaEur.guid)) };
    const { routing: out } = MultiRoutingResponse.parse((await set(doc({ ...block('Creditcard'), routing: { tree } }))).json());
    const sent = out.methods[0]!.routing!.tree!;
    expect(sent.id).toBe(routing.tree!.id);
    expect(sent.else!.id).toMatch(RULE_ID);
    expect(sent.else!.then!.id).toMatch(RULE_ID);
    expect(sent.else!.id).not.toBe(sent.else!.then!.id);
  });

  it('disables a method with a block holding only method and disabled', async () => {
    const { routing } = MultiRoutingResponse.parse((await set(doc({ method: 'DirectDebit', disabled: true }))).json());
    expect(routing.methods[2]).toMatchObject({ method: 'DirectDebit', disabled: true, defaultConnector: { connector: C.sepa.guid } });
  });
});

describe('rejections', () => {
  const cases: Array<[string, () => unknown, number, string, string?]> = [
    ['malformed JSON', () => '{"version":"1",', 1010, ''],
    ['unsupported version', () => ({ ...doc(), version: 1 }), 1010, 'version'],
    ['methods missing', () => ({ version: '1' }), 1010, 'methods'],
    ['retries out of range', () => ({ ...doc(), paymentSelectionMaxRetries: 10 }), 1010, 'paymentSelectionMaxRetries'],
    ['method not linked', () => doc(block('Creditcard'), { method: 'Klarna' }), 1010, 'methods/1/method'],
    ['method listed twice', () => doc({ method: 'Paypal' }, { method: 'paypal' }), 1010, 'methods/1/method'],
    ['unknown rule id', () => doc({ method: 'Paypal', routing: { tree: { ...leaf(C.paypal.guid), id: 'MPR-0a1b-2c3d-4e5f-6071-0004' } } }), 1010, 'methods/0/routing/tree/id'],
    ['constraint outside the multi-method subset', () => doc({ method: 'Creditcard', routing: { tree: byCountry('RandomLoadBalancer', leaf(C.betaEur.guid), { percentTrue: 50 }) } }), 1011, 'methods/0/routing/tree/if/constraint'],
    ['card constraint in availability', () => doc({ method: 'Creditcard', availability: { tree: byCountry('CreditcardBinCountry', { id: null, action: 'enable' }) } }), 1011, 'methods/0/availability/tree/if/constraint'],
    ['unknown constraint', () => doc({ method: 'Paypal', availability: { tree: byCountry('Nope', { id: null, action: 'disable' }) } }), 1011, 'methods/0/availability/tree/if/constraint'],
    ['invalid params', () => doc({ method: 'Paypal', availability: { tree: byCountry('CustomerCountry', { id: null, action: 'disable' }, { comparator: 'in', countries: 'DE' }) } }), 1012, 'methods/0/availability/tree/if/params/countries'],
    ['disabled default connector', () => doc({ method: 'Creditcard', defaultConnector: { connector: C.legacyEur.guid } }), 1013, 'methods/0/defaultConnector/connector'],
    ['meta-connector as route', () => doc({ method: 'Creditcard', routing: { tree: leaf(C.cardRouter.guid) } }), 1013, 'methods/0/routing/tree/route/connector'],
    ['route in an availability tree', () => doc({ method: 'Paypal', availability: { tree: byCountry('CustomerCountry', leaf(C.paypal.guid)) } }), 1014, 'methods/0/availability/tree/then/route'],
    ['action in a routing tree', () => doc({ method: 'Paypal', routing: { tree: { id: null, action: 'enable' } } }), 1014, 'methods/0/routing/tree/action'],
    ['rule id used twice across methods', () => doc({ ...block('Paypal') }, { method: 'DirectDebit', availability: { tree: { id: 'MPR-1b2c-3d4e-5f60-7182-0006', action: 'enable' } } }), 1015, 'methods/1/availability/tree/id'],
    ['rule id of an omitted method echoed elsewhere', () => doc({ method: 'Creditcard', availability: { tree: { id: 'MPR-1b2c-3d4e-5f60-7182-0006', action: 'enable' } } }), 1015, 'methods/0/availability/tree/id'],
  ];

  it.each(cases)('%s', async (_name, body, code, path) => {
    expectFailure(await set(body()), 422, code, path);
    expect(await getRouting()).toEqual(checkoutDocument);
  });

  it('rejects an enable leaf when the method has no default connector', async () => {
    const body = doc({ method: 'paypal', availability: { tree: byCountry('CustomerCountry', { id: null, action: 'enable' }) } });
    expectFailure(await set(body, BARE_META), 422, 1014, 'methods/0/availability/tree/then/action');
  });

  it('changes nothing when a later block of the request is rejected (atomic set)', async () => {
    const res = await set(doc({ method: 'Paypal', disabled: true }, { method: 'DirectDebit', defaultConnector: { connector: C.oldUsd.guid } }));
    expectFailure(res, 422, 1013, 'methods/1/defaultConnector/connector');
    expect(await getRouting()).toEqual(checkoutDocument);
  });

  it('answers 1018 for a single-method meta-connector, 1016 for a plain connector, 1017 the other way round', async () => {
    expectFailure(await api.get('getConnectorMultiMethodRouting', C.cardRouter.guid), 422, 1018);
    expectFailure(await set(doc(), C.cardRouter.guid), 422, 1018);
    expectFailure(await api.get('getConnectorMultiMethodRouting', C.paypal.guid), 422, 1016);
    expectFailure(await set(doc(), C.sepa.guid), 422, 1016);
    expectFailure(await api.post('setConnectorRouting', CHECKOUT, { version: '1', tree: null }), 422, 1017);
    expectFailure(await set(doc(), 'CO-dead-beef-dead-beef-dead'), 404, 1007);
  });

  it('answers 1018 before looking at a bad body', async () => {
    const [row] = await sandbox.db.select().from(connectors).where(eq(connectors.guid, C.cardRouter.guid));
    expect(row?.multiMethod).toBe(false);
    expectFailure(await set('{oops', C.cardRouter.guid), 422, 1018);
  });
});
