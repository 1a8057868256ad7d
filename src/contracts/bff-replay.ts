import { z } from 'zod';
import { ReplayReport } from '@domain/insights/replay-report';
import { JSON_LIMITS } from '@domain/json/json-limits';
import { BiSource } from './bff-bi';
import { InsightsWindow } from './bff-insights';
import { bffPath } from './bff-paths';

/**
 * Replay (issue 12.2): a window of real payments through the live document and a draft, run by the
 * BFF as a job. `POST /api/env/:env/connectors/:guid/replays` starts it (202 with the job), `GET
 * /api/env/:env/replays/:id` reads its progress and, when done, its report; `DELETE` cancels it.
 * A job is its starter's: another user's id answers 404.
 */

/**
 * The largest replay request: as large as a save takes (JSON_LIMITS), so any document that can be
 * saved can be replayed first (issue 44.6: a 20,000-rule document that saved was refused here at
 * 4 MiB). A 5,000-node document is about 1 MB written compactly, two or three times that indented.
 */
export const REPLAY_MAX_BODY_BYTES = JSON_LIMITS.maxBytes;
/** Records one replay reads at most; beyond, the report covers the earliest and says so. */
export const REPLAY_MAX_RECORDS = 2_000_000;

export const ReplayRequest = z.strictObject({
  window: InsightsWindow,
  /** The draft's document (single-method); parsed by the BFF, which names what is wrong. */
  draft: z.unknown().refine((d) => d !== undefined, 'the draft document is required'),
});
export type ReplayRequest = z.input<typeof ReplayRequest>;

export const ReplayState = z.enum(['running', 'done', 'failed', 'cancelled']);
export type ReplayState = z.infer<typeof ReplayState>;

export const ReplayJobView = z.object({
  id: z.string(),
  connectorGuid: z.string(),
  state: ReplayState,
  source: BiSource,
  from: z.string(),
  to: z.string(),
  /** The live document's revision the draft was compared with. */
  liveRevision: z.string(),
  /** The currency of the report's amounts (the tenant's base currency, the records' base_amount). */
  baseCurrency: z.string(),
  /** Records read so far, and how many the window holds (null until the first page says). */
  read: z.number().int(),
  total: z.number().int().nullable(),
  startedAt: z.string(),
  /** Milliseconds from the start to the end (or to now while running). */
  elapsedMs: z.number().int(),
  /** True when the window held more than REPLAY_MAX_RECORDS: the report covers the earliest. */
  truncated: z.boolean(),
  report: ReplayReport.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type ReplayJobView = z.infer<typeof ReplayJobView>;

export const replayPaths = {
  start: bffPath('/api/env/:env/connectors/:guid/replays'),
  job: bffPath('/api/env/:env/replays/:id'),
} as const;
