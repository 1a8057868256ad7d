import { eq, sql } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { routingDocuments } from '../db/schema';

/** The stored document of a connector, or undefined when none was ever set. */
export const readRoutingDocument = async (db: SandboxDb, connectorGuid: string): Promise<Record<string, unknown> | undefined> => {
  const [row] = await db.select({ document: routingDocuments.document }).from(routingDocuments).where(eq(routingDocuments.connectorGuid, connectorGuid));
  return row?.document;
};

/**
 * The stored row's version: PostgreSQL's xmin (the transaction that wrote this row version: every
 * insert or update gives a new one) with the row's update time. Null when no document is stored.
 */
export const routingDocumentVersion = sql<string | null>`${sql.raw('"routing_documents"."xmin"')}::text || ':' || ${routingDocuments.updatedAt}::text`;

/** The stored document with its version (read in one statement, so the two belong together), or undefined. */
export const readVersionedRoutingDocument = async (db: SandboxDb, connectorGuid: string): Promise<{ document: Record<string, unknown>; version: string } | undefined> => {
  const [row] = await db.select({ document: routingDocuments.document, version: routingDocumentVersion }).from(routingDocuments).where(eq(routingDocuments.connectorGuid, connectorGuid));
  return row && row.version !== null ? { document: row.document, version: row.version } : undefined;
};

export const writeRoutingDocument = async (db: SandboxDb, connectorGuid: string, document: Record<string, unknown>): Promise<void> => {
  const values = { connectorGuid, document, updatedAt: new Date() };
  await db.insert(routingDocuments).values(values).onConflictDoUpdate({ target: routingDocuments.connectorGuid, set: values });
};
