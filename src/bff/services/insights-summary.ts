import type { TrafficSummaryResponse } from '@contracts/bff-insights-summary';
import { breakdownQuery, declinesQuery, failoverQuery, overTimeQuery, type DslQuery } from '@domain/insights/traffic-summary-queries';
import { BREAKDOWN_KEYS, intervalOf, type SummaryFilters, type SummaryScope } from '@domain/insights/traffic-summary-scope';
import { summaryOfAnswers } from '@domain/insights/traffic-summary';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { searchEnvironmentBi } from './bi';
import { findConnectorForRead } from './connectors';
import { evaluationSettingsOf } from './golden-cases';

/**
 * A meta-connector's traffic summary (issue 12.1): eight aggregation queries (one per chart, sent
 * side by side) against the window's BI records, read into the numbers the charts draw. Counting
 * is the domain's (`traffic-summary-queries.ts`): a payment is its first attempt, whatever the
 * number of attempts. Single- and multi-method meta-connectors alike: the records do not differ.
 */
export const insightsSummary = async (
  env: Environment,
  guid: string,
  window: { source: 'live' | 'test'; from: string; to: string },
  filters: SummaryFilters,
): Promise<TrafficSummaryResponse> => {
  const connector = await findConnectorForRead(env, guid);
  if (!connector.isMetaConnector) throw new HttpError(422, 'NOT_A_META_CONNECTOR', `Connector '${guid}' is not a meta-connector: it routes nothing, so it has no routing insights.`);
  const scope: SummaryScope = { metaConnectorGuid: guid, from: window.from, to: window.to, filters };
  const queries = {
    overTime: overTimeQuery(scope),
    failover: failoverQuery(scope),
    declines: declinesQuery(scope),
    breakdowns: Object.fromEntries(BREAKDOWN_KEYS.map((key) => [key, breakdownQuery(scope, key)])) as Record<(typeof BREAKDOWN_KEYS)[number], DslQuery>,
  };
  const aggregationsOf = async (query: DslQuery) => (await searchEnvironmentBi(env, { source: window.source, query })).result.aggregations;
  const [overTime, failover, declines, ...breakdowns] = await Promise.all([queries.overTime, queries.failover, queries.declines, ...BREAKDOWN_KEYS.map((k) => queries.breakdowns[k])].map(aggregationsOf));
  let summary;
  try {
    summary = summaryOfAnswers({
      interval: intervalOf(window.from, window.to),
      overTime,
      failover,
      declines,
      breakdowns: Object.fromEntries(BREAKDOWN_KEYS.map((k, i) => [k, breakdowns[i]])) as Record<(typeof BREAKDOWN_KEYS)[number], unknown>,
    });
  } catch {
    // The data source answered, but not with the aggregations asked for: its fault, not the user's.
    throw new HttpError(502, 'BI_UNEXPECTED_ANSWER', 'The BI data source answered the summary queries with aggregations of another shape than OpenSearch sends.');
  }
  return { source: window.source, from: window.from, to: window.to, baseCurrency: evaluationSettingsOf(env.config).baseCurrency, summary, queries };
};
