import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BiSource } from '@contracts/bff-bi';
import { BREAKDOWNS, type SummaryFilters } from '@domain/insights/traffic-summary-scope';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { insightsApi } from '../insights-api';
import type { EditorEnvironment } from '../../editor-props';
import { BreakdownChart } from './breakdown-chart';
import type { ChartContext } from './chart-context';
import { countText, keyText, moneyText, rateText } from './chart-format';
import { DeclinesChart } from './declines-chart';
import { FailoverChart } from './failover-chart';
import { OverTimeChart } from './over-time-chart';
import { filterEntries, withFilter, withoutFilter } from './summary-filters';

export interface TrafficChartsProps {
  env: EditorEnvironment;
  envId: string;
  connectorGuid: string;
  source: BiSource;
  /** The window to read; null while a custom window is incomplete (nothing is shown). */
  window: { from: string; to: string } | null;
}

/**
 * A meta-connector's traffic in charts (issue 12.1): count, volume and success rate per connector
 * over time, failover and its fallbacks, breakdowns that filter, decline codes per connector. One
 * request answers all of them; a filter re-reads every chart.
 */
export const TrafficCharts = ({ env, envId, connectorGuid, source, window }: TrafficChartsProps) => {
  const [filters, setFilters] = useState<SummaryFilters>({});
  const summary = useQuery({
    queryKey: ['insights', 'summary', envId, connectorGuid, source, window, filters],
    queryFn: () => insightsApi.insightsSummary(envId, connectorGuid, { window: { source, ...window! }, filters }),
    enabled: window !== null,
    staleTime: 60_000,
    retry: false,
    // A new filter keeps the old charts in view while the new numbers load.
    placeholderData: keepPreviousData,
  });
  if (window === null) return null;
  const chips = filterEntries(filters);
  const answer = summary.data;
  const ctx: ChartContext | null = answer ? { summary: answer.summary, queries: answer.queries, baseCurrency: answer.baseCurrency, names: env.names, envId, source } : null;
  return (
    <div className="traffic-charts" aria-busy={summary.isFetching}>
      <h3>Traffic through this meta-connector</h3>
      {chips.length > 0 ? (
        <ul className="chart-filters" aria-label="Filters">
          {chips.map(({ breakdown, key }) => (
            <li key={`${breakdown} ${key}`}>
              {BREAKDOWNS[breakdown].label}: {keyText(key)}
              <button type="button" aria-label={`Remove filter ${BREAKDOWNS[breakdown].label} ${keyText(key)}`} onClick={() => setFilters((f) => withoutFilter(f, breakdown, key))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {summary.isPending ? (
        <LoadingState label="Reading the window's traffic…" />
      ) : summary.isError ? (
        <ErrorState title="Could not read the window's traffic" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <p className="chart-totals" data-testid="traffic-totals">
            <strong>{countText(ctx!.summary.totals.payments)}</strong> payments · <strong>{moneyText(ctx!.summary.totals.volume, ctx!.baseCurrency)}</strong> ·{' '}
            <strong>{rateText(ctx!.summary.totals.successRate)}</strong> succeeded
          </p>
          <p className="muted chart-note">
            A payment is its first attempt: one with three attempts counts once, its amount once, and it succeeded if any attempt did. Refunds, captures and other follow-ups are not payments.
          </p>
          <OverTimeChart ctx={ctx!} />
          <FailoverChart ctx={ctx!} />
          <BreakdownChart ctx={ctx!} onFilter={(breakdown, key) => setFilters((f) => withFilter(f, breakdown, key))} />
          <DeclinesChart ctx={ctx!} />
        </>
      )}
    </div>
  );
};
