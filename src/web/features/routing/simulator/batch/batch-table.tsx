import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { formatAmount, formatCount } from '@web/lib/format';
import { ConnectorName } from '../../connector-name';
import { NOT_OFFERED } from '../model/batch-run-multi';
import { connectorsOf, type Totals } from '../model/batch-run';

const count = (n: number | undefined) => formatCount(n ?? 0);
// The column header names the currency: the cells carry the amount alone.
const money = (n: number | undefined, currency: string) => formatAmount(n ?? 0, currency);

export interface DistributionProps {
  draft: Totals;
  live: Totals;
  /** The currency of the amount sums (the environment's base currency). */
  currency: string;
  names: ConnectorNameLookup;
  /** Accessible name of the table or chart. */
  label?: string;
}

export const DestinationName = ({ connector, names }: { connector: string | null; names: ConnectorNameLookup }) =>
  connector === NOT_OFFERED ? <>Not offered</> : <ConnectorName guid={connector} names={names} none="No connector" />;

/** Counts and amounts per connector, draft next to live, with the change in count. */
export const BatchTable = ({ draft, live, currency, names, label = 'Distribution per connector' }: DistributionProps) => (
  <table className="batch-table" aria-label={label}>
    <thead>
      <tr>
        <th scope="col">Connector</th>
        <th scope="col" className="num">Draft</th>
        <th scope="col" className="num">Live</th>
        <th scope="col" className="num">Δ</th>
        <th scope="col" className="num">Draft {currency}</th>
        <th scope="col" className="num">Live {currency}</th>
      </tr>
    </thead>
    <tbody>
      {connectorsOf({ draft, live }).map((c) => {
        const d = draft.get(c);
        const l = live.get(c);
        const delta = (d?.count ?? 0) - (l?.count ?? 0);
        return (
          <tr key={c ?? 'none'} data-testid="batch-row">
            <th scope="row">
              <DestinationName connector={c} names={names} />
            </th>
            <td className="num" data-testid="draft-count">{count(d?.count)}</td>
            <td className="num" data-testid="live-count">{count(l?.count)}</td>
            <td className={`num ${delta ? 'changed' : 'muted'}`}>{delta > 0 ? `+${count(delta)}` : count(delta)}</td>
            <td className="num" data-testid="draft-amount">{money(d?.amount, currency)}</td>
            <td className="num" data-testid="live-amount">{money(l?.amount, currency)}</td>
          </tr>
        );
      })}
    </tbody>
  </table>
);
