import { z } from 'zod';
import { SplitDriftReport } from '../domain/insights/split-drift';
import { BiSource } from './bff-bi';

/**
 * Routing insights from the BI data source (issue 12). Configured vs observed random splits:
 * `POST /api/env/:env/connectors/:guid/insights/splits` reads the window's first attempts through
 * the connector and tests each split of the live document against its configured share.
 */

/** Longest window one request reads: a year of first attempts. */
export const INSIGHTS_MAX_WINDOW_DAYS = 366;
/** First attempts one split report reads at most; beyond, the answer says it was cut short. */
export const SPLIT_DRIFT_MAX_PAYMENTS = 200_000;

const instant = z.iso.datetime({ offset: true, message: 'a date and time such as 2026-11-01T00:00:00Z' });

export const InsightsWindow = z
  .strictObject({ source: BiSource.default('live'), from: instant, to: instant })
  .refine((w) => Date.parse(w.from) < Date.parse(w.to), { message: "'from' must be before 'to'", path: ['to'] })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= INSIGHTS_MAX_WINDOW_DAYS * 86_400_000, { message: `a window of at most ${INSIGHTS_MAX_WINDOW_DAYS} days`, path: ['from'] });
export type InsightsWindow = z.input<typeof InsightsWindow>;

export const SplitDriftResponse = z.object({
  source: BiSource,
  from: z.string(),
  to: z.string(),
  /** The live document's revision the payments were read against. */
  revision: z.string(),
  report: SplitDriftReport,
  /** True when the window held more first attempts than SPLIT_DRIFT_MAX_PAYMENTS: the report covers the earliest ones. */
  truncated: z.boolean(),
  /** The DSL query that selected the payments, to open in the query console. */
  query: z.record(z.string(), z.unknown()),
});
export type SplitDriftResponse = z.infer<typeof SplitDriftResponse>;

export const insightsPaths = {
  splits: (env: string, guid: string) => `/api/env/${encodeURIComponent(env)}/connectors/${encodeURIComponent(guid)}/insights/splits`,
} as const;
