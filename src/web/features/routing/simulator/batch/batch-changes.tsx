import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { ConnectorChange } from '../model/batch-run';
import { describeTransaction } from '../model/sim-form';
import { batchCsv, type ExportRow } from './batch-export';
import { DestinationName } from './batch-table';
import { formatCount } from '@web/lib/format';

export interface BatchChangesProps {
  total: number;
  changedCount: number;
  /** The first few; `method` for a multi-method batch. */
  changes: ReadonlyArray<ConnectorChange & { method?: string }>;
  names: ConnectorNameLookup;
  /** Every row with live and draft, computed when asked (a batch may hold 100,000 rows). */
  exportRows?: () => ExportRow[];
}

const download = (text: string, file: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  link.click();
  URL.revokeObjectURL(url);
};

/** The transactions the draft sends elsewhere than live: the first few, by row, from → to. */
export const BatchChanges = ({ total, changedCount, changes, names, exportRows }: BatchChangesProps) => (
  <section className="batch-changes" aria-label="Transactions that change connector">
    <div className="batch-changes-head">
      <h4 data-testid="batch-changed">
        {changedCount === 0 ? 'No transaction changes connector.' : `${formatCount(changedCount)} of ${formatCount(total)} transactions change connector`}
      </h4>
      {exportRows ? (
        <button type="button" className="button-small" onClick={() => download(batchCsv(exportRows(), names), 'batch-simulation.csv')}>
          Export CSV (every row, live and draft)
        </button>
      ) : null}
    </div>
    {changes.length ? (
      <ol>
        {changes.map((c) => (
          <li key={c.row} data-testid="batch-change">
            Row {c.row}
            {c.method ? ` (${c.method})` : ''} · <span className="muted">{describeTransaction(c.transaction)}</span>: <DestinationName connector={c.from} names={names} /> →{' '}
            <DestinationName connector={c.to} names={names} />
          </li>
        ))}
      </ol>
    ) : null}
    {changedCount > changes.length ? <p className="muted">First {changes.length} shown.</p> : null}
  </section>
);
