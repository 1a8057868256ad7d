import type { FastifyInstance } from 'fastify';
import { apiPaths, SaveRoutingRequest, type SaveResolution, type ConnectorsListResponse, type ConstraintsListResponse, type EnvironmentsResponse } from '../../contracts/bff-api';
import { authPaths, type VersionDetail, type VersionsResponse } from '../../contracts/bff-auth';
import { needs, PUBLIC, SIGNED_IN } from '../auth/access';
import { markAudited, noteAudit } from '../audit/audit-hook';
import { actorOf } from '../auth/auth-plugin';
import type { StudioDatabase } from '../db/client';
import { getVersion, listVersions } from '../db/versions';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { listConnectors } from '../services/connectors';
import { gatewayFailure } from '../services/gateway-failure';
import { evaluationSettingsOf } from '../services/golden-cases';
import { checkGateway } from '../services/health';
import { loadRouting, saveRouting } from '../services/routing';
import { resolveSave } from '../services/save-resolution';
import { parseInput } from './parse-input';
import { ConnectorItemParams, ConnectorParams, EnvParams } from './path-params';


export const registerApiRoutes = (app: FastifyInstance, environments: Environments, db: StudioDatabase) => {
  // Public: a load balancer's health check. It names the gateway URL, never a credential.
  app.get(apiPaths.health, { config: { access: PUBLIC } }, async (_request, reply) => {
    const health = await checkGateway(environments.list()[0]!);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get(apiPaths.environments, { config: { access: SIGNED_IN } }, async (): Promise<EnvironmentsResponse> => ({
    environments: environments.list().map(({ config }) => ({ id: config.id, name: config.name, production: config.production, sandbox: config.sandbox, evaluation: evaluationSettingsOf(config) })),
  }));

  app.get('/api/env/:env/connectors', { config: { access: needs('routing:read') } }, async (request): Promise<ConnectorsListResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    return { connectors: await listConnectors(environments.get(env)) };
  });

  app.get('/api/env/:env/constraints', { config: { access: needs('routing:read') } }, async (request): Promise<ConstraintsListResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const result = await environments.get(env).provisioning.listConstraints();
    if (!result.ok) throw gatewayFailure(result);
    return { constraints: result.body.constraints };
  });

  app.get('/api/env/:env/connectors/:guid/routing', { config: { access: needs('routing:read') } }, async (request) => {
    const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
    return loadRouting(db, environments.get(env), guid);
  });

  // A save that reaches the gateway writes its attempt and outcome itself (with the documents
  // before and after); one refused earlier (400, 422 golden cases, 404) is audited by the hook.
  app.put('/api/env/:env/connectors/:guid/routing', { config: { access: needs('routing:write'), audit: 'routing.save' } }, async (request) => {
    const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
    const body = parseInput(SaveRoutingRequest, request.body, 'request body');
    noteAudit(request, { after: body.document, detail: { note: body.note ?? null, baseRevision: body.baseRevision, overrideGoldenCases: body.overrideGoldenCases ?? false } });
    return saveRouting(db, { env: environments.get(env), guid, input: body.document, baseRevision: body.baseRevision, note: body.note ?? null, overrideGoldenCases: body.overrideGoldenCases ?? false, actor: actorOf(request).username, onAudited: () => markAudited(request) });
  });

  // After a save answered SAVE_OUTCOME_UNKNOWN: re-reads the live document and records "saved" or
  // "not saved" under the save's attempt (its own entries, so the hook adds none when it succeeds).
  app.post('/api/env/:env/connectors/:guid/routing/attempts/:id/resolve', { config: { access: needs('routing:write'), audit: 'routing.save-check' } }, async (request): Promise<SaveResolution> => {
    const { env, guid, id } = parseInput(ConnectorItemParams, request.params, 'path');
    const resolution = await resolveSave(db, environments.get(env), guid, id);
    markAudited(request);
    return resolution;
  });

  app.get('/api/env/:env/connectors/:guid/versions', { config: { access: needs('routing:read') } }, async (request): Promise<VersionsResponse> => {
    const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
    const rows = await listVersions(db.db, environments.get(env).config.id, guid);
    return { versions: rows.map((v) => ({ ...v, savedAt: v.savedAt.toISOString() })) };
  });

  app.get('/api/env/:env/connectors/:guid/versions/:id', { config: { access: needs('routing:read') } }, async (request): Promise<VersionDetail> => {
    const { env, guid, id } = parseInput(ConnectorItemParams, request.params, 'path');
    const row = await getVersion(db.db, environments.get(env).config.id, guid, id);
    if (!row) throw new HttpError(404, 'VERSION_NOT_FOUND', `No version ${id} of connector '${guid}' in environment '${env}'`);
    return { id: row.id, revision: row.revision, savedBy: row.savedBy, note: row.note, savedAt: row.savedAt.toISOString(), document: row.document };
  });
};

export { authPaths };
