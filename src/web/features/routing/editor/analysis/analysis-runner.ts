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

/**
 * One analysis worker per editor. At most one job is in flight and only the latest one waits: a
 * burst of edits costs the analysis running plus one, and the answer for a document that has
 * changed since is dropped. A worker that fails or cannot start is replaced by the same analysis on
 * the main thread: slower, never wrong.
 */
export const createAnalysisRunner = (createWorker: () => Worker = () => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' })): AnalysisRunner => {
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

  return {
    submit(job, deliver) {
      latest += 1;
      current = { id: latest, job, deliver, sent: false };
      pump();
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      current = undefined;
      inFlight = undefined;
    },
  };
};
