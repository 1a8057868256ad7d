import type { FastifyRequest } from 'fastify';
import type { ValidationContext } from '@domain/routing/validation';
import type { SandboxDb } from '../../db/client';
import type { ConnectorRow } from '../../db/schema';
import { GatewayFailure, connectorNotFound } from '../../http/errors';
import type { RandomBytes } from '../../routing/rule-id-generator';
import { connectorsOfTenant, findConnector, findConnectorWithRouting, toGatewayConnector } from '../../store/connectors';

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

/** loadMetaConnector and the stored routing document, read in one statement (the routing GETs). */
export const loadMetaConnectorRouting = async (db: SandboxDb, tenantGuid: string, guid: string, kind: MetaKind): Promise<{ meta: ConnectorRow; document: Record<string, unknown> | undefined }> => {
  const found = await findConnectorWithRouting(db, tenantGuid, guid);
  return { meta: checkedMeta(found?.connector, guid, kind), document: found?.document };
};

/** The validator's view of the environment, read inside the set's transaction. */
export const validationContext = async (db: SandboxDb, tenantGuid: string, meta: ConnectorRow, knownRuleIds: ReadonlySet<string>): Promise<ValidationContext> => ({
  connectors: (await connectorsOfTenant(db, tenantGuid)).map(toGatewayConnector),
  metaConnector: { guid: meta.guid, merchantGuid: meta.merchantGuid },
  knownRuleIds,
});
