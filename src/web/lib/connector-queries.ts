import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The connector list is shared server state: the list page shows it, the routing view resolves names with it. */
export const connectorKeys = {
  all: ['connectors'] as const,
  list: (env: string) => [...connectorKeys.all, env] as const,
};

export const connectorsQuery = (env: string) => queryOptions({ queryKey: connectorKeys.list(env), queryFn: () => api.connectors(env) });
