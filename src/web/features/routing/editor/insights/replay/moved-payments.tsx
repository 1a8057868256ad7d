import { useState } from 'react';
import type { MovedPayment, ReplayReport } from '@domain/insights/replay-report';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';
import { connectorShort, replayCount } from './replay-format';
import { formatDateTime, formatMoney } from '@web/lib/format';

const PAGE = 10;

const isRegisterWithoutAmount = (m: MovedPayment) => m.tx.transactionType === 'register' && Number(m.tx.amount) === 0;

/** The moved payments, a page at a time, each one click from the simulator (draft and live side by side). */
export const MovedPayments = ({ report, names, money, onSimulate }: { report: ReplayReport; names: ConnectorNameLookup; money: (n: number) => string; onSimulate: (tx: SimTransaction, seed: number) => void }) => {
  const [page, setPage] = useState(0);
  const list = report.movedPayments;
  const pages = Math.max(1, Math.ceil(list.length / PAGE));
  const shown = list.slice(page * PAGE, page * PAGE + PAGE);
  return (
    <>
      <h5>Payments that move ({replayCount(report.moved.count)})</h5>
      {list.length === 0 ? (
        <p className="muted">No payment goes elsewhere with the draft.</p>
      ) : (
        <>
          <table className="data-table replay-moved" aria-label="Payments that move">
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Amount</th>
                <th scope="col">Live → draft</th>
                <th scope="col" aria-label="Simulate" />
              </tr>
            </thead>
            <tbody>
              {shown.map((m) => (
                <tr key={m.uuid}>
                  <td title={m.uuid}>{m.createdAt ? formatDateTime(m.createdAt) : '—'}</td>
                  <td>
                    {/* A card registration without an amount routes as 0 in the base currency; "0 EUR" would read as a payment of nothing. */}
                    {isRegisterWithoutAmount(m) ? (
                      <span className="muted">Registration, no amount</span>
                    ) : (
                      <>
                        {formatMoney(m.tx.amount, m.tx.currency)}
                        {m.baseAmount !== null ? <div className="insights-counts">{money(m.baseAmount)}</div> : null}
                      </>
                    )}
                  </td>
                  <td>
                    {connectorShort(m.live, names)} → {connectorShort(m.draft, names)}
                  </td>
                  <td>
                    <button type="button" className="text-link" onClick={() => onSimulate(m.tx, m.seed)} title={`Simulate payment ${m.uuid} on the draft and the live document`}>
                      Simulate
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="replay-pager">
            <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              Previous
            </button>
            <span>
              Page {page + 1} of {pages}
              {report.moved.count > list.length ? ` (the first ${replayCount(list.length)} are listed)` : ''}
            </span>
            <button type="button" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </button>
          </div>
        </>
      )}
    </>
  );
};
