import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { signRequest } from '../../http/signature';
import {
  CLIENT_PATHS, ClientError, parseAsOfficialClient, phpClientPassword, phpClientRequest, phpTransactionBody, sendAsOfficialClient, type ClientTransaction,
} from '../../official-client-test-kit';
import { createTestSandbox, type TestSandbox } from '../../test-support';

/**
 * Issue 42: the platform's official PHP client (ixopay/php-ixopay 3.19.0) works against the sandbox
 * unmodified. Every transaction call it offers goes through its transport as it builds it (hashed
 * password, MD5 body hash in the signature, `… UTC` date, its JSON), and each answer is read as it
 * reads it (official-client-test-kit.ts says which of its files each part follows).
 */

const C = CONNECTORS;
const NOW = new Date('2026-12-07T09:14:23Z');
let sandbox: TestSandbox;
let n = 0;
const id = () => `php-${++n}`;

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

type Method = Parameters<typeof phpTransactionBody>[0];
/** Client::debit(), ::capture(), …: generator, transport, status check, parser. */
const call = async (connector: SeedConnector, method: Method, tx: Partial<ClientTransaction>) =>
  parseAsOfficialClient(await sendAsOfficialClient(sandbox.app, connector, CLIENT_PATHS.transaction(method), phpTransactionBody(method, { merchantTransactionId: id(), ...tx }), NOW));
const refusedWith = async (send: Promise<unknown>) => {
  const error = await send.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ClientError);
  return { kind: (error as ClientError).kind, message: (error as ClientError).message, code: (error as ClientError).code };
};

const card = { transactionToken: 'ix::demo-visa-de', successUrl: 'https://shop.example/ok', cancelUrl: 'https://shop.example/cancel', errorUrl: 'https://shop.example/error', callbackUrl: 'https://shop.example/callback' };
const customer = { identification: 'c-1', firstName: 'Zoë', lastName: 'Brandt', email: 'zoe@example.com', billingCountry: 'DE', ipAddress: '203.0.113.9' };

describe('what the client puts on the wire', () => {
  it('is the hashed password, an MD5-body signature with its header layout, a `… UTC` date and PHP-encoded JSON', () => {
    const body = phpTransactionBody('debit', { merchantTransactionId: 'm-1', amount: '9.99', currency: 'EUR', ...card, customer, description: 'Tent/2p' });
    const request = phpClientRequest(C.alphaEur, CLIENT_PATHS.transaction('debit'), body, NOW);
    expect(request.url).toBe(`/api/v3/transaction/${C.alphaEur.apiKey}/debit`);
    expect(request.headers.date).toBe('Mon, 07 Dec 2026 09:14:23 UTC');
    expect(request.headers['x-date']).toBe(request.headers.date);
    // Ten rounds of SHA-1 over the previous round's hex: not the plain password, and 40 lowercase hex digits.
    const [, password] = Buffer.from(request.headers.authorization!.slice(6), 'base64').toString().split(':');
    expect(password).toBe(phpClientPassword(C.alphaEur.password));
    expect(password).toMatch(/^[0-9a-f]{40}$/);
    let twice = C.alphaEur.password;
    for (let i = 0; i < 10; i++) twice = createHash('sha1').update(twice).digest('hex');
    expect(password).toBe(twice);
    // The signature is over the MD5 of the body, which SHA-512 would not reproduce.
    expect(request.headers['x-signature']).toBe(signRequest(C.alphaEur.sharedSecret, { method: 'POST', body: request.payload, contentType: 'application/json; charset=utf-8', date: request.headers.date!, requestUri: request.url }, 'md5'));
    expect(request.headers['x-signature']).not.toBe(signRequest(C.alphaEur.sharedSecret, { method: 'POST', body: request.payload, contentType: 'application/json; charset=utf-8', date: request.headers.date!, requestUri: request.url }));
    // json_encode's escapes, the generator's member order, false kept and empty members purged.
    expect(request.payload).toBe(
      '{"merchantTransactionId":"m-1","amount":"9.99","currency":"EUR","successUrl":"https:\\/\\/shop.example\\/ok","cancelUrl":"https:\\/\\/shop.example\\/cancel",' +
        '"errorUrl":"https:\\/\\/shop.example\\/error","callbackUrl":"https:\\/\\/shop.example\\/callback","transactionToken":"ix::demo-visa-de","description":"Tent\\/2p",' +
        '"withRegister":false,"customer":{"identification":"c-1","firstName":"Zo\\u00eb","lastName":"Brandt","billingCountry":"DE","email":"zoe@example.com","ipAddress":"203.0.113.9"}}',
    );
  });
});

describe('every transaction call the client offers', () => {
  it('debit, refund: FINISHED, returnData read as CreditcardData with the platform’s binDigits', async () => {
    const debit = await call(C.alphaEur, 'debit', { amount: '25.00', currency: 'EUR', ...card, customer });
    expect(debit).toMatchObject({ success: true, returnType: 'FINISHED', errors: [] });
    expect(debit.uuid).toEqual(expect.any(String));
    expect(debit.returnData).toMatchObject({ class: 'CreditcardData', type: 'visa', binDigits: '411111', lastFourDigits: '1111', cardHolder: 'Zoë Brandt', expiryMonth: 12, expiryYear: 2030 });
    const refund = await call(C.alphaEur, 'refund', { referenceUuid: debit.uuid as string, amount: '10.00', currency: 'EUR', callbackUrl: card.callbackUrl });
    expect(refund).toMatchObject({ success: true, returnType: 'FINISHED' });
  });

  it('preauthorize, capture and void on a connector that requires signing', async () => {
    const gbp = C.betaGbp;
    const first = await call(gbp, 'preauthorize', { amount: '40.00', currency: 'GBP', ...card });
    expect(first).toMatchObject({ success: true, returnType: 'FINISHED' });
    expect(await call(gbp, 'capture', { referenceUuid: first.uuid as string, amount: '40.00', currency: 'GBP' })).toMatchObject({ success: true });
    const second = await call(gbp, 'preauthorize', { amount: '15.00', currency: 'GBP', ...card });
    // The client sends void with the generator's amount/currency members when set; here unset, so purged.
    expect(await call(gbp, 'void', { referenceUuid: second.uuid as string })).toMatchObject({ success: true });
  });

  it('register (into a profile) and deregister', async () => {
    const register = await call(C.alphaEur, 'register', { ...card, customer, customerProfileData: { customerIdentification: 'php-cust', markAsPreferred: true } });
    expect(register).toMatchObject({ success: true, returnType: 'FINISHED' });
    expect(register.customerProfileData).toMatchObject({ customerIdentification: 'php-cust', profileGuid: expect.stringMatching(/^CP-/), paymentToken: expect.stringMatching(/^pt::/) });
    expect(await call(C.alphaEur, 'deregister', { referenceUuid: register.uuid as string })).toMatchObject({ success: true });
  });

  it('a DCC debit, then continue-dcc (which the client lacks) through its transport', async () => {
    const pending = await call(C.alphaEur, 'debit', { amount: '100.00', currency: 'EUR', ...card, transactionToken: 'ix::demo-mc-us', requestDcc: true });
    expect(pending).toMatchObject({ success: true, returnType: 'PENDING_DCC' });
    const body = await sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.transaction('continue-dcc'), { continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' }, NOW);
    const done = parseAsOfficialClient(body);
    expect(done).toMatchObject({ success: true, returnType: 'FINISHED', uuid: pending.uuid });
    // The platform example's members, as JSON and as the client reads them.
    expect((JSON.parse(body) as { returnData: Record<string, unknown> }).returnData).toMatchObject({ binDigits: '555555', merchantFingerprint: expect.any(String), globalFingerprint: expect.any(String) });
    expect(done.returnData).toMatchObject({ class: 'CreditcardData', binDigits: '555555', type: 'mastercard' });
  });

  it('a decline is an answer, not an exception: errors[] read with the uuid (no top-level error in a 200)', async () => {
    const declined = await call(C.alphaEur, 'debit', { amount: '25.00', currency: 'EUR', ...card, transactionToken: 'ix::demo-visa-hard' });
    expect(declined).toMatchObject({ success: false, returnType: 'ERROR', uuid: expect.any(String) });
    expect(declined.errors[0]).toMatchObject({ code: 2006, message: expect.any(String) });
  });
});

describe('refusals the client reads (top-level errorMessage/errorCode on a 4xx)', () => {
  const debit = (extra: Partial<ClientTransaction> = {}) => phpTransactionBody('debit', { merchantTransactionId: id(), amount: '25.00', currency: 'EUR', ...card, ...extra });

  it('a wrong password, hashed as the client hashes it, is 1000 Unauthorized', async () => {
    const wrong = { ...C.alphaEur, password: 'not-the-password' };
    expect(await refusedWith(sendAsOfficialClient(sandbox.app, wrong, CLIENT_PATHS.transaction('debit'), debit(), NOW))).toEqual({ kind: 'GeneralErrorException', message: 'Unauthorized', code: 1000 });
  });

  it('a wrong signature is 1004, also on a connector that does not require signing', async () => {
    for (const connector of [C.betaGbp, C.alphaEur]) {
      const badSecret = { ...connector, sharedSecret: 'not-the-secret' };
      const refused = await refusedWith(sendAsOfficialClient(sandbox.app, badSecret, CLIENT_PATHS.transaction('debit'), debit({ currency: 'GBP' }), NOW));
      expect(refused).toEqual({ kind: 'GeneralErrorException', message: 'Signature invalid', code: 1004 });
    }
  });

  it('a duplicate merchantTransactionId and an unknown referenceUuid name their reason and code', async () => {
    const first = debit();
    await sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.transaction('debit'), first, NOW);
    const duplicate = await refusedWith(sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.transaction('debit'), first, NOW));
    expect(duplicate).toMatchObject({ kind: 'GeneralErrorException', code: 3004, message: expect.stringContaining(String(first.merchantTransactionId)) });
    const capture = phpTransactionBody('capture', { merchantTransactionId: id(), referenceUuid: 'no-such-uuid', amount: '1.00', currency: 'EUR' });
    expect(await refusedWith(sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.transaction('capture'), capture, NOW))).toMatchObject({ code: 1002, message: expect.stringContaining('referenceUuid') });
  });
});

describe('the other forms stay accepted', () => {
  it('the plain password (the client’s setHashedPassword with the password itself) and a SHA-512 body hash', async () => {
    const request = phpClientRequest(C.betaGbp, CLIENT_PATHS.transaction('debit'), phpTransactionBody('debit', { merchantTransactionId: id(), amount: '5.00', currency: 'GBP', ...card }), NOW);
    const sha512 = signRequest(C.betaGbp.sharedSecret, { method: 'POST', body: request.payload, contentType: request.headers['content-type']!, date: request.headers.date!, requestUri: request.url });
    const plain = `Basic ${Buffer.from(`${C.betaGbp.username}:${C.betaGbp.password}`).toString('base64')}`;
    const res = await sandbox.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, authorization: plain, 'x-signature': sha512 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseAsOfficialClient(res.body)).toMatchObject({ success: true, returnType: 'FINISHED' });
  });
});
