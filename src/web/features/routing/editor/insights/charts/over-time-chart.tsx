import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrafficSummary } from '@domain/insights/traffic-summary';
import { NONE_KEY } from '@domain/insights/traffic-summary-scope';
import type { ChartContext } from './chart-context';
import { ChartCard } from './chart-card';
import { bucketText, colourOf, compactText, connectorText, countText, moneyText, rateText } from './chart-format';

const METRICS = [
  { id: 'payments', label: 'Payments' },
  { id: 'volume', label: 'Volume' },
  { id: 'successRate', label: 'Success rate' },
] as const;
type Metric = (typeof METRICS)[number]['id'];

const NOTES: Record<Metric, string> = {
  payments: 'Each payment once, on the connector routing chose first (a payment with three attempts counts once).',
  volume: "Each payment's amount once, in the base currency, on the connector routing chose first.",
  successRate: "Per connector: its accepted attempts over all its attempts, failover included. 'All payments': payments that succeeded on any attempt (a payment that reached no connector counts there as not succeeded).",
};

type Bucket = TrafficSummary['overTime']['buckets'][number];
const valueOf = (metric: Metric, b: Pick<Bucket, 'payments' | 'volume' | 'successRate'>) => b[metric];

/** Payments, volume and success rate per connector over the window, one metric at a time. */
export const OverTimeChart = ({ ctx }: { ctx: ChartContext }) => {
  const [metric, setMetric] = useState<Metric>('payments');
  const { summary, names, baseCurrency } = ctx;
  const connectors = summary.overTime.connectors;
  const text = (v: number | null) => (v === null ? '—' : metric === 'volume' ? moneyText(v, baseCurrency) : metric === 'successRate' ? rateText(v) : countText(v));
  const rows = summary.overTime.buckets.map((b) => ({
    label: bucketText(b.at, summary.interval),
    all: valueOf(metric, b),
    byConnector: Object.fromEntries(b.connectors.map((c) => [c.connector, valueOf(metric, c)])) as Record<string, number | null>,
  }));
  const cell = (row: (typeof rows)[number], guid: string) => row.byConnector[guid] ?? (metric === 'successRate' ? null : 0);
  const tooltip = <Tooltip formatter={(value) => text(typeof value === 'number' ? value : null)} />;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={18} />
      <YAxis tick={{ fontSize: 11 }} width={42} tickFormatter={(v: number) => (metric === 'successRate' ? `${Math.round(v * 100)}%` : compactText(v))} {...(metric === 'successRate' ? { domain: [0, 1] } : {})} />
      {tooltip}
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );
  const chart = (
    <ResponsiveContainer width="100%" height={230}>
      {metric === 'successRate' ? (
        <LineChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          {axes}
          {connectors.map((guid, i) => (guid === NONE_KEY ? null : (
            <Line key={guid} type="linear" dataKey={(r: (typeof rows)[number]) => cell(r, guid)} name={connectorText(guid, names)} stroke={colourOf(i)} dot={false} strokeWidth={2} isAnimationActive={false} />
          )))}
          <Line type="linear" dataKey="all" name="All payments" stroke="#1c2430" strokeDasharray="4 3" dot={false} strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      ) : (
        <BarChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          {axes}
          {connectors.map((guid, i) => (
            <Bar key={guid} stackId="connectors" dataKey={(r: (typeof rows)[number]) => cell(r, guid)} name={connectorText(guid, names)} fill={colourOf(i)} isAnimationActive={false} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
  const shown = rows.filter((_, i) => summary.overTime.buckets[i]!.connectors.length > 0);
  const table = (
    <table className="data-table chart-table" aria-label={`${METRICS.find((m) => m.id === metric)!.label} over time`}>
      <thead>
        <tr>
          <th scope="col">{summary.interval === 'hour' ? 'Hour (UTC)' : summary.interval === 'day' ? 'Day (UTC)' : 'Week (UTC)'}</th>
          <th scope="col">{metric === 'successRate' ? 'All payments' : 'All'}</th>
          {connectors.map((guid) => (
            <th key={guid} scope="col">
              {connectorText(guid, names)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{text(row.all)}</td>
            {connectors.map((guid) => (
              <td key={guid}>{text(cell(row, guid))}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <caption className="muted">Periods without records are left out.</caption>
    </table>
  );
  return (
    <ChartCard
      title="Per connector over time"
      note={NOTES[metric]}
      controls={
        <div className="segmented chart-metric" role="group" aria-label="Metric">
          {METRICS.map((m) => (
            <button key={m.id} type="button" aria-pressed={metric === m.id} onClick={() => setMetric(m.id)}>
              {m.label}
            </button>
          ))}
        </div>
      }
      query={ctx.queries.overTime}
      envId={ctx.envId}
      source={ctx.source}
      empty={summary.totals.payments === 0 ? 'No payments in this window.' : null}
      chart={chart}
      table={table}
    />
  );
};
