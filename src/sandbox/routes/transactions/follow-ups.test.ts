import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { AUTH, createTestSandbox, profileCall, transactionRecord, transact, transacted, type TestSandbox } from '../../test-support';

/** capture, void, refund and deregister (contract §1, §2): rules, derived state, never rerouted. */

const C = CONNECTORS;
let sandbox: TestSandbox;
let n = 0;
const view = (uuid: string) => transactionRecord(sandbox.app, uuid);
const authorise = async (operation: 'debit' | 'preauthorize', amount = '100.00', connector: SeedConnector = C.alphaEur, extra: Record<string, unknown> = {}) => {
  const answer = await transacted(sandbox.app, connector, operation, { transactionToken: 'ix::demo-visa-de', amount, currency: 'EUR', ...extra });
  expect(answer.success).toBe(true);
  return answer.uuid;
};
const send = async (operation: string, referenceUuid: string, extra: Record<string, unknown> = {}, connector: SeedConnector = C.alphaEur) => {
  const res = await transact(sandbox.app, connector, operation, { merchantTransactionId: `fu-${++n}`, referenceUuid, ...extra });
  const answer = TransactionResponse.parse(res.json());
  return { status: res.statusCode, answer, code: answer.errors?.[0]?.errorCode, message: answer.errors?.[0]?.errorMessage ?? '' };
};
const ok = async (operation: string, referenceUuid: string, extra: Record<string, unknown> = {}, connector: SeedConnector = C.alphaEur) => {
  const result = await send(operation, referenceUuid, extra, connector);
  expect(result.status, result.message).toBe(200);
  expect(result.answer).toMatchObject({ success: true, returnType: 'FINISHED', uuid: expect.any(String), paymentMethod: 'Creditcard' });
  return result.answer.uuid!;
};
const eur = (amount: string) => ({ amount, currency: 'EUR' });

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('capture', () => {
  it('captures in parts up to the preauthorized amount, in its currency', async () => {
    const pre = await authorise('preauthorize');
    const first = await ok('capture', pre, eur('60.00'));
    expect(await view(first)).toMatchObject({ type: 'capture', referenceUuid: pre, amount: '60.00', currency: 'EUR', connectorGuid: C.alphaEur.guid, status: 'success' });
    expect(await send('capture', pre, eur('40.01'))).toMatchObject({ status: 400, code: 1002, message: expect.stringMatching(/^Invalid parameter 'amount': 40.01 exceeds the 40.00 EUR left/) });
    expect(await send('capture', pre, { amount: '10.00', currency: 'USD' })).toMatchObject({ status: 400, code: 1002, message: expect.stringMatching(/^Invalid parameter 'currency'/) });
    await ok('capture', pre, eur('40'));
    expect(await send('capture', pre, eur('0.01'))).toMatchObject({ code: 1002 });
  });

  it('needs a successful preauthorize that was not voided', async () => {
    const debit = await authorise('debit');
    expect(await send('capture', debit, eur('1.00'))).toMatchObject({ status: 400, code: 1002, message: expect.stringMatching(/^Invalid parameter 'referenceUuid': .*is a debit/) });
    const failed = await transacted(sandbox.app, C.alphaEur, 'preauthorize', { transactionToken: 'ix::demo-visa-hard', ...eur('5.00') });
    expect(await send('capture', failed.uuid, eur('1.00'))).toMatchObject({ status: 400, code: 1006 });
    const pre = await authorise('preauthorize');
    await ok('void', pre);
    expect(await send('capture', pre, eur('1.00'))).toMatchObject({ status: 400, code: 1006, message: expect.stringMatching(/voided/) });
  });

  it('lets only one of two simultaneous captures take the last amount', async () => {
    const pre = await authorise('preauthorize');
    const results = await Promise.all([send('capture', pre, eur('60.00')), send('capture', pre, eur('60.00'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('void', () => {
  it('voids a preauthorize once, and not after a capture', async () => {
    const pre = await authorise('preauthorize');
    await ok('void', pre);
    expect(await send('void', pre)).toMatchObject({ status: 400, code: 1006 });
    const captured = await authorise('preauthorize');
    await ok('capture', captured, eur('1.00'));
    expect(await send('void', captured)).toMatchObject({ status: 400, code: 1006, message: expect.stringMatching(/captured/) });
    expect(await send('void', await authorise('debit'))).toMatchObject({ code: 1002 });
  });
});

describe('refund', () => {
  it('refunds a debit or a capture up to its amount, in its currency', async () => {
    const debit = await authorise('debit', '50.00');
    await ok('refund', debit, eur('20.00'));
    expect(await send('refund', debit, eur('30.50'))).toMatchObject({ code: 1002, message: expect.stringMatching(/30.00 EUR left to refund/) });
    await ok('refund', debit, eur('30.00'));
    const capture = await ok('capture', await authorise('preauthorize'), eur('25.00'));
    expect(await send('refund', capture, eur('25.01'))).toMatchObject({ code: 1002 });
    await ok('refund', capture, eur('25.00'));
    expect(await send('refund', await authorise('preauthorize'), eur('1.00'))).toMatchObject({ code: 1002, message: expect.stringMatching(/'referenceUuid'/) });
    expect(await send('refund', debit, { amount: '1.00', currency: 'GBP' })).toMatchObject({ code: 1002, message: expect.stringMatching(/'currency'/) });
  });
});

describe('deregister', () => {
  it('stamps the register transaction and detaches its instrument from the profile', async () => {
    const reg = await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de', customerProfileData: { customerIdentification: 'cust-dereg', markAsPreferred: true } });
    const dereg = await ok('deregister', reg.uuid);
    expect((await view(reg.uuid)).deregisteredAt).toEqual((await view(dereg)).createdAt);
    expect((await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'cust-dereg' })).json()).toMatchObject({ paymentInstruments: [], preferredMethod: null });
    expect(await send('deregister', reg.uuid)).toMatchObject({ status: 400, code: 1006 });
    const attach = await profileCall(sandbox.app, C.alphaEur, 'attachPaymentInstrument', { transactionUuid: reg.uuid, customerIdentification: 'cust-dereg' });
    expect(attach.json()).toMatchObject({ errorCode: 'INSTRUMENT_DEREGISTERED' });
    expect((await send('debit', '', { transactionToken: reg.customerProfileData!.paymentToken, ...eur('1.00') })).code).toBe(1002);
  });

  it('needs a successful register or withRegister transaction', async () => {
    expect(await send('deregister', await authorise('debit'))).toMatchObject({ code: 1002, message: expect.stringMatching(/withRegister/) });
    await ok('deregister', await authorise('debit', '1.00', C.alphaEur, { withRegister: true }));
  });
});

describe('every follow-up', () => {
  it('names an existing transaction of this connector (1002) and the fields its schema needs (1005)', async () => {
    expect(await send('void', 'no-such-uuid')).toMatchObject({ status: 400, code: 1002, message: expect.stringMatching(/'referenceUuid'/) });
    expect(await send('void', await authorise('preauthorize'), {}, C.betaEur)).toMatchObject({ code: 1002 });
    const res = await transact(sandbox.app, C.alphaEur, 'capture', { merchantTransactionId: 'x-1', referenceUuid: await authorise('preauthorize') });
    expect([res.statusCode, TransactionResponse.parse(res.json()).errors?.[0]]).toEqual([400, { errorCode: 1005, errorMessage: "Mandatory parameter 'amount' missing" }]);
    const noRef = await transact(sandbox.app, C.alphaEur, 'void', { merchantTransactionId: 'x-2' });
    expect(TransactionResponse.parse(noRef.json()).errors?.[0]?.errorMessage).toBe("Mandatory parameter 'referenceUuid' missing");
  });

  it('ignores an amount sent with a void or deregister like any unknown member (found by the body property test: it was stored, and junk gave a 500)', async () => {
    const voided = await ok('void', await authorise('preauthorize'), { amount: 'ix::demo-visa-de', currency: 'nope' });
    expect(await view(voided)).toMatchObject({ type: 'void', amount: null, currency: null });
    const deregistered = await ok('deregister', '5eed0000000000000001', { amount: '12.00' }, C.alphaEur);
    expect(await view(deregistered)).toMatchObject({ type: 'deregister', amount: null });
  });

  it('shares merchantTransactionId uniqueness with the other operations (3004)', async () => {
    const pre = await authorise('preauthorize');
    const used = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', ...eur('1.00') });
    const { merchantTransactionId } = await view(used.uuid);
    const res = await transact(sandbox.app, C.alphaEur, 'void', { merchantTransactionId, referenceUuid: pre });
    expect([res.statusCode, TransactionResponse.parse(res.json()).errors?.[0]?.errorCode]).toEqual([409, 3004]);
  });

  it('goes to the processing connector without rerouting; one disabled since fails the attempt with 1007', async () => {
    const pre = await authorise('preauthorize', '100.00', C.cardRouter, { customer: { billingCountry: 'DE' } });
    const processing = (await view(pre)).connectorGuid!;
    const state = (disabled: boolean) => sandbox.app.inject({ method: 'POST', url: `/sandbox/connectors/${processing}/state`, headers: { authorization: AUTH }, payload: { disabled } });
    await state(true);
    const failed = await send('capture', pre, eur('10.00'), C.cardRouter);
    expect(failed).toMatchObject({ status: 200, code: 1007, answer: { success: false, returnType: 'ERROR' } });
    expect((await view(failed.answer.uuid!)).attempts.map((a) => [a.connectorGuid, a.status])).toEqual([[processing, 'error']]);
    await state(false);
    const captured = await ok('capture', pre, eur('100.00'), C.cardRouter);
    expect(await view(captured)).toMatchObject({ connectorGuid: processing, metaConnectorGuid: C.cardRouter.guid, routing: null });
  });
});
