import {
  ConnectorsResponse,
  ConstraintsResponse,
  MultiRoutingResponse,
  SingleRoutingResponse,
} from '../../contracts/gateway-provisioning';
import type { MultiMethodDocument, SingleMethodDocument } from '../../domain/routing/document';
import { callGateway, type BasicCredentials } from './http';

export type RoutingKind = 'single' | 'multi';

const routingPath = (verb: 'get' | 'set', kind: RoutingKind, guid: string) =>
  `/api/provisioning/${verb}Connector${kind === 'multi' ? 'MultiMethod' : ''}Routing/${encodeURIComponent(guid)}`;

/** The gateway's provisioning interface (gateway-contract §1), over HTTP with the provisioning credentials. */
export const createProvisioningClient = (baseUrl: string, credentials: BasicCredentials) => {
  const common = { baseUrl, credentials } as const;
  return {
    listConnectors: () => callGateway({ ...common, method: 'GET', path: '/api/provisioning/listConnectors', schema: ConnectorsResponse }),
    listConstraints: () => callGateway({ ...common, method: 'GET', path: '/api/provisioning/listRoutingConstraints', schema: ConstraintsResponse }),
    getSingle: (guid: string) => callGateway({ ...common, method: 'GET', path: routingPath('get', 'single', guid), schema: SingleRoutingResponse }),
    getMulti: (guid: string) => callGateway({ ...common, method: 'GET', path: routingPath('get', 'multi', guid), schema: MultiRoutingResponse }),
    setSingle: (guid: string, document: SingleMethodDocument) =>
      callGateway({ ...common, method: 'POST', path: routingPath('set', 'single', guid), body: document, schema: SingleRoutingResponse }),
    setMulti: (guid: string, document: MultiMethodDocument) =>
      callGateway({ ...common, method: 'POST', path: routingPath('set', 'multi', guid), body: document, schema: MultiRoutingResponse }),
  };
};
export type ProvisioningClient = ReturnType<typeof createProvisioningClient>;
