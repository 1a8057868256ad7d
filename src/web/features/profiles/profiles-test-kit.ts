import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { profilePaths, type InstrumentOriginsResponse, type ProfileContainer, type StudioProfile } from '@contracts/bff-profiles';
import type { Role } from '@domain/auth/permissions';
import { ProfileGuid, PaymentToken } from '@domain/profiles/profile';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch, type Handler } from '../../test/render-app';
import { environmentsBody, healthBody, sessionAs } from '../../test/world-responses';

export const CONTAINER_GUID = CONNECTORS.alphaEur.customerProfileContainer!;
export const PROFILE_GUID = ProfileGuid.parse('CP-4f1a-8c2e-91b7-d3a0-5e6f7a8b9');
export const OTHER_GUID = ProfileGuid.parse('CP-0000-0000-0000-0000-000000000');
export const VISA = PaymentToken.parse('pt::visa1111aaaaaaaaaaaa');
export const SEPA = PaymentToken.parse('pt::sepa0001bbbbbbbbbbbb');

const member = (c: { guid: string; name: string; method: string; isMetaConnector: boolean }, usable: boolean) => ({
  guid: c.guid,
  name: c.name,
  method: c.method,
  isMetaConnector: c.isMetaConnector,
  usable,
});

export const container: ProfileContainer = {
  guid: CONTAINER_GUID,
  connectors: [member(CONNECTORS.cardRouter, true), member(CONNECTORS.alphaEur, true), member(CONNECTORS.sepa, true), member(CONNECTORS.legacyEur, false)],
};

export const profile = (patch: Partial<StudioProfile> = {}): StudioProfile => ({
  container: CONTAINER_GUID,
  profileGuid: PROFILE_GUID,
  customerIdentification: 'cust-4711',
  preferredMethod: 'Creditcard',
  customer: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com', billingCity: 'Köln', billingCountry: 'DE' },
  extraData: { tier: 'gold' },
  instruments: [
    {
      paymentToken: VISA,
      method: 'card',
      createdAt: '2026-03-01 10:00:00',
      isPreferred: true,
      connectorGuid: CONNECTORS.alphaEur.guid,
      paymentData: { brand: 'visa', lastFourDigits: '1111', expiryMonth: '3', expiryYear: '2030' },
    },
    { paymentToken: SEPA, method: 'iban', createdAt: '2026-03-02 11:00:00', isPreferred: false, connectorGuid: CONNECTORS.sepa.guid, paymentData: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } },
  ],
  detachedInstruments: [],
  ...patch,
});

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export interface ProfilesWorld {
  role?: Role;
  containers?: ProfileContainer[];
  /** The profile lookups find (by GUID or identification); null: none. */
  stored?: StudioProfile | null;
  production?: boolean;
  /** What the BI data source knows of the instruments' registering transactions; default: the Visa's register, nothing for the SEPA mandate. */
  origins?: InstrumentOriginsResponse;
  /** Answers for writes, by path; default: success. */
  routes?: Record<string, Handler>;
}

const ok = (body: unknown) => ({ status: 200, body });

export const REGISTER_UUID = 'tx-register-1';
const defaultOrigins: InstrumentOriginsResponse = {
  origins: [
    { paymentToken: VISA, candidates: [{ transactionUuid: REGISTER_UUID, createdAt: '2026-03-01 10:00:00', connectorGuid: CONNECTORS.alphaEur.guid, connectorName: CONNECTORS.alphaEur.name, metaConnectorGuid: CONNECTORS.cardRouter.guid, type: 'register' }], unknownBecause: null },
    { paymentToken: SEPA, candidates: [], unknownBecause: 'the studio can only trace card instruments' },
  ],
};

/** The BFF as the profiles page sees it, recording every write's method, path and JSON body. */
export const profilesServer = ({ role = 'admin', containers = [container], stored = profile(), production = false, origins = defaultOrigins, routes = {} }: ProfilesWorld = {}) => {
  const sent: Sent[] = [];
  const lookups: unknown[] = [];
  const record = (path: string, handler: Handler): Handler => (url, init) => {
    sent.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init);
  };
  const fetch = mockFetch({
    [authPaths.session]: () => ok(sessionAs(role)),
    [apiPaths.environments]: () => ok(production ? { environments: [{ id: 'sandbox', name: 'Live EU', production: true, sandbox: false }] } : environmentsBody),
    [apiPaths.health]: () => ok(healthBody),
    [profilePaths.containers('sandbox')]: () => ok({ containers }),
    [profilePaths.lookup('sandbox')]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { profileGuid?: string; customerIdentification?: string };
      lookups.push(body);
      const found = stored && (body.profileGuid === stored.profileGuid || body.customerIdentification === stored.customerIdentification) ? stored : null;
      return ok({ profile: found });
    },
    [profilePaths.profile('sandbox', PROFILE_GUID)]: record(profilePaths.profile('sandbox', PROFILE_GUID), (_url, init) =>
      init?.method === 'DELETE' ? ok({ deleted: true, profileGuid: PROFILE_GUID }) : ok({ profile: stored, changedFields: [] }),
    ),
    [profilePaths.attach('sandbox')]: record(profilePaths.attach('sandbox'), () => ok({ profileGuid: PROFILE_GUID, paymentToken: 'pt::newtoken00000000000', message: null })),
    [profilePaths.detach('sandbox')]: record(profilePaths.detach('sandbox'), (_url, init) =>
      ok({ profileGuid: PROFILE_GUID, message: null, detached: [(JSON.parse(String(init?.body)) as { paymentToken: string }).paymentToken], verifiedBy: 'bi-record' }),
    ),
    [profilePaths.instrumentOrigins('sandbox')]: () => ok(origins),
    ...Object.fromEntries(Object.entries(routes).map(([path, handler]) => [path, record(path, handler)])),
  });
  return { fetch, sent, lookups };
};

export const profileUrl = (guid = PROFILE_GUID) => `/profiles?env=sandbox&container=${CONTAINER_GUID}&profile=${guid}`;
