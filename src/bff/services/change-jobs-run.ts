import { and, eq, isNull } from 'drizzle-orm';
import type { Schedule } from '@domain/change-control/change-request';
import { restorable } from '@domain/routing/restorable';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { recordAudit } from '../audit/audit-log';
import { enqueueJob, type ChangeJobRow } from '../db/change-jobs';
import { getChangeRequestById, updateChangeRequest, type ChangeRequestRow } from '../db/change-requests';
import { inTransaction, type StudioDatabase, type StudioDb } from '../db/client';
import { routingVersions } from '../db/schema';
import type { Environments } from '../environments';
import { HttpError } from '../http-error';
import { fingerprintOf } from './change-evidence';
import { getRouting, saveRouting } from './routing';
import { holdsSentDocument } from './save-resolution';

/** How a job run ended: done, worth another attempt, or failed for good (a retry cannot help). */
export type JobOutcome = { done: true } | { retry: string } | { fail: string };

export interface JobContext {
  db: StudioDatabase;
  environments: Environments;
  now: () => Date;
}

const SCHEDULER = 'scheduler';

const messageOf = (error: unknown) => (error instanceof HttpError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error));

/** A version the history already holds (found at the gateway after a crash) is marked with the request it came from. */
const markVersion = (db: StudioDb, row: ChangeRequestRow, revision: string) =>
  db
    .update(routingVersions)
    .set({ changeRequestId: row.id })
    .where(and(eq(routingVersions.environment, row.environment), eq(routingVersions.connectorGuid, row.connectorGuid), eq(routingVersions.revision, revision), isNull(routingVersions.changeRequestId)));

const finishApplied = async (ctx: JobContext, row: ChangeRequestRow, before: unknown, after: { revision: string; document: unknown }, recovered: boolean) =>
  inTransaction(ctx.db.db, async (tx) => {
    const now = ctx.now();
    await markVersion(tx, row, after.revision);
    await updateChangeRequest(tx, row.id, { status: 'applied', appliedRevision: after.revision, failure: null }, now);
    const schedule = row.schedule as Schedule;
    if (schedule.mode === 'window') await enqueueJob(tx, row.id, 'revert', new Date(schedule.endAt));
    await recordAudit(tx, { actor: SCHEDULER, action: 'change-request.apply', environment: row.environment, target: row.connectorGuid, outcome: 'success', before, after: after.document, detail: { request: row.id, author: row.author, approvedBy: row.reviewer, revision: after.revision, ...(recovered ? { recovered: 'the gateway already held the draft: an earlier attempt applied it before the studio stopped' } : {}) } });
  });

/**
 * Applies an approved request. Exactly once, even when an instance died mid-apply: the live
 * document is read first, and a previous attempt that reached the gateway (the document before it
 * was recorded just before the call) is recognised by the gateway holding the draft. Otherwise the
 * live document must still be the base revision the reviewer approved against; if it moved, the
 * request fails for good: it must be rebased and approved again, so no approval covers a document
 * nobody saw. The save itself is `saveRouting` (lock, conflict check, version, audit).
 */
export const runApply = async (ctx: JobContext, job: ChangeJobRow): Promise<JobOutcome> => {
  const row = await getChangeRequestById(ctx.db.db, job.requestId);
  if (!row || row.status !== 'scheduled') return { done: true };
  if (row.approvedFingerprint !== fingerprintOf(row.baseRevision, row.draft)) return { fail: 'What this request would apply is not what was approved.' };
  const env = ctx.environments.get(row.environment);
  const live = await getRouting(env, row.connectorGuid);
  if (row.revertRevision !== null && live.revision !== row.baseRevision && holdsSentDocument(row.draft, live.document)) {
    await finishApplied(ctx, row, row.revertDocument, live, true);
    return { done: true };
  }
  if (live.revision !== row.baseRevision)
    return { fail: `The live routing changed since this request was made (now revision ${live.revision.slice(0, 12)}): rebase it onto the live routing and have it approved again.` };
  await updateChangeRequest(ctx.db.db, row.id, { revertDocument: live.document, revertRevision: live.revision }, ctx.now());
  try {
    const saved = await saveRouting(ctx.db, {
      env,
      guid: row.connectorGuid,
      input: row.draft,
      baseRevision: row.baseRevision,
      actor: row.author,
      note: `Change request #${row.id}${row.note ? `: ${row.note}` : ''} (approved by ${row.reviewer})`,
      // The reviewer saw the golden cases in the evidence and approved: that is the explicit decision.
      overrideGoldenCases: true,
      changeRequestId: row.id,
    });
    await finishApplied(ctx, row, live.document, saved, false);
    return { done: true };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'CONFLICT') return { fail: `The live routing changed while this request was being applied: rebase it and have it approved again.` };
    return { retry: messageOf(error) };
  }
};

const finishReverted = (ctx: JobContext, row: ChangeRequestRow, before: unknown, after: { revision: string; document: unknown }) =>
  inTransaction(ctx.db.db, async (tx) => {
    await markVersion(tx, row, after.revision);
    await updateChangeRequest(tx, row.id, { status: 'reverted' }, ctx.now());
    await recordAudit(tx, { actor: SCHEDULER, action: 'change-request.revert', environment: row.environment, target: row.connectorGuid, outcome: 'success', before, after: after.document, detail: { request: row.id, revision: after.revision } });
  });

/**
 * At a window's end: restores the document live before the request, unless the live document
 * changed since the request was applied. Then nothing is overwritten: the request gets an alert
 * the studio shows until someone acknowledges it, and the audit log says why.
 */
export const runRevert = async (ctx: JobContext, job: ChangeJobRow): Promise<JobOutcome> => {
  const row = await getChangeRequestById(ctx.db.db, job.requestId);
  if (!row || row.status !== 'applied' || !row.revertDocument || !row.appliedRevision) return { done: true };
  const env = ctx.environments.get(row.environment);
  const live = await getRouting(env, row.connectorGuid);
  // An earlier attempt restored it before the studio stopped.
  if (live.revision !== row.appliedRevision && holdsSentDocument(row.revertDocument, live.document)) {
    await finishReverted(ctx, row, null, live);
    return { done: true };
  }
  if (live.revision !== row.appliedRevision) {
    await skipRevert(ctx, row, live.revision);
    return { done: true };
  }
  try {
    const saved = await saveRouting(ctx.db, {
      env,
      guid: row.connectorGuid,
      input: restorable(row.revertDocument as AnyDocument, live.document),
      baseRevision: row.appliedRevision,
      actor: SCHEDULER,
      note: `End of the window of change request #${row.id}: the routing live before it is restored`,
      overrideGoldenCases: true,
      changeRequestId: row.id,
    });
    await finishReverted(ctx, row, live.document, saved);
    return { done: true };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'CONFLICT') {
      await skipRevert(ctx, row, (error.extra.conflict?.revision as string | undefined) ?? 'unknown');
      return { done: true };
    }
    return { retry: messageOf(error) };
  }
};

const skipRevert = (ctx: JobContext, row: ChangeRequestRow, liveRevision: string) =>
  inTransaction(ctx.db.db, async (tx) => {
    const alert = `The window of change request #${row.id} ended, but the routing had changed since it was applied (now revision ${liveRevision.slice(0, 12)}): the routing live before the window was not restored. Check the live routing.`;
    await updateChangeRequest(tx, row.id, { alert }, ctx.now());
    await recordAudit(tx, { actor: SCHEDULER, action: 'change-request.revert', environment: row.environment, target: row.connectorGuid, outcome: 'refused', detail: { request: row.id, skipped: true, appliedRevision: row.appliedRevision, liveRevision, message: alert } });
  });

/** A job that will not be retried: the request shows the failure (and, for a revert, an alert), the audit log records it. */
export const failRequest = (ctx: JobContext, job: ChangeJobRow, message: string) =>
  inTransaction(ctx.db.db, async (tx) => {
    const row = await getChangeRequestById(tx, job.requestId);
    if (!row || (row.status !== 'scheduled' && row.status !== 'applied')) return;
    const failure = job.kind === 'apply' ? `Not applied: ${message}` : `The window's end could not restore the routing before it: ${message}`;
    await updateChangeRequest(tx, row.id, { status: 'failed', failure, ...(job.kind === 'revert' ? { alert: failure } : {}) }, ctx.now());
    await recordAudit(tx, { actor: SCHEDULER, action: 'change-request.fail', environment: row.environment, target: row.connectorGuid, outcome: 'failure', before: { status: row.status }, after: { status: 'failed' }, detail: { request: row.id, job: job.kind, attempts: job.attempts, message } });
  });
