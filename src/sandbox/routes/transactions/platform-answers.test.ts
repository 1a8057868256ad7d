import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { CONNECTORS, type SeedConnector, SECOND_MERCHANT_CONNECTORS as FJELL } from '@fixtures/world';
import { createTestSandbox, registerCard, transact, transacted, transactionRecord, type TestSandbox } from '../../test-support';

/**
 * Issue 18, transactions (gateway-contract §4): paying with the `referenceUuid` of a registering
 * transaction (point 1) and `returnData` on answers that reached the card (point 8).
 */

const C = CONNECTORS;
let sandbox: TestSandbox;
let sequence = 0;
const send = async (connector: SeedConnector, operation: string, body: Record<string, unknown>) => {
  const res = await transact(sandbox.app, connector, operation, { merchantTransactionId: `pa-${++sequence}`, ...body });
  return { status: res.statusCode, answer: TransactionResponse.parse(res.json()) };
};
const refusal = (r: { status: number; answer: TransactionResponse }) => [r.status, r.answer.errors?.[0]?.errorCode, r.answer.errors?.[0]?.errorMessage];
const payment = { amount: '12.50', currency: 'EUR' };

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('paying with referenceUuid and no transactionToken (point 1)', () => {
  it('charges the instrument the register stored, without a payment page', async () => {
    const register = await registerCard(sandbox.app, C.alphaEur, { transactionToken: 'ix::demo-mc-us' });
    for (const operation of ['debit', 'preauthorize']) {
      const { status, answer } = await send(C.alphaEur, operation, { ...payment, referenceUuid: register });
      expect([status, answer.success, answer.returnType, answer.redirectUrl], operation).toEqual([200, true, 'FINISHED', undefined]);
      const record = await transactionRecord(sandbox.app, answer.uuid!);
      expect(record).toMatchObject({ type: operation, status: 'success', referenceUuid: register, connectorGuid: C.alphaEur.guid, attempts: [{ connectorGuid: C.alphaEur.guid }] });
      expect(record.storedInstrument).toEqual({ paymentToken: null, profileGuid: null, connectorGuid: C.alphaEur.guid, registerTransactionUuid: register });
      expect(answer.returnData).toMatchObject({ type: 'mastercard', lastFourDigits: '4444' });
    }
  });

  it('takes a withRegister debit as the reference, and through a meta-connector goes to the instrument’s connector unrouted', async () => {
    const first = await transacted(sandbox.app, C.betaEur, 'debit', { transactionToken: 'ix::demo-visa-de', ...payment, withRegister: true });
    const { answer } = await send(C.cardRouter, 'debit', { ...payment, referenceUuid: first.uuid });
    expect(answer.returnType).toBe('FINISHED');
    const record = await transactionRecord(sandbox.app, answer.uuid!);
    expect(record.routing?.decision).toMatchObject({ kind: 'stored-instrument', connector: C.betaEur.guid, onFail: [], reason: expect.stringContaining(first.uuid) });
    expect(record.attempts.map((a) => a.connectorGuid)).toEqual([C.betaEur.guid]);
  });

  it('quotes DCC on the referenced card like on its token', async () => {
    const register = await registerCard(sandbox.app, C.alphaEur, { transactionToken: 'ix::demo-mc-us' });
    const { answer } = await send(C.alphaEur, 'debit', { ...payment, referenceUuid: register, requestDcc: true });
    expect([answer.returnType, answer.dccData?.convertedCurrency]).toEqual(['PENDING_DCC', 'USD']);
  });

  it('refuses a reference that registered nothing, failed, was deregistered, is unknown or is tied to another connector, writing nothing', async () => {
    const debit = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', ...payment });
    const failed = await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-hard' });
    const gone = await registerCard(sandbox.app, C.alphaEur);
    await transacted(sandbox.app, C.alphaEur, 'deregister', { referenceUuid: gone });
    const elsewhere = await registerCard(sandbox.app, C.betaEur);
    const cases: Array<[string, number, RegExp]> = [
      [debit.uuid, 1002, /^Invalid parameter 'referenceUuid': .*registered no payment instrument/],
      [failed.uuid, 1006, /did not succeed/],
      [gone, 1006, /deregistered/],
      ['no-such-transaction', 1002, /^Invalid parameter 'referenceUuid': no transaction/],
      [elsewhere, 1002, /tied to connector/],
    ];
    for (const [referenceUuid, code, message] of cases) {
      const refused = await send(C.alphaEur, 'debit', { ...payment, referenceUuid });
      expect(refusal(refused), referenceUuid).toEqual([400, code, expect.stringMatching(message)]);
      expect(refused.answer.uuid).toBeUndefined();
    }
    // A referenceUuid is not shared among merchants (spec rule 4): the second merchant's key does not know it.
    expect(refusal(await send(FJELL.fjellEur, 'debit', { ...payment, referenceUuid: elsewhere }))).toEqual([400, 1002, expect.stringMatching(/no transaction .* of this merchant/)]);
  });

  it('leaves the rest as it was: a token still decides, no token and no reference is the payment page, register needs a token', async () => {
    const register = await registerCard(sandbox.app, C.alphaEur, { transactionToken: 'ix::demo-mc-us' });
    const withToken = await send(C.alphaEur, 'debit', { ...payment, referenceUuid: register, transactionToken: 'ix::demo-visa-de' });
    expect(withToken.answer.returnData).toMatchObject({ type: 'visa' });
    expect((await send(C.alphaEur, 'debit', payment)).answer.returnType).toBe('REDIRECT');
    expect(refusal(await send(C.alphaEur, 'register', { referenceUuid: register }))).toEqual([400, 1005, "Mandatory parameter 'transactionToken' missing"]);
  });
});

describe('returnData (point 8)', () => {
  const cardData = { _TYPE: 'cardData', type: 'visa', cardHolder: 'Ada Lovelace', expiryMonth: 12, expiryYear: 2030, firstSixDigits: '411111', lastFourDigits: '1111', binBrand: 'VISA', binCountry: 'DE' };
  const ada = { customer: { firstName: 'Ada', lastName: 'Lovelace' } };

  it('comes with a finished transaction: the card as the acquirer saw it, expiry as integers', async () => {
    const { answer } = await send(C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', ...payment, ...ada });
    expect(answer.returnData).toEqual({
      ...cardData, fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      // The platform's continue-dcc example's members (issue 42): the BIN, and both fingerprints by name.
      binDigits: '411111', merchantFingerprint: answer.returnData!.fingerprint, globalFingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(answer.returnData!.globalFingerprint).not.toBe(answer.returnData!.fingerprint);
    const again = await send(C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de' });
    expect(again.answer.returnData).toMatchObject({ cardHolder: null, fingerprint: answer.returnData!.fingerprint });
    // The global fingerprint is the card's across merchants; the merchant's one is not.
    const elsewhere = await send(FJELL.fjellEur, 'debit', { transactionToken: 'ix::demo-visa-de', ...payment });
    expect(elsewhere.answer.returnData).toMatchObject({ globalFingerprint: answer.returnData!.globalFingerprint });
    expect(elsewhere.answer.returnData!.merchantFingerprint).not.toBe(answer.returnData!.merchantFingerprint);
    const other = await send(C.alphaEur, 'debit', { transactionToken: 'ix::demo-mc-us', ...payment });
    expect(other.answer.returnData?.fingerprint).not.toBe(answer.returnData!.fingerprint);
  });

  it('comes with an ERROR the acquirer answered, not with a timeout, a quote or the payment page', async () => {
    const declined = await send(C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-hard', ...payment });
    expect([declined.answer.returnType, declined.answer.errors?.[0]?.errorCode, declined.answer.returnData?.lastFourDigits]).toEqual(['ERROR', 2006, '0069']);
    const timeout = await send(C.alphaEur, 'debit', { transactionToken: 'ix::demo-mc-timeout', ...payment });
    expect([timeout.answer.returnType, timeout.answer.errors?.[0]?.errorCode, timeout.answer.returnData]).toEqual(['ERROR', 3001, undefined]);
    const quoted = await send(C.alphaEur, 'debit', { transactionToken: 'ix::demo-mc-us', ...payment, requestDcc: true });
    expect([quoted.answer.returnType, quoted.answer.returnData]).toEqual(['PENDING_DCC', undefined]);
    expect((await send(C.alphaEur, 'debit', payment)).answer.returnData).toBeUndefined();
  });

  it('comes with continue-dcc’s answer and with a follow-up on the card', async () => {
    const quoted = await send(C.alphaEur, 'preauthorize', { transactionToken: 'ix::demo-mc-us', ...payment, requestDcc: true });
    const continued = await send(C.alphaEur, 'continue-dcc', { continueDccUuid: quoted.answer.uuid, selectedDccCurrency: 'USD' });
    expect([continued.answer.returnType, continued.answer.returnData?._TYPE, continued.answer.returnData?.lastFourDigits]).toEqual(['FINISHED', 'cardData', '4444']);
    const capture = await send(C.alphaEur, 'capture', { referenceUuid: quoted.answer.uuid, amount: continued.answer.dccData!.convertedAmount, currency: 'USD' });
    expect([capture.answer.returnType, capture.answer.returnData?.lastFourDigits]).toEqual(['FINISHED', '4444']);
  });
});
