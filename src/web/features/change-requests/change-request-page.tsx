import './change-requests.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { replayInterrupted } from '@domain/change-control/evidence-replay';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import type { ChangeRequestDetail } from '@contracts/bff-change-requests';
import { errorMessage } from '../../lib/api-client';
import { changeApi, changeKeys } from '../../lib/change-control-client';
import { connectorsQuery } from '../../lib/connector-queries';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { AuthorPanel } from './author-panel';
import { EvidenceView } from './evidence-view';
import { GraphDiff } from './graph-diff';
import { ReplayEvidence } from './replay-evidence';
import { ReviewPanel } from './review-panel';
import { scheduleWords, STATUS_LABELS } from './schedule-words';
import { useChangeAction } from './use-change-action';

/** Statuses in which a moved live routing still matters (before the request is applied). */
const MOVABLE = new Set(['pending', 'changes-requested', 'approved', 'scheduled']);

/**
 * A job due within the minute is watched closely (the scheduler moves the request), a replay of the
 * evidence still running every few seconds (the BFF writes its summary in when it ends), anything
 * else now and then.
 */
const refreshEvery = (request: ChangeRequestDetail | undefined) => {
  const nextRun = request?.nextRun?.at;
  if (nextRun && Date.parse(nextRun) - Date.now() < 60_000) return 1000;
  const replay = request?.evidence.replay;
  return replay?.state === 'running' && !replayInterrupted(replay, new Date()) ? 3000 : 30_000;
};

/** One change request: who asks for what and when, its evidence, and the steps the signed-in user may take. */
export const ChangeRequestPage = () => {
  const { env = '', id: rawId = '' } = useParams();
  const id = Number(rawId);
  const { session, can } = useSession();
  const me = session?.user.username;
  const query = useQuery({ queryKey: changeKeys.one(env, id), queryFn: () => changeApi.get(env, id), refetchInterval: (q) => refreshEvery(q.state.data) });
  const connectors = useQuery(connectorsQuery(env));
  const names = useMemo(() => connectorNameLookup(connectors.data?.connectors ?? []), [connectors.data]);
  const refresh = useChangeAction(env, id, () => changeApi.refresh(env, id));
  const apply = useChangeAction(env, id, () => changeApi.apply(env, id));
  const acknowledge = useChangeAction(env, id, () => changeApi.acknowledge(env, id));
  if (query.isPending) return <LoadingState />;
  if (query.error) return <ErrorState title="Cannot load this change request" error={query.error} onRetry={() => void query.refetch()} />;
  const request = query.data;
  const connectorName = names(request.connectorGuid) ?? request.connectorGuid;
  const stepError = apply.error ?? acknowledge.error ?? refresh.error;
  return (
    <section className="page change-request-page">
      <PageTitle parts={[`Change request #${id}`]} />
      <div className="page-header">
        <div>
          <h1>
            Change request #{id} · {connectorName}
          </h1>
          <p className="page-lead">
            <span className={`status-badge status-${request.status}`} data-testid="request-status">
              {STATUS_LABELS[request.status]}
            </span>{' '}
            asked by <strong title={`user name ${request.author}`}>{request.authorName}</strong> on {formatDateTime(request.createdAt)} · <Link to={`/env/${env}/connectors/${request.connectorGuid}`}>open the routing</Link> ·{' '}
            <Link to={`/env/${env}/change-requests`}>all change requests</Link>
          </p>
        </div>
      </div>
      {request.alert ? (
        <div role="alert" className="notice">
          {request.alert}{' '}
          <button type="button" onClick={() => acknowledge.mutate(undefined)} disabled={acknowledge.isPending}>
            Acknowledge
          </button>
        </div>
      ) : null}
      {request.failure ? <p className="notice" data-testid="request-failure">{request.failure}</p> : null}
      {MOVABLE.has(request.status) && request.latestKnownRevision && request.latestKnownRevision !== request.baseRevision ? (
        <p className="notice" data-testid="base-moved">
          The routing changed since this request was made (now revision <code>{request.latestKnownRevision.slice(0, 12)}</code>): applying it would fail until its author rebases it, and a rebased request needs a new approval.
        </p>
      ) : null}
      <dl className="request-facts">
        <dt>Note</dt>
        <dd>{request.note || '—'}</dd>
        <dt>When</dt>
        <dd data-testid="request-schedule">{scheduleWords(request.schedule)}</dd>
        <dt>Made from revision</dt>
        <dd>
          <code>{request.baseRevision.slice(0, 12)}</code>
        </dd>
        {request.reviewer ? (
          <>
            <dt>Reviewed by</dt>
            <dd>
              <span title={`user name ${request.reviewer}`}>{request.reviewerName}</span>
              {request.reviewNote ? `: “${request.reviewNote}”` : ''}
            </dd>
          </>
        ) : null}
        {request.jobs.length ? (
          <>
            <dt>Jobs</dt>
            <dd>
              <ul aria-label="Jobs">
                {request.jobs.map((j) => (
                  <li key={j.kind}>
                    {j.kind === 'apply' ? 'Apply' : 'Revert'} at {formatDateTime(j.runAt)}: {j.status}
                    {j.attempts > 1 || j.lastError ? ` after ${j.attempts} attempt${j.attempts === 1 ? '' : 's'}` : ''}
                    {j.lastError ? ` (last error: ${j.lastError})` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {request.status === 'pending' && can('routing:approve') && me !== request.author ? <ReviewPanel env={env} request={request} /> : null}
      {request.status === 'pending' && me === request.author ? <p className="muted">Waiting for someone else to approve: an author cannot approve their own request.</p> : null}
      {request.status === 'approved' && can('routing:write') ? (
        <button type="button" className="primary" disabled={apply.isPending} onClick={() => apply.mutate(undefined)}>
          {apply.isPending ? 'Applying…' : 'Apply now'}
        </button>
      ) : null}
      {me === request.author ? <AuthorPanel env={env} request={request} names={names} /> : null}
      {stepError ? <p role="alert">{errorMessage(stepError)}</p> : null}
      <h2>Evidence</h2>
      <button type="button" onClick={() => refresh.mutate(undefined)} disabled={refresh.isPending}>
        Recompute the evidence
      </button>
      <EvidenceView evidence={request.evidence} names={names} />
      <h3>On the graph</h3>
      <GraphDiff base={request.baseDocument as AnyDocument} draft={request.draft as AnyDocument} evidence={request.evidence} names={names} />
      <h3>Recent traffic</h3>
      <ReplayEvidence replay={request.evidence.replay} names={names} documents={{ live: request.baseDocument as AnyDocument, draft: request.draft as AnyDocument }} onRefresh={me === request.author || can('routing:approve') ? () => refresh.mutate(undefined) : undefined} refreshing={refresh.isPending} />
    </section>
  );
};
