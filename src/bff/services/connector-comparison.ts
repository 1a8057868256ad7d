import { COMPARISON_MAX_RECORDS, type ConnectorComparisonResponse } from '@contracts/bff-connector-comparison';
import { compareConnectors, type ComparisonDimension } from '@domain/insights/connector-comparison';
import type { OutcomeRecord } from '@domain/outcomes/outcome-record';
import { evaluationSettingsOf } from './golden-cases';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { biSourcesOf, pageEnvironmentBi } from './bi';
import { routedRecordsQuery } from './observed-routing';
import { OUTCOME_RECORD_FIELDS, outcomeRecordsOf } from './outcome-estimate';
import { REPLAY_PAGE_SIZE } from './replay';

/**
 * Connectors compared on the same kind of payment over a window (issue 41.6): pages through the
 * window's first attempts of the meta-connector's routed payments (at most COMPARISON_MAX_RECORDS,
 * the earliest, said when cut) and tallies them per value and connector in the domain.
 */
export const connectorComparison = async (env: Environment, guid: string, window: { source: 'live' | 'test'; from: string; to: string }, dimension: ComparisonDimension): Promise<ConnectorComparisonResponse> => {
  if (!biSourcesOf(env).includes(window.source))
    throw new HttpError(409, 'BI_NOT_CONFIGURED', `The environment '${env.config.name}' has no ${window.source === 'test' ? 'BI sandbox address' : 'BI data source'} to compare connectors from.`);
  const query = { size: REPLAY_PAGE_SIZE, _source: [...OUTCOME_RECORD_FIELDS], ...routedRecordsQuery(guid, window.from, window.to, [{ term: { attempt: 1 } }]) };
  const records: OutcomeRecord[] = [];
  let truncated = false;
  await pageEnvironmentBi(env, window.source, query, (page) => {
    records.push(...outcomeRecordsOf(page.result.hits.hits));
    truncated = records.length >= COMPARISON_MAX_RECORDS && page.result.hits.hits.length === query.size;
    return !truncated;
  });
  return { source: window.source, from: window.from, to: window.to, baseCurrency: evaluationSettingsOf(env.config).baseCurrency, comparison: compareConnectors(records, dimension), truncated, query };
};
