import { z } from 'zod';
import type { AuditEntryDto } from '@contracts/bff-auth';
import { noConnectorNames, type ConnectorNameLookup } from '@domain/routing/describe';
import { auditSummary } from './audit-summary';
import { formatDateTime } from '../../lib/format';

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

/**
 * The outcome as a person reads it: a payment the gateway declined was a successful request but
 * not a successful payment, so it reads "declined".
 */
const outcomeWords = (entry: AuditEntryDto): string => {
  if (entry.outcome === 'pending') return 'attempt';
  if (entry.outcome === 'unknown') return 'outcome unknown';
  const paid = (entry.detail as { success?: unknown } | null)?.success;
  if (entry.outcome === 'success' && (entry.action === 'transaction.run' || entry.action === 'dcc.continue') && paid === false) return 'declined';
  return entry.outcome;
};

export const AuditEntryRow = ({ entry, names = noConnectorNames }: { entry: AuditEntryDto; names?: ConnectorNameLookup }) => (
  <tr data-testid="audit-row">
    <td>{formatDateTime(entry.at)}</td>
    <td>{entry.actor}</td>
    <td>
      <div>{auditSummary(entry)}</div>
      <code className="audit-action">{entry.action}</code>
    </td>
    <td>{entry.environment ?? '—'}</td>
    <td>{entry.target ? names(entry.target) ? <span title={entry.target}>{names(entry.target)}</span> : <code className="guid">{entry.target}</code> : '—'}</td>
    <td className={`outcome outcome-${outcomeWords(entry) === 'declined' ? 'declined' : entry.outcome}`}>
      {outcomeWords(entry)}
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
