import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { AUTH, createTestSandbox, expectFailure, provisioning, type TestSandbox } from '../../test-support';

let sandbox: TestSandbox;
let api: ReturnType<typeof provisioning>;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  api = provisioning(sandbox.app);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  // The in-memory log is cleared by the reset endpoint, which is what e2e specs call.
  await sandbox.app.inject({ method: 'POST', url: '/sandbox/reset', headers: { authorization: AUTH } });
});

const CHECKOUT = CONNECTORS.checkout.guid;
const ROUTER = CONNECTORS.cardRouter.guid;

const received = async (guid: string, query = '', authorization: string | null = AUTH) =>
  sandbox.app.inject({ method: 'GET', url: `/sandbox/received-requests/${guid}${query}`, headers: authorization ? { authorization } : {} });

type Entry = { endpoint: string; connectorGuid: string; status: number; body: string; json: unknown; receivedAt: string };
const entries = async (guid: string, query = ''): Promise<Entry[]> => {
  const res = await received(guid, query);
  expect(res.statusCode).toBe(200);
  return (res.json() as { requests: Entry[] }).requests;
};

describe('GET /sandbox/received-requests/:guid', () => {
  it('returns the raw bodies the set endpoints received for the connector, newest first, with the status answered', async () => {
    const first = '{ "version": "1",\n  "methods": [ { "method": "paypal", "disabled": true } ] }';
    await api.post('setConnectorMultiMethodRouting', CHECKOUT, first);
    const second = JSON.stringify({ version: '1', paymentSelectionMaxRetries: 42, methods: [] });
    expect((await api.post('setConnectorMultiMethodRouting', CHECKOUT, second)).statusCode).toBe(422);

    const list = await entries(CHECKOUT);
    expect(list.map((e) => [e.endpoint, e.status, e.body])).toEqual([
      ['setConnectorMultiMethodRouting', 422, second],
      ['setConnectorMultiMethodRouting', 200, first],
    ]);
    // Byte for byte as sent (whitespace and the method's spelling kept), and parsed for convenience.
    expect(list[1]!.json).toEqual({ version: '1', methods: [{ method: 'paypal', disabled: true }] });
    expect(list[1]!.connectorGuid).toBe(CHECKOUT);
    expect(Number.isNaN(Date.parse(list[1]!.receivedAt))).toBe(false);
    expect((await entries(CHECKOUT, '?limit=1')).map((e) => e.body)).toEqual([second]);
  });

  it('records single-method sets per connector, and a body that is not JSON with json null', async () => {
    await api.post('setConnectorRouting', ROUTER, cardRouterDocument);
    await api.post('setConnectorRouting', ROUTER, 'not json at all');
    const list = await entries(ROUTER);
    expect(list.map((e) => [e.endpoint, e.status, e.json])).toEqual([
      ['setConnectorRouting', 422, null],
      ['setConnectorRouting', 200, JSON.parse(JSON.stringify(cardRouterDocument))],
    ]);
    expect(list[0]!.body).toBe('not json at all');
    expect(await entries(CHECKOUT)).toEqual([]);
  });

  it('does not record reads or requests without valid credentials, and forgets everything on reset', async () => {
    await api.get('getConnectorMultiMethodRouting', CHECKOUT);
    await sandbox.app.inject({ method: 'POST', url: `/api/provisioning/setConnectorMultiMethodRouting/${CHECKOUT}`, payload: { version: '1', methods: [] } });
    expect(await entries(CHECKOUT)).toEqual([]);
    await api.post('setConnectorMultiMethodRouting', CHECKOUT, { version: '1', methods: [] });
    expect(await entries(CHECKOUT)).toHaveLength(1);
    await sandbox.app.inject({ method: 'POST', url: '/sandbox/reset', headers: { authorization: AUTH } });
    expect(await entries(CHECKOUT)).toEqual([]);
  });

  it('needs provisioning credentials, a known connector and a sensible limit', async () => {
    expectFailure(await received(CHECKOUT, '', null), 401, 1000);
    expectFailure(await received('CO-0000-0000-0000-0000-0000'), 404, 1007);
    const bad = await received(CHECKOUT, '?limit=0');
    expectFailure(bad, 400, 1001);
    expect(bad.json().errorMessage).toContain('limit must be a whole number from 1 to 50');
  });
});
