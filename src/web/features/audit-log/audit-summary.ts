import type { AuditEntryDto } from '@contracts/bff-auth';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@domain/auth/audit-actions';
import { CUSTOMER_FIELD_LABELS } from '@domain/profiles/profile';
import { formatMoney } from '@web/lib/format';

type Detail = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

const transactionOutcome = (d: Detail) => {
  if (d.success === true) return d.returnType === 'PENDING_DCC' ? 'waiting for the DCC choice' : text(d.returnType)?.toLowerCase();
  if (d.success === false) return `declined${d.errorCode !== undefined ? ` (${text(d.errorCode)})` : ''}`;
  return undefined;
};

/** A changed profile field as support reads it ("billing city"); the preferred instrument is changed with the data. */
const fieldWords = (field: unknown) =>
  field === 'preferredInstrument' ? 'preferred instrument' : (CUSTOMER_FIELD_LABELS[field as keyof typeof CUSTOMER_FIELD_LABELS]?.toLowerCase() ?? String(field));

const amount = (d: Detail) => (text(d.amount) !== undefined ? formatMoney(text(d.amount)!, text(d.currency) ?? '') : undefined);

/** What the entry's details add to its label, per action; undefined when there is nothing to add. */
const DESCRIBE: Partial<Record<AuditAction, (d: Detail) => string | undefined>> = {
  'transaction.run': (d) => [text(d.operation), amount(d), transactionOutcome(d) && `: ${transactionOutcome(d)}`].filter(Boolean).join(' ').replace(' :', ':'),
  'dcc.continue': (d) => [d.selectedDccCurrency ? `paid in ${text(d.selectedDccCurrency)}` : undefined, transactionOutcome(d)].filter(Boolean).join(': '),
  'profile.view': (d) => (d.found === true ? 'found' : d.found === false ? 'no such profile' : undefined),
  'profile.search': (d) => (Array.isArray(d.found) ? `${d.found.length} profile(s) found` : undefined),
  'profile.update': (d) => (Array.isArray(d.changedFields) ? (d.changedFields.length ? `changed ${d.changedFields.map(fieldWords).join(', ')}` : 'nothing changed') : undefined),
  'profile.delete': (d) => (d.customerIdentification ? `deleted '${text(d.customerIdentification)}' with ${text(d.instrumentsDeleted) ?? '?'} instrument(s)` : undefined),
  'profile.attach': (d) => (d.transactionUuid ? `transaction ${text(d.transactionUuid)}${d.paymentToken ? ` as ${text(d.paymentToken)}` : ''}` : undefined),
  'profile.detach': (d) => (d.transactionUuid ? `transaction ${text(d.transactionUuid)}` : undefined),
  'bi.query': (d) =>
    [d.source === 'test' ? 'test data' : 'live data', text(d.kind), Array.isArray(d.fields) && d.fields.length ? `on ${d.fields.join(', ')}` : undefined, d.hits !== undefined ? `: ${text(d.hits)} hit(s)` : undefined]
      .filter(Boolean)
      .join(' ')
      .replace(' :', ':'),
  'routing.save': (d) => (d.note ? `“${text(d.note)}”` : undefined),
  'environment.settings': (d) => {
    const change = d.approvalRequired as { from?: unknown; to?: unknown } | undefined;
    if (!change || typeof change.from !== 'boolean' || typeof change.to !== 'boolean') return undefined;
    const words = (on: boolean) => (on ? 'required' : 'not required');
    return `four-eyes approval ${change.from === change.to ? `stays ${words(change.to)}` : `from ${words(change.from)} to ${words(change.to)}`}${d.reason ? `: “${text(d.reason)}”` : ''}`;
  },
  ...Object.fromEntries(
    (['change-request.create', 'change-request.amend', 'change-request.rebase', 'change-request.approve', 'change-request.reject', 'change-request.request-changes', 'change-request.withdraw', 'change-request.schedule', 'change-request.apply', 'change-request.revert', 'change-request.acknowledge'] as const).map((action) => [
      action,
      (d: Detail) => (d.request !== undefined ? [`request #${text(d.request)}`, d.reason ? `“${text(d.reason)}”` : undefined, d.recovered ? 'finished after a restart' : undefined].filter(Boolean).join(': ') : undefined),
    ]),
  ),
};

/**
 * One line that says what happened, in words, for an administrator scanning the log: the action's
 * label and what its details add. A refusal's reason is shown separately, with the outcome.
 */
export const auditSummary = (entry: AuditEntryDto): string => {
  const label = AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action;
  const detail = entry.detail && typeof entry.detail === 'object' ? (entry.detail as Detail) : {};
  const extra = entry.outcome === 'success' ? DESCRIBE[entry.action as AuditAction]?.(detail) : undefined;
  return extra ? `${label}: ${extra}` : label;
};
