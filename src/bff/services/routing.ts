import type { RoutingEnvelope } from '../../contracts/bff-api';
import { MultiMethodDocument, SingleMethodDocument } from '../../domain/routing/document';
import type { StudioDatabase } from '../db/client';
import { recordVersion } from '../db/versions';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { findConnector } from './connectors';
import { gatewayFailure } from './gateway-failure';
import { revisionOf } from './revision';

const kindOf = async (env: Environment, guid: string): Promise<'single' | 'multi'> => {
  const connector = await findConnector(env, guid);
  if (!connector.isMetaConnector) throw new HttpError(422, 'NOT_A_META_CONNECTOR', `Connector '${connector.name}' is not a meta-connector and has no routing`);
  return connector.multiMethod ? 'multi' : 'single';
};

/** Reads the live document from the gateway, with the revision an editor starts from. */
export const getRouting = async (env: Environment, guid: string): Promise<RoutingEnvelope> => {
  const kind = await kindOf(env, guid);
  const result = kind === 'multi' ? await env.provisioning.getMulti(guid) : await env.provisioning.getSingle(guid);
  if (!result.ok) throw gatewayFailure(result);
  return { kind, connectorGuid: guid, revision: revisionOf(result.body.routing), document: result.body.routing } as RoutingEnvelope;
};

const parseDocument = (kind: 'single' | 'multi', input: unknown) => {
  const parsed = (kind === 'multi' ? MultiMethodDocument : SingleMethodDocument).safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]!;
  const path = first.path.map(String).join('/');
  throw new HttpError(400, 'INVALID_DOCUMENT', `The routing document is malformed: ${first.message}${path ? ` at '${path}'` : ''}`, path ? { path } : {});
};

export interface SaveRequest {
  env: Environment;
  guid: string;
  input: unknown;
  /** The revision the editor loaded; omitted only for a confirmed overwrite. */
  baseRevision?: string;
  savedBy?: string | null;
  note?: string | null;
}

/**
 * Saves a document through the gateway (read-modify-write) under an advisory lock on the
 * connector, so two saves of one connector never interleave, on one BFF or several. When the live
 * document is no longer the one the editor started from, the save is refused with 409 and the
 * live document, so nobody's work is overwritten silently. Each successful save is kept as a version.
 */
export const saveRouting = async (db: StudioDatabase, req: SaveRequest): Promise<RoutingEnvelope> => {
  const { env, guid } = req;
  const kind = await kindOf(env, guid);
  const document = parseDocument(kind, req.input);
  return db.withLock(`routing:${env.config.id}:${guid}`, async (tx) => {
    if (req.baseRevision !== undefined) {
      const live = await getRouting(env, guid);
      if (live.revision !== req.baseRevision) {
        throw new HttpError(409, 'CONFLICT', 'Someone else saved this routing after you opened it. Review their change, reload, or overwrite.', {
          conflict: { revision: live.revision, document: live.document },
        });
      }
    }
    const result =
      kind === 'multi'
        ? await env.provisioning.setMulti(guid, document as MultiMethodDocument)
        : await env.provisioning.setSingle(guid, document as SingleMethodDocument);
    if (!result.ok) throw gatewayFailure(result);
    const saved = { kind, connectorGuid: guid, revision: revisionOf(result.body.routing), document: result.body.routing } as RoutingEnvelope;
    await recordVersion(tx, { environment: env.config.id, connectorGuid: guid, revision: saved.revision, document: saved.document, savedBy: req.savedBy, note: req.note });
    return saved;
  });
};
