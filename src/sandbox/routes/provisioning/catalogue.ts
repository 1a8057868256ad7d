import type { FastifyInstance } from 'fastify';
import { publishedCatalogue } from '@domain/routing/conditions/catalogue';
import type { ConnectorsResponse, ConstraintsResponse } from '@contracts/gateway-provisioning';
import { DECLARED_CAPABILITIES } from '../../seed/world';
import { connectorsOfTenant, toGatewayConnector } from '../../store/connectors';
import { tenantOf, type ProvisioningDeps } from './context';

// The catalogue never changes while the process runs; building the JSON Schemas once is enough.
let constraints: ConstraintsResponse['constraints'] | undefined;
const describeConstraints = () => (constraints ??= publishedCatalogue());

/** listRoutingConstraints and listConnectors (gateway-contract §1). */
export const registerCatalogue = (app: FastifyInstance, { db }: ProvisioningDeps): void => {
  app.get('/listRoutingConstraints', async (): Promise<ConstraintsResponse> => ({ success: true, constraints: describeConstraints() }));

  app.get('/listConnectors', async (request): Promise<ConnectorsResponse> => ({
    success: true,
    // Seeded connectors declare capabilities (seed/world.ts); the rest, like many a real gateway's, do not.
    connectors: (await connectorsOfTenant(db, tenantOf(request))).map((row) => {
      const capabilities = DECLARED_CAPABILITIES[row.guid];
      return capabilities ? { ...toGatewayConnector(row), capabilities } : toGatewayConnector(row);
    }),
  }));
};
