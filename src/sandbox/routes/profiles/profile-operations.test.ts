import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetProfileResponse, UpdateProfileResponse } from '@contracts/gateway-profiles';
import { CONNECTORS, SECOND_MERCHANT_CONNECTORS as FJELL, TENANT } from '@fixtures/world';
import { connectors, tenants } from '../../db/schema';
import { createTestSandbox, profileCall, registerCard, sandboxTransaction, type TestSandbox } from '../../test-support';

/** getProfile, updateProfile, deleteProfile, authentication and containers of the customer profile interface. */

const C = CONNECTORS;
let sandbox: TestSandbox;
const call = (operation: string, body: unknown, connector = C.alphaEur) => profileCall(sandbox.app, connector, operation, body);
const failure = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, ...(res.json() as object) });

/** A profile with one card, made through attach (createProfileIfNotExists). */
const profileWithCard = async (customerIdentification: string, connector = C.alphaEur) => {
  const uuid = await registerCard(sandbox.app, connector, { customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', billingCountry: 'GB' } });
  const res = await call('attachPaymentInstrument', { transactionUuid: uuid, customerIdentification, createProfileIfNotExists: true }, connector);
  expect(res.statusCode, res.body).toBe(200);
  return { uuid, ...(res.json() as { profileGuid: string; paymentToken: string }) };
};

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => new Date('2026-03-04T05:06:07.890Z') });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('authentication and request shape', () => {
  it('refuses missing or wrong credentials, another connector’s user and an unknown key alike: 401 / 1000', async () => {
    const body = { customerIdentification: 'nobody' };
    for (const res of [
      await profileCall(sandbox.app, C.alphaEur, 'getProfile', body, { credentials: null }),
      await profileCall(sandbox.app, C.alphaEur, 'getProfile', body, { credentials: { username: C.alphaEur.username, password: 'wrong' } }),
      await profileCall(sandbox.app, C.alphaEur, 'getProfile', body, { credentials: C.betaEur }),
      await profileCall(sandbox.app, { ...C.alphaEur, apiKey: 'no-such-key' }, 'getProfile', body),
      await profileCall(sandbox.app, C.alphaEur, 'noSuchOperation', body, { credentials: null }),
    ]) expect(failure(res)).toEqual({ status: 401, success: false, errorCode: 1000, errorMessage: 'Unauthorized' });
  });

  it('answers an unknown operation 404 / 1001 and a body that is not a JSON object 400 / 1001', async () => {
    expect(failure(await call('listProfiles', {}))).toMatchObject({ status: 404, errorCode: 1001 });
    expect(failure(await call('getProfile', 'not json'))).toMatchObject({ status: 400, errorCode: 1001 });
    expect(failure(await call('getProfile', '[1]'))).toMatchObject({ status: 400, errorCode: 1001 });
    expect(failure(await call('getProfile', ''))).toMatchObject({ status: 400, errorCode: 1001 });
  });

  it('does not need (nor check) a request signature, also on a connector that signs transactions', async () => {
    expect((await call('getProfile', { customerIdentification: 'x' }, C.betaGbp)).statusCode).toBe(200);
  });
});

describe('containers', () => {
  it('uses the tenant-wide container when the connector has none, and answers 422 / 1007 when neither has one', async () => {
    await sandbox.db.update(connectors).set({ customerProfileContainer: null }).where(eq(connectors.guid, C.alphaUsd.guid));
    await sandbox.db.update(tenants).set({ profileContainer: null }).where(eq(tenants.guid, TENANT.guid));
    const off = failure(await call('getProfile', { customerIdentification: 'x' }, C.alphaUsd));
    expect(off).toMatchObject({ status: 422, success: false, errorCode: 1007 });
    expect((off as unknown as { errorMessage: string }).errorMessage).toMatch(/not enabled.*CO-7f3a-4c21-9e05-b1d8-0102/);
    const { profileGuid } = await profileWithCard('cust-tenant-wide');
    await sandbox.db.update(tenants).set({ profileContainer: C.alphaEur.customerProfileContainer }).where(eq(tenants.guid, TENANT.guid));
    expect(GetProfileResponse.parse((await call('getProfile', { profileGuid }, C.alphaUsd)).json())).toMatchObject({ success: true, profileGuid });
  });

  it('keeps profiles per container: one of another container does not exist for this key (the seeded second container)', async () => {
    const { profileGuid } = await profileWithCard('cust-1');
    const missing = { success: false, profileExists: false, profileGuid: null, customerIdentification: null, preferredMethod: null, customer: null, paymentInstruments: [] };
    expect((await call('getProfile', { profileGuid }, FJELL.fjellEur)).json()).toEqual(missing);
    expect((await call('getProfile', { customerIdentification: 'cust-1' }, FJELL.fjellEur)).json()).toEqual(missing);
    expect((await call('getProfile', { customerIdentification: 'cust-1' }, C.gammaChf)).json()).toMatchObject({ profileExists: true });
    // Nor can the other container's keys change or delete it.
    expect(failure(await call('updateProfile', { profileGuid, customerData: { firstName: 'Eve' } }, FJELL.fjellEur))).toMatchObject({ status: 404, errorCode: 1007 });
    expect(failure(await call('deleteProfile', { profileGuid }, FJELL.fjellNok))).toMatchObject({ status: 404, errorCode: 1007 });
    // Both connectors of the second merchant share its container: a profile made through one is found through the other.
    const theirs = await profileWithCard('cust-1', FJELL.fjellEur);
    expect(theirs.profileGuid).not.toBe(profileGuid);
    expect((await call('getProfile', { customerIdentification: 'cust-1' }, FJELL.fjellNok)).json()).toMatchObject({ profileExists: true, profileGuid: theirs.profileGuid });
    expect((await call('getProfile', { profileGuid }, C.alphaEur)).json()).toMatchObject({ profileExists: true, customer: { firstName: 'Ada' } });
  });
});

describe('getProfile', () => {
  it('answers the profile with its live instruments (contract §3 shape, UTC timestamps)', async () => {
    const { profileGuid, paymentToken } = await profileWithCard('cust-ada');
    const body = (await call('getProfile', { customerIdentification: 'cust-ada' })).json();
    expect(GetProfileResponse.parse(body).success).toBe(true);
    expect(body).toEqual({
      success: true, profileExists: true, profileGuid, customerIdentification: 'cust-ada', preferredMethod: null,
      // The platform's `_TYPE` tags (issue 42): clients map objects by them.
      customer: expect.objectContaining({ _TYPE: 'customerData', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', billingCountry: 'GB', company: null }),
      paymentInstruments: [{
        _TYPE: 'paymentInstrument', paymentToken, method: 'card', createdAt: '2026-03-04 05:06:07', isPreferred: false, connectorGuid: C.alphaEur.guid,
        paymentData: { _TYPE: 'paymentData.card', brand: 'visa', cardHolder: 'Ada Lovelace', expiryMonth: 12, expiryYear: 2030, firstSixDigits: '411111', lastFourDigits: '1111' },
      }],
    });
    expect(profileGuid).toMatch(/^CP-.{29}$/);
    expect(paymentToken).toMatch(/^pt::.{20}$/);
  });

  it('answers an unknown profile with HTTP 200 and profileExists false', async () => {
    const res = await call('getProfile', { profileGuid: 'CP-0000-0000-0000-0000-0000-0000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false, profileExists: false, profileGuid: null, customerIdentification: null, preferredMethod: null, customer: null, paymentInstruments: [],
    });
  });

  it('lets profileGuid decide when both identifiers are given', async () => {
    const a = await profileWithCard('cust-a');
    await profileWithCard('cust-b');
    expect((await call('getProfile', { profileGuid: a.profileGuid, customerIdentification: 'cust-b' })).json()).toMatchObject({ customerIdentification: 'cust-a' });
  });

  it('needs an identifier (1005) and names a malformed one (1002)', async () => {
    expect(failure(await call('getProfile', {}))).toEqual({ status: 400, success: false, errorCode: 1005, errorMessage: "Mandatory parameter 'profileGuid' or 'customerIdentification' missing" });
    expect(failure(await call('getProfile', { profileGuid: 'XX-1' }))).toMatchObject({ status: 400, errorCode: 1002, errorMessage: expect.stringMatching(/^Invalid parameter 'profileGuid': /) });
    expect(failure(await call('getProfile', { customerIdentification: 'x'.repeat(256) }))).toMatchObject({ status: 400, errorCode: 1002, errorMessage: expect.stringMatching(/'customerIdentification'/) });
  });
});

describe('updateProfile', () => {
  it('merges the customer data and names the changed fields and the new preferred instrument', async () => {
    const { profileGuid, paymentToken } = await profileWithCard('cust-upd');
    const res = await call('updateProfile', { profileGuid, customerData: { firstName: 'Ada', lastName: 'King', billingCity: 'London' }, preferredInstrument: paymentToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = UpdateProfileResponse.parse(res.json());
    expect(body).toMatchObject({ success: true, profileGuid, customerIdentification: 'cust-upd' });
    expect(body.changedFields).toEqual(['lastName', 'billingCity', 'preferredInstrument']);
    expect(body.customer).toMatchObject({ firstName: 'Ada', lastName: 'King', billingCity: 'London', email: 'ada@example.com', billingCountry: 'GB' });
    const profile = (await call('getProfile', { profileGuid })).json();
    expect(profile).toMatchObject({ preferredMethod: 'Creditcard', customer: { lastName: 'King', email: 'ada@example.com' }, paymentInstruments: [{ paymentToken, isPreferred: true }] });
    const again = UpdateProfileResponse.parse((await call('updateProfile', { profileGuid, customerData: { firstName: 'Ada', lastName: 'King', billingCity: 'London' }, preferredInstrument: paymentToken })).json());
    expect(again.changedFields).toEqual([]);
  });

  it('refuses a preferred instrument that is not a live token of this profile (1002), changing nothing', async () => {
    const a = await profileWithCard('cust-a');
    const b = await profileWithCard('cust-b');
    for (const preferredInstrument of [b.paymentToken, 'pt::00000000000000000000']) {
      expect(failure(await call('updateProfile', { profileGuid: a.profileGuid, customerData: { firstName: 'Zed' }, preferredInstrument }))).toMatchObject({
        status: 400, errorCode: 1002, errorMessage: expect.stringMatching(/^Invalid parameter 'preferredInstrument': /),
      });
    }
    expect((await call('getProfile', { profileGuid: a.profileGuid })).json()).toMatchObject({ customer: { firstName: 'Ada' }, preferredMethod: null });
  });

  it('validates customerData with the platform’s rules, naming nested fields', async () => {
    const { profileGuid } = await profileWithCard('cust-val');
    expect(failure(await call('updateProfile', { profileGuid }))).toMatchObject({ status: 400, errorCode: 1005, errorMessage: "Mandatory parameter 'customerData' missing" });
    expect(failure(await call('updateProfile', { profileGuid, customerData: { firstName: null } }))).toMatchObject({ errorCode: 1002, errorMessage: "Invalid parameter 'customerData.firstName': a profile always keeps a first name: it cannot be cleared" });
    expect(failure(await call('updateProfile', { profileGuid, customerData: { firstName: '' } }))).toMatchObject({ errorCode: 1002, errorMessage: expect.stringMatching(/'customerData.firstName'/) });
    expect(failure(await call('updateProfile', { profileGuid, customerData: { firstName: 'x'.repeat(51) } }))).toMatchObject({ errorCode: 1002, errorMessage: "Invalid parameter 'customerData.firstName': at most 50 characters" });
    expect(failure(await call('updateProfile', { profileGuid, customerData: { firstName: 'A', gender: 'X' } }))).toMatchObject({ errorCode: 1002, errorMessage: expect.stringMatching(/'customerData.gender'/) });
    expect(failure(await call('updateProfile', { customerData: { firstName: 'A' } }))).toMatchObject({ errorCode: 1005, errorMessage: expect.stringMatching(/'profileGuid' or 'customerIdentification'/) });
  });

  it('answers an unknown profile 404 / 1007', async () => {
    expect(failure(await call('updateProfile', { customerIdentification: 'ghost', customerData: { firstName: 'A' } }))).toMatchObject({ status: 404, errorCode: 1007, errorMessage: expect.stringMatching(/ghost.*does not exist/) });
  });
});

describe('deleteProfile', () => {
  it('removes the profile and its instruments for good; the register transaction stays', async () => {
    const { profileGuid, uuid, paymentToken } = await profileWithCard('cust-del');
    expect((await call('deleteProfile', { customerIdentification: 'cust-del' })).json()).toEqual({ success: true });
    expect((await call('getProfile', { profileGuid })).json()).toMatchObject({ profileExists: false });
    expect((await sandboxTransaction(sandbox.app, uuid)).statusCode).toBe(200);
    expect(failure(await call('deleteProfile', { profileGuid }))).toMatchObject({ status: 404, errorCode: 1007 });
    expect(failure(await call('deleteProfile', {}))).toMatchObject({ status: 400, errorCode: 1005 });
    // Its instrument is gone: the same transaction may be attached anew, with a new token.
    const again = await call('attachPaymentInstrument', { transactionUuid: uuid, customerIdentification: 'cust-del', createProfileIfNotExists: true });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { paymentToken: string }).paymentToken).not.toBe(paymentToken);
  });
});
