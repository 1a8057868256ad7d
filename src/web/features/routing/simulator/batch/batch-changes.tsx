import type { ConnectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import type { ConnectorChange } from '../model/batch-run';
import { DestinationName } from './batch-table';

export interface BatchChangesProps {
  total: number;
  changedCount: number;
  /** The first few; `method` for a multi-method batch. */
  changes: ReadonlyArray<ConnectorChange & { method?: string }>;
  names: ConnectorNameLookup;
}

/** The transactions the draft sends elsewhere than live: the first few, by row, from → to. */
export const BatchChanges = ({ total, changedCount, changes, names }: BatchChangesProps) => (
  <section className="batch-changes" aria-label="Transactions that change connector">
    <h4 data-testid="batch-changed">
      {changedCount === 0 ? 'No transaction changes connector.' : `${changedCount.toLocaleString('en')} of ${total.toLocaleString('en')} transactions change connector`}
    </h4>
    {changes.length ? (
      <ol>
        {changes.map((c) => (
          <li key={c.row} data-testid="batch-change">
            Row {c.row}
            {c.method ? ` (${c.method})` : ''}: <DestinationName connector={c.from} names={names} /> → <DestinationName connector={c.to} names={names} />
          </li>
        ))}
      </ol>
    ) : null}
    {changedCount > changes.length ? <p className="muted">First {changes.length} shown.</p> : null}
  </section>
);
