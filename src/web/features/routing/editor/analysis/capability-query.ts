import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CapabilityBook } from '@domain/routing/analysis';
import { api } from '@web/lib/api-client';
import { useEditor } from '../state/editor-context';

/** Connector capabilities change with the gateway's configuration and 90 days of history: cached for minutes. */
export const capabilitiesQuery = (env: string) =>
  queryOptions({ queryKey: ['capabilities', env] as const, queryFn: () => api.capabilities(env), staleTime: 5 * 60_000, retry: 1 });

/**
 * What the edited environment's connectors declare and have processed (issue 13, item 3), for the
 * analysis; undefined while it loads or when the BFF cannot say, and then nothing is checked.
 */
export const useCapabilityBook = (): CapabilityBook | undefined => {
  const env = useEditor((s) => s.baseline.env);
  const { data } = useQuery(capabilitiesQuery(env));
  return data;
};
