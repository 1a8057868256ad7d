import type { AuditEntryDto } from '../../../contracts/bff-auth';

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const AuditEntryRow = ({ entry }: { entry: AuditEntryDto }) => (
  <tr data-testid="audit-row">
    <td>{new Date(entry.at).toLocaleString()}</td>
    <td>{entry.actor}</td>
    <td>
      <code>{entry.action}</code>
    </td>
    <td>{entry.environment ?? '—'}</td>
    <td>{entry.target ? <code className="guid">{entry.target}</code> : '—'}</td>
    <td className={`outcome outcome-${entry.outcome}`}>{entry.outcome === 'pending' ? 'attempt' : entry.outcome}</td>
    <td>
      {entry.detail || entry.before || entry.after ? (
        <details>
          <summary>Show</summary>
          {entry.detail ? <pre>{json(entry.detail)}</pre> : null}
          {entry.before ? (
            <>
              <h3 className="panel-title">Before</h3>
              <pre>{json(entry.before)}</pre>
            </>
          ) : null}
          {entry.after ? (
            <>
              <h3 className="panel-title">After</h3>
              <pre>{json(entry.after)}</pre>
            </>
          ) : null}
        </details>
      ) : null}
    </td>
  </tr>
);
