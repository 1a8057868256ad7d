import type { ContainerConnector, ProfileContainer, StudioProfile } from '@contracts/bff-profiles';
import { GetProfileResponse, type ProfileFound, type ProfileReference } from '@contracts/gateway-profiles';
import { CUSTOMER_TEXT_FIELDS } from '@domain/profiles/profile';
import type { ConnectorClient } from '../gateway-client/connector-client';
import { parseGatewayBody } from '../gateway-client/http';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { connectorClient, isUsable } from './connector-access';
import { listConnectors } from './connectors';
import { gatewayRefusal } from './gateway-refusal';

/** Customer profile containers as the studio sees them: each with the connectors that use it. */
export const profileContainers = async (env: Environment): Promise<ProfileContainer[]> => {
  const byContainer = new Map<string, ContainerConnector[]>();
  for (const c of await listConnectors(env)) {
    if (!c.customerProfileContainer) continue;
    const list = byContainer.get(c.customerProfileContainer) ?? [];
    list.push({ guid: c.guid, name: c.name, method: c.method, isMetaConnector: c.isMetaConnector, usable: isUsable(env, c) });
    byContainer.set(c.customerProfileContainer, list);
  }
  return [...byContainer].sort(([a], [b]) => a.localeCompare(b)).map(([guid, connectors]) => ({ guid, connectors }));
};

/**
 * A container is reached through the API key of a connector that uses it: the one named, or its
 * first usable one. Any key of the container sees the same profiles (spec: containers are shared).
 */
export const containerClient = async (env: Environment, container: string, connectorGuid?: string): Promise<{ client: ConnectorClient; connectorGuid: string }> => {
  const found = (await profileContainers(env)).find((c) => c.guid === container);
  if (!found) throw new HttpError(404, 'CONTAINER_NOT_FOUND', `No connector of environment '${env.config.id}' uses customer profile container '${container}'`);
  const chosen = connectorGuid === undefined ? found.connectors.find((c) => c.usable) : found.connectors.find((c) => c.guid === connectorGuid);
  if (!chosen && connectorGuid !== undefined) throw new HttpError(400, 'CONNECTOR_NOT_IN_CONTAINER', `Connector '${connectorGuid}' does not use customer profile container '${container}'`);
  if (!chosen) {
    throw new HttpError(422, 'NO_USABLE_CONNECTOR', `No connector of container '${container}' can be used: the studio needs the API credentials of one that is neither disabled nor archived.`);
  }
  return { client: await connectorClient(env, chosen.guid), connectorGuid: chosen.guid };
};

const setTexts = (record: Readonly<Record<string, unknown>> | null | undefined, fields: readonly string[]): Record<string, string> =>
  Object.fromEntries(fields.flatMap((field) => (typeof record?.[field] === 'string' && record[field] !== '' ? [[field, record[field] as string]] : [])));

const PAYMENT_DATA_FIELDS = [
  'brand', 'cardHolder', 'expiryMonth', 'expiryYear', 'firstSixDigits', 'lastFourDigits', 'iban', 'bic', 'mandateId', 'mandateDate', 'walletReferenceId', 'walletType', 'walletOwner',
] as const;

/** The gateway's profile as the studio shows it: set fields only, nothing the gateway did not say. */
export const toStudioProfile = (container: string, found: ProfileFound): StudioProfile => ({
  container,
  profileGuid: found.profileGuid,
  customerIdentification: found.customerIdentification,
  preferredMethod: found.preferredMethod ?? null,
  customer: setTexts(found.customer, CUSTOMER_TEXT_FIELDS),
  extraData: { ...(found.customer?.extraData ?? {}) },
  instruments: found.paymentInstruments.map((i) => ({
    paymentToken: i.paymentToken,
    method: i.method,
    createdAt: i.createdAt ?? null,
    isPreferred: i.isPreferred,
    connectorGuid: i.connectorGuid ?? null,
    paymentData: setTexts(i.paymentData, PAYMENT_DATA_FIELDS),
  })),
  // What the studio itself detached comes from its audit log, added by the lookup route.
  detachedInstruments: [],
});

/** getProfile through a client; null when the container has no such profile. */
export const fetchProfile = async (client: ConnectorClient, container: string, reference: ProfileReference): Promise<StudioProfile | null> => {
  const answer = await client.profile('getProfile', reference);
  if (answer.status !== 200) throw gatewayRefusal(answer);
  const body = parseGatewayBody(GetProfileResponse, answer.json, answer.url, answer.status);
  return body.success ? toStudioProfile(container, body) : null;
};

export const lookupProfile = async (env: Environment, container: string, reference: ProfileReference): Promise<StudioProfile | null> =>
  fetchProfile((await containerClient(env, container)).client, container, reference);
