import { useQuery } from '@tanstack/react-query';
import { environmentsQuery, healthQuery } from '../../lib/environment-queries';
import { useCurrentEnvironment } from '../../lib/use-current-environment';

/** Which gateway the user is looking at: a production environment must never be mistaken for the sandbox. */
/** The environment comes from the URL (`/env/:env/…` or `?env=`), see useCurrentEnvironment. */
export const EnvironmentIndicator = () => {
  const environments = useQuery(environmentsQuery());
  const health = useQuery(healthQuery());
  const { current } = useCurrentEnvironment();
  if (environments.isPending) return <span className="env-indicator muted">Loading…</span>;
  if (environments.isError) return <span className="env-indicator env-unknown">Environment unavailable</span>;
  if (!current) return <span className="env-indicator env-unknown">No environment</span>;
  const tone = current.production ? 'env-production' : current.sandbox ? 'env-sandbox' : 'env-other';
  const reachable = health.data?.gateway.reachable;
  const gatewayText = reachable === undefined ? 'checking gateway' : reachable ? 'gateway reachable' : 'gateway unreachable';
  return (
    <span className={`env-indicator ${tone}`} data-testid="environment-indicator" title={`${current.name} (${current.id}) · ${gatewayText}`}>
      <span className={`health-dot ${reachable === false ? 'down' : reachable ? 'up' : ''}`} aria-label={gatewayText} role="img" />
      {/* The name gives way on narrow screens (the kind stays, the title has both). */}
      <span>
        {current.production ? 'Production' : current.sandbox ? 'Sandbox' : 'Environment'}
        <span className="env-name">: {current.name}</span>
      </span>
    </span>
  );
};
