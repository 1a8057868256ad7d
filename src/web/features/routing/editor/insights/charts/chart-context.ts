import type { BiSource } from '@contracts/bff-bi';
import type { TrafficSummaryResponse } from '@contracts/bff-insights-summary';
import type { TrafficSummary } from '@domain/insights/traffic-summary';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';

/** What every chart of one summary shares: the numbers, their queries, and how to name connectors. */
export interface ChartContext {
  summary: TrafficSummary;
  queries: TrafficSummaryResponse['queries'];
  baseCurrency: string;
  names: ConnectorNameLookup;
  envId: string;
  source: BiSource;
}
