import type { Health } from '@contracts/bff-api';
import type { Environment } from '../environments';

/** Reachability of an environment's gateway: one cheap authenticated call, timed. */
export const checkGateway = async (env: Environment): Promise<Health> => {
  const started = performance.now();
  const gateway = { url: env.config.baseUrl };
  try {
    const result = await env.provisioning.listConstraints();
    const latencyMs = Math.round(performance.now() - started);
    if (result.ok) return { status: 'ok', environment: env.config.id, gateway: { ...gateway, reachable: true, latencyMs } };
    return { status: 'degraded', environment: env.config.id, gateway: { ...gateway, reachable: true, latencyMs, error: `HTTP ${result.status}: ${result.error.errorMessage}` } };
  } catch (error) {
    return { status: 'degraded', environment: env.config.id, gateway: { ...gateway, reachable: false, error: (error as Error).message } };
  }
};
