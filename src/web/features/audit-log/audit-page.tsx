import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTION_LABELS, AuditAction, auditActionGroup, TEST_STUDIO_ACTIONS } from '@domain/auth/audit-actions';
import { api } from '../../lib/api-client';
import { AuditEntryRow } from './audit-entry-row';
import { useConnectorNames } from './use-connector-names';
import { usersQuery } from '../../lib/users-queries';

const FILTERS = [
  ['actor', 'Actor'],
  ['environment', 'Environment'],
  ['target', 'Target'],
] as const;

/** Every action, grouped; a group's own option filters by its prefix (`profile.`: every profile action). */
const ActionSelect = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
  <label>
    Action
    {/* Named by aria-label: a wrapping label would add every option's words to the select's name. */}
    <select aria-label="Action" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Any</option>
      {Object.entries(AUDIT_ACTION_GROUPS).filter(([group]) => AuditAction.options.some((action) => auditActionGroup(action) === group && !TEST_STUDIO_ACTIONS.has(action))).map(([group, label]) => (
        <optgroup key={group} label={label}>
          <option value={`${group}.`}>All: {label.toLowerCase()}</option>
          {AuditAction.options
            .filter((action) => auditActionGroup(action) === group && !TEST_STUDIO_ACTIONS.has(action))
            .map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  </label>
);

/** The append-only audit log with filters; routing saves show the document before and after. */
export const AuditPage = () => {
  const names = useConnectorNames();
  // People by the name they go by; the user name stays in the row's title, for the Actor filter.
  const users = useQuery(usersQuery);
  const people = new Map(users.data?.users.map((u) => [u.username, u.displayName]));
  const [filter, setFilter] = useState<Record<string, string>>({});
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
  const audit = useQuery({ queryKey: ['audit', query], queryFn: () => api.audit({ limit: '200', ...query }) });
  const set = (key: string, value: string) => setFilter((f) => ({ ...f, [key]: value }));
  return (
    <section className="page page-wide">
      <div className="page-header">
        <div>
          <h1>Audit log</h1>
          <p className="page-lead">Every sign-in, routing save, profile lookup and change, test transaction, DCC choice and user change, newest first, refused ones too (with the reason). Entries cannot be edited or deleted; they name customers by identifier only, never by their data.</p>
        </div>
      </div>
      <form className="inline-form" role="search" aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        {FILTERS.map(([key, label]) => (
          <label key={key}>
            {label} <input value={filter[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
          </label>
        ))}
        <ActionSelect value={filter.action ?? ''} onChange={(value) => set('action', value)} />
        <label>
          Outcome
          <select aria-label="Outcome" value={filter.outcome ?? ''} onChange={(e) => set('outcome', e.target.value)}>
            <option value="">Any</option>
            <option value="success">Success</option>
            <option value="refused">Refused</option>
            <option value="failure">Failure</option>
            <option value="pending">Attempt</option>
            <option value="unknown">Outcome unknown</option>
          </select>
        </label>
        <label>
          From <input type="datetime-local" value={filter.from ?? ''} onChange={(e) => set('from', e.target.value)} />
        </label>
        <label>
          To <input type="datetime-local" value={filter.to ?? ''} onChange={(e) => set('to', e.target.value)} />
        </label>
      </form>
      {audit.isPending ? <LoadingState /> : audit.isError ? <ErrorState title="Could not load the audit log" error={audit.error} onRetry={() => void audit.refetch()} /> : (
        <table className="data-table">
          <thead>
            <tr>
              <th>When</th>
              <th>Actor</th>
              <th>Action</th>
              <th>Environment</th>
              <th>Target</th>
              <th>Outcome</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} names={names} actorName={people.get(entry.actor)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
