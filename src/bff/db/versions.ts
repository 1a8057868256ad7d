import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
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

/**
 * Credits a version recorded as found at the gateway (no author) to the save that made it: a save
 * whose answer never came, or that a crash cut short, is found live later, and a read in between may
 * already have recorded its revision as a change made outside the studio (issue 44.4). A version
 * with an author is never re-credited.
 */
export const creditVersion = (db: StudioDb, id: number, credit: { savedBy: string; note: string | null; changeRequestId: number | null }) =>
  db.update(routingVersions).set(credit).where(and(eq(routingVersions.id, id), sql`${routingVersions.savedBy} is null`));

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
    .select({
      id: routingVersions.id,
      // Counted per connector (ids are shared by every connector, so one connector's jump 3 → 6).
      number: sql<number>`cast(row_number() over (order by ${routingVersions.id}) as integer)`,
      revision: routingVersions.revision,
      savedBy: routingVersions.savedBy,
      note: routingVersions.note,
      savedAt: routingVersions.savedAt,
      changeRequestId: routingVersions.changeRequestId,
    })
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

export const getVersion = async (db: StudioDb, environment: string, connectorGuid: string, id: number) => {
  const ofConnector = and(eq(routingVersions.environment, environment), eq(routingVersions.connectorGuid, connectorGuid));
  const [row] = await db.select().from(routingVersions).where(and(ofConnector, eq(routingVersions.id, id)));
  if (!row) return undefined;
  // Its number among its connector's versions, as listVersions counts them.
  const [{ n }] = (await db.select({ n: count() }).from(routingVersions).where(and(ofConnector, lte(routingVersions.id, id)))) as [{ n: number }];
  return { ...row, number: Number(n) };
};
