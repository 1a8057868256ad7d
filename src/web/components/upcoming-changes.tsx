import './upcoming-changes.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { changeRequestPath, openChangesQuery } from '../lib/change-control-client';
import { formatDateTime } from '../lib/format';
import { STATUS_LABELS } from '../lib/change-status';

/**
 * The environment's (or one connector's) open change requests: what is waiting for approval, what
 * is scheduled and when (in the user's time zone), and alerts someone must look at. Shared by the
 * change-requests page and the routing page (features do not import each other).
 */
export const UpcomingChanges = ({ env, connector, nameOf = (guid) => guid }: { env: string; connector?: string; nameOf?: (guid: string) => string }) => {
  const { data } = useQuery(openChangesQuery(env, connector));
  const requests = data?.requests ?? [];
  if (connector && requests.length === 0) return null;
  // On a connector's page: one line in the header, so the editor keeps its height.
  if (connector)
    return (
      <span className="upcoming-inline" data-testid="upcoming-changes">
        Change requests:{' '}
        {requests.map((r) => (
          <Link key={r.id} to={changeRequestPath(env, r.id)} className={r.alert ? 'upcoming-alert' : undefined} title={r.alert ?? r.note}>
            #{r.id} {STATUS_LABELS[r.status]}
            {r.nextRun ? ` (${r.nextRun.kind === 'apply' ? 'live' : 'reverts'} ${formatDateTime(r.nextRun.at)})` : ''}
            {r.alert ? ' ⚠' : ''}
          </Link>
        ))}
      </span>
    );
  return (
    <section className="upcoming-changes" aria-label="Upcoming changes" data-testid="upcoming-changes">
      {requests.length === 0 ? <p className="muted">No open change requests.</p> : null}
      <ul>
        {requests.map((r) => (
          <li key={r.id} className={r.alert ? 'upcoming-alert' : undefined}>
            <Link to={changeRequestPath(env, r.id)}>#{r.id}</Link> <strong>{nameOf(r.connectorGuid)}</strong> · {STATUS_LABELS[r.status].toLowerCase()}
            {r.nextRun ? ` · ${r.nextRun.kind === 'apply' ? 'goes live' : 'reverts'} ${formatDateTime(r.nextRun.at)}` : ''} · by {r.authorName}
            {r.note ? <span className="muted"> · {r.note}</span> : null}
            {r.alert ? (
              <p role="alert" className="notice">
                {r.alert}
              </p>
            ) : null}
            {r.failure ? <p className="notice">{r.failure}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The header's link to the environment's change requests, with the number of alerts nobody has
 * acknowledged yet (a window's end that could not restore the routing, a failed revert): the
 * studio-wide sign that someone must look. `intent`: handlers for the pointer reaching and the keyboard
 * focusing the link (the app shell fetches the page's code then).
 */
export const ChangesNavLink = ({ env, ...intent }: { env: string; onPointerEnter?: () => void; onFocus?: () => void }) => {
  const alerts = (useQuery(openChangesQuery(env)).data?.requests ?? []).filter((r) => r.alert).length;
  return (
    <Link to={`/env/${encodeURIComponent(env)}/change-requests`} {...intent}>
      Changes
      {alerts ? (
        <span className="nav-alert" title={`${alerts} change request alert${alerts === 1 ? '' : 's'} to acknowledge`}>
          {' '}
          ⚠ {alerts}
        </span>
      ) : null}
    </Link>
  );
};
