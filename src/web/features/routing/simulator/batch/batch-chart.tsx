import type { ConnectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import { connectorsOf, type BatchResult } from '../model/batch-run';

/** Two bars per connector (draft above live), scaled to the busiest; plain CSS, the table carries the numbers. */
export const BatchChart = ({ result, names }: { result: BatchResult; names: ConnectorNameLookup }) => {
  const connectors = connectorsOf(result);
  const max = Math.max(1, ...connectors.flatMap((c) => [result.draft.get(c)?.count ?? 0, result.live.get(c)?.count ?? 0]));
  const bar = (side: 'draft' | 'live', n: number) => (
    <div className={`batch-bar ${side}`} style={{ width: `${(n / max) * 100}%` }} title={`${side}: ${n}`} />
  );
  return (
    <figure className="batch-chart" aria-label="Transactions per connector, draft and live">
      <figcaption>
        <span className="legend draft">Draft</span> <span className="legend live">Live</span>
      </figcaption>
      {connectors.map((c) => (
        <div className="batch-chart-row" key={c ?? 'none'}>
          <span className="batch-chart-label">{c ? (names(c) ?? c) : 'No connector'}</span>
          <div className="batch-bars" aria-hidden="true">
            {bar('draft', result.draft.get(c)?.count ?? 0)}
            {bar('live', result.live.get(c)?.count ?? 0)}
          </div>
        </div>
      ))}
    </figure>
  );
};
