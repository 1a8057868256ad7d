import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SingleRoutingResponse } from '@contracts/gateway-provisioning';
import { fuzzRuns, fuzzSeed, fuzzTimeoutMs, hostileBody, NASTY_STRINGS, type HostileBody } from '@fixtures/arb-hostile';
import { SEED_PROFILES } from '@fixtures/profiles';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { basicAuthHeader } from '../http/basic-auth';
import { signRequest } from '../http/signature';
import { AUTH, createTestSandbox, SIGNING_DATE, transacted, type TestSandbox } from '../test-support';

/**
 * Issue 15's fuzz suite for the sandbox gateway: thousands of hostile bodies per interface
 * (provisioning, transactions, customer profiles, continue-dcc), seeded and reproducible
 * (FUZZ_SEED, FUZZ_RUNS). No answer may be a 5xx, and the Card Router must still answer and route
 * afterwards. A failure prints fast-check's seed and path; run again with them to reproduce.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 180_000);
afterAll(async () => sandbox.close());

const C = CONNECTORS;
const anna = SEED_PROFILES.anna;
const GUIDS = [C.cardRouter.guid, C.checkout.guid, C.alphaEur.guid, 'CO-0000-0000-0000-0000-0000', 'not-a-guid', '%00', '%ED%A0%80', 'CO-%00'];
const PLAUSIBLE = [
  '10.00', '0.01', '-1', '1e3', 'EUR', 'USD', 'XXX', 'DE', 'ix::demo-visa-de', 'ix::demo-mc-timeout', 'ix::demo-visa-soft', anna.instruments[0].paymentToken, anna.guid, anna.customerIdentification,
  anna.instruments[0].transactionUuid, 'debit', 'INITIAL', 'RECURRING', 'CARDONFILE', true, false, 0, 9, 10, null,
  { connector: C.alphaEur.guid }, { id: null, route: { connector: C.betaEur.guid } }, { billingCountry: 'DE', ipAddress: '1.2.3.4', firstName: 'A' },
  { customerIdentification: 'fuzz-customer' }, { channel: 'web' }, ...NASTY_STRINGS.slice(0, 5),
];

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, body: HostileBody | undefined, headers: Record<string, string>) =>
  app.inject({ method, url, headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) }, ...(body ? { payload: body.text } : {}) });

const noServerError = (res: { statusCode: number; body: string }, what: string) => expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);

const property = (arb: fc.Arbitrary<() => Promise<void>>, runs: number) =>
  fc.assert(fc.asyncProperty(arb, (call) => call()), { numRuns: fuzzRuns(runs), seed: fuzzSeed(), endOnFailure: true });

/** A transaction call as the connector's API user, signed over the exact text when the connector requires it. */
const transactionCall = (connector: SeedConnector, path: string, body: HostileBody) => {
  const headers: Record<string, string> = { authorization: basicAuthHeader(connector) };
  if (connector.signingRequired) {
    headers.date = SIGNING_DATE;
    headers['x-signature'] = signRequest(connector.sharedSecret, { method: 'POST', body: body.text, contentType: body.contentType ?? '', date: SIGNING_DATE, requestUri: path });
  }
  return send(sandbox.app, 'POST', path, body, headers);
};

describe('fuzzing the sandbox gateway', () => {
  it('provisioning: no 5xx for any body, connector or operation', async () => {
    const members = ['version', 'default', 'rerouteRecurring', 'tree', 'methods', 'defaultActionDisable', 'paymentSelectionMaxRetries', 'paymentSelectionExpiryHours', 'method', 'if', 'then', 'else', 'route', 'action'];
    const body = hostileBody(members, { plausible: PLAUSIBLE, valid: [cardRouterDocument, checkoutDocument, { version: '1', tree: null }] });
    const operation = fc.constantFrom('setConnectorRouting', 'setConnectorMultiMethodRouting', 'getConnectorRouting', 'getConnectorMultiMethodRouting', 'listConnectors', 'nope');
    await property(
      fc.tuple(operation, fc.constantFrom(...GUIDS), body).map(([op, guid, b]) => async () => {
        const url = `/api/provisioning/${op}/${guid}`;
        noServerError(await send(sandbox.app, op.startsWith('set') ? 'POST' : 'GET', url, op.startsWith('set') ? b : undefined, { authorization: AUTH }), `${op} ${guid} ${b.text.slice(0, 200)}`);
      }),
      2_000,
    );
  }, fuzzTimeoutMs(2_000));

  it('transactions: no 5xx for any body, operation or connector (signed where required)', async () => {
    const members = ['merchantTransactionId', 'transactionToken', 'amount', 'currency', 'customer', 'extraData', 'transactionIndicator', 'referenceUuid', 'withRegister', 'customerProfileData', 'requestDcc', 'successUrl', 'errorUrl', 'cancelUrl', 'description', 'billingCountry', 'firstName'];
    const valid = [{ merchantTransactionId: 'fuzz', transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' }, { merchantTransactionId: 'fuzz-f', referenceUuid: anna.instruments[0].transactionUuid, amount: '1.00', currency: 'EUR' }];
    const operation = fc.constantFrom('debit', 'preauthorize', 'register', 'capture', 'void', 'refund', 'deregister', 'nope');
    const connector = fc.constantFrom(C.alphaEur, C.cardRouter, C.betaGbp, C.legacyEur);
    await property(
      fc.tuple(operation, connector, hostileBody(members, { plausible: PLAUSIBLE, valid })).map(([op, conn, b]) => async () => {
        const path = `/api/v3/transaction/${conn.apiKey}/${op}`;
        noServerError(await transactionCall(conn, path, b), `${op} ${conn.guid} ${b.text.slice(0, 200)}`);
      }),
      2_000,
    );
  }, fuzzTimeoutMs(2_000));

  it('customer profiles: no 5xx for any body or operation', async () => {
    const members = ['profileGuid', 'customerIdentification', 'transactionUuid', 'createProfileIfNotExists', 'preferredInstrument', 'customerData', 'firstName', 'lastName', 'billingCountry', 'extraData'];
    const valid = [{ profileGuid: anna.guid }, { customerIdentification: anna.customerIdentification, customerData: { firstName: 'Anna' } }, { customerIdentification: 'fuzz-new', transactionUuid: anna.instruments[0].transactionUuid, createProfileIfNotExists: true }];
    const operation = fc.constantFrom('getProfile', 'updateProfile', 'deleteProfile', 'attachPaymentInstrument', 'detachPaymentInstrument', 'nope');
    await property(
      fc.tuple(operation, fc.constantFrom(C.alphaEur, C.betaEur, C.paypal), hostileBody(members, { plausible: PLAUSIBLE, valid })).map(([op, conn, b]) => async () => {
        noServerError(await send(sandbox.app, 'POST', `/api/v3/customerProfiles/${conn.apiKey}/${op}`, b, { authorization: basicAuthHeader(conn) }), `${op} ${b.text.slice(0, 200)}`);
      }),
      2_000,
    );
  }, fuzzTimeoutMs(2_000));

  it('continue-dcc (both paths): no 5xx for any body', async () => {
    const pending = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-mc-us', amount: '10.00', currency: 'EUR', requestDcc: true });
    const valid = [{ continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' }, { continueDccUuid: pending.uuid, selectedDccCurrency: 'EUR' }];
    await property(
      fc.tuple(fc.constantFrom('/api/v3/transaction', '/transaction'), fc.constantFrom(C.alphaEur, C.betaGbp), hostileBody(['continueDccUuid', 'selectedDccCurrency'], { plausible: [pending.uuid, 'USD', 'EUR', ...PLAUSIBLE], valid })).map(
        ([prefix, conn, b]) => async () => {
          const path = `${prefix}/${conn.apiKey}/continue-dcc`;
          noServerError(await transactionCall(conn, path, b), `${path} ${b.text.slice(0, 200)}`);
        },
      ),
      1_000,
    );
  }, fuzzTimeoutMs(1_000));

  it('the Card Router still answers and routes afterwards', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: `/api/provisioning/getConnectorRouting/${C.cardRouter.guid}`, headers: { authorization: AUTH } });
    expect(res.statusCode).toBe(200);
    SingleRoutingResponse.parse(res.json());
    await sandbox.reset();
    const debit = await transacted(sandbox.app, C.cardRouter, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' });
    expect(debit.success).toBe(true);
  }, 60_000);
});
