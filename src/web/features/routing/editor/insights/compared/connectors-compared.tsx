// The figure-over-its-interval styles are the outcome estimate's (outcome-scroll, outcome-interval, outcome-better).
import '@web/components/outcome-estimate/outcome-estimate.css';
import './connectors-compared.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BiSource } from '@contracts/bff-bi';
import type { ConnectorComparisonResponse } from '@contracts/bff-connector-comparison';
import { COMPARISON_DIMENSIONS, comparisonRowFilter, MIN_ATTEMPTS_FOR_COST, type ComparedConnector, type ComparisonDimension } from '@domain/insights/connector-comparison';
import { connectorDisplay, connectorLabel, type ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { withEnvironment } from '@web/lib/environment-in-url';
import { formatCount, formatMoney, formatShare } from '@web/lib/format';
import { PAYMENT_DIMENSION_LABELS } from '@web/lib/payment-dimensions';
import { insightsApi } from '../insights-api';

const BAND_LABELS: Record<string, string> = { small: 'under 30', medium: '30 to 250', large: '250 to 1,000', jumbo: '1,000 and more' };
const valueLabel = (dimension: ComparisonDimension, value: string, currency: string) =>
  value === '-' ? 'not known' : dimension === 'band' ? `${BAND_LABELS[value] ?? value} ${currency}` : value;

/** The DSL of one cell: the window's first attempts, narrowed to the value and the connector; a page the console shows, with the total counted. */
const cellQuery = (answer: ConnectorComparisonResponse, value: string, connector: string) => ({
  ...answer.query,
  size: 100,
  track_total_hits: true,
  query: { bool: { filter: [answer.query.query, comparisonRowFilter(answer.comparison.dimension, value), { term: { connector_guid: connector } }] } },
});

/**
 * Connectors side by side on the same kind of payment (issue 41.6): per value of a dimension, each
 * connector's first-attempt approval (Jeffreys' 95 % interval) and fees per first attempt (a normal
 * interval from 30 attempts), the attempts behind each, the connectors it is better than beyond
 * both intervals, and the query behind each cell. The comparison a routing change rests on.
 */
export const ConnectorsCompared = ({ envId, connectorGuid, source, window, names }: { envId: string; connectorGuid: string; source: BiSource; window: { from: string; to: string } | null; names: ConnectorNameLookup }) => {
  const [dimension, setDimension] = useState<ComparisonDimension>('brand');
  const navigate = useNavigate();
  const compared = useQuery({
    queryKey: ['insights', 'compared', envId, connectorGuid, source, window, dimension],
    queryFn: () => insightsApi.connectorComparison(envId, connectorGuid, { window: { source, ...window! }, dimension }),
    enabled: window !== null,
    staleTime: 60_000,
    retry: false,
  });
  const name = (guid: string) => connectorDisplay(connectorLabel(guid, names));
  const answer = compared.data;
  const open = (value: string, connector: string) => answer && void navigate(withEnvironment('/bi', envId), { state: { biQuery: cellQuery(answer, value, connector), source } });
  const better = (c: ComparedConnector) => (c.betterThan.length ? `better than ${c.betterThan.map(name).join(', ')}` : null);
  return (
    <section className="connectors-compared" aria-label="Connectors compared">
      <h3>Connectors on the same kind of payment</h3>
      <p className="muted">
        First attempts only (a failover meets payments another acquirer declined). Approval with Jeffreys&apos; 95 % interval; fees per first attempt with a 95 % interval from{' '}
        {MIN_ATTEMPTS_FOR_COST} attempts. &ldquo;Better than&rdquo; only where the two intervals do not overlap.
      </p>
      <label>
        By{' '}
        <select aria-label="Compare by" value={dimension} onChange={(e) => setDimension(e.target.value as ComparisonDimension)}>
          {COMPARISON_DIMENSIONS.map((d) => (
            <option key={d} value={d}>
              {PAYMENT_DIMENSION_LABELS[d]}
            </option>
          ))}
        </select>
      </label>
      {window === null ? null : compared.isPending ? (
        <LoadingState />
      ) : compared.isError ? (
        <ErrorState title="Could not compare the connectors" error={compared.error} onRetry={() => void compared.refetch()} />
      ) : answer!.comparison.rows.length === 0 ? (
        <p className="empty-state">No first attempt in this window.</p>
      ) : (
        <div className="outcome-scroll" tabIndex={0}>
          <table className="data-table compared-table" aria-label={`Connectors compared by ${PAYMENT_DIMENSION_LABELS[dimension].toLowerCase()}`}>
            <thead>
              <tr>
                <th scope="col">Connector</th>
                <th scope="col">Approval, first attempt</th>
                <th scope="col">Fees per attempt</th>
              </tr>
            </thead>
            {answer!.comparison.rows.map((row) => (
              <tbody key={row.value} data-testid="compared-row">
                <tr className="compared-value">
                  <th scope="rowgroup" colSpan={3}>
                    {PAYMENT_DIMENSION_LABELS[dimension]}: {valueLabel(dimension, row.value, answer!.baseCurrency)} · {formatCount(row.attempts)} attempts
                  </th>
                </tr>
                {row.connectors.map((c) => (
                  <tr key={c.connector}>
                    <th scope="row">
                      {name(c.connector)}
                      <div className="outcome-interval">
                        {formatCount(c.attempts)} attempts ·{' '}
                        <button type="button" className="text-link" onClick={() => open(row.value, c.connector)} aria-label={`Open the query of ${name(c.connector)}, ${valueLabel(dimension, row.value, answer!.baseCurrency)}`}>
                          query
                        </button>
                      </div>
                    </th>
                    <td className={c.betterThan.length ? 'outcome-better' : undefined}>
                      {formatShare(c.approval.estimate)}
                      <div className="outcome-interval">
                        95 %: {formatShare(c.approval.low)} to {formatShare(c.approval.high)}
                      </div>
                      {better(c) ? <div className="compared-better">{better(c)}</div> : null}
                    </td>
                    <td>
                      {c.feesPerAttempt ? (
                        <>
                          {formatMoney(c.feesPerAttempt.estimate, answer!.baseCurrency)}
                          <div className="outcome-interval">
                            95 %: {formatMoney(c.feesPerAttempt.low, answer!.baseCurrency)} to {formatMoney(c.feesPerAttempt.high, answer!.baseCurrency)}
                          </div>
                        </>
                      ) : (
                        <span className="muted">too few attempts</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {answer && (answer.truncated || answer.comparison.leftOut > 0) ? (
        <p className="muted">
          {answer.truncated ? 'The window held more first attempts than a comparison reads: the earliest were compared. ' : ''}
          {answer.comparison.leftOut > 0 ? `${formatCount(answer.comparison.leftOut)} first attempts no acquirer answered (a configuration error, a payer who never came back) are left out.` : ''}
        </p>
      ) : null}
    </section>
  );
};
