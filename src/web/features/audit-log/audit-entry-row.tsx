import { z } from 'zod';
import type { AuditEntryDto } from '../../../contracts/bff-auth';
import { auditSummary } from './audit-summary';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Why an action was refused or failed, as the BFF recorded it (`detail.code` and `detail.message`). */
const Reason = z.object({ code: z.string().optional(), message: z.string().optional(), reason: z.string().optional() });
const reasonOf = (entry: AuditEntryDto): string | null => {
  if (entry.outcome === 'success' || entry.outcome === 'pending') return null;
  const parsed = Reason.safeParse(entry.detail);
  if (!parsed.success) return null;
  const { code, message, reason } = parsed.data;
  return [code, reason ?? message].filter(Boolean).join(': ') || null;
};

export const AuditEntryRow = ({ entry }: { entry: AuditEntryDto }) => (
  <tr data-testid="audit-row">
    <td>{new Date(entry.at).toLocaleString()}</td>
    <td>{entry.actor}</td>
    <td>
      <div>{auditSummary(entry)}</div>
      <code className="audit-action">{entry.action}</code>
    </td>
    <td>{entry.environment ?? '—'}</td>
    <td>{entry.target ? <code className="guid">{entry.target}</code> : '—'}</td>
    <td className={`outcome outcome-${entry.outcome}`}>
      {entry.outcome === 'pending' ? 'attempt' : entry.outcome === 'unknown' ? 'outcome unknown' : entry.outcome}
      {reasonOf(entry) ? <div className="audit-reason">{reasonOf(entry)}</div> : null}
    </td>
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
