import type { ConnectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import { ConnectorName } from '../../connector-name';
import { connectorsOf, type BatchResult } from '../model/batch-run';

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en');
const money = (n: number | undefined) => (n ?? 0).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Counts and amounts per connector, draft next to live, with the change in count. */
export const BatchTable = ({ result, names }: { result: BatchResult; names: ConnectorNameLookup }) => (
  <table className="batch-table" aria-label="Distribution per connector">
    <thead>
      <tr>
        <th scope="col">Connector</th>
        <th scope="col" className="num">Draft</th>
        <th scope="col" className="num">Live</th>
        <th scope="col" className="num">Δ</th>
        <th scope="col" className="num">Draft EUR</th>
        <th scope="col" className="num">Live EUR</th>
      </tr>
    </thead>
    <tbody>
      {connectorsOf(result).map((c) => {
        const draft = result.draft.get(c);
        const live = result.live.get(c);
        const delta = (draft?.count ?? 0) - (live?.count ?? 0);
        return (
          <tr key={c ?? 'none'} data-testid="batch-row">
            <th scope="row">
              <ConnectorName guid={c} names={names} none="No connector" />
            </th>
            <td className="num" data-testid="draft-count">{count(draft?.count)}</td>
            <td className="num" data-testid="live-count">{count(live?.count)}</td>
            <td className={`num ${delta ? 'changed' : 'muted'}`}>{delta > 0 ? `+${count(delta)}` : count(delta)}</td>
            <td className="num">{money(draft?.amount)}</td>
            <td className="num">{money(live?.amount)}</td>
          </tr>
        );
      })}
    </tbody>
  </table>
);
