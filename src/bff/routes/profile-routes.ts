import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttachInstrumentBody, DeleteProfileBody, DetachInstrumentBody, InstrumentOriginsRequest, ProfileLookupRequest, ProfileSearchRequest, UpdateProfileBody,
  AttachInstrumentResult, DeleteProfileResult, DetachInstrumentResult, InstrumentOriginsResponse, ProfileContainersResponse, ProfileLookupResponse, ProfileSearchResponse, UpdateProfileResult,
  profilePaths,
} from '@contracts/bff-profiles';
import { ProfileGuid } from '@domain/profiles/profile';
import { needs } from '../auth/access';
import { noteAudit } from '../audit/audit-hook';
import type { Environments } from '../environments';
import { attachInstrument, deleteProfile, detachInstrument, updateProfile } from '../services/profile-changes';
import type { StudioDb } from '../db/client';
import { detachedInstruments } from '../services/detached-instruments';
import { instrumentOrigins } from '../services/instrument-origins';
import { lookupProfile, profileContainers } from '../services/profiles';
import { searchProfiles } from '../services/profile-search';
import { HttpError } from '../http-error';
import { noteFromPath } from './note-before-validation';
import { EnvParams } from './path-params';

const ProfileParams = EnvParams.extend({ profileGuid: ProfileGuid });
/** A profile change is audited against its profile, even when its body is refused. */
const noteProfile = noteFromPath(ProfileParams, ({ profileGuid }) => ({ target: profileGuid }));

/**
 * Customer profiles (support staff). Audit entries name the profile, the container and what
 * changed (field names), never the customer's data itself: the audit log is append-only, and a
 * profile deletion (irreversible, "all stored customer data … lost") must not leave a copy behind.
 * Lookups are audited too (`profile.view`), since they disclose a customer's data.
 */
export const registerProfileRoutes = (app: FastifyInstance, environments: Environments, db: StudioDb) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(profilePaths.containers.pattern, { schema: { params: EnvParams, response: { 200: ProfileContainersResponse } }, config: { access: needs('profiles:read') } }, async (request) => {
    const { env } = request.params;
    return { containers: await profileContainers(environments.get(env)) };
  });

  api.post(profilePaths.lookup.pattern, { schema: { params: EnvParams, body: ProfileLookupRequest, response: { 200: ProfileLookupResponse } }, config: { access: needs('profiles:read'), audit: 'profile.view' } }, async (request) => {
    const { env } = request.params;
    const { container, ...reference } = request.body;
    noteAudit(request, { target: reference.profileGuid ?? null, detail: { container, ...(reference.customerIdentification ? { customerIdentification: reference.customerIdentification } : {}) } });
    const profile = await lookupProfile(environments.get(env), container, reference);
    noteAudit(request, { target: profile?.profileGuid ?? reference.profileGuid ?? null, detail: { found: profile !== null } });
    return { profile: profile && { ...profile, detachedInstruments: await detachedInstruments(db, env, profile.profileGuid) } };
  });

  // The search text (an email, a name) is customer data: the audit entry names the container and the profiles found, not the text.
  api.post(profilePaths.search.pattern, { schema: { params: EnvParams, body: ProfileSearchRequest, response: { 200: ProfileSearchResponse } }, config: { access: needs('profiles:read'), audit: 'profile.search' } }, async (request) => {
    const { env } = request.params;
    const { container, text } = request.body;
    noteAudit(request, { detail: { container } });
    const result = await searchProfiles(environments.get(env), container, text);
    noteAudit(request, { detail: { found: result.matches.map((m) => m.profileGuid), looked: result.looked } });
    return result;
  });

  api.put(
    profilePaths.profile.pattern,
    { schema: { params: ProfileParams, body: UpdateProfileBody, response: { 200: UpdateProfileResult } }, preValidation: noteProfile, config: { access: needs('profiles:write'), audit: 'profile.update' } },
    async (request) => {
      const { env, profileGuid } = request.params;
      const body = request.body;
      noteAudit(request, { detail: { container: body.container, ...(body.preferredInstrument ? { preferredInstrument: body.preferredInstrument } : {}) } });
      const result = await updateProfile(environments.get(env), profileGuid, body, (err) => request.log.warn({ err }, 'profile updated, but reading it back failed'));
      noteAudit(request, { detail: { changedFields: result.changedFields } });
      return result;
    },
  );

  api.delete(
    profilePaths.profile.pattern,
    { schema: { params: ProfileParams, body: DeleteProfileBody, response: { 200: DeleteProfileResult } }, preValidation: noteProfile, config: { access: needs('profiles:write'), audit: 'profile.delete' } },
    async (request) => {
      const { env, profileGuid } = request.params;
      const body = request.body;
      noteAudit(request, { detail: { container: body.container } });
      const { deleted } = await deleteProfile(environments.get(env), profileGuid, body);
      noteAudit(request, { detail: { customerIdentification: deleted.customerIdentification, instrumentsDeleted: deleted.instruments.length } });
      return { deleted: true as const, profileGuid };
    },
  );

  api.post(profilePaths.attach.pattern, { schema: { params: EnvParams, body: AttachInstrumentBody, response: { 200: AttachInstrumentResult } }, config: { access: needs('profiles:write'), audit: 'profile.attach' } }, async (request) => {
    const { env } = request.params;
    const body = request.body;
    const { connectorGuid, transactionUuid, profileGuid, customerIdentification, createProfileIfNotExists } = body;
    noteAudit(request, { target: profileGuid ?? null, detail: { connectorGuid, transactionUuid, ...(customerIdentification ? { customerIdentification } : {}), createProfileIfNotExists: createProfileIfNotExists ?? false } });
    const result = await attachInstrument(environments.get(env), body);
    noteAudit(request, { target: result.profileGuid, detail: { paymentToken: result.paymentToken } });
    return result;
  });

  api.post(profilePaths.detach.pattern, { schema: { params: EnvParams, body: DetachInstrumentBody, response: { 200: DetachInstrumentResult } }, config: { access: needs('profiles:write'), audit: 'profile.detach' } }, async (request) => {
    const { env } = request.params;
    const body = request.body;
    noteAudit(request, { target: body.profileGuid, detail: { container: body.container, paymentToken: body.paymentToken, transactionUuid: body.transactionUuid } });
    const { connectorGuid, instrument, ...result } = await detachInstrument(environments.get(env), body);
    // The card's brand and last four (as on a receipt): what the profile page shows as detached later.
    noteAudit(request, { detail: { connectorGuid, instrument, verifiedBy: result.verifiedBy, detached: result.detached } });
    return result;
  });

  // Reads the profile and the BI data source: audited as a look at the profile, like a lookup.
  api.post(
    profilePaths.instrumentOrigins.pattern,
    { schema: { params: EnvParams, body: InstrumentOriginsRequest, response: { 200: InstrumentOriginsResponse } }, config: { access: needs('profiles:read'), audit: 'profile.view' } },
    async (request) => {
      const { env } = request.params;
      const { container, profileGuid } = request.body;
      noteAudit(request, { target: profileGuid, detail: { container, purpose: 'which transactions registered its instruments' } });
      const environment = environments.get(env);
      const profile = await lookupProfile(environment, container, { profileGuid });
      if (!profile) throw new HttpError(404, 'PROFILE_NOT_FOUND', `No customer profile '${profileGuid}' in container '${container}'`);
      return { origins: await instrumentOrigins(environment, profile.instruments) };
    },
  );
};
