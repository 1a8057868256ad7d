import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { changeRequestPath, recentChangesQuery } from '../../lib/change-control-client';
import { formatDateTime } from '../../lib/format';
import { STATUS_LABELS } from './schedule-words';

const SHOWN = 30;

/** The environment's latest requests, whatever became of them: applied, reverted, failed, rejected, withdrawn. */
export const RecentRequests = ({ env, nameOf }: { env: string; nameOf: (guid: string) => string }) => {
  const requests = useQuery(recentChangesQuery(env)).data?.requests.slice(0, SHOWN) ?? [];
  if (requests.length === 0) return null;
  return (
    <>
      <h2>Recent</h2>
      <table className="data-table recent-requests" aria-label="Recent change requests">
        <thead>
          <tr>
            <th>Request</th>
            <th>Connector</th>
            <th>Status</th>
            <th>Author</th>
            <th>Reviewer</th>
            <th>Last change</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={changeRequestPath(env, r.id)}>#{r.id}</Link> {r.note}
              </td>
              <td>{nameOf(r.connectorGuid)}</td>
              <td>{STATUS_LABELS[r.status]}</td>
              <td title={`user name ${r.author}`}>{r.authorName}</td>
              <td title={r.reviewer ? `user name ${r.reviewer}` : undefined}>{r.reviewerName ?? '—'}</td>
              <td>{formatDateTime(r.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};
