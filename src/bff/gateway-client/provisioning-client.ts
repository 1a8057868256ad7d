import {
  ConnectorsResponse,
  ConstraintsResponse,
  MultiRoutingResponse,
  SingleRoutingResponse,
} from '@contracts/gateway-provisioning';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { GatewayOutcomeUnknownError, GatewayUnavailableError, mayHaveReachedGateway } from './errors';
import { callGateway, type BasicCredentials } from './http';

export type RoutingKind = 'single' | 'multi';

const routingPath = (verb: 'get' | 'set', kind: RoutingKind, guid: string) =>
  `/api/provisioning/${verb}Connector${kind === 'multi' ? 'MultiMethod' : ''}Routing/${encodeURIComponent(guid)}`;

/**
 * A set whose answer never came although the request may have been delivered (a time-out, a
 * connection dropped after sending): the gateway may hold the new document. Not "nothing changed".
 */
const write = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayUnavailableError && mayHaveReachedGateway(error)) throw new GatewayOutcomeUnknownError(error.url, error);
    throw error;
  }
};

/** The gateway's provisioning interface (gateway-contract §1), over HTTP with the provisioning credentials. */
export const createProvisioningClient = (baseUrl: string, credentials: BasicCredentials, timeoutMs?: number) => {
  const common = { baseUrl, credentials, ...(timeoutMs ? { timeoutMs } : {}) } as const;
  return {
    listConnectors: () => callGateway({ ...common, method: 'GET', path: '/api/provisioning/listConnectors', schema: ConnectorsResponse }),
    listConstraints: () => callGateway({ ...common, method: 'GET', path: '/api/provisioning/listRoutingConstraints', schema: ConstraintsResponse }),
    getSingle: (guid: string) => callGateway({ ...common, method: 'GET', path: routingPath('get', 'single', guid), schema: SingleRoutingResponse }),
    getMulti: (guid: string) => callGateway({ ...common, method: 'GET', path: routingPath('get', 'multi', guid), schema: MultiRoutingResponse }),
    setSingle: (guid: string, document: SingleMethodDocument) =>
      write(() => callGateway({ ...common, method: 'POST', path: routingPath('set', 'single', guid), body: document, schema: SingleRoutingResponse })),
    setMulti: (guid: string, document: MultiMethodDocument) =>
      write(() => callGateway({ ...common, method: 'POST', path: routingPath('set', 'multi', guid), body: document, schema: MultiRoutingResponse })),
  };
};
export type ProvisioningClient = ReturnType<typeof createProvisioningClient>;
