import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InstrumentFailure } from '@contracts/gateway-profiles';
import { CONNECTORS, SECOND_MERCHANT_CONNECTORS as FJELL } from '@fixtures/world';
import { connectors, customerProfiles, transactions } from '../../db/schema';
import { createTestSandbox, profileCall, registerCard, transacted, type TestSandbox } from '../../test-support';

/** attachPaymentInstrument and detachPaymentInstrument: spec rules 1–6 with the contract's string codes (§3). */

const C = CONNECTORS;
let sandbox: TestSandbox;
const call = (operation: string, body: unknown, connector = C.alphaEur) => profileCall(sandbox.app, connector, operation, body);
const attach = (body: Record<string, unknown>, connector = C.alphaEur) => call('attachPaymentInstrument', body, connector);
const detach = (body: Record<string, unknown>, connector = C.alphaEur) => call('detachPaymentInstrument', body, connector);
const refusal = (res: { statusCode: number; json(): unknown }) => {
  const body = InstrumentFailure.parse(res.json());
  return [res.statusCode, body.errorCode];
};
const created = async (transactionUuid: string, customerIdentification: string, connector = C.alphaEur) => {
  const res = await attach({ transactionUuid, customerIdentification, createProfileIfNotExists: true }, connector);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; message: string; profileGuid: string; paymentToken: string };
};
const tokensOf = async (ref: Record<string, unknown>, connector = C.alphaEur) =>
  ((await call('getProfile', ref, connector)).json() as { paymentInstruments: Array<{ paymentToken: string }> }).paymentInstruments.map((i) => i.paymentToken);

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('attachPaymentInstrument', () => {
  it('creates the profile from the register transaction’s customer when asked, then attaches further cards to it', async () => {
    const first = await registerCard(sandbox.app, C.alphaEur, { customer: { firstName: 'Grace', lastName: 'Hopper', identification: 'c-77', emailVerified: true } });
    const answer = await created(first, 'cust-grace');
    expect(answer).toMatchObject({ success: true, message: expect.any(String), profileGuid: expect.stringMatching(/^CP-/), paymentToken: expect.stringMatching(/^pt::.{20}$/) });
    const second = await registerCard(sandbox.app, C.alphaEur, { transactionToken: 'ix::demo-mc-us' });
    const res = await attach({ transactionUuid: second, profileGuid: answer.profileGuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tokensOf({ profileGuid: answer.profileGuid })).toEqual([answer.paymentToken, (res.json() as { paymentToken: string }).paymentToken]);
    const profile = (await call('getProfile', { profileGuid: answer.profileGuid })).json() as { customer: Record<string, unknown> };
    expect(profile.customer).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(profile.customer).not.toHaveProperty('identification');
  });

  it('accepts a withRegister debit and a transaction received by a meta-connector key', async () => {
    const debit = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '5.00', currency: 'EUR', withRegister: true });
    await created(debit.uuid, 'cust-wr');
    const routed = await transacted(sandbox.app, C.cardRouter, 'register', { transactionToken: 'ix::demo-visa-de' });
    await created(routed.uuid, 'cust-meta', C.cardRouter);
  });

  it('needs transactionUuid (1005) and an identifier (IDENTIFIER_MISSING 400)', async () => {
    const res = await attach({ customerIdentification: 'x' });
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, errorCode: 1005, errorMessage: "Mandatory parameter 'transactionUuid' missing" }]);
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    const missing = await attach({ transactionUuid: uuid, createProfileIfNotExists: true });
    expect(missing.json()).toEqual({ success: false, errorCode: 'IDENTIFIER_MISSING', message: expect.any(String) });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an unknown transaction (404) and one that registered nothing (422)', async () => {
    expect(refusal(await attach({ transactionUuid: 'nope', customerIdentification: 'x', createProfileIfNotExists: true }))).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    const debit = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '5.00', currency: 'EUR' });
    const failed = await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-hard' });
    expect(failed.success).toBe(false);
    for (const transactionUuid of [debit.uuid, failed.uuid]) {
      expect(refusal(await attach({ transactionUuid, customerIdentification: 'x', createProfileIfNotExists: true }))).toEqual([422, 'NOT_A_REGISTER_TRANSACTION']);
    }
  });

  it('refuses a transaction of another connector (rule 3) and a profile of another container (rule 4), black-box on the seeded world', async () => {
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    expect(refusal(await attach({ transactionUuid: uuid, customerIdentification: 'x', createProfileIfNotExists: true }, C.betaEur))).toEqual([422, 'CONNECTOR_MISMATCH']);
    // The second merchant's connectors use the second container: a profile made there is in another container than alphaEur's.
    const other = await created(await registerCard(sandbox.app, FJELL.fjellEur), 'cust-other', FJELL.fjellEur);
    expect(refusal(await attach({ transactionUuid: uuid, profileGuid: other.profileGuid }))).toEqual([422, 'CONTAINER_MISMATCH']);
    // The same customer identification in the demo container is another profile: no mismatch, a new one.
    const same = await created(uuid, 'cust-other');
    expect(same.profileGuid).not.toBe(other.profileGuid);
    // Another merchant's transaction is not this key's either (rule 3), even in the other direction.
    expect(refusal(await attach({ transactionUuid: uuid, customerIdentification: 'x', createProfileIfNotExists: true }, FJELL.fjellNok))).toEqual([422, 'CONNECTOR_MISMATCH']);
  });

  it('refuses a transaction processed behind a meta-connector by a connector of another container (rule 4)', async () => {
    await sandbox.db.update(connectors).set({ customerProfileContainer: 'CPC-other' }).where(eq(connectors.guid, C.alphaEur.guid));
    const routed = await transacted(sandbox.app, C.cardRouter, 'register', { transactionToken: 'ix::demo-visa-de', customer: { billingCountry: 'DE' } });
    const [row] = await sandbox.db.select().from(transactions).where(eq(transactions.uuid, routed.uuid));
    await sandbox.db.update(transactions).set({ connectorGuid: C.alphaEur.guid }).where(eq(transactions.uuid, row!.uuid));
    expect(refusal(await attach({ transactionUuid: routed.uuid, customerIdentification: 'x', createProfileIfNotExists: true }, C.cardRouter))).toEqual([422, 'CONTAINER_MISMATCH']);
  });

  it('refuses an unknown profile (404) unless it may create one by customerIdentification', async () => {
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    expect(refusal(await attach({ transactionUuid: uuid, profileGuid: 'CP-0000-0000-0000-0000-0000-0000' }))).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect(refusal(await attach({ transactionUuid: uuid, profileGuid: 'CP-0000-0000-0000-0000-0000-0000', createProfileIfNotExists: true }))).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect(refusal(await attach({ transactionUuid: uuid, customerIdentification: 'ghost' }))).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect((await call('getProfile', { customerIdentification: 'ghost' })).json()).toMatchObject({ profileExists: false });
  });

  it('refuses a deregistered instrument and one already attached (rules 5, 6), creating no profile', async () => {
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    await created(uuid, 'cust-1');
    expect(refusal(await attach({ transactionUuid: uuid, customerIdentification: 'cust-2', createProfileIfNotExists: true }))).toEqual([422, 'ALREADY_ATTACHED']);
    expect(refusal(await attach({ transactionUuid: uuid, customerIdentification: 'cust-1' }))).toEqual([422, 'ALREADY_ATTACHED']);
    expect((await call('getProfile', { customerIdentification: 'cust-2' })).json()).toMatchObject({ profileExists: false });
    const other = await registerCard(sandbox.app, C.alphaEur);
    await sandbox.db.update(transactions).set({ deregisteredAt: new Date() }).where(eq(transactions.uuid, other));
    expect(refusal(await attach({ transactionUuid: other, customerIdentification: 'cust-1' }))).toEqual([422, 'INSTRUMENT_DEREGISTERED']);
  });

  it('lets exactly one of two simultaneous attaches of one transaction through', async () => {
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    const results = await Promise.all([
      attach({ transactionUuid: uuid, customerIdentification: 'cust-x', createProfileIfNotExists: true }),
      attach({ transactionUuid: uuid, customerIdentification: 'cust-y', createProfileIfNotExists: true }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.map((r) => (r.json() as { errorCode?: string }).errorCode).filter(Boolean)).toEqual(['ALREADY_ATTACHED']);
  });

  it('creates one profile when two attaches create the same customerIdentification at once', async () => {
    const [a, b] = [await registerCard(sandbox.app, C.alphaEur), await registerCard(sandbox.app, C.alphaEur)];
    const [x, y] = await Promise.all([created(a, 'cust-race'), created(b, 'cust-race')]);
    expect(x.profileGuid).toBe(y.profileGuid);
    expect(await tokensOf({ customerIdentification: 'cust-race' })).toHaveLength(2);
  });
});

describe('detachPaymentInstrument', () => {
  it('detaches without deregistering, clears the preferred token, and allows attaching again', async () => {
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    const { profileGuid, paymentToken } = await created(uuid, 'cust-d');
    await call('updateProfile', { profileGuid, customerData: { firstName: 'D' }, preferredInstrument: paymentToken });
    const res = await detach({ transactionUuid: uuid, customerIdentification: 'cust-d' });
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: expect.any(String), profileGuid }]);
    expect((await call('getProfile', { profileGuid })).json()).toMatchObject({ preferredMethod: null, paymentInstruments: [] });
    const [row] = await sandbox.db.select().from(transactions).where(eq(transactions.uuid, uuid));
    expect(row!.deregisteredAt).toBeNull();
    // Not only hidden by getProfile: the stored preferred token is gone, so no stale token lingers.
    const [stored] = await sandbox.db.select().from(customerProfiles).where(eq(customerProfiles.guid, profileGuid));
    expect(stored!.preferredToken).toBeNull();
    const again = await attach({ transactionUuid: uuid, profileGuid });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses without identifier, unknown transaction, unknown profile, and an instrument not attached to that profile', async () => {
    const uuid = await registerCard(sandbox.app, C.alphaEur);
    await created(uuid, 'cust-a');
    await created(await registerCard(sandbox.app, C.alphaEur), 'cust-b');
    expect(refusal(await detach({ transactionUuid: uuid }))).toEqual([400, 'IDENTIFIER_MISSING']);
    expect(refusal(await detach({ transactionUuid: 'nope', customerIdentification: 'cust-a' }))).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    expect(refusal(await detach({ transactionUuid: uuid, customerIdentification: 'ghost' }))).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect(refusal(await detach({ transactionUuid: uuid, customerIdentification: 'cust-b' }))).toEqual([422, 'NOT_ATTACHED']);
    await detach({ transactionUuid: uuid, customerIdentification: 'cust-a' });
    expect(refusal(await detach({ transactionUuid: uuid, customerIdentification: 'cust-a' }))).toEqual([422, 'NOT_ATTACHED']);
  });
});
