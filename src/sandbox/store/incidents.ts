import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { incidents } from '../db/schema';
import type { Incident } from '../world/incidents';

type IncidentRow = typeof incidents.$inferSelect;

const incidentOf = (r: IncidentRow): Incident => ({
  id: r.id, acquirer: r.acquirer, connectorGuid: r.connectorGuid, approvalDropPp: r.approvalDropPp, addedTimeoutPercent: r.addedTimeoutPercent,
  addedLatencyMs: r.addedLatencyMs, startsAt: r.startsAt, endsAt: r.endsAt, description: r.description, source: r.source,
});

/** Every incident of the tenant, earliest first. */
export const listIncidents = async (db: SandboxDb, tenantGuid: string): Promise<Incident[]> =>
  (await db.select().from(incidents).where(eq(incidents.tenantGuid, tenantGuid)).orderBy(asc(incidents.startsAt), asc(incidents.id))).map(incidentOf);

/** The incidents in force at `at` (started, not ended). */
export const incidentsActiveAt = async (db: SandboxDb, tenantGuid: string, at: Date): Promise<Incident[]> =>
  (await db.select().from(incidents).where(and(eq(incidents.tenantGuid, tenantGuid), lte(incidents.startsAt, at), or(isNull(incidents.endsAt), gt(incidents.endsAt, at))))).map(incidentOf);

export const insertIncidents = async (db: SandboxDb, tenantGuid: string, list: readonly Incident[], createdAt: Date): Promise<void> => {
  if (list.length === 0) return;
  await db.insert(incidents).values(list.map((i) => ({ ...i, tenantGuid, createdAt }))).onConflictDoNothing();
};

/** Ends an incident now (kept, so the truth still explains what happened then); undefined when there is none. */
export const endIncident = async (db: SandboxDb, tenantGuid: string, id: string, at: Date): Promise<Incident | undefined> => {
  const [row] = await db.select().from(incidents).where(and(eq(incidents.tenantGuid, tenantGuid), eq(incidents.id, id)));
  if (!row) return undefined;
  if (row.endsAt !== null && row.endsAt <= at) return incidentOf(row);
  const endsAt = row.startsAt > at ? row.startsAt : at;
  const [updated] = await db.update(incidents).set({ endsAt }).where(eq(incidents.id, id)).returning();
  return incidentOf(updated!);
};
