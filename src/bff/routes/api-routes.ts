import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths, SaveRoutingRequest, type ConnectorsListResponse, type ConstraintsListResponse, type EnvironmentsResponse } from '../../contracts/bff-api';
import type { StudioDatabase } from '../db/client';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { listConnectors } from '../services/connectors';
import { gatewayFailure } from '../services/gateway-failure';
import { getRouting, saveRouting } from '../services/routing';
import { checkGateway } from '../services/health';

const EnvParams = z.object({ env: z.string() });
const RoutingParams = z.object({ env: z.string(), guid: z.string().regex(/^CO-/, 'a connector GUID starts with CO-') });

/** Parses request input at the boundary; a mistake is a 400 that names the field. */
const parseInput = <T>(schema: z.ZodType<T>, input: unknown, what: string): T => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HttpError(400, 'BAD_REQUEST', `Invalid ${what}: ${issue.path.join('.') || 'value'}: ${issue.message}`);
};

export const registerApiRoutes = (app: FastifyInstance, environments: Environments, db: StudioDatabase) => {
  app.get(apiPaths.health, async (_request, reply) => {
    const env = environments.list()[0]!;
    const health = await checkGateway(env);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get(apiPaths.environments, async (): Promise<EnvironmentsResponse> => ({
    environments: environments.list().map(({ config }) => ({ id: config.id, name: config.name, production: config.production, sandbox: config.sandbox })),
  }));

  app.get('/api/env/:env/connectors', async (request): Promise<ConnectorsListResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    return { connectors: await listConnectors(environments.get(env)) };
  });

  app.get('/api/env/:env/constraints', async (request): Promise<ConstraintsListResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const result = await environments.get(env).provisioning.listConstraints();
    if (!result.ok) throw gatewayFailure(result);
    return { constraints: result.body.constraints };
  });

  app.get('/api/env/:env/connectors/:guid/routing', async (request) => {
    const { env, guid } = parseInput(RoutingParams, request.params, 'path');
    return getRouting(environments.get(env), guid);
  });

  app.put('/api/env/:env/connectors/:guid/routing', async (request) => {
    const { env, guid } = parseInput(RoutingParams, request.params, 'path');
    const body = parseInput(SaveRoutingRequest, request.body, 'request body');
    return saveRouting(db, { env: environments.get(env), guid, input: body.document, baseRevision: body.baseRevision, note: body.note ?? null });
  });
};
