import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, ConnectorsListResponse, ConstraintsListResponse, EnvironmentsResponse } from '@contracts/bff-api';
import { needs, SIGNED_IN } from '../auth/access';
import type { Environments } from '../environments';
import { listConnectors } from '../services/connectors';
import { gatewayFailure } from '../services/gateway-failure';
import { evaluationSettingsOf } from '../services/golden-cases';
import { EnvParams } from './path-params';

/** The configured environments and what each one's gateway offers: its connectors and its condition catalogue. */
export const registerEnvironmentRoutes = (app: FastifyInstance, environments: Environments) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(apiPaths.environments, { schema: { response: { 200: EnvironmentsResponse } }, config: { access: SIGNED_IN } }, async () => ({
    environments: environments.list().map(({ config }) => ({ id: config.id, name: config.name, production: config.production, sandbox: config.sandbox, evaluation: evaluationSettingsOf(config) })),
  }));

  // Asked afresh (the connectors page is where someone looks after changing one); the answer
  // refreshes the list the routing reads use.
  api.get(apiPaths.connectors.pattern, { schema: { params: EnvParams, response: { 200: ConnectorsListResponse } }, config: { access: needs('routing:read') } }, async (request) => ({
    connectors: await listConnectors(environments.get(request.params.env)),
  }));

  api.get(apiPaths.constraints.pattern, { schema: { params: EnvParams, response: { 200: ConstraintsListResponse } }, config: { access: needs('routing:read') } }, async (request) => {
    const result = await environments.get(request.params.env).provisioning.listConstraints();
    if (!result.ok) throw gatewayFailure(result);
    return { constraints: result.body.constraints };
  });
};
