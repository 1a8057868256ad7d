import { useQuery } from '@tanstack/react-query';
import { useMatch, useSearchParams } from 'react-router';
import type { EnvironmentSummary } from '../../contracts/bff-api';
import { environmentsQuery } from './environment-queries';

/**
 * The environment the user is working in: the one in the URL (`/env/:env/…` or `?env=`), else the
 * first the BFF lists. Kept in the URL, so a link always opens the same gateway.
 */
export const useCurrentEnvironment = (): { current: EnvironmentSummary | undefined; all: EnvironmentSummary[] } => {
  const match = useMatch('/env/:env/*');
  const [params] = useSearchParams();
  const environments = useQuery(environmentsQuery());
  const all = environments.data?.environments ?? [];
  const id = match?.params.env ?? params.get('env');
  return { current: all.find((e) => e.id === id) ?? all[0], all };
};
