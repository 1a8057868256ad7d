import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPaths, VersionDetail, VersionsResponse } from '@contracts/bff-auth';
import { needs } from '../auth/access';
import type { StudioDatabase } from '../db/client';
import { getVersion, listVersions } from '../db/versions';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { ConnectorItemParams, ConnectorParams } from './path-params';

/** A connector's routing history: every saved version, and one version's document. */
export const registerVersionRoutes = (app: FastifyInstance, environments: Environments, db: StudioDatabase) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(authPaths.versions.pattern, { schema: { params: ConnectorParams, response: { 200: VersionsResponse } }, config: { access: needs('routing:read') } }, async (request) => {
    const { env, guid } = request.params;
    const rows = await listVersions(db.db, environments.get(env).config.id, guid);
    return { versions: rows.map((v) => ({ ...v, savedAt: v.savedAt.toISOString() })) };
  });

  api.get(authPaths.version.pattern, { schema: { params: ConnectorItemParams, response: { 200: VersionDetail } }, config: { access: needs('routing:read') } }, async (request) => {
    const { env, guid, id } = request.params;
    const row = await getVersion(db.db, environments.get(env).config.id, guid, id);
    if (!row) throw new HttpError(404, 'VERSION_NOT_FOUND', `No version ${id} of connector '${guid}' in environment '${env}'`);
    return { id: row.id, number: row.number, revision: row.revision, savedBy: row.savedBy, note: row.note, savedAt: row.savedAt.toISOString(), changeRequestId: row.changeRequestId, document: row.document };
  });
};
