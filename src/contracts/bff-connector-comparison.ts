import { z } from 'zod';
import { ComparisonDimension, ConnectorComparison } from '@domain/insights/connector-comparison';
import { BiSource } from './bff-bi';
import { InsightsWindow } from './bff-insights';
import { bffPath } from './bff-paths';

/**
 * Connectors side by side on the same kind of payment (issue 41.6):
 * `POST /api/env/:env/connectors/:guid/insights/compared` with a window and a dimension. The BFF
 * reads the window's first attempts of the meta-connector's routed payments and answers each
 * connector's first-attempt approval and fees per attempt per value, with 95 % intervals
 * (domain/insights/connector-comparison.ts); `query` is the DSL the records were read with, which
 * the page narrows to a cell (comparisonRowFilter and the connector) to open it in the console.
 */
export const connectorComparisonPath = bffPath('/api/env/:env/connectors/:guid/insights/compared');

/** First attempts one comparison reads at most: a longer window is compared on its earliest, and says so. */
export const COMPARISON_MAX_RECORDS = 200_000;

export const ConnectorComparisonRequest = z.strictObject({
  window: InsightsWindow,
  dimension: ComparisonDimension.default('brand'),
});
export type ConnectorComparisonRequest = z.input<typeof ConnectorComparisonRequest>;

export const ConnectorComparisonResponse = z.object({
  source: BiSource,
  from: z.string(),
  to: z.string(),
  baseCurrency: z.string(),
  comparison: ConnectorComparison,
  /** The window held more first attempts than COMPARISON_MAX_RECORDS: the comparison covers the earliest. */
  truncated: z.boolean(),
  query: z.record(z.string(), z.unknown()),
});
export type ConnectorComparisonResponse = z.infer<typeof ConnectorComparisonResponse>;
