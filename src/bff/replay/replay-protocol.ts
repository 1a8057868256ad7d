/**
 * Messages between the BFF and a replay's worker thread. The worker is started with everything it
 * needs (ReplayWork, structured-cloned), answers `progress` after each page and `done` or `failed`
 * once; the BFF cancels by terminating it.
 */
import type { BiSource } from '@contracts/bff-bi';
import type { ReplayReport } from '@domain/insights/replay-report';
import type { AnyDocument } from '@domain/routing/tree-walk';
import type { GatewayEnvironment } from '../config/studio-config';

export interface ReplayWork {
  /** The environment's configuration: the BI address and credentials, the evaluation settings. */
  config: GatewayEnvironment;
  source: BiSource;
  /** The first page's query (first attempts in the window, only the fields the documents read). */
  query: Record<string, unknown>;
  /** The window the query covers (ISO times): the worker may page two parts of it at once. */
  window: { from: string; to: string };
  documents: { live: AnyDocument; draft: AnyDocument };
  maxRecords: number;
  timeoutMs: number;
}

export type FromReplayWorker =
  | { type: 'progress'; read: number; total: number | null }
  | { type: 'done'; report: ReplayReport; truncated: boolean }
  | { type: 'failed'; status: number; code: string; message: string };
