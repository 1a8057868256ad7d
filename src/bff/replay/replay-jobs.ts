import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import type { ReplayJobView } from '@contracts/bff-replay';
import { HttpError } from '../http-error';
import type { FromReplayWorker, ReplayWork } from './replay-protocol';
import { createReplayThreads } from './replay-threads';

/** Replays running at once, studio-wide: each holds a thread and a core while it evaluates. */
export const MAX_RUNNING_REPLAYS = 2;
/**
 * Whose share of the replay slots a job takes: its user's, and all change requests' evidence one
 * share together (each is started by its author or an approver, issue 44.3).
 */
const shareOf = (owner: string) => (owner.startsWith('change-request:') ? 'change-requests' : owner);

/**
 * Why a replay may not start now, in words, or null. The slots are shared fairly (issue 44.3): one
 * share (a user, or the change requests' evidence) holds at most all slots but one, so nobody can
 * lock everyone else out; and no more than MAX_RUNNING_REPLAYS run in all.
 */
export const replayRefusal = (running: ReadonlyArray<{ owner: string }>, owner: string, max = MAX_RUNNING_REPLAYS): { code: string; message: string } | null => {
  const share = shareOf(owner);
  const held = running.filter((j) => shareOf(j.owner) === share).length;
  if (held >= Math.max(1, max - 1))
    return share === 'change-requests'
      ? { code: 'REPLAYS_BUSY', message: "Another change request's evidence is being replayed; this one can be replayed again when that has finished." }
      : { code: 'REPLAY_YOURS_RUNNING', message: 'You have a replay running already on another connector: start this one when it has finished, or cancel it. Replays are shared out so that nobody holds them all.' };
  if (running.length >= max) return { code: 'REPLAYS_BUSY', message: `${max} replays are running in the studio already; start this one when one of them has finished.` };
  return null;
};

/** How long a finished replay's report stays readable from the BFF (the browser keeps its own copy with the draft). */
const KEPT_MS = 30 * 60_000;

interface Job {
  view: ReplayJobView;
  owner: string;
  env: string;
  started: number;
  worker: Worker | null;
  /** Takes the job's listeners off its thread (the thread outlives the job). */
  detach: () => void;
  /** A server-side owner's (a change request's evidence) word that the job ended, with its last view. */
  onFinish?: (view: ReplayJobView) => void;
}

/**
 * The BFF's replay jobs, in memory: a replay is a question asked now, its report is kept by the
 * browser with the draft, so a restart losing a running job only asks the user to start it again.
 * A change request's evidence is a server-side owner (`change-request:<id>`): told by `onFinish`,
 * it stores the summary itself. One running replay per owner and connector: starting another
 * replaces it; the slots are shared out fairly (replayRefusal).
 */
export const createReplayJobs = (options: { pageSize?: number } = {}) => {
  const jobs = new Map<string, Job>();
  const threads = createReplayThreads(MAX_RUNNING_REPLAYS);
  // Every id this instance gives starts with its own 8 hex digits (still a UUID): an id without them
  // was given before a restart, so its job is lost, and the answer can say so (issue 44).
  const instance = randomUUID().slice(0, 8);
  const startedAt = new Date();
  const newId = () => `${instance}${randomUUID().slice(8)}`;
  // Closing: the jobs are stopped, not finished; their owners are not told (their storage may be closing too).
  let closing = false;

  const finish = (job: Job, patch: Partial<ReplayJobView>) => {
    if (job.view.state !== 'running') return;
    job.view = { ...job.view, ...patch, elapsedMs: Math.round(performance.now() - job.started) };
    job.detach();
    if (job.worker) {
      // Only a thread that answered its last word itself is clean; one stopped halfway goes, and
      // another is warmed for the next replay.
      if (patch.state === 'done') threads.give(job.worker);
      else {
        threads.discard(job.worker);
        if (!closing) threads.warm();
      }
    }
    job.worker = null;
    setTimeout(() => jobs.delete(job.view.id), KEPT_MS).unref();
    if (!closing) job.onFinish?.(job.view);
  };

  const running = () => [...jobs.values()].filter((j) => j.view.state === 'running');

  /** Its starter's job in that environment; anybody else's (or an expired) id is unknown. */
  const ownJob = (owner: string, env: string, id: string): Job => {
    const job = jobs.get(id);
    if (!job && !id.startsWith(instance))
      throw new HttpError(
        404,
        'REPLAY_LOST',
        `The studio has restarted (at ${startedAt.toISOString()}) since replay '${id}' started: a replay lives in the studio's memory, so it was lost. Start it again.`,
      );
    if (!job || job.owner !== owner || job.env !== env) throw new HttpError(404, 'REPLAY_NOT_FOUND', `There is no replay '${id}' of yours (a finished replay is kept for ${KEPT_MS / 60_000} minutes).`);
    return job;
  };

  return {
    start: (
      owner: string,
      env: string,
      base: Pick<ReplayJobView, 'connectorGuid' | 'source' | 'from' | 'to' | 'liveRevision' | 'baseCurrency'>,
      work: ReplayWork,
      onFinish?: (view: ReplayJobView) => void,
    ): ReplayJobView => {
      for (const job of running()) if (job.owner === owner && job.env === env && job.view.connectorGuid === base.connectorGuid) finish(job, { state: 'cancelled' });
      const refusal = replayRefusal(running(), owner);
      if (refusal) throw new HttpError(429, refusal.code, refusal.message);
      const worker = threads.take();
      const job: Job = {
        owner,
        env,
        started: performance.now(),
        worker,
        detach: () => undefined,
        ...(onFinish ? { onFinish } : {}),
        view: { id: newId(), ...base, state: 'running', read: 0, total: null, startedAt: new Date().toISOString(), elapsedMs: 0, truncated: false, report: null, error: null },
      };
      jobs.set(job.view.id, job);
      const onMessage = (message: FromReplayWorker) => {
        if (message.type === 'progress') job.view = { ...job.view, read: message.read, total: message.total };
        else if (message.type === 'done') finish(job, { state: 'done', report: message.report, truncated: message.truncated });
        else finish(job, { state: 'failed', error: { code: message.code, message: message.message } });
      };
      const onError = (error: Error) => finish(job, { state: 'failed', error: { code: 'REPLAY_FAILED', message: `The replay stopped: ${error.message}` } });
      const onExit = (code: number) => finish(job, { state: 'failed', error: { code: 'REPLAY_FAILED', message: `The replay's thread ended (code ${code}) before its report.` } });
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      job.detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.postMessage(work);
      return job.view;
    },

    /** The job as its owner sees it. */
    get: (owner: string, env: string, id: string): ReplayJobView => {
      const job = ownJob(owner, env, id);
      return job.view.state === 'running' ? { ...job.view, elapsedMs: Math.round(performance.now() - job.started) } : job.view;
    },

    cancel: (owner: string, env: string, id: string): ReplayJobView => {
      const job = ownJob(owner, env, id);
      finish(job, { state: 'cancelled' });
      return job.view;
    },

    /** Records per BI page, when not the replay's default (tests page a small history in several pages). */
    pageSize: options.pageSize,

    /** Starts a replay thread in the background, so the first replay does not wait for one (the composition root calls it once the studio listens). */
    warm: () => threads.warm(),

    /** Stops every running replay (the BFF is closing). */
    close: async () => {
      closing = true;
      await Promise.all(running().map((job) => job.worker?.terminate()));
      await threads.close();
      jobs.clear();
    },
  };
};
export type ReplayJobs = ReturnType<typeof createReplayJobs>;
