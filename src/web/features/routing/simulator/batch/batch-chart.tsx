import { connectorsOf } from '../model/batch-run';
import { NOT_OFFERED } from '../model/batch-run-multi';
import type { DistributionProps } from './batch-table';

/** Two bars per connector (draft above live), scaled to the busiest; plain CSS, the table carries the numbers. */
export const BatchChart = ({ draft, live, names, label = 'Transactions per connector, draft and live' }: Omit<DistributionProps, 'currency'>) => {
  const connectors = connectorsOf({ draft, live });
  const max = Math.max(1, ...connectors.flatMap((c) => [draft.get(c)?.count ?? 0, live.get(c)?.count ?? 0]));
  const bar = (side: 'draft' | 'live', n: number) => (
    <div className={`batch-bar ${side}`} data-testid={`bar-${side}`} style={{ width: `${(n / max) * 100}%` }} title={`${side}: ${n}`} />
  );
  return (
    <figure className="batch-chart" aria-label={label}>
      <figcaption>
        <span className="legend draft">Draft</span> <span className="legend live">Live</span>
      </figcaption>
      {connectors.map((c) => (
        <div className="batch-chart-row" key={c ?? 'none'}>
          <span className="batch-chart-label">{c === NOT_OFFERED ? 'Not offered' : c ? (names(c) ?? c) : 'No connector'}</span>
          <div className="batch-bars" aria-hidden="true">
            {bar('draft', draft.get(c)?.count ?? 0)}
            {bar('live', live.get(c)?.count ?? 0)}
          </div>
        </div>
      ))}
    </figure>
  );
};
