import type { TestConnector } from '@contracts/bff-transactions';
import type { StudioConnector } from '@contracts/bff-api';
import { createConnectorClient, type ConnectorClient } from '../gateway-client/connector-client';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { findConnector, listConnectors } from './connectors';

/**
 * Profile, transaction and DCC calls go through a connector's API key. The gateway's connector list
 * says what a connector is now (disabled, archived, its container); the config says whether the
 * studio holds its key and API user. This joins the two; credentials never leave this module's client.
 */
const credentialsOf = (env: Environment, guid: string) => {
  const configured = env.config.connectors.find((c) => c.guid === guid);
  const { apiKey, username, password, sharedSecret } = configured ?? {};
  return apiKey && username && password ? { apiKey, username, password, ...(sharedSecret ? { sharedSecret } : {}) } : undefined;
};

export const hasCredentials = (env: Environment, guid: string): boolean => credentialsOf(env, guid) !== undefined;

/** Usable for a call: the studio holds its key, and the gateway has not switched it off. */
export const isUsable = (env: Environment, connector: StudioConnector): boolean => hasCredentials(env, connector.guid) && !connector.disabled && !connector.archived;

export const testConnectors = async (env: Environment): Promise<TestConnector[]> =>
  (await listConnectors(env)).map((c) => ({
    guid: c.guid, name: c.name, method: c.method, isMetaConnector: c.isMetaConnector, multiMethod: c.multiMethod, dccEnabled: c.dccEnabled,
    disabled: c.disabled, archived: c.archived, customerProfileContainer: c.customerProfileContainer, hasCredentials: hasCredentials(env, c.guid),
  }));

/**
 * The client of one connector's API key. Without credentials: 404 when the gateway does not know
 * the connector either, else a 422 naming what to configure (the gateway is asked only then).
 */
export const connectorClient = async (env: Environment, guid: string): Promise<ConnectorClient> => {
  const credentials = credentialsOf(env, guid);
  if (credentials) return createConnectorClient(env.config.baseUrl, credentials);
  await findConnector(env, guid);
  throw new HttpError(422, 'NO_CONNECTOR_CREDENTIALS', `The studio holds no API key and API user for connector '${guid}' in environment '${env.config.id}': add apiKey, username and password to its entry in the gateway config.`);
};
