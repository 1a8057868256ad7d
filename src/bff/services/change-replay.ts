import type { ReplayJobView } from '@contracts/bff-replay';
import { ChangeEvidence } from '@domain/change-control/evidence';
import { replaySummaryOf, runningReplay, type EvidenceEstimate, type EvidenceReplay, type RunningReplay } from '@domain/change-control/evidence-replay';
import { lockChangeRequest, updateChangeRequest, type ChangeRequestRow } from '../db/change-requests';
import { inTransaction, type StudioDatabase } from '../db/client';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import type { ReplayJobs } from '../replay/replay-jobs';
import { biSourcesOf } from './bi';
import { fingerprintOf } from './change-evidence';
import { outcomeEstimate } from './outcome-estimate';
import { startReplay } from './replay';

export interface ReplayContext {
  db: StudioDatabase;
  now: () => Date;
  replays: ReplayJobs;
  /** Where a summary that could not be stored is reported (nobody waits for the job's end). */
  log?: { warn: (detail: object, message: string) => void };
}

/** What one started replay may overwrite: the evidence that started it, on the same draft and base revision. */
interface ReplayRun {
  id: number;
  fingerprint: string;
  started: RunningReplay;
}

/**
 * The evidence's replay as stored with the rest of it: `running` (the job starts once the row is
 * written, see startEvidenceReplay), or unavailable when the environment has no live BI source,
 * decided here so that no job is started only to fail.
 */
export const replayAtStart = (env: Environment, now: Date): EvidenceReplay =>
  biSourcesOf(env).includes('live')
    ? runningReplay(now)
    : { state: 'unavailable', at: now.toISOString(), reason: `The environment '${env.config.name}' has no BI data source, so there is no recent traffic to replay.` };

/**
 * Writes a replay's outcome into the request's evidence, in a transaction with the row locked, only
 * if the request is still what the replay was started for: the same draft on the same base revision
 * (its fingerprint, as an approval covers) and the same running replay (a refresh in between started
 * a newer one). An amend meanwhile never gets a stale replay. `updatedAt` is kept: nobody acted.
 */
export const storeReplay = (db: StudioDatabase, run: ReplayRun, outcome: EvidenceReplay) =>
  inTransaction(db.db, async (tx) => {
    const row = await lockChangeRequest(tx, run.id);
    if (!row) return undefined;
    const evidence = ChangeEvidence.parse(row.evidence);
    const current = evidence.replay;
    if (fingerprintOf(row.baseRevision, row.draft) !== run.fingerprint || current?.state !== 'running' || current.startedAt !== run.started.startedAt) return undefined;
    return updateChangeRequest(tx, run.id, { evidence: { ...evidence, replay: outcome } }, row.updatedAt);
  });

/** A finished job as the evidence keeps it; a cancelled one was replaced by a newer replay of the same request, which will store its own. */
export const outcomeOf = (view: ReplayJobView, started: RunningReplay, now: Date): EvidenceReplay | undefined => {
  const ended = { window: started.window, startedAt: started.startedAt, finishedAt: now.toISOString() };
  if (view.state === 'done' && view.report) return replaySummaryOf(view.report, { started, finishedAt: now, baseCurrency: view.baseCurrency, truncated: view.truncated });
  if (view.state === 'failed') return { state: 'failed', ...ended, reason: view.error?.message ?? 'The replay stopped without saying why.' };
  return undefined;
};

/** The outcome estimate over the replayed window, or why there is none: the evidence never fails for want of one. */
const evidenceEstimate = async (env: Environment, row: ChangeRequestRow, started: RunningReplay): Promise<EvidenceEstimate> => {
  try {
    const answer = await outcomeEstimate(env, row.connectorGuid, { window: { source: 'live', ...started.window }, draft: row.draft, assumption: 'none', seed: 1, sampling: { mode: 'auto', addsAtMostPp: 0.1 } });
    return { state: 'done', records: answer.records, result: answer.result };
  } catch (error) {
    return { state: 'not-estimated', reason: error instanceof Error ? error.message : String(error) };
  }
};

/** A replay that could not start: busy or unconfigured is unavailable for now; anything else (the gateway, the draft) failed. */
const notStarted = (error: unknown, started: RunningReplay, now: Date): EvidenceReplay => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof HttpError && (error.code === 'REPLAYS_BUSY' || error.code === 'BI_NOT_CONFIGURED')) return { state: 'unavailable', at: now.toISOString(), reason: message };
  return { state: 'failed', window: started.window, startedAt: started.startedAt, finishedAt: now.toISOString(), reason: `The replay could not start: ${message}` };
};

/**
 * Starts the replay the stored evidence says is running, as the studio's own job (owner
 * `change-request:<id>`, not the user's: a reviewer without `bi:replay` still sees what it found).
 * The draft is compared with the live document, as the editor's replay does: what would move if the
 * request went live now. Returns the row as it now stands (the replay unavailable or failed when the
 * job could not start).
 */
export const startEvidenceReplay = async (ctx: ReplayContext, env: Environment, row: ChangeRequestRow): Promise<ChangeRequestRow> => {
  const started = ChangeEvidence.parse(row.evidence).replay;
  if (started?.state !== 'running') return row;
  const run: ReplayRun = { id: row.id, fingerprint: fingerprintOf(row.baseRevision, row.draft), started };
  // A finished replay is stored with the outcome estimate over the same window, in one write: a reader sees both or neither.
  const finish = async (view: ReplayJobView) => {
    const outcome = outcomeOf(view, started, ctx.now());
    if (!outcome) return;
    await storeReplay(ctx.db, run, outcome.state === 'done' ? { ...outcome, estimate: await evidenceEstimate(env, row, started) } : outcome);
  };
  const onFinish = (view: ReplayJobView) => {
    finish(view).catch((error: unknown) => ctx.log?.warn({ err: error, changeRequest: row.id }, 'The replay of a change request ended, but its summary could not be stored'));
  };
  try {
    await startReplay(ctx.replays, `change-request:${row.id}`, env, row.connectorGuid, { window: { source: 'live', ...started.window }, draft: row.draft }, onFinish);
    return row;
  } catch (error) {
    return (await storeReplay(ctx.db, run, notStarted(error, started, ctx.now()))) ?? row;
  }
};
