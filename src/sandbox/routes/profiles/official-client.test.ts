import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import {
  CLIENT_PATHS, ClientError, parseAsOfficialClient, phpTransactionBody, profileResponseAsOfficialClient, sendAsOfficialClient, type ClientObject,
} from '../../official-client-test-kit';
import { createTestSandbox, type TestSandbox } from '../../test-support';

/**
 * Issue 42: the official PHP client's profile calls (ixopay/php-ixopay 3.19.0, src/Client.php
 * getCustomerProfileBy…, updateCustomerProfileBy…, deleteCustomerProfileBy…) against the sandbox,
 * sent through its transport and read as it reads them: objects mapped by their `_TYPE`
 * (src/Json/DataObject.php). Attach and detach, which the client lacks, go through the same transport.
 */

const C = CONNECTORS;
const NOW = new Date('2026-12-07T09:14:23Z');
let sandbox: TestSandbox;
let n = 0;

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

const send = (operation: string, data: unknown) => sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.profile(operation), data, NOW);
const profileCall = async (operation: 'getProfile' | 'updateProfile' | 'deleteProfile', data: unknown) => profileResponseAsOfficialClient(await send(operation, data), operation);
const refusedWith = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ClientError);
  return { message: (error as ClientError).message, code: (error as ClientError).code };
};

/** Client::register with customerProfileData: a profile with one card. */
const registerInto = async (customerIdentification: string) => {
  const body = phpTransactionBody('register', {
    merchantTransactionId: `php-profile-${++n}`, transactionToken: 'ix::demo-visa-de',
    customer: { firstName: 'Zoë', lastName: 'Brandt', email: 'zoe@example.com' }, customerProfileData: { customerIdentification },
  });
  return parseAsOfficialClient(await sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.transaction('register'), body, NOW));
};
const member = (o: ClientObject, key: string) => o.data[key] as ClientObject;

describe('getProfile, by identification and by profileGuid', () => {
  it('maps the customer to CustomerData and each instrument to PaymentInstrument, by their _TYPE', async () => {
    const registered = await registerInto('php-cust-1');
    const profileGuid = registered.customerProfileData!.profileGuid as string;
    for (const reference of [{ customerIdentification: 'php-cust-1' }, { profileGuid }]) {
      const profile = await profileCall('getProfile', reference);
      expect(profile.class).toBe('GetProfileResponse');
      expect(profile.data).toMatchObject({ success: true, profileExists: true, profileGuid, preferredMethod: null });
      expect(member(profile, 'customer')).toMatchObject({ class: 'CustomerData', data: { _TYPE: 'customerData', firstName: 'Zoë', lastName: 'Brandt' } });
      const [instrument] = profile.data.paymentInstruments as ClientObject[];
      expect(instrument).toMatchObject({ class: 'PaymentInstrument', data: { _TYPE: 'paymentInstrument', method: 'card', paymentToken: registered.customerProfileData!.paymentToken } });
      // 3.19.0's type map has no card entry: the tag is there, the object stays a DataObject.
      expect(member(instrument!, 'paymentData')).toMatchObject({ class: 'DataObject', data: { _TYPE: 'paymentData.card', brand: 'visa', lastFourDigits: '1111' } });
    }
  });

  it('an unknown profile is a GetProfileResponse with profileExists false (HTTP 200)', async () => {
    const missing = await profileCall('getProfile', { customerIdentification: 'nobody' });
    expect(missing).toMatchObject({ class: 'GetProfileResponse', data: { success: false, profileExists: false, customer: null } });
  });
});

describe('updateProfile and deleteProfile', () => {
  it('takes the CustomerData the client read back, _TYPE and all, and answers UpdateProfileResponse', async () => {
    const registered = await registerInto('php-cust-2');
    const profileGuid = registered.customerProfileData!.profileGuid as string;
    const read = member(await profileCall('getProfile', { profileGuid }), 'customer');
    // CustomerData::toArray() of the object read, with one member changed, as the client sends it.
    const updated = await profileCall('updateProfile', { profileGuid, customerData: { ...read.data, billingCity: 'Graz' }, preferredInstrument: registered.customerProfileData!.paymentToken });
    expect(updated).toMatchObject({ class: 'UpdateProfileResponse', data: { success: true, profileGuid, changedFields: ['billingCity', 'preferredInstrument'] } });
    expect(member(updated, 'customer')).toMatchObject({ class: 'CustomerData', data: { billingCity: 'Graz' } });
    const byIdentification = await profileCall('updateProfile', { customerIdentification: 'php-cust-2', customerData: { firstName: 'Zoe' } });
    expect(byIdentification.data).toMatchObject({ success: true, changedFields: ['firstName'] });
    expect(await profileCall('deleteProfile', { profileGuid })).toMatchObject({ class: 'DeleteProfileResponse', data: { success: true } });
    expect((await profileCall('getProfile', { profileGuid })).data).toMatchObject({ profileExists: false });
  });

  it('deleteProfile by identification; an unknown profile is a 4xx the client throws with its message and code', async () => {
    await registerInto('php-cust-3');
    expect((await profileCall('deleteProfile', { customerIdentification: 'php-cust-3' })).data).toEqual({ success: true });
    expect(await refusedWith(send('updateProfile', { customerIdentification: 'php-cust-3', customerData: { firstName: 'X' } }))).toEqual({
      message: "Customer profile with customerIdentification 'php-cust-3' does not exist", code: 1007,
    });
  });
});

describe('attach and detach (not in the client) through its transport', () => {
  it('attaches a register transaction, refuses it twice with the string code, detaches it', async () => {
    const register = phpTransactionBody('register', { merchantTransactionId: `php-profile-${++n}`, transactionToken: 'ix::demo-mc-us' });
    const registered = parseAsOfficialClient(await sendAsOfficialClient(sandbox.app, C.alphaEur, CLIENT_PATHS.transaction('register'), register, NOW));
    const attach = { customerIdentification: 'php-cust-4', transactionUuid: registered.uuid, createProfileIfNotExists: true };
    expect(JSON.parse(await send('attachPaymentInstrument', attach))).toMatchObject({ success: true, paymentToken: expect.stringMatching(/^pt::/) });
    // validateStatusCode reads `message` where there is no errorMessage: the client sees the reason and the string code.
    expect(await refusedWith(send('attachPaymentInstrument', attach))).toEqual({ message: expect.stringMatching(/attached/i), code: 'ALREADY_ATTACHED' });
    expect(JSON.parse(await send('detachPaymentInstrument', { customerIdentification: 'php-cust-4', transactionUuid: registered.uuid }))).toMatchObject({ success: true });
  });
});
