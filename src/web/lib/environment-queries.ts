import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** Environments and health are read by the shell and by several features, so their keys live here. */
export const environmentKeys = {
  all: ['environments'] as const,
  list: () => [...environmentKeys.all, 'list'] as const,
  health: () => [...environmentKeys.all, 'health'] as const,
};

export const environmentsQuery = () => queryOptions({ queryKey: environmentKeys.list(), queryFn: api.environments, staleTime: 5 * 60_000 });

export const healthQuery = () => queryOptions({ queryKey: environmentKeys.health(), queryFn: api.health, refetchInterval: 60_000 });
