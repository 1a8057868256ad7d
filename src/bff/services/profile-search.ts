import type { ProfileMatch, ProfileSearchResponse } from '@contracts/bff-profiles';
import { customerMatches, identificationsOf, profileSearchBiQuery } from '@domain/profiles/profile-search';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { biSourcesOf, searchEnvironmentBi } from './bi';
import { containerClient, fetchProfile } from './profiles';

/**
 * A profile by its customer's email or name: BI records name the customer identifications, each is
 * looked up as a profile in the container, and only profiles whose own data fits are returned (the
 * domain's profile-search.ts says what this finds and what it cannot).
 */
export const searchProfiles = async (env: Environment, container: string, text: string): Promise<ProfileSearchResponse> => {
  // The container's client once (it lists the connectors): an unknown container is refused before BI is asked.
  const { client } = await containerClient(env, container);
  const sources = biSourcesOf(env);
  if (sources.length === 0) return { matches: [], looked: 0, more: false, unavailable: 'this environment has no BI data source configured, and the gateway looks profiles up by GUID or customer identification only' };
  const hits: unknown[] = [];
  let unavailable: string | null = null;
  for (const source of sources) {
    try {
      const { result } = await searchEnvironmentBi(env, { source, query: profileSearchBiQuery(text) });
      hits.push(...result.hits.hits.map((h) => h._source ?? {}));
    } catch (error) {
      unavailable = error instanceof HttpError ? error.message : 'the BI data source could not be asked';
    }
  }
  const { identifications, more } = identificationsOf(hits);
  const matches: ProfileMatch[] = [];
  for (const customerIdentification of identifications) {
    const profile = await fetchProfile(client, container, { customerIdentification });
    if (!profile || !customerMatches(profile.customer, text) || matches.some((m) => m.profileGuid === profile.profileGuid)) continue;
    const { firstName, lastName, email } = profile.customer;
    matches.push({ profileGuid: profile.profileGuid, customerIdentification: profile.customerIdentification, firstName: firstName ?? null, lastName: lastName ?? null, email: email ?? null });
  }
  return { matches, looked: identifications.length, more, unavailable };
};
