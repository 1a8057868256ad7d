import { and, desc, eq } from 'drizzle-orm';
import type { StudioDb } from './client';
import { routingVersions } from './schema';

export interface NewVersion {
  environment: string;
  connectorGuid: string;
  revision: string;
  document: unknown;
  savedBy?: string | null;
  note?: string | null;
  /** The change request this version came from (applied, or reverted at its window's end). */
  changeRequestId?: number | null;
}

/** Keeps a saved document as a version of its connector's routing. */
export const recordVersion = async (db: StudioDb, version: NewVersion) => {
  const [row] = await db
    .insert(routingVersions)
    .values({ ...version, savedBy: version.savedBy ?? null, note: version.note ?? null, changeRequestId: version.changeRequestId ?? null })
    .returning({ id: routingVersions.id, savedAt: routingVersions.savedAt });
  return row!;
};

export const listVersions = (db: StudioDb, environment: string, connectorGuid: string) =>
  db
    .select({ id: routingVersions.id, revision: routingVersions.revision, savedBy: routingVersions.savedBy, note: routingVersions.note, savedAt: routingVersions.savedAt, changeRequestId: routingVersions.changeRequestId })
    .from(routingVersions)
    .where(and(eq(routingVersions.environment, environment), eq(routingVersions.connectorGuid, connectorGuid)))
    .orderBy(desc(routingVersions.savedAt), desc(routingVersions.id));

/** Every version with its document and when it became live: what reading history against the routing live then needs. */
export const versionDocuments = (db: StudioDb, environment: string, connectorGuid: string) =>
  db
    .select({ id: routingVersions.id, savedBy: routingVersions.savedBy, savedAt: routingVersions.savedAt, document: routingVersions.document })
    .from(routingVersions)
    .where(and(eq(routingVersions.environment, environment), eq(routingVersions.connectorGuid, connectorGuid)));

export const latestVersion = async (db: StudioDb, environment: string, connectorGuid: string) =>
  (
    await db
      .select()
      .from(routingVersions)
      .where(and(eq(routingVersions.environment, environment), eq(routingVersions.connectorGuid, connectorGuid)))
      .orderBy(desc(routingVersions.id))
      .limit(1)
  )[0];

export const getVersion = async (db: StudioDb, environment: string, connectorGuid: string, id: number) =>
  (
    await db
      .select()
      .from(routingVersions)
      .where(and(eq(routingVersions.environment, environment), eq(routingVersions.connectorGuid, connectorGuid), eq(routingVersions.id, id)))
  )[0];
