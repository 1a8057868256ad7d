import type { FastifyInstance } from 'fastify';
import type { GoldenCasesResponse } from '../../contracts/bff-golden';
import { GoldenCaseInput } from '../../domain/routing/evaluation/golden-cases';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { noteAudit } from '../audit/audit-hook';
import type { StudioDb } from '../db/client';
import { addGoldenCase, deleteGoldenCase, listGoldenCases } from '../db/golden-cases';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { parseInput } from './parse-input';
import { ConnectorItemParams, ConnectorParams } from './path-params';


/** Golden test cases of a connector: read with the routing, changed by those who may save it. */
export const registerGoldenRoutes = (app: FastifyInstance, environments: Environments, db: StudioDb) => {
  app.get('/api/env/:env/connectors/:guid/test-cases', { config: { access: needs('routing:read') } }, async (request): Promise<GoldenCasesResponse> => {
    const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
    const cases = await listGoldenCases(db, environments.get(env).config.id, guid);
    return { cases: cases.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
  });

  app.post('/api/env/:env/connectors/:guid/test-cases', { config: { access: needs('routing:write'), audit: 'test-case.create' } }, async (request, reply) => {
    const { env, guid } = parseInput(ConnectorParams, request.params, 'path');
    const input = parseInput(GoldenCaseInput, request.body, 'test case');
    noteAudit(request, { after: input });
    const environment = environments.get(env).config.id;
    const id = await addGoldenCase(db, environment, guid, input, actorOf(request).username);
    noteAudit(request, { after: { id, ...input } });
    return reply.status(201).send({ id });
  });

  app.delete('/api/env/:env/connectors/:guid/test-cases/:id', { config: { access: needs('routing:write'), audit: 'test-case.delete' } }, async (request) => {
    const { env, guid, id } = parseInput(ConnectorItemParams, request.params, 'path');
    noteAudit(request, { detail: { id } });
    const environment = environments.get(env).config.id;
    if (!(await deleteGoldenCase(db, environment, guid, id))) throw new HttpError(404, 'TEST_CASE_NOT_FOUND', `No test case ${id} for connector '${guid}'`);
    return { ok: true };
  });
};
