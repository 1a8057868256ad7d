import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartContext } from './chart-context';
import { ChartCard } from './chart-card';
import { compactText, connectorText, countText, rateText } from './chart-format';

/** The share of payments that needed failover, and the connectors their later attempts went to. */
export const FailoverChart = ({ ctx }: { ctx: ChartContext }) => {
  const { failover } = ctx.summary;
  const rows = failover.fallbacks.map((f) => ({ name: connectorText(f.connector, ctx.names), attempts: f.attempts, accepted: f.succeeded }));
  const chart = (
    <ResponsiveContainer width="100%" height={Math.max(90, rows.length * 44 + 50)}>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={compactText} allowDecimals={false} />
        <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={110} />
        <Tooltip formatter={(value) => countText(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="attempts" name="Failover attempts" fill="#E69F00" isAnimationActive={false} />
        <Bar dataKey="accepted" name="Accepted" fill="#009E73" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
  const table = (
    <table className="data-table chart-table" aria-label="Failover attempts per connector">
      <thead>
        <tr>
          <th scope="col">Fallback connector</th>
          <th scope="col">Failover attempts</th>
          <th scope="col">Accepted</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{countText(r.attempts)}</td>
            <td>{countText(r.accepted)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartCard
      title="Failover"
      note={
        <>
          <strong data-testid="failover-share">{rateText(failover.share)}</strong> of payments needed failover ({countText(failover.failedOver)} of {countText(failover.payments)}), and a later
          attempt saved {countText(failover.rescued)} of them. Below, every attempt after the first, by the connector it went to.
        </>
      }
      query={ctx.queries.failover}
      envId={ctx.envId}
      source={ctx.source}
      empty={rows.length === 0 ? (failover.payments === 0 ? 'No payments in this window.' : 'No payment needed failover in this window.') : null}
      chart={chart}
      table={table}
    />
  );
};
