import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetProfileResponse, UpdateProfileResponse } from '@contracts/gateway-profiles';
import { CONNECTORS } from '@fixtures/world';
import { createTestSandbox, profileCall, registerCard, transacted, type TestSandbox } from '../../test-support';

/**
 * Issue 18: the profile interface answers and accepts what a client written against the real
 * platform's documentation sends and expects (gateway-contract §3). One test per point.
 */

const C = CONNECTORS;
let sandbox: TestSandbox;
const call = (operation: string, body: unknown, connector = C.alphaEur) => profileCall(sandbox.app, connector, operation, body);
const answer = async (operation: string, body: unknown) => {
  const res = await call(operation, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
const profileOf = async (body: Record<string, unknown>) => answer('getProfile', body) as Promise<{
  preferredMethod: string | null;
  customer: Record<string, unknown>;
  paymentInstruments: Array<{ paymentData: Record<string, unknown> }>;
}>;

/** A profile made by a register transaction with customerProfileData (implicit creation). */
const profileByTransaction = async (customerIdentification: string, customer: Record<string, unknown> = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }) => {
  const registered = await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: 'ix::demo-visa-de', customer, customerProfileData: { customerIdentification, markAsPreferred: true } });
  expect(registered.customerProfileData?.profileGuid, JSON.stringify(registered)).toMatch(/^CP-/);
  return registered.customerProfileData!;
};

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('getProfile answers in the platform’s types', () => {
  it('names the preferred method as the platform does (Creditcard), not by the instrument kind (point 2)', async () => {
    const { profileGuid } = await profileByTransaction('cust-method');
    const profile = await profileOf({ profileGuid });
    expect(profile.preferredMethod).toBe('Creditcard');
    expect(profile.paymentInstruments[0]).toMatchObject({ method: 'card', isPreferred: true });
  });

  it('sends the card expiry month and year as integers (point 3)', async () => {
    const { profileGuid } = await profileByTransaction('cust-expiry');
    const [instrument] = (await profileOf({ profileGuid })).paymentInstruments;
    expect(instrument!.paymentData).toMatchObject({ expiryMonth: 12, expiryYear: 2030, firstSixDigits: '411111', lastFourDigits: '1111' });
  });

  it('spells the members of an unknown profile out as null (point 4)', async () => {
    const body = await answer('getProfile', { customerIdentification: 'nobody-here' });
    expect(body).toStrictEqual({
      success: false, profileExists: false, profileGuid: null, customerIdentification: null, preferredMethod: null, customer: null, paymentInstruments: [],
    });
    expect(GetProfileResponse.parse(body).success).toBe(false);
  });

  it('answers an empty extraData as [] and a filled one as an object', async () => {
    const { profileGuid } = await profileByTransaction('cust-extra');
    expect((await profileOf({ profileGuid })).customer.extraData).toEqual([]);
    await answer('updateProfile', { profileGuid, customerData: { extraData: { tier: 'gold' } } });
    expect((await profileOf({ profileGuid })).customer.extraData).toEqual({ tier: 'gold' });
  });
});

describe('customerIdentification of 1–255 characters (point 5)', () => {
  const prefixed = `shop1:${'0c6e5a4e-3f0b-4d8e-9a43-7d1e1c2b3a4f'}`;

  it('attaches with createProfileIfNotExists and finds the profile by a prefixed UUID (42 characters)', async () => {
    expect(prefixed).toHaveLength(42);
    const uuid = await registerCard(sandbox.app, C.alphaEur, { customer: { firstName: 'Lin' } });
    const attached = await answer('attachPaymentInstrument', { transactionUuid: uuid, customerIdentification: prefixed, createProfileIfNotExists: true });
    expect(await answer('getProfile', { customerIdentification: prefixed })).toMatchObject({ profileExists: true, profileGuid: attached.profileGuid, customerIdentification: prefixed });
    const long = 'c'.repeat(255);
    const registered = await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: 'ix::demo-mc-us', customerProfileData: { customerIdentification: long } });
    expect(registered.customerProfileData).toMatchObject({ customerIdentification: long });
  });

  it('still refuses an empty one and one of 256 characters, naming the field (1002)', async () => {
    for (const customerIdentification of ['', 'c'.repeat(256)]) {
      const res = await call('getProfile', { customerIdentification });
      expect([res.statusCode, res.json()]).toEqual([400, expect.objectContaining({ errorCode: 1002, errorMessage: expect.stringMatching(/^Invalid parameter 'customerIdentification'/) })]);
    }
  });
});

describe('updateProfile as the platform takes it', () => {
  it('takes extraData: [] as "no entries", clearing stored extra data (point 6)', async () => {
    const { profileGuid } = await profileByTransaction('cust-empty-extra');
    await answer('updateProfile', { profileGuid, customerData: { firstName: 'Ada', extraData: { tier: 'gold' } } });
    const cleared = UpdateProfileResponse.parse(await answer('updateProfile', { profileGuid, customerData: { firstName: 'Ada', extraData: [] } }));
    expect(cleared.changedFields).toEqual(['extraData']);
    expect((await profileOf({ profileGuid })).customer.extraData).toEqual([]);
    // Echoing back what getProfile answered is a valid update that changes nothing.
    const echoed = (await profileOf({ profileGuid })).customer;
    const again = UpdateProfileResponse.parse(await answer('updateProfile', { profileGuid, customerData: echoed }));
    expect(again.changedFields).toEqual([]);
  });

  it('merges: members left out stay, null clears an optional one, a first name cannot be cleared (point 7)', async () => {
    const { profileGuid } = await profileByTransaction('cust-merge', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', billingCountry: 'GB' });
    const changed = UpdateProfileResponse.parse(await answer('updateProfile', { profileGuid, customerData: { billingCity: 'London', email: null } }));
    expect(changed.changedFields).toEqual(['email', 'billingCity']);
    expect((await profileOf({ profileGuid })).customer).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: null, billingCity: 'London', billingCountry: 'GB' });
    const refused = await call('updateProfile', { profileGuid, customerData: { firstName: null } });
    expect([refused.statusCode, (refused.json() as { errorCode: number }).errorCode]).toEqual([400, 1002]);
    expect((await profileOf({ profileGuid })).customer.firstName).toBe('Ada');
  });

  it('asks for a first name when the profile has none yet (created by a transaction without a name)', async () => {
    const { profileGuid } = await profileByTransaction('cust-nameless', { email: 'x@example.com' });
    const res = await call('updateProfile', { profileGuid, customerData: { billingCity: 'Oslo' } });
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, errorCode: 1005, errorMessage: "Mandatory parameter 'customerData.firstName' missing" }]);
    expect(UpdateProfileResponse.parse(await answer('updateProfile', { profileGuid, customerData: { firstName: 'Kari' } })).customer).toMatchObject({ firstName: 'Kari', email: 'x@example.com' });
  });
});
