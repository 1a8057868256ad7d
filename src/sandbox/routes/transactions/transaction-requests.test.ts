import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { CONNECTORS, TEST_CARDS } from '@fixtures/world';
import { basicAuthHeader } from '../../http/basic-auth';
import { signRequest } from '../../http/signature';
import { createTestSandbox, SIGNING_DATE, transact, type TestSandbox } from '../../test-support';

/** Authentication, request signing and body validation of the transaction interface (gateway-contract §1, §4). */

const C = CONNECTORS;
const VISA_DE = TEST_CARDS[0]!.token;
let sandbox: TestSandbox;
let n = 0;
const body = (extra: Record<string, unknown> = {}) => ({ merchantTransactionId: `req-${++n}`, transactionToken: VISA_DE, amount: '25.00', currency: 'EUR', ...extra });

/** A refusal in the contract's transaction shape: status, code, and (optionally) words of its message. */
const expectRefusal = (res: LightMyRequestResponse, status: number, errorCode: number, message?: RegExp) => {
  const parsed = TransactionResponse.parse(res.json());
  expect({ status: res.statusCode, success: parsed.success, returnType: parsed.returnType, uuid: parsed.uuid, code: parsed.errors?.[0]?.errorCode }).toEqual({
    status, success: false, returnType: 'ERROR', uuid: undefined, code: errorCode,
  });
  if (message) expect(parsed.errors![0]!.errorMessage).toMatch(message);
};
const expectAccepted = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(TransactionResponse.parse(res.json())).toMatchObject({ success: true, returnType: 'FINISHED' });
};

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('authentication', () => {
  it('accepts the API user of the connector the key belongs to', async () => {
    expectAccepted(await transact(sandbox.app, C.alphaEur, 'debit', body()));
  });

  it('refuses a request without credentials, with a wrong password, with another connector’s user, or on an unknown key: 401 / 1000', async () => {
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials: null }), 401, 1000, /^Unauthorized$/);
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials: { username: C.alphaEur.username, password: 'wrong' } }), 401, 1000);
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials: C.betaEur }), 401, 1000);
    expectRefusal(await transact(sandbox.app, { ...C.alphaEur, apiKey: 'no-such-key' }, 'debit', body()), 401, 1000);
  });

  it('answers an unsupported operation only after authentication', async () => {
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'chargeback', body(), { credentials: null }), 401, 1000);
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'chargeback', body()), 404, 1001, /chargeback/);
  });

  it('answers paths and methods it does not serve in the transaction shape, after authentication', async () => {
    const authorization = basicAuthHeader(C.alphaEur);
    expectRefusal(await sandbox.app.inject({ method: 'GET', url: `/api/v3/transaction/${C.alphaEur.apiKey}/debit`, headers: { authorization } }), 404, 1001, /No route GET/);
    expectRefusal(await sandbox.app.inject({ method: 'POST', url: `/api/v3/transaction/${C.alphaEur.apiKey}`, headers: { authorization } }), 404, 1001);
    expectRefusal(await sandbox.app.inject({ method: 'GET', url: `/api/v3/transaction/${C.alphaEur.apiKey}/debit` }), 401, 1000);
  });

  it('refuses a disabled connector’s own key with a configuration error 1007', async () => {
    expectRefusal(await transact(sandbox.app, C.legacyEur, 'debit', body()), 422, 1007, /disabled/);
  });
});

describe('request signing on the GBP connector (signing required)', () => {
  const gbp = C.betaGbp;
  const url = `/api/v3/transaction/${gbp.apiKey}/debit`;
  const send = (payload: string, headers: Record<string, string>) =>
    sandbox.app.inject({ method: 'POST', url, payload, headers: { authorization: `Basic ${Buffer.from(`${gbp.username}:${gbp.password}`).toString('base64')}`, 'content-type': 'application/json', ...headers } });
  const sign = (payload: string, date: string, secret = gbp.sharedSecret, contentType = 'application/json') =>
    signRequest(secret, { method: 'POST', body: payload, contentType, date, requestUri: url });

  it('accepts a correctly signed request', async () => {
    expectAccepted(await transact(sandbox.app, gbp, 'debit', body({ currency: 'GBP' })));
  });

  it('refuses an unsigned request with 1004', async () => {
    expectRefusal(await transact(sandbox.app, gbp, 'debit', body({ currency: 'GBP' }), { sign: false }), 401, 1004, /Signature missing/);
  });

  it('refuses a wrong secret, a changed body, a changed content type and a changed path with 1004', async () => {
    const payload = JSON.stringify(body({ currency: 'GBP' }));
    expectRefusal(await send(payload, { date: SIGNING_DATE, 'x-signature': sign(payload, SIGNING_DATE, 'not-the-secret') }), 401, 1004, /Signature invalid/);
    const tampered = payload.replace('25.00', '2500.00');
    expectRefusal(await send(tampered, { date: SIGNING_DATE, 'x-signature': sign(payload, SIGNING_DATE) }), 401, 1004);
    expectRefusal(await send(payload, { date: SIGNING_DATE, 'x-signature': sign(payload, SIGNING_DATE, gbp.sharedSecret, 'text/plain') }), 401, 1004);
    const other = signRequest(gbp.sharedSecret, { method: 'POST', body: payload, contentType: 'application/json', date: SIGNING_DATE, requestUri: url.replace('debit', 'preauthorize') });
    expectRefusal(await send(payload, { date: SIGNING_DATE, 'x-signature': other }), 401, 1004);
  });

  it('signs X-Date when it is sent, Date otherwise', async () => {
    const xDate = 'Tue, 06 Jan 2026 10:05:00 GMT';
    const first = JSON.stringify(body({ currency: 'GBP' }));
    expectAccepted(await send(first, { date: SIGNING_DATE, 'x-date': xDate, 'x-signature': sign(first, xDate) }));
    const second = JSON.stringify(body({ currency: 'GBP' }));
    expectRefusal(await send(second, { date: SIGNING_DATE, 'x-date': xDate, 'x-signature': sign(second, SIGNING_DATE) }), 401, 1004);
    expectRefusal(await send(second, { 'x-signature': sign(second, '') }), 401, 1004, /Date/);
  });

  it('checks a signature also where none is required, and accepts the unsigned request there', async () => {
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'debit', body(), { sign: true, headers: { 'x-signature': 'AAAA' } }), 401, 1004);
    expectAccepted(await transact(sandbox.app, C.alphaEur, 'debit', body(), { sign: true }));
  });
});

describe('request body', () => {
  const refused = async (payload: unknown, errorCode: number, field: string, operation = 'debit') => {
    const res = await transact(sandbox.app, C.alphaEur, operation, payload);
    expectRefusal(res, 400, errorCode);
    expect(TransactionResponse.parse(res.json()).errors![0]!.errorMessage).toContain(`'${field}'`);
  };

  it('names a missing mandatory member with 1005', async () => {
    const { merchantTransactionId: _m, ...noId } = body();
    await refused(noId, 1005, 'merchantTransactionId');
    const { amount: _a, ...noAmount } = body();
    await refused(noAmount, 1005, 'amount');
    // register always needs a token; debit/preauthorize without one go to the payment page (payment-page.test.ts).
    const { transactionToken: _t, ...noToken } = body();
    await refused(noToken, 1005, 'transactionToken', 'register');
  });

  it('names an invalid member with 1002, nested members by their path', async () => {
    await refused(body({ amount: '12,50' }), 1002, 'amount');
    await refused(body({ amount: 12.5 }), 1002, 'amount');
    await refused(body({ amount: '0.00' }), 1002, 'amount');
    await refused(body({ currency: 'euro' }), 1002, 'currency');
    await refused(body({ customer: { billingCountry: 'Germany' } }), 1002, 'customer.billingCountry');
    await refused(body({ extraData: { channel: 7 } }), 1002, 'extraData.channel');
    await refused(body({ transactionIndicator: 'SOMETIMES' }), 1002, 'transactionIndicator');
    await refused(body({ transactionToken: 'ix::no-such-card' }), 1002, 'transactionToken');
    await refused(body({ referenceUuid: 'feedfacefeedfacefeed' }), 1002, 'referenceUuid');
  });

  it('answers a body that is not a JSON object with 1001, never a 500', async () => {
    for (const payload of ['', 'not json', '[1,2]', '"text"']) {
      expectRefusal(await transact(sandbox.app, C.alphaEur, 'debit', payload), 400, 1001, /Invalid request/);
    }
  });

  it('lets register go without amount and currency', async () => {
    const { amount: _a, currency: _c, ...registration } = body();
    expectAccepted(await transact(sandbox.app, C.alphaEur, 'register', registration));
  });

  it('refuses a merchantTransactionId used before on the same connector with 3004, and accepts it on another', async () => {
    const first = body();
    expectAccepted(await transact(sandbox.app, C.alphaEur, 'debit', first));
    expectRefusal(await transact(sandbox.app, C.alphaEur, 'preauthorize', first), 409, 3004, new RegExp(first.merchantTransactionId));
    expectAccepted(await transact(sandbox.app, C.betaEur, 'debit', first));
  });
});
