import type { Finding } from '@domain/routing/analysis';
import { runAnalysisJob, type AnalysisAnswer, type AnalysisJob, type AnalysisRequest } from './analysis-job';
import type { Schedule } from '@web/lib/scheduled-value';
import { whenIdle } from '@web/lib/when-idle';
import { createDocumentEncoder } from './document-transfer';

export interface AnalysisRunner {
  /** Analyses `job` off the main thread; `deliver` is called only if no later job was submitted meanwhile. */
  submit(job: AnalysisJob, deliver: (findings: Finding[]) => void): void;
  dispose(): void;
}

interface Pending {
  readonly id: number;
  readonly job: AnalysisJob;
  readonly deliver: (findings: Finding[]) => void;
  sent: boolean;
}

/**
 * One analysis worker per editor, started with its first job. A submitted job is sent when
 * `schedule` says (by default when the browser is idle). At most one job is in flight and only the
 * latest one waits: a burst of edits costs the analysis running plus one, and the answer for a
 * document that has changed since is dropped. A worker that fails or cannot start is replaced by the
 * same analysis on the main thread: slower, never wrong.
 */
export const createAnalysisRunner = (
  createWorker: () => Worker = () => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' }),
  // When the browser is next idle (at most 2 s on): a job is sent after the edit (or the load) that
  // made it has been drawn. At load the worker's start (fetching, compiling and running its own copy
  // of the domain, about 110 ms of CPU in a trace of a 5,000-rule load) and the first job's encoding
  // (about 20 ms on the main thread) then no longer compete with the editor's first paint for the
  // machine's cores; after an edit, the job's list of connector names (a walk of the whole tree) no
  // longer delays the edit's paint. Warnings are not needed to draw the tree.
  schedule: Schedule = whenIdle,
): AnalysisRunner => {
  let cancelScheduled: (() => void) | undefined;
  let worker: Worker | undefined;
  // One encoder per worker: it knows which rule nodes that worker already holds.
  let encode = createDocumentEncoder();
  let broken = false;
  let latest = 0;
  let inFlight: number | undefined;
  let current: Pending | undefined;

  const start = (): Worker | undefined => {
    if (worker || broken) return worker;
    try {
      worker = createWorker();
      encode = createDocumentEncoder();
    } catch {
      broken = true;
      return undefined;
    }
    worker.onmessage = (event: MessageEvent<AnalysisAnswer>) => {
      inFlight = undefined;
      if (current?.id === event.data.id) {
        const { deliver } = current;
        current = undefined;
        deliver(event.data.findings);
      }
      pump();
    };
    worker.onerror = () => {
      broken = true;
      worker?.terminate();
      worker = undefined;
      inFlight = undefined;
      if (current) current.sent = false;
      pump();
    };
    return worker;
  };

  const pump = () => {
    if (inFlight !== undefined || !current || current.sent) return;
    const target = start();
    if (!target) {
      const { job, deliver } = current;
      current = undefined;
      deliver(runAnalysisJob(job));
      return;
    }
    current.sent = true;
    inFlight = current.id;
    const { document, ...rest } = current.job;
    const request: AnalysisRequest = { id: current.id, document: encode(document), job: rest };
    target.postMessage(request);
  };

  const pumpLater = () => {
    if (cancelScheduled) return;
    let ran = false;
    const cancel = schedule(() => {
      ran = true;
      cancelScheduled = undefined;
      pump();
    });
    // A schedule may run at once (tests): then nothing is left to cancel.
    if (!ran) cancelScheduled = cancel;
  };

  return {
    submit(job, deliver) {
      latest += 1;
      current = { id: latest, job, deliver, sent: false };
      pumpLater();
    },
    dispose() {
      cancelScheduled?.();
      cancelScheduled = undefined;
      worker?.terminate();
      worker = undefined;
      current = undefined;
      inFlight = undefined;
    },
  };
};
