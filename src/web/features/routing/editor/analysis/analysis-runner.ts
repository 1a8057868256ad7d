import type { Finding } from '@domain/routing/analysis';
import { runAnalysisJob, type AnalysisAnswer, type AnalysisJob, type AnalysisRequest } from './analysis-job';
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

/** Calls `open` once; returns a function that cancels the call if it has not happened yet. */
export type OpeningSchedule = (open: () => void) => () => void;

/**
 * When the browser is next idle (at most 2 s on): the worker's start (fetching, compiling and
 * running its own copy of the domain, about 110 ms of CPU in a trace of a 5,000-rule load) and the
 * first job's encoding (about 20 ms on the main thread) then fall after the editor's first paint
 * instead of competing with it for the machine's cores. Warnings are not needed to draw the tree.
 */
export const whenIdle: OpeningSchedule = (open) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(open, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(open, 0);
  return () => clearTimeout(handle);
};

/**
 * One analysis worker per editor, started when `schedule` says (by default when the browser is
 * idle): jobs submitted before then wait, only the latest one. At most one job is in flight and only
 * the latest one waits: a burst of edits costs the analysis running plus one, and the answer for a
 * document that has changed since is dropped. A worker that fails or cannot start is replaced by the
 * same analysis on the main thread: slower, never wrong.
 */
export const createAnalysisRunner = (
  createWorker: () => Worker = () => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' }),
  schedule: OpeningSchedule = whenIdle,
): AnalysisRunner => {
  let opened = false;
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
    if (!opened || inFlight !== undefined || !current || current.sent) return;
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

  const cancelOpening = schedule(() => {
    opened = true;
    pump();
  });

  return {
    submit(job, deliver) {
      latest += 1;
      current = { id: latest, job, deliver, sent: false };
      pump();
    },
    dispose() {
      cancelOpening();
      worker?.terminate();
      worker = undefined;
      current = undefined;
      inFlight = undefined;
    },
  };
};
