import type { Schedule } from './change-request';

/**
 * Pure timing rules of scheduled changes. Times are instants (UTC ISO strings in storage and on the
 * wire); the browser shows and takes them in the user's time zone.
 */

/** Why a schedule cannot be used now, or null. `now` is passed in: the domain has no clock. */
export const scheduleProblem = (schedule: Schedule, now: Date): string | null => {
  if (schedule.mode === 'now') return null;
  const start = Date.parse(schedule.startAt);
  if (schedule.mode === 'window') {
    const end = Date.parse(schedule.endAt);
    if (!(end > start)) return 'The window must end after it starts.';
    if (end <= now.getTime()) return 'The window has already ended.';
  }
  return null;
};

/** A start time already past means "as soon as approved": the job is due at once. */
export const startOf = (schedule: Schedule, now: Date): Date => (schedule.mode === 'now' ? now : new Date(Math.max(Date.parse(schedule.startAt), now.getTime())));

export const endOf = (schedule: Schedule): Date | null => (schedule.mode === 'window' ? new Date(schedule.endAt) : null);

/** Attempts a job gets before it stops and the request shows the failure. */
export const MAX_JOB_ATTEMPTS = 4;

/** Back-off before attempt `n + 1` after attempt `n` failed: 30 s, 2 min, 8 min (× 4 each time). */
export const retryDelayMs = (attempt: number, baseMs = 30_000): number => baseMs * 4 ** Math.max(0, attempt - 1);

/** A conflict is not retried: the live document changed since the base revision, and only a rebase and a new approval can help. */
export const isRetryable = (code: string) => code !== 'CONFLICT' && code !== 'CONNECTOR_KIND_CHANGED' && code !== 'NOT_APPROVED';
