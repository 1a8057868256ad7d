import type { z } from 'zod';
import type { AmendChangeRequest, CreateChangeRequest, RebaseChangeRequest } from '@contracts/bff-change-requests';
import type { ChangeAction } from '@domain/change-control/change-request';
import { mayAct, type ChangeActor } from '@domain/change-control/change-rules';
import { scheduleProblem, startOf } from '@domain/change-control/scheduling';
import { restorable } from '@domain/routing/restorable';
import type { AnyDocument } from '@domain/routing/tree-walk';
import type { Schedule } from '@domain/change-control/change-request';
import { cancelJobs, enqueueJob } from '../db/change-jobs';
import { insertChangeRequest, lockChangeRequest, updateChangeRequest, type ChangeRequestRow, type NewChangeRequest } from '../db/change-requests';
import { inTransaction, type StudioDatabase, type StudioDb } from '../db/client';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { evidenceFor, fingerprintOf, parseDraftLike } from './change-evidence';
import { replayAtStart, startEvidenceReplay, type ReplayContext } from './change-replay';
import { getRouting } from './routing';

export interface ChangeContext extends ReplayContext {
  db: StudioDatabase;
  now: () => Date;
}

/**
 * The evidence as a step stores it: the domain's (diff, golden cases, analysis) and the replay of
 * recent traffic, `running` until its job (started once the row is written) writes its summary in.
 */
const evidenceWithReplay = async (...[db, env, ...rest]: Parameters<typeof evidenceFor>) => {
  const evidence = await evidenceFor(db, env, ...rest);
  return { ...evidence, replay: replayAtStart(env, new Date(evidence.computedAt)) };
};

type Created = z.output<typeof CreateChangeRequest>;

const refuseSchedule = (schedule: Schedule, now: Date) => {
  const problem = scheduleProblem(schedule, now);
  if (problem) throw new HttpError(400, 'INVALID_SCHEDULE', problem);
};

/**
 * The live document, which must be the revision the author saw: otherwise 409 CONFLICT with the
 * live document, the same answer (and the same dialog in the editor) as a save that lost a race.
 */
const liveAt = async (env: Environment, guid: string, revision: string) => {
  const live = await getRouting(env, guid);
  if (live.revision !== revision)
    throw new HttpError(409, 'CONFLICT', 'The live routing changed since this draft was made. Review the change, then rebase the request onto it.', { conflict: { revision: live.revision, document: live.document } });
  return live;
};

/** A new request: the draft, the live revision it was made from, its note, schedule and evidence. Starts pending. */
export const createChangeRequest = async (ctx: ChangeContext, env: Environment, guid: string, actor: ChangeActor, body: Created): Promise<ChangeRequestRow> => {
  const now = ctx.now();
  const { schedule } = body;
  refuseSchedule(schedule, now);
  const live = await liveAt(env, guid, body.baseRevision);
  const draft = parseDraftLike(live.document, body.draft);
  const evidence = await evidenceWithReplay(ctx.db.db, env, guid, live.document, draft, live.revision, now);
  const values: NewChangeRequest = { environment: env.config.id, connectorGuid: guid, status: 'pending', author: actor.username, note: body.note, baseRevision: live.revision, baseDocument: live.document, draft, schedule, evidence, createdAt: now, updatedAt: now };
  return startEvidenceReplay(ctx, env, await insertChangeRequest(ctx.db.db, values));
};

/**
 * One step of the state machine on one request, in a transaction with the row locked: the domain's
 * rules say whether this actor may take it (`mayAct`), `change` says what else changes.
 */
export const transition = async (
  ctx: ChangeContext,
  env: Environment,
  id: number,
  action: ChangeAction,
  actor: ChangeActor,
  change: (row: ChangeRequestRow, tx: StudioDb, now: Date) => Promise<Partial<NewChangeRequest>> | Partial<NewChangeRequest> = () => ({}),
): Promise<{ before: ChangeRequestRow; after: ChangeRequestRow }> =>
  inTransaction(ctx.db.db, async (tx) => {
    const now = ctx.now();
    const row = await lockChangeRequest(tx, id);
    if (!row || row.environment !== env.config.id) throw new HttpError(404, 'CHANGE_REQUEST_NOT_FOUND', `No change request ${id} in environment '${env.config.id}'`);
    const verdict = mayAct(action, { status: row.status as never, author: row.author }, actor);
    if (!verdict.ok) throw new HttpError(verdict.status, verdict.code, verdict.reason);
    const after = await updateChangeRequest(tx, id, { status: verdict.next, ...(await change(row, tx, now)) }, now);
    return { before: row, after };
  });

/** The documents a step recomputes evidence for; read outside the row lock (they may ask the gateway). */
const evidenceValues = async (ctx: ChangeContext, env: Environment, row: ChangeRequestRow, base: AnyDocument, baseRevision: string, draft: AnyDocument) => ({
  baseDocument: base,
  baseRevision,
  draft,
  evidence: await evidenceWithReplay(ctx.db.db, env, row.connectorGuid, base, draft, baseRevision, ctx.now()),
});

/** After a step stored new evidence: its replay starts (the row must exist with its new draft first, for the job's end to find it). */
const withReplay = async (ctx: ChangeContext, env: Environment, step: { before: ChangeRequestRow; after: ChangeRequestRow }) => ({ ...step, after: await startEvidenceReplay(ctx, env, step.after) });

/** Author: change the draft, note or schedule. The evidence is recomputed and any approval is void (the request is pending again). */
export const amendChangeRequest = async (ctx: ChangeContext, env: Environment, row: ChangeRequestRow, actor: ChangeActor, body: AmendChangeRequest) => {
  if (body.schedule) refuseSchedule(body.schedule, ctx.now());
  const base = row.baseDocument as AnyDocument;
  const draft = body.draft === undefined ? (row.draft as AnyDocument) : parseDraftLike(base, body.draft);
  const values = await evidenceValues(ctx, env, row, base, row.baseRevision, draft);
  return withReplay(ctx, env, await transition(ctx, env, row.id, 'amend', actor, () => ({ ...values, ...(body.note !== undefined ? { note: body.note } : {}), ...(body.schedule ? { schedule: body.schedule } : {}), approvedFingerprint: null, failure: null })));
};

/**
 * Author: move the request onto the live document the author has now seen (the revision a 409
 * showed). The draft keeps the ids of rules the live document still has (others become new rules,
 * as a restored version does), the evidence is recomputed, and the request needs a new approval.
 */
export const rebaseChangeRequest = async (ctx: ChangeContext, env: Environment, row: ChangeRequestRow, actor: ChangeActor, body: RebaseChangeRequest) => {
  const live = await liveAt(env, row.connectorGuid, body.baseRevision);
  const draft = restorable(body.draft === undefined ? (row.draft as AnyDocument) : parseDraftLike(live.document, body.draft), live.document);
  const values = await evidenceValues(ctx, env, row, live.document, live.revision, draft);
  return withReplay(ctx, env, await transition(ctx, env, row.id, 'rebase', actor, () => ({ ...values, approvedFingerprint: null, failure: null, revertDocument: null, revertRevision: null })));
};

/** Anyone who may read routing: the evidence again (golden cases, connector names and recent traffic may have changed since), its replay included. */
export const refreshEvidence = async (ctx: ChangeContext, env: Environment, row: ChangeRequestRow) => {
  const values = await evidenceValues(ctx, env, row, row.baseDocument as AnyDocument, row.baseRevision, row.draft as AnyDocument);
  return startEvidenceReplay(ctx, env, await updateChangeRequest(ctx.db.db, row.id, { evidence: values.evidence }, ctx.now()));
};

/**
 * Reviewer: approve. The approval covers exactly this draft on this base revision (its
 * fingerprint). A request with a start time or window is scheduled at once: its timing was part
 * of what was approved.
 */
export const approveChangeRequest = async (ctx: ChangeContext, env: Environment, id: number, actor: ChangeActor, reason: string) => {
  const approved = await transition(ctx, env, id, 'approve', actor, (row, _tx, now) => {
    // A window that ended while the request waited cannot be what the reviewer means: the author reschedules it.
    const problem = scheduleProblem(row.schedule as Schedule, now);
    if (problem) throw new HttpError(409, 'SCHEDULE_PASSED', `${problem} Its author must choose another time before it can be approved.`);
    return { reviewer: actor.username, reviewNote: reason || null, approvedFingerprint: fingerprintOf(row.baseRevision, row.draft) };
  });
  const schedule = approved.after.schedule as Schedule;
  if (schedule.mode === 'now') return approved;
  const scheduled = await scheduleChangeRequest(ctx, env, id, actor);
  return { before: approved.before, after: scheduled.after };
};

export const reviewChangeRequest = (ctx: ChangeContext, env: Environment, id: number, actor: ChangeActor, action: 'reject' | 'request-changes', reason: string) => {
  if (!reason.trim()) throw new HttpError(400, 'REASON_REQUIRED', action === 'reject' ? 'Say why the request is rejected.' : 'Say what should change.');
  return transition(ctx, env, id, action, actor, () => ({ reviewer: actor.username, reviewNote: reason, approvedFingerprint: null }));
};

export const withdrawChangeRequest = (ctx: ChangeContext, env: Environment, id: number, actor: ChangeActor) =>
  transition(ctx, env, id, 'withdraw', actor, async (_row, tx, now) => {
    await cancelJobs(tx, id, now);
    return {};
  });

/** Approved → scheduled: the apply job is queued for the start (now, or the schedule's start time). */
export const scheduleChangeRequest = (ctx: ChangeContext, env: Environment, id: number, actor: ChangeActor) =>
  transition(ctx, env, id, 'schedule', actor, async (row, tx, now) => {
    if (row.approvedFingerprint !== fingerprintOf(row.baseRevision, row.draft)) throw new HttpError(409, 'NOT_APPROVED', 'What this request would apply is not what was approved: it needs a new approval.');
    await enqueueJob(tx, id, 'apply', startOf(row.schedule as Schedule, now));
    return {};
  });

export const acknowledgeAlert = (ctx: ChangeContext, row: ChangeRequestRow) => updateChangeRequest(ctx.db.db, row.id, { alert: null }, ctx.now());
