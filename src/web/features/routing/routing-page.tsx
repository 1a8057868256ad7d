import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import { BlockingMount } from '../../components/blocking-mount';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { UpcomingChanges } from '../../components/upcoming-changes';
import { connectorKindLabel } from '../../lib/connector-labels';
import { connectorsQuery } from '../../lib/connector-queries';
import { MultiMethodEditor } from './multi-method-editor';
import { SingleMethodEditor } from './single-method-editor';
import { constraintsQuery, routingQuery } from './routing-keys';

export const RoutingPage = () => {
  const { env = '', guid = '' } = useParams();
  const routing = useQuery(routingQuery(env, guid));
  // Names are a nicety: if the list fails, the graph still renders with GUIDs.
  const connectors = useQuery(connectorsQuery(env));
  const constraints = useQuery(constraintsQuery(env));
  const list = connectors.data?.connectors;
  const names = useMemo(() => connectorNameLookup(list ?? []), [list]);
  const self = list?.find((c) => c.guid === guid);

  let body;
  if (routing.isPending) body = <LoadingState label="Loading…" />;
  else if (routing.isError) body = <ErrorState title="Could not load the routing" error={routing.error} onRetry={() => void routing.refetch()} />;
  // Both editors validate against the connector list and the catalogue: wait for both.
  else if (connectors.isPending || constraints.isPending) body = <LoadingState label="Loading…" />;
  else if (connectors.isError || constraints.isError)
    body = <ErrorState title="Could not load connectors or conditions" error={(connectors.error ?? constraints.error)!} onRetry={() => void Promise.all([connectors.refetch(), constraints.refetch()])} />;
  else
    body = (
      <BlockingMount key={`${env}:${guid}`} fallback={<LoadingState label="Loading…" />}>
        {routing.data.kind === 'single' ? (
          <SingleMethodEditor env={env} envelope={routing.data} connectors={connectors.data.connectors} constraints={constraints.data.constraints} names={names} />
        ) : (
          <MultiMethodEditor env={env} envelope={routing.data} connectors={connectors.data.connectors} constraints={constraints.data.constraints} names={names} />
        )}
      </BlockingMount>
    );

  return (
    <section className="page page-wide page-editor">
      <PageTitle parts={[self?.name ?? (connectors.isPending ? null : guid), 'Routing']} />
      {/* One row, the way back and the connector's name: the rows above the canvas are height it does not get (issue 43.1). */}
      <div className="page-header page-header-inline">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link to="/">Connectors</Link> <span aria-hidden="true">/</span>
        </nav>
        <h1>{self?.name ?? 'Routing'}</h1>
        <p className="page-lead">
          {self ? <span className="kind-badge">{connectorKindLabel(self)}</span> : null}
          <code className="guid">{guid}</code>
          {routing.data ? <span className="muted">revision {routing.data.revision.slice(0, 12)}</span> : null}
          <UpcomingChanges env={env} connector={guid} />
        </p>
      </div>
      {body}
    </section>
  );
};
