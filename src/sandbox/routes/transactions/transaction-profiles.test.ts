import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { connectors } from '../../db/schema';
import { createTestSandbox, profileCall, transactionRecord, transact, transacted, type TestSandbox } from '../../test-support';

/** Transactions that use profiles (spec "Transactions that use profiles and DCC", rules 1–3, 6, 7). */

const C = CONNECTORS;
let sandbox: TestSandbox;
let n = 0;
const view = (uuid: string) => transactionRecord(sandbox.app, uuid);
const profile = async (ref: Record<string, unknown>, connector = C.alphaEur) =>
  (await profileCall(sandbox.app, connector, 'getProfile', ref)).json() as { profileExists?: boolean; profileGuid: string; customer: Record<string, unknown>; preferredMethod: string | null; paymentInstruments: Array<{ paymentToken: string; isPreferred: boolean; connectorGuid: string }> };
const refused = async (connector: SeedConnector, operation: string, body: Record<string, unknown>) => {
  const res = await transact(sandbox.app, connector, operation, { merchantTransactionId: `refused-${++n}`, ...body });
  const answer = TransactionResponse.parse(res.json());
  return { status: res.statusCode, code: answer.errors?.[0]?.errorCode, message: answer.errors?.[0]?.errorMessage, uuid: answer.uuid };
};
const registerInto = async (customerProfileData: Record<string, unknown>, extra: Record<string, unknown> = {}, connector: SeedConnector = C.alphaEur) =>
  transacted(sandbox.app, connector, 'register', { transactionToken: 'ix::demo-visa-de', customerProfileData, ...extra });

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('registering transactions with customerProfileData', () => {
  it('creates the profile implicitly from the transaction’s customer and answers customerProfileData', async () => {
    const answer = await registerInto({ customerIdentification: 'cust-1' }, { customer: { firstName: 'Lin', lastName: 'Wu', billingCountry: 'DE', identification: 'x' } });
    expect(answer.customerProfileData).toEqual({ profileGuid: expect.stringMatching(/^CP-.{29}$/), customerIdentification: 'cust-1', paymentToken: expect.stringMatching(/^pt::.{20}$/) });
    const found = await profile({ customerIdentification: 'cust-1' });
    expect(found).toMatchObject({ profileGuid: answer.customerProfileData!.profileGuid, customer: { firstName: 'Lin', lastName: 'Wu', billingCountry: 'DE' } });
    expect(found.paymentInstruments.map((i) => i.paymentToken)).toEqual([answer.customerProfileData!.paymentToken]);
    expect((await view(answer.uuid)).customerProfile).toEqual(answer.customerProfileData);
  });

  it('adds to an existing profile (by identification or guid), updates its customer data and marks the preferred instrument', async () => {
    const first = await registerInto({ customerIdentification: 'cust-2' }, { customer: { firstName: 'Lin', email: 'lin@example.com' } });
    const second = await registerInto({ customerIdentification: 'cust-2', markAsPreferred: true }, { transactionToken: 'ix::demo-mc-us', customer: { firstName: 'Lin', lastName: 'Wu' } });
    const guid = first.customerProfileData!.profileGuid;
    expect(second.customerProfileData!.profileGuid).toBe(guid);
    const third = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-amex-gb', amount: '9.99', currency: 'EUR', withRegister: true, customerProfileData: { profileGuid: guid } });
    expect(third.customerProfileData).toMatchObject({ profileGuid: guid, customerIdentification: 'cust-2' });
    const found = await profile({ profileGuid: guid });
    expect(found.customer).toMatchObject({ firstName: 'Lin', lastName: 'Wu', email: 'lin@example.com' });
    expect(found.preferredMethod).toBe('Creditcard');
    expect(found.paymentInstruments.map((i) => [i.paymentToken, i.isPreferred])).toEqual([
      [first.customerProfileData!.paymentToken, false], [second.customerProfileData!.paymentToken, true], [third.customerProfileData!.paymentToken, false],
    ]);
    expect((await view(third.uuid)).withRegister).toBe(true);
  });

  it('refuses an unknown profileGuid (1002) and customerProfileData without an identifier (1005) before processing', async () => {
    const unknown = await refused(C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de', customerProfileData: { profileGuid: 'CP-0000-0000-0000-0000-0000-0000' } });
    expect(unknown).toMatchObject({ status: 400, code: 1002, uuid: undefined, message: expect.stringMatching(/^Invalid parameter 'customerProfileData.profileGuid': /) });
    const none = await refused(C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de', customerProfileData: { markAsPreferred: true } });
    expect(none).toMatchObject({ status: 400, code: 1005, message: "Mandatory parameter 'customerProfileData.customerIdentification' missing" });
  });

  it('attaches nothing when the transaction fails, and ignores customerProfileData on a transaction that registers nothing', async () => {
    const failed = await registerInto({ customerIdentification: 'cust-3' }, { transactionToken: 'ix::demo-visa-hard' });
    expect(failed.success).toBe(false);
    expect(failed.customerProfileData).toBeUndefined();
    const debit = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '1.00', currency: 'EUR', customerProfileData: { customerIdentification: 'cust-3' } });
    expect([debit.success, debit.customerProfileData]).toEqual([true, undefined]);
    expect((await profile({ customerIdentification: 'cust-3' })).profileExists).toBe(false);
    expect((await view(debit.uuid)).withRegister).toBe(false);
  });

  it('ties the instrument to the connector a meta-connector routed the register to', async () => {
    const answer = await registerInto({ customerIdentification: 'cust-4' }, { customer: { billingCountry: 'DE' } }, C.cardRouter);
    const record = await view(answer.uuid);
    expect((await profile({ customerIdentification: 'cust-4' }, C.cardRouter)).paymentInstruments[0]!.connectorGuid).toBe(record.connectorGuid);
  });
});

describe('paying with a payment token (pt::)', () => {
  const stored = async (card = 'ix::demo-mc-us') => (await registerInto({ customerIdentification: `cust-pay-${++n}` }, { transactionToken: card })).customerProfileData!;
  const pay = (connector: SeedConnector, transactionToken: string, extra: Record<string, unknown> = {}) =>
    transacted(sandbox.app, connector, 'debit', { transactionToken, amount: '12.00', currency: 'EUR', ...extra });

  it('pays with the stored card on the instrument’s own connector', async () => {
    const { paymentToken, profileGuid } = await stored();
    const answer = await pay(C.alphaEur, paymentToken);
    expect(answer.success).toBe(true);
    const record = await view(answer.uuid);
    expect(record.storedInstrument).toMatchObject({ paymentToken, profileGuid, connectorGuid: C.alphaEur.guid });
    expect(record.routing).toBeNull();
    expect(record.attempts.map((a) => a.connectorGuid)).toEqual([C.alphaEur.guid]);
  });

  it('routes a token sent to a meta-connector to the instrument’s connector, without evaluating the tree or failing over', async () => {
    const { paymentToken } = await stored();
    for (const meta of [C.cardRouter, C.checkout]) {
      const record = await view((await pay(meta, paymentToken, { amount: '5000.00', customer: { billingCountry: 'US' } })).uuid);
      expect(record.routing?.decision).toMatchObject({ kind: 'stored-instrument', connector: C.alphaEur.guid, onFail: [], reason: expect.stringContaining(paymentToken) });
      expect(record.routing?.chain).toEqual([C.alphaEur.guid]);
      expect(record.routing?.trace).toEqual([]);
      expect(record.attempts.map((a) => a.connectorGuid)).toEqual([C.alphaEur.guid]);
    }
  });

  it('refuses a token sent to a plain connector other than the instrument’s (rule 3)', async () => {
    const { paymentToken } = await stored();
    expect(await refused(C.betaEur, 'debit', { transactionToken: paymentToken, amount: '1.00', currency: 'EUR' })).toMatchObject({
      status: 400, code: 1002, message: expect.stringMatching(/^Invalid parameter 'transactionToken': .*tied to connector 'CO-7f3a-4c21-9e05-b1d8-0101'/),
    });
  });

  it('refuses unknown, detached and deleted-profile tokens, and a token of another container', async () => {
    const body = (transactionToken: string) => ({ transactionToken, amount: '1.00', currency: 'EUR' });
    expect(await refused(C.alphaEur, 'debit', body('pt::00000000000000000000'))).toMatchObject({ status: 400, code: 1002, message: expect.stringMatching(/'transactionToken'/) });
    const detached = await stored();
    const register = (await profile({ profileGuid: detached.profileGuid })).paymentInstruments.length;
    expect(register).toBe(1);
    const uuid = (await sandbox.db.query.paymentInstruments.findFirst({ where: (t, { eq: is }) => is(t.paymentToken, detached.paymentToken) }))!.transactionUuid;
    await profileCall(sandbox.app, C.alphaEur, 'detachPaymentInstrument', { transactionUuid: uuid, profileGuid: detached.profileGuid });
    expect(await refused(C.alphaEur, 'debit', body(detached.paymentToken))).toMatchObject({ code: 1002 });
    const deleted = await stored();
    await profileCall(sandbox.app, C.alphaEur, 'deleteProfile', { profileGuid: deleted.profileGuid });
    expect(await refused(C.alphaEur, 'debit', body(deleted.paymentToken))).toMatchObject({ code: 1002 });
    const elsewhere = await stored();
    await sandbox.db.update(connectors).set({ customerProfileContainer: 'CPC-other' }).where(eq(connectors.guid, C.alphaEur.guid));
    expect(await refused(C.alphaEur, 'debit', body(elsewhere.paymentToken))).toMatchObject({ code: 1002, message: expect.stringMatching(/container/) });
  });
});
