import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { EnvironmentSummary } from '@contracts/bff-api';
import { environmentsQuery } from './environment-queries';
import { environmentInUrl, rememberedEnvironment } from './environment-in-url';

/**
 * The environment the user is working in: the one in the URL (`/env/:env/…` or `?env=`), else the
 * last one used in this tab, else the first the BFF lists. See environment-in-url.ts.
 */
export const useCurrentEnvironment = (): { current: EnvironmentSummary | undefined; all: EnvironmentSummary[] } => {
  const { pathname, search } = useLocation();
  const environments = useQuery(environmentsQuery());
  const all = environments.data?.environments ?? [];
  const id = environmentInUrl(pathname, search) ?? rememberedEnvironment();
  return { current: all.find((e) => e.id === id) ?? all[0], all };
};
