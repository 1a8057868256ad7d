/// <reference lib="webworker" />
import { runAnalysisJob, type AnalysisAnswer, type AnalysisJob } from './analysis-job';

/**
 * The routing analysis off the main thread (issue 13, item 5): a 5,000-node document takes about
 * 10 ms, with a p95 above the 20 ms an edit may wait, so it never runs where it could delay one.
 */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<{ id: number; job: AnalysisJob }>) => {
  const { id, job } = event.data;
  const answer: AnalysisAnswer = { id, findings: runAnalysisJob(job) };
  self.postMessage(answer);
};
