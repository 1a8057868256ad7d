import { z } from 'zod';
import { TrafficSummary } from '@domain/insights/traffic-summary';
import { BREAKDOWN_KEYS, SummaryFilters } from '@domain/insights/traffic-summary-scope';
import { BiSource } from './bff-bi';
import { InsightsWindow } from './bff-insights';
import { bffPath } from './bff-paths';

/**
 * A meta-connector's traffic summary (issue 12.1):
 * `POST /api/env/:env/connectors/:guid/insights/summary` with a window and optional filters by
 * breakdown. Payments are counted once however many attempts they took (see
 * `domain/insights/traffic-summary-queries.ts`); every chart comes with the DSL query it was read
 * from, to open in the query console.
 */

const DslQuery = z.record(z.string(), z.unknown());

export const TrafficSummaryRequest = z.strictObject({
  window: InsightsWindow,
  filters: SummaryFilters.default({}),
});
export type TrafficSummaryRequest = z.input<typeof TrafficSummaryRequest>;

export const TrafficSummaryResponse = z.object({
  source: BiSource,
  from: z.string(),
  to: z.string(),
  /** The tenant's base currency, the one `volume` is in. */
  baseCurrency: z.string(),
  summary: TrafficSummary,
  /** Per chart, the query its numbers came from. */
  queries: z.object({
    overTime: DslQuery,
    failover: DslQuery,
    declines: DslQuery,
    breakdowns: z.record(z.enum(BREAKDOWN_KEYS), DslQuery),
  }),
});
export type TrafficSummaryResponse = z.infer<typeof TrafficSummaryResponse>;

export const insightsSummaryPath = bffPath('/api/env/:env/connectors/:guid/insights/summary');
