import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { connectorsQuery } from '../../lib/connector-queries';
import { environmentsQuery } from '../../lib/environment-queries';
import { ConnectorTable } from './connector-table';
import { sortConnectors } from './connector-status';

export const ConnectorListPage = () => {
  const [searchParams] = useSearchParams();
  const environments = useQuery(environmentsQuery());
  // `?env=` picks an environment; otherwise the first the BFF lists (the sandbox in sandbox mode).
  const env = searchParams.get('env') ?? environments.data?.environments[0]?.id;
  const connectors = useQuery({ ...connectorsQuery(env ?? ''), enabled: env !== undefined });
  const sorted = useMemo(() => (connectors.data ? sortConnectors(connectors.data.connectors) : []), [connectors.data]);

  let body;
  if (environments.isError) body = <ErrorState title="Could not load environments" error={environments.error} onRetry={() => void environments.refetch()} />;
  else if (env === undefined && environments.isSuccess) body = <p className="empty-state">No environment is configured.</p>;
  else if (connectors.isError) body = <ErrorState title="Could not load connectors" error={connectors.error} onRetry={() => void connectors.refetch()} />;
  else if (!connectors.data || env === undefined) body = <LoadingState label="Loading…" />;
  else if (sorted.length === 0) body = <p className="empty-state">This environment has no connectors.</p>;
  else body = <ConnectorTable env={env} connectors={sorted} />;

  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>Connectors</h1>
          <p className="page-lead">Meta-connectors route transactions to connectors by rules. Open one to see its routing.</p>
        </div>
      </div>
      {body}
    </section>
  );
};
