import { eq } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { routingDocuments } from '../db/schema';

/** The stored document of a connector, or undefined when none was ever set. */
export const readRoutingDocument = async (db: SandboxDb, connectorGuid: string): Promise<Record<string, unknown> | undefined> => {
  const [row] = await db.select({ document: routingDocuments.document }).from(routingDocuments).where(eq(routingDocuments.connectorGuid, connectorGuid));
  return row?.document;
};

export const writeRoutingDocument = async (db: SandboxDb, connectorGuid: string, document: Record<string, unknown>): Promise<void> => {
  const values = { connectorGuid, document, updatedAt: new Date() };
  await db.insert(routingDocuments).values(values).onConflictDoUpdate({ target: routingDocuments.connectorGuid, set: values });
};
