import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BREAKDOWN_KEYS, BREAKDOWNS, type Breakdown } from '@domain/insights/traffic-summary-scope';
import type { BreakdownRow } from '@domain/insights/traffic-summary';
import type { ChartContext } from './chart-context';
import { ChartCard } from './chart-card';
import { compactText, countText, keyText, moneyText, rateText } from './chart-format';

interface BreakdownTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: BreakdownRow }[];
  currency: string;
}

/** The numbers of one bar: payments, volume and success rate, a hover away. */
const BreakdownTooltip = ({ active, payload, currency }: BreakdownTooltipProps) => {
  const row = active ? payload?.[0]?.payload : undefined;
  if (!row) return null;
  return (
    <div className="chart-tooltip">
      <strong>{keyText(row.key)}</strong>
      <div>{countText(row.payments)} payments</div>
      <div>{moneyText(row.volume, currency)}</div>
      <div>{rateText(row.successRate)} succeeded</div>
    </div>
  );
};

/**
 * Payments by method, currency, card type, BIN country or customer country. A bar (or a row's
 * Filter button) narrows every chart to that value.
 */
export const BreakdownChart = ({ ctx, onFilter }: { ctx: ChartContext; onFilter: (breakdown: Breakdown, key: string) => void }) => {
  const [breakdown, setBreakdown] = useState<Breakdown>('method');
  const { rows, otherPayments } = ctx.summary.breakdowns[breakdown];
  const label = BREAKDOWNS[breakdown].label;
  const chart = (
    <ResponsiveContainer width="100%" height={Math.max(90, rows.length * 28 + 40)}>
      <BarChart data={rows.map((r) => ({ ...r, label: keyText(r.key) }))} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={compactText} allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={{ fontSize: 11 }} width={90} interval={0} />
        <Tooltip content={<BreakdownTooltip currency={ctx.baseCurrency} />} cursor={{ fill: 'rgb(52 84 209 / 8%)' }} />
        <Bar dataKey="payments" name="Payments" fill="#3454d1" cursor="pointer" isAnimationActive={false} onClick={(data) => onFilter(breakdown, (data.payload as BreakdownRow).key)} />
      </BarChart>
    </ResponsiveContainer>
  );
  const table = (
    <table className="data-table chart-table" aria-label={`Payments by ${label.toLowerCase()}`}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Payments</th>
          <th scope="col">Volume</th>
          <th scope="col">Success</th>
          <th scope="col">
            <span className="visually-hidden">Filter</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{keyText(r.key)}</th>
            <td>{countText(r.payments)}</td>
            <td>{moneyText(r.volume, ctx.baseCurrency)}</td>
            <td>{rateText(r.successRate)}</td>
            <td>
              <button type="button" className="text-link" aria-label={`Filter by ${label.toLowerCase()} ${keyText(r.key)}`} onClick={() => onFilter(breakdown, r.key)}>
                Filter
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartCard
      title="Breakdown"
      note={
        <>
          Payments by {label.toLowerCase()}; click a bar to filter every chart by it.{otherPayments > 0 ? ` ${countText(otherPayments)} more payments in smaller groups.` : ''}
        </>
      }
      controls={
        <label className="chart-select">
          By{' '}
          <select value={breakdown} onChange={(e) => setBreakdown(e.target.value as Breakdown)}>
            {BREAKDOWN_KEYS.map((key) => (
              <option key={key} value={key}>
                {BREAKDOWNS[key].label}
              </option>
            ))}
          </select>
        </label>
      }
      query={ctx.queries.breakdowns[breakdown]}
      envId={ctx.envId}
      source={ctx.source}
      empty={rows.length === 0 ? 'No payments in this window.' : null}
      chart={chart}
      table={table}
    />
  );
};
