/**
 * Messages between the host (the studio's process) and the sandbox running in a worker thread.
 * The worker answers `listening` or `failed` once; the host sends `start-history` when its own
 * start-up is done and `close` to stop; the worker answers `history-done` and `closed`.
 */
import type { StartSandboxOptions } from '../start';

/** What the worker is started with: the options that survive structured cloning (no promise). */
export type WorkerSandboxOptions = Omit<StartSandboxOptions, 'historyAfter'> & { waitForHistoryStart: boolean };

export type ToWorker = { type: 'start-history' } | { type: 'close' };

export type FromWorker =
  | { type: 'listening'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'history-done'; records: number }
  | { type: 'closed' };
