import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GoldenCasesResponse, goldenPaths } from '@contracts/bff-golden';
import { GoldenCaseInput } from '@domain/routing/evaluation/golden-cases';
import { needs } from '../auth/access';
import { actorOf } from '../auth/auth-plugin';
import { noteAudit } from '../audit/audit-hook';
import type { StudioDb } from '../db/client';
import { addGoldenCase, deleteGoldenCase, listGoldenCases } from '../db/golden-cases';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { inputErrors } from '../plugins/zod-schemas';
import { ConnectorItemParams, ConnectorParams } from './path-params';

/** Golden test cases of a connector: read with the routing, changed by those who may save it. */
export const registerGoldenRoutes = (app: FastifyInstance, environments: Environments, db: StudioDb) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(goldenPaths.cases.pattern, { schema: { params: ConnectorParams, response: { 200: GoldenCasesResponse } }, config: { access: needs('routing:read') } }, async (request) => {
    const { env, guid } = request.params;
    const cases = await listGoldenCases(db, environments.get(env).config.id, guid);
    return { cases: cases.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
  });

  api.post(
    goldenPaths.cases.pattern,
    {
      schema: { params: ConnectorParams, body: GoldenCaseInput, response: { 201: z.object({ id: z.number().int() }) } },
      schemaErrorFormatter: inputErrors({ body: 'test case' }),
      config: { access: needs('routing:write'), audit: 'test-case.create' },
    },
    async (request, reply) => {
      const { env, guid } = request.params;
      const input = request.body;
      noteAudit(request, { after: input });
      const environment = environments.get(env).config.id;
      const id = await addGoldenCase(db, environment, guid, input, actorOf(request).username);
      noteAudit(request, { after: { id, ...input } });
      return reply.status(201).send({ id });
    },
  );

  api.delete(
    goldenPaths.case.pattern,
    { schema: { params: ConnectorItemParams, response: { 200: z.object({ ok: z.literal(true) }) } }, config: { access: needs('routing:write'), audit: 'test-case.delete' } },
    async (request) => {
      const { env, guid, id } = request.params;
      noteAudit(request, { detail: { id } });
      const environment = environments.get(env).config.id;
      if (!(await deleteGoldenCase(db, environment, guid, id))) throw new HttpError(404, 'TEST_CASE_NOT_FOUND', `No test case ${id} for connector '${guid}'`);
      return { ok: true as const };
    },
  );
};
