import type { GatewayEnvironment, StudioConfig } from './config/studio-config';
import { createProvisioningClient, type ProvisioningClient } from './gateway-client/provisioning-client';
import { HttpError } from './http-error';

export interface Environment {
  config: GatewayEnvironment;
  provisioning: ProvisioningClient;
}

/** The configured gateway environments, each with its HTTP clients. Credentials stay in here. */
export const createEnvironments = (config: StudioConfig, options: { gatewayTimeoutMs?: number } = {}) => {
  const byId = new Map<string, Environment>(
    config.environments.map((env) => [env.id, { config: env, provisioning: createProvisioningClient(env.baseUrl, env.provisioning, options.gatewayTimeoutMs) }]),
  );
  return {
    list: () => [...byId.values()],
    get: (id: string): Environment => {
      const env = byId.get(id);
      if (!env) throw new HttpError(404, 'UNKNOWN_ENVIRONMENT', `No environment '${id}' is configured`);
      return env;
    },
  };
};
export type Environments = ReturnType<typeof createEnvironments>;
