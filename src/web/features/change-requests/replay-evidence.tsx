import { useQuery, useMutation } from '@tanstack/react-query';
import { connectorDisplay, connectorLabel, type ConnectorNameLookup } from '../../../domain/routing/describe/connector-names';
import { api, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';

const DAYS = 30;
const pct = (share: number | null) => (share === null ? 'no volume' : `${Math.round(share * 1000) / 10} %`);

/**
 * The replay of recent traffic through the request's draft, on demand: the existing replay job
 * (issue 12.2, `bi:replay`) over the last 30 days of live payments, summarised as the share of the
 * volume that moves and the live × draft connector matrix. Not stored with the request: BI data
 * changes, and a replay can take a while; anyone reviewing runs it when they want it.
 */
export const ReplayEvidence = ({ env, guid, draft, names }: { env: string; guid: string; draft: unknown; names: ConnectorNameLookup }) => {
  const { can } = useSession();
  const start = useMutation({
    mutationFn: () => {
      const to = new Date();
      return api.startReplay(env, guid, { window: { source: 'live', from: new Date(to.getTime() - DAYS * 86_400_000).toISOString(), to: to.toISOString() }, draft });
    },
  });
  const id = start.data?.id;
  const job = useQuery({
    queryKey: ['change-requests', env, 'replay', id],
    queryFn: () => api.replayJob(env, id!),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? 1000 : false),
  });
  if (!can('bi:replay')) return <p className="muted">Replaying recent traffic needs the replay permission (routing editors and administrators).</p>;
  const view = job.data;
  const name = (guid: string | null) => (guid ? connectorDisplay(connectorLabel(guid, names)) : 'nowhere');
  return (
    <div className="replay-evidence" data-testid="replay-evidence">
      <button type="button" onClick={() => start.mutate()} disabled={start.isPending || view?.state === 'running'}>
        Replay the last {DAYS} days through this draft
      </button>
      {start.error ? <p role="alert">{errorMessage(start.error)}</p> : null}
      {view?.state === 'running' ? <p role="status">Replaying… {view.read} payments read{view.total !== null ? ` of ${view.total}` : ''}</p> : null}
      {view?.error ? <p role="alert">{view.error.message}</p> : null}
      {view?.report ? (
        <>
          <p data-testid="replay-moved">
            {view.report.moved.count} of {view.report.replayed.count} payments would go elsewhere: {pct(view.report.moved.shareOfVolume)} of the volume.
          </p>
          <table className="data-table" aria-label="Live connector × requested connector">
            <thead>
              <tr>
                <th>Live sends to</th>
                <th>Request sends to</th>
                <th>Payments</th>
                <th>Volume ({view.baseCurrency})</th>
              </tr>
            </thead>
            <tbody>
              {view.report.matrix.map((cell) => (
                <tr key={`${cell.live}:${cell.draft}`}>
                  <td>{name(cell.live)}</td>
                  <td>{name(cell.draft)}</td>
                  <td>{cell.count}</td>
                  <td className="number">{cell.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
};
