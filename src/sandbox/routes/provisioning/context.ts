import type { FastifyRequest } from 'fastify';
import type { ValidationContext } from '@domain/routing/validation';
import type { SandboxDb } from '../../db/client';
import type { ConnectorRow } from '../../db/schema';
import { GatewayFailure, connectorNotFound } from '../../http/errors';
import type { RandomBytes } from '../../routing/rule-id-generator';
import type { RoutingReplyCache } from '../../routing/routing-reply-cache';
import { connectorsOfTenant, findConnector, findConnectorWithRoutingVersion, toGatewayConnector } from '../../store/connectors';
import { readVersionedRoutingDocument } from '../../store/routing-documents';

/** What every provisioning route needs; passed in by buildSandbox so tests can swap randomness. */
export interface ProvisioningDeps {
  db: SandboxDb;
  randomBytes: RandomBytes;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Tenant of the authenticated provisioning user; set by the scope's onRequest hook. */
    tenantGuid: string;
  }
}

export const tenantOf = (request: FastifyRequest): string => request.tenantGuid;

export type MetaKind = 'single' | 'multi';

/** The gateway's checks of a meta-connector a routing endpoint addresses (see loadMetaConnector). */
const checkedMeta = (connector: ConnectorRow | undefined, guid: string, kind: MetaKind): ConnectorRow => {
  if (!connector) throw connectorNotFound(guid);
  if (!connector.isMetaConnector) throw new GatewayFailure(422, 1016, `Connector '${guid}' is not a meta-connector`);
  if (kind === 'single' && connector.multiMethod)
    throw new GatewayFailure(422, 1017, `Connector '${guid}' is a multi-method meta-connector, use the multi-method routing endpoints`);
  if (kind === 'multi' && !connector.multiMethod)
    throw new GatewayFailure(422, 1018, `Connector '${guid}' is a single-method meta-connector, use the single-method routing endpoints`);
  return connector;
};

/**
 * The meta-connector a routing endpoint addresses, checked in the gateway's order: exists (1007),
 * is a meta-connector (1016), matches the endpoint's kind (1017 / 1018).
 */
export const loadMetaConnector = async (db: SandboxDb, tenantGuid: string, guid: string, kind: MetaKind, lock = false): Promise<ConnectorRow> =>
  checkedMeta(await findConnector(db, tenantGuid, guid, lock), guid, kind);

/**
 * A routing GET's answer as JSON: the meta-connector checked as loadMetaConnector does, then
 * `answer(meta, document)` for its stored document (undefined when none was ever set), kept in `replies`
 * while the document's version stays. `key` names the answer's form besides the connector.
 */
export const routingGetAnswer = async (
  db: SandboxDb,
  replies: RoutingReplyCache,
  request: { tenantGuid: string; guid: string; kind: MetaKind },
  answer: (meta: ConnectorRow, document: Record<string, unknown> | undefined) => unknown,
  key: (meta: ConnectorRow) => string = (meta) => meta.guid,
): Promise<string> => {
  const found = await findConnectorWithRoutingVersion(db, request.tenantGuid, request.guid);
  const meta = checkedMeta(found?.connector, request.guid, request.kind);
  const fresh = (document: Record<string, unknown> | undefined) => JSON.stringify(answer(meta, document));
  if (!found?.version) return fresh(undefined);
  const body = await replies.answer(`${request.kind}:${key(meta)}`, found.version, async () => {
    const read = await readVersionedRoutingDocument(db, meta.guid);
    return read && { version: read.version, body: fresh(read.document) };
  });
  // Deleted between the two statements: as if never set.
  return body ?? fresh(undefined);
};

/** The validator's view of the environment, read inside the set's transaction. */
export const validationContext = async (db: SandboxDb, tenantGuid: string, meta: ConnectorRow, knownRuleIds: ReadonlySet<string>): Promise<ValidationContext> => ({
  connectors: (await connectorsOfTenant(db, tenantGuid)).map(toGatewayConnector),
  metaConnector: { guid: meta.guid, merchantGuid: meta.merchantGuid },
  knownRuleIds,
});
