import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, RoutingEnvelope, SaveResolution, SaveRoutingRequest } from '@contracts/bff-api';
import { needs } from '../auth/access';
import { markAudited, noteAudit } from '../audit/audit-hook';
import { actorOf } from '../auth/auth-plugin';
import type { StudioDatabase } from '../db/client';
import type { Environments } from '../environments';
import { refuseDirectSave } from '../services/approval-setting';
import { acceptsBrotli, routingEnvelopeBrotli, routingEnvelopeJson } from '../services/envelope-json';
import { loadRouting, saveRouting } from '../services/routing';
import { resolveSave } from '../services/save-resolution';
import { ConnectorItemParams, ConnectorParams } from './path-params';

/** A meta-connector's live routing document: read, save, and find out what became of a save whose answer never came. */
export const registerRoutingRoutes = (app: FastifyInstance, environments: Environments, db: StudioDatabase) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The document's JSON text is written (and compressed) once per gateway answer (envelope-json.ts), not for every load.
  const envelopeSerializer = () => (data: unknown) => routingEnvelopeJson(data as RoutingEnvelope);

  api.get(
    apiPaths.routing.pattern,
    { schema: { params: ConnectorParams, response: { 200: RoutingEnvelope } }, serializerCompiler: envelopeSerializer, config: { access: needs('routing:read') } },
    async (request, reply) => {
      const envelope = await loadRouting(db, environments.get(request.params.env), request.params.guid);
      // The browser's load: the bytes compressed for the last load of the same document, if any.
      if (!acceptsBrotli(request.headers['accept-encoding'])) return envelope;
      const body = await routingEnvelopeBrotli(envelope);
      // Bytes already encoded: sent as they are (Fastify does not serialise a Buffer, @fastify/compress skips an encoded answer).
      const raw: FastifyReply = reply;
      return raw.header('content-encoding', 'br').header('vary', 'accept-encoding').type('application/json; charset=utf-8').send(body);
    },
  );

  // A save that reaches the gateway writes its attempt and outcome itself (with the documents
  // before and after); one refused earlier (400, 422 golden cases, 404) is audited by the hook.
  api.put(
    apiPaths.routing.pattern,
    { schema: { params: ConnectorParams, body: SaveRoutingRequest, response: { 200: RoutingEnvelope } }, config: { access: needs('routing:write'), audit: 'routing.save' } },
    async (request) => {
      const { env, guid } = request.params;
      const body = request.body;
      noteAudit(request, { after: body.document, detail: { note: body.note ?? null, baseRevision: body.baseRevision, overrideGoldenCases: body.overrideGoldenCases ?? false } });
      // Four eyes (issue 14): where approval is required, routing changes only through a change request.
      await refuseDirectSave(db.db, environments.get(env));
      return saveRouting(db, { env: environments.get(env), guid, input: body.document, baseRevision: body.baseRevision, note: body.note ?? null, overrideGoldenCases: body.overrideGoldenCases ?? false, actor: actorOf(request).username, onAudited: () => markAudited(request) });
    },
  );

  // After a save answered SAVE_OUTCOME_UNKNOWN: re-reads the live document and records "saved" or
  // "not saved" under the save's attempt (its own entries, so the hook adds none when it succeeds).
  api.post(
    apiPaths.resolveSave.pattern,
    { schema: { params: ConnectorItemParams, response: { 200: SaveResolution } }, config: { access: needs('routing:write'), audit: 'routing.save-check' } },
    async (request) => {
      const { env, guid, id } = request.params;
      const resolution = await resolveSave(db, environments.get(env), guid, id);
      markAudited(request);
      return resolution;
    },
  );
};
