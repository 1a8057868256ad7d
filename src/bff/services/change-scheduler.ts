import { randomUUID } from 'node:crypto';
import { isRetryable, MAX_JOB_ATTEMPTS, retryDelayMs } from '@domain/change-control/scheduling';
import { claimDueJob, finishJob, retryJobAt, type ChangeJobRow } from '../db/change-jobs';
import { failRequest, runApply, runRevert, type JobContext, type JobOutcome } from './change-jobs-run';

export interface SchedulerOptions {
  /** How long a claimed job is this instance's; after that another instance may take it over (it died). */
  leaseMs?: number;
  /** Back-off base: 30 s, then × 4 per attempt. */
  retryBaseMs?: number;
  /** Names this instance in `locked_by`. */
  owner?: string;
}

export interface ChangeScheduler {
  /** Runs every job due now, one at a time; returns how many ran. Tests call it with their clock. */
  runDue(): Promise<number>;
  /** Polls every `pollMs` (runs never overlap). */
  start(pollMs: number): void;
  stop(): Promise<void>;
}

const codeOf = (message: string) => message.split(':')[0] ?? '';

/**
 * The studio's scheduler (issue 14, item 4). Jobs live in the studio database (`change_jobs`), so
 * they survive a restart and every BFF instance sees them; each instance polls, claims one due job
 * at a time with `FOR UPDATE SKIP LOCKED` and a lease, and runs it. Why not pg-boss or
 * graphile-worker: both open real PostgreSQL connections through `pg` (graphile-worker also
 * LISTEN/NOTIFY; pg-boss 12 needs Node 22), and the embedded default database is PGlite, one
 * in-process connection; this table and one claim query work on both. The exactly-once part is not the queue's anyway: a
 * lease that runs out (an instance killed mid-apply) hands the job to another instance, and the
 * job itself reads the live document to find out what the dead one did (change-jobs-run.ts).
 */
export const createChangeScheduler = (ctx: JobContext, options: SchedulerOptions = {}): ChangeScheduler => {
  const { leaseMs = 120_000, retryBaseMs = 30_000, owner = `bff-${randomUUID()}` } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const settle = async (job: ChangeJobRow, outcome: JobOutcome) => {
    const now = ctx.now();
    if ('done' in outcome) return finishJob(ctx.db.db, job, 'done', now);
    const message = 'fail' in outcome ? outcome.fail : outcome.retry;
    if ('retry' in outcome && isRetryable(codeOf(message)) && job.attempts < MAX_JOB_ATTEMPTS)
      return retryJobAt(ctx.db.db, job, new Date(now.getTime() + retryDelayMs(job.attempts, retryBaseMs)), message);
    await failRequest(ctx, job, 'retry' in outcome ? `${message} (after ${job.attempts} attempts)` : message);
    return finishJob(ctx.db.db, job, 'failed', now, message);
  };

  const runOne = async (): Promise<boolean> => {
    const now = ctx.now();
    const job = await claimDueJob(ctx.db.db, owner, now, new Date(now.getTime() + leaseMs));
    if (!job) return false;
    const outcome = await (job.kind === 'apply' ? runApply : runRevert)(ctx, job).catch((error: unknown): JobOutcome => ({ retry: error instanceof Error ? error.message : String(error) }));
    await settle(job, outcome);
    return true;
  };

  const runDue = async () => {
    // One pass at a time per instance: an Apply-now request and the poll share it.
    while (running) await running.catch(() => 0);
    running = (async () => {
      let ran = 0;
      while (ran < 100 && (await runOne())) ran += 1;
      return ran;
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  return {
    runDue,
    start: (pollMs) => {
      timer = setInterval(() => void runDue().catch(() => undefined), pollMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
};
