import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { loadJsonSchemaChecks } from './editor/validation/json-schema-checks';

export const routingKeys = {
  all: ['routing'] as const,
  detail: (env: string, guid: string) => [...routingKeys.all, env, guid] as const,
};

export const routingQuery = (env: string, guid: string) =>
  queryOptions({ queryKey: routingKeys.detail(env, guid), queryFn: () => api.routing(env, guid) });

/**
 * The gateway's condition catalogue: changes only with the gateway, so it is cached for long. It
 * arrives with what checks its conditions: AJV when it names one newer than the studio's catalogue.
 */
export const constraintsQuery = (env: string) =>
  queryOptions({
    queryKey: ['constraints', env] as const,
    queryFn: async () => {
      const body = await api.constraints(env);
      await loadJsonSchemaChecks(body.constraints);
      return body;
    },
    staleTime: 10 * 60_000,
  });

/** Saved versions of one connector's routing, newest first, and one version with its document. */
export const versionKeys = {
  list: (env: string, guid: string) => ['versions', env, guid] as const,
  detail: (env: string, guid: string, id: number) => ['versions', env, guid, id] as const,
};
export const versionsQuery = (env: string, guid: string) => queryOptions({ queryKey: versionKeys.list(env, guid), queryFn: () => api.versions(env, guid) });
export const versionQuery = (env: string, guid: string, id: number) =>
  queryOptions({ queryKey: versionKeys.detail(env, guid, id), queryFn: () => api.version(env, guid, id), staleTime: Infinity });
