import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_SEED_PROFILES, liveSeedInstruments, SEED_PROFILES, type SeedProfile } from '@fixtures/profiles';
import { CONNECTORS, TEST_CARDS } from '@fixtures/world';
import { createTestSandbox, profileCall, registerCard, sandboxTransaction, transact, transacted, type TestSandbox } from '../test-support';

/** The seeded profiles as the profile interface answers them, and resetSandbox restoring exactly them. */

const C = CONNECTORS;
let sandbox: TestSandbox;
const getProfile = async (guid: string) => (await profileCall(sandbox.app, C.alphaEur, 'getProfile', { profileGuid: guid })).json();

/** What getProfile must answer for a seeded profile, derived from the fixture alone. */
const expected = (p: SeedProfile) => ({
  success: true, profileExists: true, profileGuid: p.guid, customerIdentification: p.customerIdentification,
  preferredMethod: p.preferredToken ? 'Creditcard' : null,
  customer: expect.objectContaining({ ...p.customer }),
  paymentInstruments: liveSeedInstruments(p).map((i) => {
    const card = TEST_CARDS.find((c) => c.token === i.testCard)!;
    return {
      _TYPE: 'paymentInstrument', paymentToken: i.paymentToken, method: 'card', createdAt: i.createdAt.slice(0, 19).replace('T', ' '), isPreferred: i.paymentToken === p.preferredToken,
      connectorGuid: i.connector.guid,
      paymentData: { _TYPE: 'paymentData.card', brand: card.brand, cardHolder: `${p.customer.firstName} ${p.customer.lastName}`, expiryMonth: Number(card.expiryMonth), expiryYear: Number(card.expiryYear), firstSixDigits: card.bin, lastFourDigits: card.lastFourDigits },
    };
  }),
});

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('seeded profiles', () => {
  it('answers getProfile for every seeded profile as the fixture says', async () => {
    for (const p of ALL_SEED_PROFILES) expect(await getProfile(p.guid)).toEqual(expected(p));
  });

  it('backs each instrument with a stored register transaction, and its live tokens pay', async () => {
    const [visa, mc] = SEED_PROFILES.anna.instruments;
    const view = (await sandboxTransaction(sandbox.app, visa.transactionUuid)).json();
    expect(view.transaction).toMatchObject({ type: 'register', status: 'success', connectorGuid: C.alphaEur.guid, customerProfile: { paymentToken: visa.paymentToken } });
    const paid = await transacted(sandbox.app, C.cardRouter, 'debit', { transactionToken: mc.paymentToken, amount: '10.00', currency: 'USD' });
    expect(paid.success).toBe(true);
    expect((await sandboxTransaction(sandbox.app, paid.uuid)).json().transaction.connectorGuid).toBe(C.alphaUsd.guid);
    const detached = SEED_PROFILES.cleo.instruments[0];
    const res = await transact(sandbox.app, detached.connector, 'debit', { merchantTransactionId: 'x', transactionToken: detached.paymentToken, amount: '1.00', currency: 'EUR' });
    expect(res.json().errors[0].errorCode).toBe(1002);
  });

  it('resetSandbox restores exactly the seeded profiles and removes everything else', async () => {
    const before = await Promise.all(ALL_SEED_PROFILES.map((p) => getProfile(p.guid)));
    const anna = SEED_PROFILES.anna;
    await profileCall(sandbox.app, C.alphaEur, 'updateProfile', { profileGuid: anna.guid, customerData: { firstName: 'Changed' }, preferredInstrument: anna.instruments[1].paymentToken });
    await profileCall(sandbox.app, C.alphaEur, 'detachPaymentInstrument', { profileGuid: anna.guid, transactionUuid: anna.instruments[0].transactionUuid });
    await profileCall(sandbox.app, C.alphaEur, 'deleteProfile', { profileGuid: SEED_PROFILES.ben.guid });
    await transacted(sandbox.app, C.alphaEur, 'deregister', { referenceUuid: SEED_PROFILES.cleo.instruments[1].transactionUuid });
    const extra = await registerCard(sandbox.app, C.alphaEur, { customerProfileData: { customerIdentification: 'cust-extra' } });
    await sandbox.reset();
    expect(await Promise.all(ALL_SEED_PROFILES.map((p) => getProfile(p.guid)))).toEqual(before);
    expect((await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'cust-extra' })).json()).toMatchObject({ profileExists: false });
    expect((await sandboxTransaction(sandbox.app, extra)).statusCode).toBe(404);
    expect((await sandboxTransaction(sandbox.app, SEED_PROFILES.cleo.instruments[1].transactionUuid)).json().transaction.deregisteredAt).toBeNull();
  });
});
