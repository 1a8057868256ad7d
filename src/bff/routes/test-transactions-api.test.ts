import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestTransactionOptions, TestTransactionResult, transactionPaths } from '@contracts/bff-transactions';
import { CONNECTORS, TEST_CARDS } from '@fixtures/world';
import { listAudit } from '../audit/audit-log';
import { buildApp } from '../app';
import { configFromManifest } from '../config/from-manifest';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

let h: Harness;
let qa: Client;
beforeAll(async () => {
  h = await startHarness();
  qa = await signIn(h.app, 'qa');
});
afterAll(async () => h?.close());
beforeEach(async () => h.resetSandbox());

const card = (behaviour: string) => TEST_CARDS.find((c) => c.behaviour === behaviour)!.token;
let sequence = 0;
const debit = (overrides: Record<string, unknown> = {}) => ({
  operation: 'debit',
  request: { merchantTransactionId: `bff-test-${++sequence}`, transactionToken: card('success'), amount: '10.00', currency: 'EUR', ...overrides },
});
const run = (client: Client, connectorGuid: string, payload: object) => client.inject({ method: 'POST', url: transactionPaths.run('sandbox', connectorGuid), payload });
const lastAudit = async () => (await listAudit(h.db.db, { limit: 1 }))[0]!;

describe('test transactions through the BFF', () => {
  it('lists the connectors QA may send to, whether the studio holds their credentials, and the sandbox test cards', async () => {
    const res = await qa.inject({ method: 'GET', url: transactionPaths.options('sandbox') });
    const options = TestTransactionOptions.parse(res.json());
    expect(options.connectors.find((c) => c.guid === CONNECTORS.cardRouter.guid)).toMatchObject({ isMetaConnector: true, hasCredentials: true });
    expect(options.connectors.find((c) => c.guid === CONNECTORS.alphaEur.guid)).toMatchObject({ dccEnabled: true, customerProfileContainer: CONNECTORS.alphaEur.customerProfileContainer });
    expect(options.testCards.map((c) => c.token)).toEqual(TEST_CARDS.map((c) => c.token));
    // The BIN goes along (printed on every receipt, not a secret): the studio replays a payment's route with it.
    expect(options.testCards.map((c) => c.bin)).toEqual(TEST_CARDS.map((c) => c.bin));
  });

  it('sends a debit to the card router: the gateway routes it, the answer and an audit entry come back', async () => {
    const res = await run(qa, CONNECTORS.cardRouter.guid, debit());
    expect(res.statusCode).toBe(200);
    const result = TestTransactionResult.parse(res.json());
    expect(result).toMatchObject({ operation: 'debit', connectorGuid: CONNECTORS.cardRouter.guid, response: { success: true, returnType: 'FINISHED' } });
    expect(result.response.uuid).toMatch(/^[0-9a-f]{20}$/);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ actor: 'qa', action: 'transaction.run', environment: 'sandbox', target: CONNECTORS.cardRouter.guid, outcome: 'success' });
    expect(entry.detail).toMatchObject({ operation: 'debit', amount: '10.00', currency: 'EUR', uuid: result.response.uuid, success: true, returnType: 'FINISHED' });
    // The card token stays out of the audit log: it names the payer's instrument.
    expect(JSON.stringify(entry)).not.toContain(card('success'));
  });

  it('pays by referenceUuid without a token, and shows returnData (issue 18)', async () => {
    const registered = TestTransactionResult.parse((await run(qa, CONNECTORS.alphaEur.guid, { operation: 'register', request: { merchantTransactionId: `bff-test-${++sequence}`, transactionToken: card('success') } })).json());
    const { transactionToken: _t, ...byReference } = debit({ referenceUuid: registered.response.uuid }).request;
    const res = await run(qa, CONNECTORS.cardRouter.guid, { operation: 'debit', request: byReference });
    expect(res.statusCode, res.body).toBe(200);
    const result = TestTransactionResult.parse(res.json());
    expect(result.response).toMatchObject({ success: true, returnType: 'FINISHED', returnData: { _TYPE: 'cardData', type: 'visa', lastFourDigits: '1111', expiryMonth: 12, expiryYear: 2030 } });
    expect(await lastAudit()).toMatchObject({ action: 'transaction.run', detail: { operation: 'debit', referenceUuid: registered.response.uuid, returnType: 'FINISHED' } });
    // Neither a token nor a reference: the BFF still names the missing token before the gateway sees anything.
    const { transactionToken: _u, ...neither } = debit().request;
    const refused = await run(qa, CONNECTORS.alphaEur.guid, { operation: 'debit', request: neither });
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, expect.stringContaining('transactionToken')]);
  });

  it('a decline is a result (HTTP 200, success false, the error), audited as a transaction that ran', async () => {
    const res = await run(qa, CONNECTORS.alphaEur.guid, debit({ transactionToken: card('hard-decline') }));
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ success: false, returnType: 'ERROR', errors: [{ errorCode: 2006 }] });
    expect(await lastAudit()).toMatchObject({ action: 'transaction.run', outcome: 'success', detail: { success: false, errorCode: 2006 } });
  });

  it('signs for a connector that requires it, and says so when the studio holds the wrong shared secret', async () => {
    expect((await run(qa, CONNECTORS.betaGbp.guid, debit({ currency: 'GBP' }))).json().response).toMatchObject({ success: true });
    const config = configFromManifest(h.manifest, h.sandboxUrl);
    const env = config.environments[0]!;
    env.connectors = env.connectors.map((c) => (c.guid === CONNECTORS.betaGbp.guid ? { ...c, sharedSecret: 'not-the-secret' } : c));
    const wrong = await buildApp({ config, db: h.db });
    const res = await run(await signIn(wrong, 'qa'), CONNECTORS.betaGbp.guid, debit({ currency: 'GBP' }));
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'GATEWAY_SIGNATURE', gatewayCode: 1004 });
    await wrong.close();
  });

  it('refuses a malformed request before the gateway sees it, naming the field', async () => {
    const res = await run(qa, CONNECTORS.cardRouter.guid, debit({ amount: '0.00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid debit request: amount: must be greater than 0' });
    expect(res.json().error.gatewayCode).toBeUndefined();
    const missing = await run(qa, CONNECTORS.cardRouter.guid, { operation: 'capture', request: { merchantTransactionId: 'x', amount: '1.00', currency: 'EUR' } });
    expect(missing.json().error.message).toBe('Invalid capture request: referenceUuid: Invalid input: expected string, received undefined');
  });

  it("passes the gateway's refusal on with its code: a duplicate merchantTransactionId is a 409 with 3004, audited as refused", async () => {
    const first = debit();
    expect((await run(qa, CONNECTORS.alphaEur.guid, first)).statusCode).toBe(200);
    const res = await run(qa, CONNECTORS.alphaEur.guid, first);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'GATEWAY_REJECTED', gatewayCode: 3004 });
    expect(res.json().error.message).toMatch(/Duplicate transaction id/);
    expect(await lastAudit()).toMatchObject({ action: 'transaction.run', outcome: 'refused', detail: { status: 409, code: 'GATEWAY_REJECTED' } });
  });

  it('names a connector the gateway does not know (404) and one the studio holds no key for (422)', async () => {
    expect((await run(qa, 'CO-0000-0000-0000-0000-0000', debit())).json().error.code).toBe('CONNECTOR_NOT_FOUND');
    const config = configFromManifest(h.manifest, h.sandboxUrl);
    const env = config.environments[0]!;
    env.connectors = env.connectors.map((c) => (c.guid === CONNECTORS.alphaEur.guid ? { ...c, password: undefined } : c));
    const keyless = await buildApp({ config, db: h.db });
    const res = await run(await signIn(keyless, 'qa'), CONNECTORS.alphaEur.guid, debit());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('NO_CONNECTOR_CREDENTIALS');
    await keyless.close();
  });

  it('DCC: a quote for a card in another currency, then the payer’s choice is continued, both audited', async () => {
    const quote = await run(qa, CONNECTORS.alphaEur.guid, debit({ transactionToken: TEST_CARDS.find((c) => c.cardCurrency === 'USD')!.token, amount: '100.00', requestDcc: true }));
    expect(quote.statusCode, quote.body).toBe(200);
    const { response } = TestTransactionResult.parse(quote.json());
    expect(response).toMatchObject({ success: true, returnType: 'PENDING_DCC', dccData: { originalAmount: '100.00', originalCurrency: 'EUR', convertedCurrency: 'USD' } });
    expect(await lastAudit()).toMatchObject({ action: 'transaction.run', detail: { returnType: 'PENDING_DCC', dcc: { originalCurrency: 'EUR', convertedCurrency: 'USD' } } });

    const continueDcc = (selectedDccCurrency: string) =>
      qa.inject({ method: 'POST', url: transactionPaths.continueDcc('sandbox', CONNECTORS.alphaEur.guid), payload: { continueDccUuid: response.dccData!.uuid, selectedDccCurrency } });
    const wrong = await continueDcc('GBP');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'GATEWAY_REJECTED', gatewayCode: 1002 });
    const chosen = await continueDcc('USD');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ operation: 'continue-dcc', response: { success: true, uuid: response.uuid, returnType: 'FINISHED' } });
    expect(await lastAudit()).toMatchObject({ action: 'dcc.continue', target: CONNECTORS.alphaEur.guid, outcome: 'success', detail: { continueDccUuid: response.dccData!.uuid, selectedDccCurrency: 'USD', success: true } });
    const again = await continueDcc('USD');
    expect(again.json().error).toMatchObject({ gatewayCode: 1006 });
    expect(await lastAudit()).toMatchObject({ action: 'dcc.continue', outcome: 'refused' });
  });
});
