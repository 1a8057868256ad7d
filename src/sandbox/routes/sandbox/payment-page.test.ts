import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { CONNECTORS } from '@fixtures/world';
import { createTestSandbox, profileCall, TEST_PUBLIC_URL, transact, transactionRecord, type TestSandbox } from '../../test-support';

/** debit/preauthorize without a token: REDIRECT to the sandbox payment page (spec DCC table, hosted payment page). */

const C = CONNECTORS;
let sandbox: TestSandbox;
let n = 0;
const URLS = { successUrl: 'https://shop.example/ok', errorUrl: 'https://shop.example/failed', cancelUrl: 'https://shop.example/cancel' };
const start = async (extra: Record<string, unknown> = {}, operation = 'debit') => {
  const res = await transact(sandbox.app, C.alphaEur, operation, { merchantTransactionId: `hpp-${++n}`, amount: '40.00', currency: 'EUR', ...URLS, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return TransactionResponse.parse(res.json());
};
const path = (uuid: string) => `/sandbox/payment-page/${uuid}`;
const submit = (uuid: string, form: Record<string, string>) =>
  sandbox.app.inject({ method: 'POST', url: path(uuid), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('the hosted payment page', () => {
  it('answers REDIRECT with the page’s address and waits for the payer', async () => {
    const answer = await start();
    expect(answer).toMatchObject({ success: true, returnType: 'REDIRECT', redirectUrl: `${TEST_PUBLIC_URL}${path(answer.uuid!)}` });
    expect(await transactionRecord(sandbox.app, answer.uuid!)).toMatchObject({ status: 'redirect', attempts: [], connectorGuid: null });
    const page = await sandbox.app.inject({ method: 'GET', url: path(answer.uuid!) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('value="ix::demo-visa-de"');
    expect(page.body).toContain('40.00 EUR');
  });

  it('pays with the chosen card and sends the payer to successUrl or errorUrl', async () => {
    const good = await start();
    const ok = await submit(good.uuid!, { card: 'ix::demo-visa-de' });
    expect([ok.statusCode, ok.headers.location]).toEqual([303, URLS.successUrl]);
    expect(await transactionRecord(sandbox.app, good.uuid!)).toMatchObject({ status: 'success', connectorGuid: C.alphaEur.guid, amount: '40.00' });
    const bad = await start();
    const failed = await submit(bad.uuid!, { card: 'ix::demo-visa-hard' });
    expect([failed.statusCode, failed.headers.location]).toEqual([303, URLS.errorUrl]);
    expect((await transactionRecord(sandbox.app, bad.uuid!)).status).toBe('error');
    expect((await submit(good.uuid!, { card: 'ix::demo-visa-de' })).statusCode).toBe(409);
  });

  it('offers both currencies when DCC applies, then charges the chosen one', async () => {
    const answer = await start({ requestDcc: true });
    const first = await submit(answer.uuid!, { card: 'ix::demo-mc-us' });
    expect([first.statusCode, first.headers.location]).toEqual([303, path(answer.uuid!)]);
    const record = await transactionRecord(sandbox.app, answer.uuid!);
    expect(record.status).toBe('pending-dcc');
    const page = await sandbox.app.inject({ method: 'GET', url: path(answer.uuid!) });
    expect(page.body).toContain('value="USD"');
    expect(page.body).toContain('value="EUR"');
    expect((await submit(answer.uuid!, { currency: 'GBP' })).statusCode).toBe(400);
    const done = await submit(answer.uuid!, { currency: 'USD' });
    expect([done.statusCode, done.headers.location]).toEqual([303, URLS.successUrl]);
    expect(await transactionRecord(sandbox.app, answer.uuid!)).toMatchObject({ status: 'success', currency: 'USD', amount: record.dcc!.quote.convertedAmount });
  });

  it('stores a withRegister instrument once the page’s payment succeeds', async () => {
    const answer = await start({ withRegister: true, customerProfileData: { customerIdentification: 'cust-hpp' } });
    await submit(answer.uuid!, { card: 'ix::demo-visa-de' });
    expect((await transactionRecord(sandbox.app, answer.uuid!)).customerProfile).toMatchObject({ customerIdentification: 'cust-hpp' });
    expect((await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'cust-hpp' })).json()).toMatchObject({ paymentInstruments: [{ connectorGuid: C.alphaEur.guid }] });
  });

  it('refuses what a step does not take, and unknown pages', async () => {
    const answer = await start();
    expect((await submit(answer.uuid!, {})).statusCode).toBe(400);
    expect((await submit(answer.uuid!, { card: 'ix::nope' })).statusCode).toBe(400);
    const json = await sandbox.app.inject({ method: 'POST', url: path(answer.uuid!), headers: { 'content-type': 'application/json' }, payload: { card: 7 } });
    expect(json.statusCode).toBe(400);
    expect((await submit('nope', { card: 'ix::demo-visa-de' })).statusCode).toBe(404);
    expect((await sandbox.app.inject({ method: 'GET', url: path('nope') })).statusCode).toBe(404);
    expect((await transactionRecord(sandbox.app, answer.uuid!)).status).toBe('redirect');
  });

  it('is only for debit and preauthorize: a register still needs its token', async () => {
    const res = await transact(sandbox.app, C.alphaEur, 'register', { merchantTransactionId: 'hpp-reg' });
    expect([res.statusCode, TransactionResponse.parse(res.json()).errors?.[0]?.errorCode]).toEqual([400, 1005]);
    expect((await start({}, 'preauthorize')).returnType).toBe('REDIRECT');
  });
});
