import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { capabilitiesPath, CapabilitiesResponse } from '@contracts/bff-capabilities';
import { needs } from '../auth/access';
import type { Environments } from '../environments';
import { connectorCapabilities } from '../services/connector-capabilities';
import { EnvParams } from './path-params';

/**
 * Connector capabilities for the routing analysis (issue 13, item 3). Whoever reads routing reads
 * them: the observed part is aggregates only (which currencies, card types, BIN countries and methods
 * a connector processed), no payment and no customer, so it is not audited like a BI query.
 */
export const registerCapabilityRoutes = (app: FastifyInstance, environments: Environments) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(capabilitiesPath.pattern, { schema: { params: EnvParams, response: { 200: CapabilitiesResponse } }, config: { access: needs('routing:read') } }, async (request) =>
    // Parsed on the way out too: the one schema is the contract the editor reads.
    CapabilitiesResponse.parse(await connectorCapabilities(environments.get(request.params.env))),
  );
};
