import { useQuery } from '@tanstack/react-query';
import { environmentsQuery, healthQuery } from '../../lib/environment-queries';

export interface EnvironmentIndicatorProps {
  /** The environment in the URL; the first one the BFF lists otherwise. */
  env?: string | undefined;
}

/** Which gateway the user is looking at: a production environment must never be mistaken for the sandbox. */
export const EnvironmentIndicator = ({ env }: EnvironmentIndicatorProps) => {
  const environments = useQuery(environmentsQuery());
  const health = useQuery(healthQuery());
  if (environments.isPending) return <span className="env-indicator muted">Loading…</span>;
  if (environments.isError) return <span className="env-indicator env-unknown">Environment unavailable</span>;
  const list = environments.data.environments;
  const current = list.find((e) => e.id === env) ?? list[0];
  if (!current) return <span className="env-indicator env-unknown">No environment</span>;
  const tone = current.production ? 'env-production' : current.sandbox ? 'env-sandbox' : 'env-other';
  const reachable = health.data?.gateway.reachable;
  const gatewayText = reachable === undefined ? 'checking gateway' : reachable ? 'gateway reachable' : 'gateway unreachable';
  return (
    <span className={`env-indicator ${tone}`} data-testid="environment-indicator" title={`${current.name} (${current.id}) · ${gatewayText}`}>
      <span className={`health-dot ${reachable === false ? 'down' : reachable ? 'up' : ''}`} aria-label={gatewayText} role="img" />
      {current.production ? 'Production' : current.sandbox ? 'Sandbox' : 'Environment'}: {current.name}
    </span>
  );
};
