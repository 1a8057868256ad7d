import { useState } from 'react';
import { connectorDisplay, connectorLabel, type ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { BREAKDOWN_DIMENSIONS, type Comparison, type OutcomeEstimate } from '@domain/outcomes/outcome-estimate';
import { formatMoney } from '../../lib/format';
import { PAYMENT_DIMENSION_LABELS } from '../../lib/payment-dimensions';
import { IntervalCell } from './outcome-interval-cell';
import { formatFigure, formatInterval, formatPaymentCount } from './outcome-format';


/**
 * A row's figures in four columns, so that they fit the editor's side panel: what the row is with
 * the payments behind it, approval live → draft, and the two differences.
 */
const Columns = ({ first }: { first: string }) => (
  <tr>
    <th scope="col">{first}</th>
    <th scope="col">Approval, live → draft</th>
    <th scope="col">Approval, draft − live</th>
    <th scope="col">Net, draft − live</th>
  </tr>
);
const Row = ({ label, row, currency }: { label: string; row: Comparison; currency: string }) => (
  <tr>
    <th scope="row">
      {label}
      <div className="outcome-interval">
        {formatPaymentCount(row.payments)}, {formatMoney(row.volume, currency, { whole: true })}
      </div>
    </th>
    <td>
      {formatFigure(row.live.approval.estimate, 'rate', currency)} → {formatFigure(row.draft.approval.estimate, 'rate', currency)}
      <div className="outcome-interval">live {formatInterval(row.live.approval, 'rate', currency)}</div>
      <div className="outcome-interval">draft {formatInterval(row.draft.approval, 'rate', currency)}</div>
    </td>
    <IntervalCell interval={row.difference.approval} kind="rate-difference" currency={currency} />
    <IntervalCell interval={row.difference.net} kind="money-difference" currency={currency} />
  </tr>
);

/**
 * Where the difference comes from: per moved cell (the live document's first connector × the
 * draft's, only the payments the draft sends elsewhere) and per breakdown of the window's payments.
 */
export const OutcomeDetails = ({ estimate, names }: { estimate: OutcomeEstimate; names: ConnectorNameLookup }) => {
  const [dimension, setDimension] = useState<(typeof BREAKDOWN_DIMENSIONS)[number]>('brand');
  const name = (guid: string | null) => (guid === null ? 'no connector' : connectorDisplay(connectorLabel(guid, names)));
  const moved = estimate.cells.filter((c) => c.moved).sort((a, b) => b.volume - a.volume);
  const rows = estimate.breakdowns.filter((b) => b.dimension === dimension).sort((a, b) => b.volume - a.volume);
  const currency = estimate.baseCurrency;
  return (
    <>
      <details className="outcome-details">
        <summary>Per moved cell ({moved.length})</summary>
        {moved.length === 0 ? (
          <p className="muted">The draft sends every payment to the connector the live document sends it to.</p>
        ) : (
          <div className="outcome-scroll" tabIndex={0}>
            <table className="data-table outcome-table" aria-label="Outcome per moved cell">
              <thead>
                <Columns first="Live sends to → draft sends to" />
              </thead>
              <tbody>
                {moved.map((c) => (
                  <Row key={`${c.liveConnector}>${c.draftConnector}`} label={`${name(c.liveConnector)} → ${name(c.draftConnector)}`} row={c} currency={currency} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      <details className="outcome-details">
        <summary>Per kind of payment</summary>
        <label>
          By{' '}
          <select aria-label="Break down by" value={dimension} onChange={(e) => setDimension(e.target.value as typeof dimension)}>
            {BREAKDOWN_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {PAYMENT_DIMENSION_LABELS[d]}
              </option>
            ))}
          </select>
        </label>
        <div className="outcome-scroll" tabIndex={0}>
          <table className="data-table outcome-table" aria-label={`Outcome by ${PAYMENT_DIMENSION_LABELS[dimension].toLowerCase()}`}>
            <thead>
              <Columns first={PAYMENT_DIMENSION_LABELS[dimension]} />
            </thead>
            <tbody>
              {rows.map((r) => (
                <Row key={r.value} label={r.value} row={r} currency={currency} />
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
};
