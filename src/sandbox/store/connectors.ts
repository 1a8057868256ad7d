import { asc, eq } from 'drizzle-orm';
import type { GatewayConnector } from '@contracts/gateway-provisioning';
import type { SandboxDb } from '../db/client';
import { connectors, merchants, routingDocuments, type ConnectorRow } from '../db/schema';
import { routingDocumentVersion } from './routing-documents';

/** A connector row as listConnectors and the validator see it. */
export const toGatewayConnector = (row: ConnectorRow): GatewayConnector => ({
  guid: row.guid,
  name: row.name,
  adapter: row.adapter,
  method: row.method,
  isMetaConnector: row.isMetaConnector,
  multiMethod: row.multiMethod,
  disabled: row.disabled,
  archived: row.archived,
  customerProfileContainer: row.customerProfileContainer,
  dccEnabled: row.dccEnabled,
  merchantGuid: row.merchantGuid,
  linkedMethods: row.linkedMethods,
});

/** A connector belongs to its merchant's tenant: every lookup joins the two on this. */
const ofItsMerchant = eq(merchants.guid, connectors.merchantGuid);

/** The row when its connector is the tenant's: a connector of another tenant does not exist for this caller. */
const ownedBy = <R extends { tenantGuid: string }>(row: R | undefined, tenantGuid: string): R | undefined => (row && row.tenantGuid === tenantGuid ? row : undefined);

/** All connectors of a tenant (every merchant), ordered by GUID so listings are stable. */
export const connectorsOfTenant = async (db: SandboxDb, tenantGuid: string): Promise<ConnectorRow[]> => {
  const rows = await db
    .select({ connector: connectors })
    .from(connectors)
    .innerJoin(merchants, ofItsMerchant)
    .where(eq(merchants.tenantGuid, tenantGuid))
    .orderBy(asc(connectors.guid));
  return rows.map((r) => r.connector);
};

/**
 * One connector of the tenant, or undefined. `lock` takes a row lock so concurrent sets of one
 * connector's routing run one after the other.
 */
export const findConnector = async (db: SandboxDb, tenantGuid: string, guid: string, lock = false): Promise<ConnectorRow | undefined> => {
  const query = db
    .select({ connector: connectors, tenantGuid: merchants.tenantGuid })
    .from(connectors)
    .innerJoin(merchants, ofItsMerchant)
    .where(eq(connectors.guid, guid));
  const [row] = lock ? await query.for('update', { of: connectors }) : await query;
  return ownedBy(row, tenantGuid)?.connector;
};

/**
 * One connector of the tenant with the version of its stored routing document (null when none was
 * ever set), in one statement, without the document: a routing GET is the gateway's most frequent
 * call (every editor load, every BFF save's conflict check), and its answer is kept while the
 * version stays (routing/routing-reply-cache.ts), so most GETs never read the document itself.
 */
export const findConnectorWithRoutingVersion = async (db: SandboxDb, tenantGuid: string, guid: string): Promise<{ connector: ConnectorRow; version: string | null } | undefined> => {
  const [row] = await db
    .select({ connector: connectors, tenantGuid: merchants.tenantGuid, version: routingDocumentVersion })
    .from(connectors)
    .innerJoin(merchants, ofItsMerchant)
    .leftJoin(routingDocuments, eq(routingDocuments.connectorGuid, connectors.guid))
    .where(eq(connectors.guid, guid));
  const owned = ownedBy(row, tenantGuid);
  return owned && { connector: owned.connector, version: owned.version };
};
