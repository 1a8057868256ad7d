import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, Health } from '@contracts/bff-api';
import { PUBLIC } from '../auth/access';
import type { Environments } from '../environments';
import { checkGateway } from '../services/health';

/** Public: a load balancer's health check. It names the gateway URL, never a credential. */
export const registerHealthRoutes = (app: FastifyInstance, environments: Environments) => {
  app.withTypeProvider<ZodTypeProvider>().get(apiPaths.health, { schema: { response: { 200: Health, 503: Health } }, config: { access: PUBLIC } }, async (_request, reply) => {
    const health = await checkGateway(environments.list()[0]!);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
};
