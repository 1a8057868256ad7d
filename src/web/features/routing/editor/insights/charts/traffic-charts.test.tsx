// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insightsSummaryPath, type TrafficSummaryRequest, type TrafficSummaryResponse } from '@contracts/bff-insights-summary';
import { BREAKDOWN_KEYS } from '@domain/insights/traffic-summary-scope';
import { Providers } from '@web/app/providers';
import { mockFetch, polyfillLayoutApis, testQueryClient } from '@web/test/render-app';
import type { EditorEnvironment } from '../../editor-props';
import { TrafficCharts } from './traffic-charts';

const GUID = 'CO-meta';
const A = 'CO-a';
const B = 'CO-b';
const env = { names: (guid: string) => ({ [A]: 'Alpha', [B]: 'Beta' })[guid] } as unknown as EditorEnvironment;
const WINDOW = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T00:00:00.000Z' };

const counts = (payments: number, volume: number, succeeded: number) => ({ payments, volume, succeeded, successRate: payments ? succeeded / payments : null });
const QUERY = { size: 0 };

/** The answer with all payments, or (filtered by currency USD) the USD ones only: the numbers say which one the chart shows. */
const answer = (usdOnly: boolean): TrafficSummaryResponse => {
  const currencyRows = usdOnly ? [{ key: 'USD', ...counts(3, 300, 2) }] : [{ key: 'EUR', ...counts(9, 900, 8) }, { key: 'USD', ...counts(3, 300, 2) }];
  const totals = usdOnly ? counts(3, 300, 2) : counts(12, 1200, 10);
  return {
    source: 'live',
    ...WINDOW,
    baseCurrency: 'EUR',
    summary: {
      interval: 'day',
      totals,
      overTime: {
        buckets: [{ at: WINDOW.from, ...totals, connectors: [{ connector: A, ...totals, attempts: totals.payments + 1, successRate: 0.5 }] }],
        connectors: [A],
      },
      failover: { payments: totals.payments, failedOver: 1, share: 1 / totals.payments, rescued: 1, fallbacks: [{ connector: B, attempts: 1, succeeded: 1 }] },
      breakdowns: Object.fromEntries(BREAKDOWN_KEYS.map((k) => [k, { rows: k === 'currency' ? currencyRows : [{ key: 'x', ...totals }], otherPayments: 0 }])) as TrafficSummaryResponse['summary']['breakdowns'],
      declines: [{ connector: A, declines: 2, codes: [{ code: '2003', message: 'Transaction declined', count: 2 }] }],
    },
    queries: { overTime: { ...QUERY, chart: 'over-time' }, failover: { ...QUERY, chart: 'failover' }, declines: QUERY, breakdowns: Object.fromEntries(BREAKDOWN_KEYS.map((k): [string, Record<string, unknown>] => [k, { ...QUERY, chart: k }])) as TrafficSummaryResponse['queries']['breakdowns'] },
  };
};

let sent: TrafficSummaryRequest[] = [];
beforeEach(() => {
  polyfillLayoutApis();
  sent = [];
  mockFetch({
    [insightsSummaryPath('sandbox', GUID)]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as TrafficSummaryRequest;
      sent.push(body);
      return { status: 200, body: answer(Boolean(body.filters?.currency?.includes('USD'))) };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ConsoleProbe = () => {
  const state = useLocation().state as { biQuery: unknown; source: string };
  return <pre data-testid="console-state">{JSON.stringify(state)}</pre>;
};

const renderCharts = () =>
  render(
    <Providers queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={['/editor']}>
        <Routes>
          <Route path="/editor" element={<TrafficCharts env={env} envId="sandbox" connectorGuid={GUID} source="live" window={WINDOW} />} />
          <Route path="/bi" element={<ConsoleProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

describe('the traffic charts', () => {
  it('show the totals, and a chart as a table with the same numbers', async () => {
    renderCharts();
    expect(screen.getByRole('status')).toHaveTextContent('Reading');
    expect(await screen.findByTestId('traffic-totals')).toHaveTextContent('12 payments · 1,200 EUR · 83.3 % succeeded');
    const breakdown = screen.getByRole('region', { name: 'Breakdown' });
    fireEvent.change(within(breakdown).getByRole('combobox'), { target: { value: 'currency' } });
    fireEvent.click(within(breakdown).getByRole('button', { name: 'Table' }));
    const table = within(breakdown).getByRole('table', { name: 'Payments by currency' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['CurrencyPaymentsVolumeSuccessFilter', 'EUR9900 EUR88.9 %Filter', 'USD3300 EUR66.7 %Filter']);
    const failover = screen.getByRole('region', { name: 'Failover' });
    fireEvent.click(within(failover).getByRole('button', { name: 'Table' }));
    expect(within(failover).getByRole('row', { name: /Beta/ })).toHaveTextContent('Beta11');
  });

  it('filters every chart by a breakdown value, and removes the filter again', async () => {
    renderCharts();
    const breakdown = await screen.findByRole('region', { name: 'Breakdown' });
    fireEvent.change(within(breakdown).getByRole('combobox'), { target: { value: 'currency' } });
    fireEvent.click(within(breakdown).getByRole('button', { name: 'Table' }));
    fireEvent.click(within(breakdown).getByRole('button', { name: 'Filter by currency USD' }));
    await waitFor(() => expect(screen.getByTestId('traffic-totals')).toHaveTextContent('3 payments'));
    expect(sent.at(-1)).toEqual({ window: { source: 'live', ...WINDOW }, filters: { currency: ['USD'] } });
    expect(screen.getByRole('list', { name: 'Filters' })).toHaveTextContent('Currency: USD');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Currency USD' }));
    await waitFor(() => expect(screen.getByTestId('traffic-totals')).toHaveTextContent('12 payments'));
    expect(screen.queryByRole('list', { name: 'Filters' })).toBeNull();
  });

  it("opens a chart's own query in the query console", async () => {
    renderCharts();
    const failover = await screen.findByRole('region', { name: 'Failover' });
    fireEvent.click(within(failover).getByRole('button', { name: 'Open in query console' }));
    expect(JSON.parse((await screen.findByTestId('console-state')).textContent!)).toEqual({ biQuery: { size: 0, chart: 'failover' }, source: 'live' });
  });
});
