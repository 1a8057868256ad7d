import {
  AttachInstrumentResult,
  DeleteProfileResult,
  DetachInstrumentResult,
  InstrumentOriginsResponse,
  ProfileContainersResponse,
  ProfileLookupResponse,
  ProfileSearchResponse,
  profilePaths,
  UpdateProfileResult,
  type AttachInstrumentBody,
  type DeleteProfileBody,
  type DetachInstrumentBody,
  type InstrumentOriginsRequest,
  type ProfileLookupRequest,
  type ProfileSearchRequest,
  type UpdateProfileBody,
} from '@contracts/bff-profiles';
import { json, request } from '../../lib/api-client';

/**
 * The profiles page's BFF calls. Here, not in lib/api-client.ts, so that their contracts (and what
 * those import) load with this lazy page instead of with every page's first bundle.
 */
export const profilesApi = {
  profileContainers: (env: string) => request(ProfileContainersResponse, profilePaths.containers(env)),
  // A POST, so a customer identification never lands in a URL or an access log.
  lookupProfile: (env: string, body: ProfileLookupRequest) => request(ProfileLookupResponse, profilePaths.lookup(env), json('POST', body)),
  searchProfiles: (env: string, body: ProfileSearchRequest) => request(ProfileSearchResponse, profilePaths.search(env), json('POST', body)),
  updateProfile: (env: string, profileGuid: string, body: UpdateProfileBody) => request(UpdateProfileResult, profilePaths.profile(env, profileGuid), json('PUT', body)),
  deleteProfile: (env: string, profileGuid: string, body: DeleteProfileBody) => request(DeleteProfileResult, profilePaths.profile(env, profileGuid), json('DELETE', body)),
  attachInstrument: (env: string, body: AttachInstrumentBody) => request(AttachInstrumentResult, profilePaths.attach(env), json('POST', body)),
  detachInstrument: (env: string, body: DetachInstrumentBody) => request(DetachInstrumentResult, profilePaths.detach(env), json('POST', body)),
  instrumentOrigins: (env: string, body: InstrumentOriginsRequest) => request(InstrumentOriginsResponse, profilePaths.instrumentOrigins(env), json('POST', body)),
};
