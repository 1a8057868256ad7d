import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StudioDb } from './client';
import { changeRequests, environmentSettings } from './schema';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;
export type NewChangeRequest = typeof changeRequests.$inferInsert;

export const insertChangeRequest = async (db: StudioDb, values: NewChangeRequest) => (await db.insert(changeRequests).values(values).returning())[0]!;

export const getChangeRequest = async (db: StudioDb, environment: string, id: number) =>
  (await db.select().from(changeRequests).where(and(eq(changeRequests.environment, environment), eq(changeRequests.id, id))))[0];

/** The row, locked for the rest of the transaction: two reviewers (or a reviewer and the scheduler) never act on one request at once. */
export const lockChangeRequest = async (tx: StudioDb, id: number) => (await tx.select().from(changeRequests).where(eq(changeRequests.id, id)).for('update'))[0];

export const updateChangeRequest = async (db: StudioDb, id: number, values: Partial<NewChangeRequest>, now: Date) =>
  (await db.update(changeRequests).set({ ...values, updatedAt: now }).where(eq(changeRequests.id, id)).returning())[0]!;

export const listChangeRequests = (db: StudioDb, environment: string, filter: { connector?: string; statuses?: readonly string[] }) =>
  db
    .select()
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.environment, environment),
        filter.connector ? eq(changeRequests.connectorGuid, filter.connector) : undefined,
        filter.statuses ? inArray(changeRequests.status, [...filter.statuses]) : undefined,
      ),
    )
    .orderBy(desc(changeRequests.id))
    .limit(200);

/** The stored choice for an environment, or undefined: then the default applies (production requires approval). */
export const storedApprovalRequired = async (db: StudioDb, environment: string) =>
  (await db.select().from(environmentSettings).where(eq(environmentSettings.environment, environment)))[0]?.approvalRequired;

export const storeApprovalRequired = (db: StudioDb, environment: string, approvalRequired: boolean, updatedBy: string, now: Date) =>
  db
    .insert(environmentSettings)
    .values({ environment, approvalRequired, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: environmentSettings.environment, set: { approvalRequired, updatedBy, updatedAt: now } });

/** By id alone: the scheduler's jobs name the request, whatever its environment. */
export const getChangeRequestById = async (db: StudioDb, id: number) => (await db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0];
