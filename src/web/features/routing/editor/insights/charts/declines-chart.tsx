import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartContext } from './chart-context';
import { ChartCard } from './chart-card';
import { colourOf, compactText, connectorText, countText, keyText } from './chart-format';

/** A code with the gateway's message, short enough for a legend. */
const codeLabel = (code: string, message: string | null) => {
  const text = message ? `${keyText(code)} ${message}` : keyText(code);
  return text.length > 28 ? `${text.slice(0, 27)}…` : text;
};

/** Declined attempts per connector, split by their first error code. */
export const DeclinesChart = ({ ctx }: { ctx: ChartContext }) => {
  const { declines } = ctx.summary;
  const totals = new Map<string, { count: number; message: string | null }>();
  for (const d of declines) for (const c of d.codes) totals.set(c.code, { count: (totals.get(c.code)?.count ?? 0) + c.count, message: totals.get(c.code)?.message ?? c.message });
  const codes = [...totals].sort((a, b) => b[1].count - a[1].count).map(([code, t]) => ({ code, label: codeLabel(code, t.message) }));
  const rows = declines.map((d) => ({ name: connectorText(d.connector, ctx.names), declines: d.declines, byCode: Object.fromEntries(d.codes.map((c) => [c.code, c.count])) as Record<string, number> }));
  const chart = (
    <ResponsiveContainer width="100%" height={Math.max(110, rows.length * 40 + 90)}>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={compactText} allowDecimals={false} />
        <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={110} />
        <Tooltip formatter={(value) => countText(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 11 }} />
        {codes.map((c, i) => (
          <Bar key={c.code} stackId="codes" dataKey={(r: (typeof rows)[number]) => r.byCode[c.code] ?? 0} name={c.label} fill={colourOf(i + 1)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
  const table = (
    <table className="data-table chart-table" aria-label="Decline codes per connector">
      <thead>
        <tr>
          <th scope="col">Connector</th>
          <th scope="col">Code</th>
          <th scope="col">Message</th>
          <th scope="col">Attempts</th>
        </tr>
      </thead>
      <tbody>
        {declines.flatMap((d) =>
          d.codes.map((c) => (
            <tr key={`${d.connector} ${c.code}`}>
              <th scope="row">{connectorText(d.connector, ctx.names)}</th>
              <td>{keyText(c.code)}</td>
              <td>{c.message ?? '—'}</td>
              <td>{countText(c.count)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
  return (
    <ChartCard
      title="Decline codes per connector"
      note="Every declined attempt, first or failover, on the connector that declined it, by its first error code (the ten most frequent per connector)."
      query={ctx.queries.declines}
      envId={ctx.envId}
      source={ctx.source}
      empty={rows.length === 0 ? 'No declined attempts in this window.' : null}
      chart={chart}
      table={table}
    />
  );
};
