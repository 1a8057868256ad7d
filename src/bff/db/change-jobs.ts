import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StudioDb } from './client';
import { changeJobs } from './schema';

export type ChangeJobRow = typeof changeJobs.$inferSelect;
export type ChangeJobKind = 'apply' | 'revert';

/** Queues a job (one per request and kind: queuing again re-arms it, e.g. after a rebase and a new approval). */
export const enqueueJob = (db: StudioDb, requestId: number, kind: ChangeJobKind, runAt: Date) =>
  db
    .insert(changeJobs)
    .values({ requestId, kind, runAt, status: 'queued', attempts: 0 })
    .onConflictDoUpdate({ target: [changeJobs.requestId, changeJobs.kind], set: { runAt, status: 'queued', attempts: 0, lockedBy: null, leaseUntil: null, lastError: null, finishedAt: null } });

/**
 * Claims one due job for `owner` until `leaseUntil`, or none. `FOR UPDATE SKIP LOCKED`: two
 * instances polling at once never claim the same row, and neither waits for the other. A job
 * still `running` whose lease has run out belonged to an instance that died (a crash mid-apply):
 * it is claimed again, and the apply finds out from the live document what the dead one did.
 */
export const claimDueJob = async (db: StudioDb, owner: string, now: Date, leaseUntil: Date): Promise<ChangeJobRow | undefined> => {
  const rows = await db.execute<{ id: number }>(sql`
    update change_jobs set status = 'running', locked_by = ${owner}, lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id = (
      select id from change_jobs
      where (status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
         or (status = 'running' and lease_until < ${now.toISOString()}::timestamptz)
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = (rows as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  return id === undefined ? undefined : (await db.select().from(changeJobs).where(eq(changeJobs.id, id)))[0];
};

/** Ends a job this owner holds; a job whose lease another instance took over meanwhile is left to that one. */
export const finishJob = (db: StudioDb, job: ChangeJobRow, status: 'done' | 'failed' | 'cancelled', now: Date, lastError: string | null = null) =>
  db
    .update(changeJobs)
    .set({ status, finishedAt: now, lockedBy: null, leaseUntil: null, lastError })
    .where(and(eq(changeJobs.id, job.id), eq(changeJobs.lockedBy, job.lockedBy ?? '')));

export const retryJobAt = (db: StudioDb, job: ChangeJobRow, runAt: Date, lastError: string) =>
  db.update(changeJobs).set({ status: 'queued', runAt, lockedBy: null, leaseUntil: null, lastError }).where(and(eq(changeJobs.id, job.id), eq(changeJobs.lockedBy, job.lockedBy ?? '')));

/** A withdrawn request's queued jobs never run. */
export const cancelJobs = (db: StudioDb, requestId: number, now: Date) =>
  db.update(changeJobs).set({ status: 'cancelled', finishedAt: now }).where(and(eq(changeJobs.requestId, requestId), eq(changeJobs.status, 'queued')));

export const jobsOf = (db: StudioDb, requestIds: readonly number[]) =>
  requestIds.length === 0 ? Promise.resolve([]) : db.select().from(changeJobs).where(inArray(changeJobs.requestId, [...requestIds])).orderBy(asc(changeJobs.runAt));
