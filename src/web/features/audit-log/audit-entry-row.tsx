import { memo, useState } from 'react';
import { z } from 'zod';
import type { AuditEntryDto } from '@contracts/bff-auth';
import { noConnectorNames, withConnectorNames, type ConnectorNameLookup } from '@domain/routing/describe';
import { auditSummary } from './audit-summary';
import { formatDateTime } from '../../lib/format';
import { SupportDetails } from '../../components/support-details';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Why an action was refused or failed, as the BFF recorded it (`detail.code` and `detail.message`). */
const Reason = z.object({ code: z.string().optional(), message: z.string().optional(), reason: z.string().optional() });
const reasonOf = (entry: AuditEntryDto): { words: string | null; code: string | null } | null => {
  if (entry.outcome === 'success' || entry.outcome === 'pending') return null;
  const parsed = Reason.safeParse(entry.detail);
  if (!parsed.success) return null;
  const { code, message, reason } = parsed.data;
  return reason || message || code ? { words: reason ?? message ?? null, code: code ?? null } : null;
};

/** The reason in words, its code one click away for support (a code alone tells an administrator nothing). */
const ReasonLine = ({ entry, names }: { entry: AuditEntryDto; names: ConnectorNameLookup }) => {
  const reason = reasonOf(entry);
  if (!reason) return null;
  // The gateway's messages end in the document path they concern and name connectors by GUID: the path goes with the code.
  const at = reason.words ? /^(.*) at '([^']+)'$/.exec(reason.words) : null;
  const words = reason.words ? withConnectorNames(at ? at[1]! : reason.words, names) : null;
  return (
    <div className="audit-reason">
      {words ?? 'No reason was recorded.'} <SupportDetails items={[['code', reason.code], ['path', at?.[2]]]} />
    </div>
  );
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

/**
 * The entry's detail and the documents before and after, written out only once a person opens them:
 * a routing save carries whole documents (a 5,000-rule tree is a megabyte of JSON), and two hundred
 * of them pretty-printed into closed <details> kept the page busy for a minute.
 */
const EntryDetails = ({ entry }: { entry: AuditEntryDto }) => {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Show</summary>
      {open ? (
        <>
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
        </>
      ) : null}
    </details>
  );
};

/** One entry; memoised, so typing in a filter does not lay out two hundred rows again. */
export const AuditEntryRow = memo(function AuditEntryRow({ entry, names = noConnectorNames, actorName }: { entry: AuditEntryDto; names?: ConnectorNameLookup; actorName?: string }) {
  return (
    <tr data-testid="audit-row">
      <td>{formatDateTime(entry.at)}</td>
      <td title={actorName ? `user name ${entry.actor}` : undefined}>{actorName ?? entry.actor}</td>
      <td>
        <div>{auditSummary(entry)}</div>
        <code className="audit-action">{entry.action}</code>
      </td>
      <td>{entry.environment ?? '—'}</td>
      <td>{entry.target ? names(entry.target) ? <span title={entry.target}>{names(entry.target)}</span> : <code className="guid">{entry.target}</code> : '—'}</td>
      <td className={`outcome outcome-${outcomeWords(entry) === 'declined' ? 'declined' : entry.outcome}`}>
        {outcomeWords(entry)}
        <ReasonLine entry={entry} names={names} />
      </td>
      <td>{entry.detail || entry.before || entry.after ? <EntryDetails entry={entry} /> : null}</td>
    </tr>
  );
});
