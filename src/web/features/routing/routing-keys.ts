import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const routingKeys = {
  all: ['routing'] as const,
  detail: (env: string, guid: string) => [...routingKeys.all, env, guid] as const,
};

export const routingQuery = (env: string, guid: string) =>
  queryOptions({ queryKey: routingKeys.detail(env, guid), queryFn: () => api.routing(env, guid) });

/** The gateway's condition catalogue: changes only with the gateway, so it is cached for long. */
export const constraintsQuery = (env: string) =>
  queryOptions({ queryKey: ['constraints', env] as const, queryFn: () => api.constraints(env), staleTime: 10 * 60_000 });
