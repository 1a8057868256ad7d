import { queryOptions } from '@tanstack/react-query';
import { profilesApi } from './profiles-api';

/** Query keys of the profiles feature: containers per environment, one profile per container and GUID. */
export const profileKeys = {
  all: ['profiles'] as const,
  environment: (env: string) => [...profileKeys.all, env] as const,
  containers: (env: string) => [...profileKeys.environment(env), 'containers'] as const,
  container: (env: string, container: string) => [...profileKeys.environment(env), 'profile', container] as const,
  profile: (env: string, container: string, profileGuid: string) => [...profileKeys.container(env, container), profileGuid] as const,
};

export const containersQuery = (env: string) =>
  queryOptions({ queryKey: profileKeys.containers(env), queryFn: () => profilesApi.profileContainers(env), staleTime: 5 * 60_000 });

/**
 * One profile by GUID. Every lookup is audited by the BFF (who looked at which customer), so it is
 * fetched when opened and after a change, not on a timer.
 */
export const profileQuery = (env: string, container: string, profileGuid: string) =>
  queryOptions({
    queryKey: profileKeys.profile(env, container, profileGuid),
    queryFn: () => profilesApi.lookupProfile(env, { container, profileGuid }),
    staleTime: Infinity,
  });

/**
 * Which transactions registered a profile's instruments (from the BI data source): asked when a
 * detach dialog opens, kept while the profile is open (the BFF audits it as a look at the profile).
 */
export const instrumentOriginsQuery = (env: string, container: string, profileGuid: string) =>
  queryOptions({
    queryKey: [...profileKeys.profile(env, container, profileGuid), 'origins'] as const,
    queryFn: () => profilesApi.instrumentOrigins(env, { container, profileGuid }),
    staleTime: Infinity,
  });
