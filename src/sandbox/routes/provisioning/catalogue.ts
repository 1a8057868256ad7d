import type { FastifyInstance } from 'fastify';
import { CONSTRAINTS, paramsJsonSchema } from '../../../domain/routing/condition-catalogue';
import type { ConnectorsResponse, ConstraintsResponse } from '../../../contracts/gateway-provisioning';
import { connectorsOfTenant, toGatewayConnector } from '../../store/connectors';
import { tenantOf, type ProvisioningDeps } from './context';

// The catalogue never changes while the process runs; building the JSON Schemas once is enough.
let constraints: ConstraintsResponse['constraints'] | undefined;
const describeConstraints = () =>
  (constraints ??= CONSTRAINTS.map((c) => ({ identifier: c.identifier, name: c.name, paramsSchema: paramsJsonSchema(c.identifier) })));

/** listRoutingConstraints and listConnectors (gateway-contract §1). */
export const registerCatalogue = (app: FastifyInstance, { db }: ProvisioningDeps): void => {
  app.get('/listRoutingConstraints', async (): Promise<ConstraintsResponse> => ({ success: true, constraints: describeConstraints() }));

  app.get('/listConnectors', async (request): Promise<ConnectorsResponse> => ({
    success: true,
    connectors: (await connectorsOfTenant(db, tenantOf(request))).map(toGatewayConnector),
  }));
};
