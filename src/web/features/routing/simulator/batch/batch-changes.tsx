import type { ConnectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import { ConnectorName } from '../../connector-name';
import type { BatchResult } from '../model/batch-run';

/** The transactions the draft sends elsewhere than live: the first few, by row, from → to. */
export const BatchChanges = ({ result, names }: { result: BatchResult; names: ConnectorNameLookup }) => (
  <section className="batch-changes" aria-label="Transactions that change connector">
    <h4 data-testid="batch-changed">
      {result.changedCount === 0
        ? 'No transaction changes connector.'
        : `${result.changedCount.toLocaleString('en')} of ${result.total.toLocaleString('en')} transactions change connector`}
    </h4>
    {result.changes.length ? (
      <ol>
        {result.changes.map((c) => (
          <li key={c.row}>
            Row {c.row}: <ConnectorName guid={c.from} names={names} none="no connector" /> → <ConnectorName guid={c.to} names={names} none="no connector" />
          </li>
        ))}
      </ol>
    ) : null}
    {result.changedCount > result.changes.length ? <p className="muted">First {result.changes.length} shown.</p> : null}
  </section>
);
