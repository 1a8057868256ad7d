import type { RoutingEnvelope } from '../../contracts/bff-api';
import { MultiMethodDocument, SingleMethodDocument } from '../../domain/routing/document';
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

/**
 * Saves a document through the gateway (read-modify-write). When the editor says which revision it
 * started from and the live document has moved on since, the save is refused with 409 so nobody's
 * work is overwritten silently.
 */
export const saveRouting = async (env: Environment, guid: string, input: unknown, baseRevision?: string): Promise<RoutingEnvelope> => {
  const kind = await kindOf(env, guid);
  const document = parseDocument(kind, input);
  if (baseRevision !== undefined) {
    const live = await getRouting(env, guid);
    if (live.revision !== baseRevision) {
      throw new HttpError(409, 'CONFLICT', 'Someone else saved this routing after you opened it. Review their change, reload, or overwrite.', {});
    }
  }
  const result =
    kind === 'multi'
      ? await env.provisioning.setMulti(guid, document as MultiMethodDocument)
      : await env.provisioning.setSingle(guid, document as SingleMethodDocument);
  if (!result.ok) throw gatewayFailure(result);
  return { kind, connectorGuid: guid, revision: revisionOf(result.body.routing), document: result.body.routing } as RoutingEnvelope;
};
