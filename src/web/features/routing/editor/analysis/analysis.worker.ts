/// <reference lib="webworker" />
import { runAnalysisJob, type AnalysisAnswer, type AnalysisRequest } from './analysis-job';
import { createDocumentDecoder } from './document-transfer';

/**
 * The routing analysis off the main thread (issue 13, item 5): a 5,000-node document takes about
 * 10 ms, with a p95 above the 20 ms an edit may wait, so it never runs where it could delay one.
 * Documents arrive as the rule nodes not sent before (`document-transfer.ts`).
 */
declare const self: DedicatedWorkerGlobalScope;

const decode = createDocumentDecoder();

self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const { id, document, job } = event.data;
  const answer: AnalysisAnswer = { id, findings: runAnalysisJob({ ...job, document: decode(document) }) };
  self.postMessage(answer);
};
