import type { TransactionErrorItem } from '@contracts/gateway-transactions';

/** The gateway's errors of one answer, with the acquirer's (adapter's) own code and message where it gave them. */
export const TransactionErrors = ({ errors }: { errors: readonly TransactionErrorItem[] }) =>
  errors.length ? (
    <table className="data-table transaction-errors" aria-label="Errors">
      <thead>
        <tr>
          <th>Code</th>
          <th>Message</th>
          <th>Adapter code</th>
          <th>Adapter message</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((e, i) => (
          <tr key={i}>
            <td>
              <code>{e.errorCode}</code>
            </td>
            <td>{e.errorMessage}</td>
            <td>{e.adapterCode ? <code>{e.adapterCode}</code> : <span className="muted">None</span>}</td>
            <td>{e.adapterMessage ?? <span className="muted">None</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ) : null;
