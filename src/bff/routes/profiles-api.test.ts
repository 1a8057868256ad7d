import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InstrumentOriginsResponse, ProfileContainersResponse, ProfileLookupResponse, ProfileSearchResponse, profilePaths, UpdateProfileResult, type StudioProfile } from '@contracts/bff-profiles';
import { transactionPaths } from '@contracts/bff-transactions';
import { CONNECTORS, SECOND_MERCHANT_CONNECTORS, SECOND_PROFILE_CONTAINER, TEST_CARDS } from '@fixtures/world';
import { SEED_PROFILES } from '@fixtures/profiles';
import { listAudit } from '../audit/audit-log';
import { startHarness, type Harness } from '../test/sandbox-harness';
import { signIn, type Client } from '../test/sign-in';

let h: Harness;
let admin: Client;
let support: Client;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h.app, 'admin');
  support = await signIn(h.app, 'support');
});
afterAll(async () => h?.close());
beforeEach(async () => h.resetSandbox());

const container = CONNECTORS.alphaEur.customerProfileContainer!;
const visa = TEST_CARDS.find((c) => c.token === 'ix::demo-visa-de')!.token;
const mastercard = TEST_CARDS.find((c) => c.token === 'ix::demo-mc-us')!.token;
let sequence = 0;

/** A register on a plain card connector through the BFF, as QA would send it; returns the gateway's answer. */
const register = async (connectorGuid: string, extra: Record<string, unknown> = {}, transactionToken = visa) => {
  const request = { merchantTransactionId: `bff-profile-${++sequence}`, transactionToken, ...extra };
  const res = await admin.inject({ method: 'POST', url: transactionPaths.run('sandbox', connectorGuid), payload: { operation: 'register', request } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { success: boolean; uuid: string; customerProfileData?: { profileGuid: string; paymentToken: string } };
};

const lookup = async (client: Client, reference: Record<string, string>): Promise<StudioProfile | null> => {
  const res = await client.inject({ method: 'POST', url: profilePaths.lookup('sandbox'), payload: { container, ...reference } });
  expect(res.statusCode, res.body).toBe(200);
  return ProfileLookupResponse.parse(res.json()).profile;
};

const lastAudit = async () => (await listAudit(h.db.db, { limit: 1 }))[0]!;

describe('customer profiles through the BFF', () => {
  it('lists the container with the connectors that use it, and which the studio can use', async () => {
    const { containers } = ProfileContainersResponse.parse((await support.inject({ method: 'GET', url: profilePaths.containers('sandbox') })).json());
    const found = containers.find((c) => c.guid === container)!;
    expect(found.connectors.find((c) => c.guid === CONNECTORS.alphaEur.guid)).toMatchObject({ usable: true });
    expect(found.connectors.find((c) => c.guid === CONNECTORS.legacyEur.guid)).toMatchObject({ usable: false });
    expect(found.connectors.find((c) => c.guid === CONNECTORS.oldUsd.guid)).toMatchObject({ usable: false });
  });

  it('a register with customerProfileData creates the profile; support looks it up, and the lookup is audited by identifiers only', async () => {
    const registered = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-alex' }, customer: { firstName: 'Alex', lastName: 'Berger', email: 'alex@example.test' } });
    const profileGuid = registered.customerProfileData!.profileGuid;
    const profile = (await lookup(support, { customerIdentification: 'bff-alex' }))!;
    expect(profile).toMatchObject({ container, profileGuid, customerIdentification: 'bff-alex', customer: { firstName: 'Alex', lastName: 'Berger', email: 'alex@example.test' } });
    expect(profile.instruments).toEqual([expect.objectContaining({ paymentToken: registered.customerProfileData!.paymentToken, method: 'card', connectorGuid: CONNECTORS.alphaEur.guid, paymentData: expect.objectContaining({ brand: 'visa', lastFourDigits: '1111' }) })]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ actor: 'support', action: 'profile.view', target: profileGuid, outcome: 'success', detail: { container, customerIdentification: 'bff-alex', found: true } });
    expect(JSON.stringify(entry)).not.toMatch(/Berger|alex@example/);

    expect(await lookup(support, { customerIdentification: 'nobody-here' })).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'profile.view', target: null, detail: { found: false } });
  });

  it('changes customer data and the preferred instrument; the audit names the fields, not their values', async () => {
    const first = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-kim' }, customer: { firstName: 'Kim' } });
    const second = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-kim' } }, mastercard);
    const profileGuid = first.customerProfileData!.profileGuid;
    const url = profilePaths.profile('sandbox', profileGuid);
    const res = await support.inject({ method: 'PUT', url, payload: { container, customerData: { firstName: 'Kim', billingCity: 'Graz', billingCountry: 'AT' }, preferredInstrument: second.customerProfileData!.paymentToken } });
    expect(res.statusCode, res.body).toBe(200);
    const result = UpdateProfileResult.parse(res.json());
    expect(result.changedFields).toEqual(expect.arrayContaining(['billingCity', 'billingCountry']));
    expect(result.profile?.customer).toMatchObject({ firstName: 'Kim', billingCity: 'Graz', billingCountry: 'AT' });
    expect(result.profile?.instruments.find((i) => i.isPreferred)?.paymentToken).toBe(second.customerProfileData!.paymentToken);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'profile.update', target: profileGuid, outcome: 'success', detail: { container, changedFields: result.changedFields } });
    expect(JSON.stringify(entry)).not.toContain('Graz');

    const bad = await support.inject({ method: 'PUT', url, payload: { container, customerData: { firstName: 'Kim', billingPostcode: '1'.repeat(17) } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid request body: customerData.billingPostcode: at most 16 characters');
    expect(await lastAudit()).toMatchObject({ action: 'profile.update', outcome: 'refused', target: profileGuid });
  });

  it('attaches a registered instrument through its own connector, and passes on the gateway’s refusals with their codes', async () => {
    const owner = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-sam' } });
    const loose = await register(CONNECTORS.alphaEur.guid);
    const attach = (connectorGuid: string) =>
      support.inject({ method: 'POST', url: profilePaths.attach('sandbox'), payload: { connectorGuid, transactionUuid: loose.uuid, profileGuid: owner.customerProfileData!.profileGuid } });

    const wrong = await attach(CONNECTORS.betaEur.guid);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({ code: 'CONNECTOR_MISMATCH', gatewayCode: 'CONNECTOR_MISMATCH' });
    const ok = await attach(CONNECTORS.alphaEur.guid);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ profileGuid: owner.customerProfileData!.profileGuid, paymentToken: expect.stringMatching(/^pt::.{20}$/) });
    expect(await lastAudit()).toMatchObject({ action: 'profile.attach', target: owner.customerProfileData!.profileGuid, outcome: 'success', detail: { connectorGuid: CONNECTORS.alphaEur.guid, transactionUuid: loose.uuid, paymentToken: ok.json().paymentToken } });
    expect((await attach(CONNECTORS.alphaEur.guid)).json().error).toMatchObject({ code: 'ALREADY_ATTACHED' });
    expect((await lookup(support, { profileGuid: owner.customerProfileData!.profileGuid }))!.instruments).toHaveLength(2);

    const attached = ok.json().paymentToken as string;
    const detach = () =>
      support.inject({ method: 'POST', url: profilePaths.detach('sandbox'), payload: { container, transactionUuid: loose.uuid, profileGuid: owner.customerProfileData!.profileGuid, paymentToken: attached } });
    const done = await detach();
    expect(done.json()).toMatchObject({ profileGuid: owner.customerProfileData!.profileGuid, detached: [attached], verifiedBy: 'bi-record' });
    expect(await lastAudit()).toMatchObject({ action: 'profile.detach', outcome: 'success', detail: { transactionUuid: loose.uuid, paymentToken: attached, detached: [attached], instrument: 'Visa •••• 1111' } });
    // Gone from the profile: the instrument is named as no longer there, nothing is sent.
    expect((await detach()).json().error).toMatchObject({ code: 'INSTRUMENT_NOT_FOUND' });
    expect(await lastAudit()).toMatchObject({ action: 'profile.detach', outcome: 'refused', detail: { code: 'INSTRUMENT_NOT_FOUND', status: 404 } });
    const after = (await lookup(support, { profileGuid: owner.customerProfileData!.profileGuid }))!;
    expect(after.instruments).toHaveLength(1);
    expect(after.detachedInstruments).toEqual([expect.objectContaining({ paymentToken: attached, description: 'Visa •••• 1111', detachedBy: 'support' })]);
  });

  it('detaches the chosen card only: a transaction that registered another card is refused before anything is sent (issue 19.1)', async () => {
    const visa = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-two-cards' } });
    const mc = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-two-cards' } }, mastercard);
    const profileGuid = visa.customerProfileData!.profileGuid;
    const visaToken = visa.customerProfileData!.paymentToken;
    const mcToken = mc.customerProfileData!.paymentToken;

    // The studio finds which transaction registered each card.
    const origins = await support.inject({ method: 'POST', url: profilePaths.instrumentOrigins('sandbox'), payload: { container, profileGuid } });
    expect(origins.statusCode, origins.body).toBe(200);
    const byToken = new Map((origins.json().origins as Array<{ paymentToken: string; candidates: Array<{ transactionUuid: string }> }>).map((o) => [o.paymentToken, o.candidates.map((c) => c.transactionUuid)]));
    expect(byToken.get(visaToken)).toEqual([visa.uuid]);
    expect(byToken.get(mcToken)).toEqual([mc.uuid]);
    // Registered on the connector itself: no meta-connector routed it, so there is no routing path to show.
    expect(InstrumentOriginsResponse.parse(origins.json()).origins.flatMap((o) => o.candidates.map((c) => c.metaConnectorGuid))).toEqual([null, null]);

    // The defect: the Visa's dialog given the Mastercard's transaction. Refused, nothing detached.
    const wrong = await support.inject({ method: 'POST', url: profilePaths.detach('sandbox'), payload: { container, profileGuid, paymentToken: visaToken, transactionUuid: mc.uuid } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({ code: 'INSTRUMENT_MISMATCH', message: expect.stringMatching(/registered a Mastercard •••• 4444 .*not the Visa •••• 1111.*Nothing was detached/) });
    expect((await lookup(support, { profileGuid }))!.instruments.map((i) => i.paymentToken).sort()).toEqual([mcToken, visaToken].sort());

    // A transaction BI does not know is detached only when the user confirmed it.
    const unknown = await support.inject({ method: 'POST', url: profilePaths.detach('sandbox'), payload: { container, profileGuid, paymentToken: visaToken, transactionUuid: '0000000000000000dead' } });
    expect(unknown.json().error.code).toBe('ORIGIN_UNCONFIRMED');

    const right = await support.inject({ method: 'POST', url: profilePaths.detach('sandbox'), payload: { container, profileGuid, paymentToken: visaToken, transactionUuid: visa.uuid } });
    expect(right.json()).toMatchObject({ detached: [visaToken], verifiedBy: 'bi-record' });
    expect((await lookup(support, { profileGuid }))!.instruments.map((i) => i.paymentToken)).toEqual([mcToken]);
  });

  it('deletes a profile only when the typed identification matches; the deletion is audited without the customer’s data', async () => {
    const registered = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-lee' }, customer: { firstName: 'Lee', email: 'lee@example.test' } });
    const profileGuid = registered.customerProfileData!.profileGuid;
    const url = profilePaths.profile('sandbox', profileGuid);
    const mismatch = await support.inject({ method: 'DELETE', url, payload: { container, confirmCustomerIdentification: 'bff-le' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('CONFIRMATION_MISMATCH');
    expect(await lookup(support, { profileGuid })).not.toBeNull();

    const res = await support.inject({ method: 'DELETE', url, payload: { container, confirmCustomerIdentification: 'bff-lee' } });
    expect(res.json()).toEqual({ deleted: true, profileGuid });
    expect(await lastAudit()).toMatchObject({ action: 'profile.delete', target: profileGuid, outcome: 'success', detail: { container, customerIdentification: 'bff-lee', instrumentsDeleted: 1 } });
    expect(JSON.stringify(await listAudit(h.db.db, { target: profileGuid, limit: 50 }))).not.toContain('lee@example.test');
    expect(await lookup(support, { profileGuid })).toBeNull();
    expect((await support.inject({ method: 'DELETE', url, payload: { container, confirmCustomerIdentification: 'bff-lee' } })).statusCode).toBe(404);
  });

  it('reads the gateway’s platform forms: method name, integer expiry, [] extra data, null members (issue 18)', async () => {
    const registered = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-forms', markAsPreferred: true }, customer: { firstName: 'Noor' } });
    const profile = (await lookup(support, { customerIdentification: 'bff-forms' }))!;
    expect(profile.preferredMethod).toBe('Creditcard');
    expect(profile.extraData).toEqual({});
    expect(profile.instruments[0]).toMatchObject({ paymentToken: registered.customerProfileData!.paymentToken, paymentData: { expiryMonth: '12', expiryYear: '2030' } });
    // A customer identification of a prefix plus a UUID (over the 36 characters once allowed).
    const long = `shop1:${'4c1d2e3f-0a1b-4c2d-8e3f-5a6b7c8d9e0f'}`;
    await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: long } });
    expect(await lookup(support, { customerIdentification: long })).toMatchObject({ customerIdentification: long });
  });

  it('sends an update that merges: null clears a field, what is left out stays', async () => {
    const registered = await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-merge' }, customer: { firstName: 'Ida', lastName: 'Berg', email: 'ida@example.test' } });
    const url = profilePaths.profile('sandbox', registered.customerProfileData!.profileGuid);
    const res = await support.inject({ method: 'PUT', url, payload: { container, customerData: { firstName: 'Ida', email: null, billingCity: 'Bergen' } } });
    expect(res.statusCode, res.body).toBe(200);
    const result = UpdateProfileResult.parse(res.json());
    expect(result.changedFields).toEqual(['email', 'billingCity']);
    expect(result.profile?.customer).toEqual({ firstName: 'Ida', lastName: 'Berg', billingCity: 'Bergen' });
    const cleared = await support.inject({ method: 'PUT', url, payload: { container, customerData: { firstName: null } } });
    expect([cleared.statusCode, cleared.json().error.message]).toEqual([400, expect.stringContaining('customerData.firstName: a profile always keeps a first name')]);
  });

  it('lists the second merchant’s container apart; a profile of one container is not found in the other', async () => {
    const { containers } = ProfileContainersResponse.parse((await support.inject({ method: 'GET', url: profilePaths.containers('sandbox') })).json());
    expect(containers.map((c) => c.guid)).toEqual([container, SECOND_PROFILE_CONTAINER].sort());
    expect(containers.find((c) => c.guid === SECOND_PROFILE_CONTAINER)!.connectors.map((c) => c.guid)).toEqual(Object.values(SECOND_MERCHANT_CONNECTORS).map((c) => c.guid));
    await register(CONNECTORS.alphaEur.guid, { customerProfileData: { customerIdentification: 'bff-split' } });
    const other = await support.inject({ method: 'POST', url: profilePaths.lookup('sandbox'), payload: { container: SECOND_PROFILE_CONTAINER, customerIdentification: 'bff-split' } });
    expect(ProfileLookupResponse.parse(other.json()).profile).toBeNull();
    expect(await lookup(support, { customerIdentification: 'bff-split' })).not.toBeNull();
  });

  it('names an unknown container, and a connector that does not use it', async () => {
    const unknown = await support.inject({ method: 'POST', url: profilePaths.lookup('sandbox'), payload: { container: 'CPC-none', customerIdentification: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CONTAINER_NOT_FOUND');
    const res = await support.inject({ method: 'POST', url: profilePaths.detach('sandbox'), payload: { container, connectorGuid: 'CO-0000-0000-0000-0000-0000', transactionUuid: 'x', profileGuid: SEED_PROFILES.anna.guid, paymentToken: SEED_PROFILES.anna.instruments[0]!.paymentToken } });
    expect(res.json().error.code).toBe('CONNECTOR_NOT_IN_CONTAINER');
  });

  it('finds profiles by a customer’s email or name through BI, each confirmed by a lookup; the search is audited without the text', async () => {
    const search = async (text: string) => {
      const res = await support.inject({ method: 'POST', url: profilePaths.search('sandbox'), payload: { container, text } });
      expect(res.statusCode, res.body).toBe(200);
      return ProfileSearchResponse.parse(res.json());
    };
    const byEmail = await search(SEED_PROFILES.anna.customer.email!);
    expect(byEmail.matches).toEqual([{ profileGuid: SEED_PROFILES.anna.guid, customerIdentification: SEED_PROFILES.anna.customerIdentification, firstName: 'Anna', lastName: 'Berg', email: SEED_PROFILES.anna.customer.email }]);
    expect(byEmail.unavailable).toBeNull();
    const entry = await lastAudit();
    expect(entry).toMatchObject({ actor: 'support', action: 'profile.search', outcome: 'success', detail: { container, found: [SEED_PROFILES.anna.guid] } });
    expect(JSON.stringify(entry)).not.toMatch(/anna\.berg|example\.com/);
    // A name: every word must be in the profile's own data; a name BI knows but no profile fits finds nothing.
    expect((await search('berg anna')).matches.map((m) => m.profileGuid)).toEqual([SEED_PROFILES.anna.guid]);
    expect((await search('Anna Okafor')).matches).toEqual([]);
    expect((await search('Okafor')).matches.map((m) => m.profileGuid)).toEqual([SEED_PROFILES.ben.guid]);
    // A profile of another container is not offered here.
    const other = await support.inject({ method: 'POST', url: profilePaths.search('sandbox'), payload: { container: SECOND_PROFILE_CONTAINER, text: 'anna' } });
    expect(ProfileSearchResponse.parse(other.json()).matches).toEqual([]);
  });

  it('refuses a search text that is too short or holds control characters, naming the field', async () => {
    const short = await support.inject({ method: 'POST', url: profilePaths.search('sandbox'), payload: { container, text: 'a' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toMatch(/text/);
    const nul = await support.inject({ method: 'POST', url: profilePaths.search('sandbox'), payload: { container, text: 'an\u0000na' } });
    expect(nul.statusCode).toBe(400);
  });
});
