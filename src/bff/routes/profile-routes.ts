import type { FastifyInstance } from 'fastify';
import {
  AttachInstrumentBody, DeleteProfileBody, DetachInstrumentBody, InstrumentOriginsRequest, ProfileLookupRequest, ProfileSearchRequest, UpdateProfileBody,
  type AttachInstrumentResult, type DeleteProfileResult, type DetachInstrumentResult, type InstrumentOriginsResponse, type ProfileContainersResponse, type ProfileLookupResponse, type ProfileSearchResponse, type UpdateProfileResult,
} from '../../contracts/bff-profiles';
import { ProfileGuid } from '../../domain/profiles/profile';
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
import { parseInput } from './parse-input';
import { EnvParams } from './path-params';

const ProfileParams = EnvParams.extend({ profileGuid: ProfileGuid });

/**
 * Customer profiles (support staff). Audit entries name the profile, the container and what
 * changed (field names), never the customer's data itself: the audit log is append-only, and a
 * profile deletion (irreversible, "all stored customer data … lost") must not leave a copy behind.
 * Lookups are audited too (`profile.view`), since they disclose a customer's data.
 */
export const registerProfileRoutes = (app: FastifyInstance, environments: Environments, db: StudioDb) => {
  app.get('/api/env/:env/profile-containers', { config: { access: needs('profiles:read') } }, async (request): Promise<ProfileContainersResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    return { containers: await profileContainers(environments.get(env)) };
  });

  app.post('/api/env/:env/profiles/lookup', { config: { access: needs('profiles:read'), audit: 'profile.view' } }, async (request): Promise<ProfileLookupResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const { container, ...reference } = parseInput(ProfileLookupRequest, request.body, 'request body');
    noteAudit(request, { target: reference.profileGuid ?? null, detail: { container, ...(reference.customerIdentification ? { customerIdentification: reference.customerIdentification } : {}) } });
    const profile = await lookupProfile(environments.get(env), container, reference);
    noteAudit(request, { target: profile?.profileGuid ?? reference.profileGuid ?? null, detail: { found: profile !== null } });
    return { profile: profile && { ...profile, detachedInstruments: await detachedInstruments(db, env, profile.profileGuid) } };
  });

  // The search text (an email, a name) is customer data: the audit entry names the container and the profiles found, not the text.
  app.post('/api/env/:env/profiles/search', { config: { access: needs('profiles:read'), audit: 'profile.search' } }, async (request): Promise<ProfileSearchResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const { container, text } = parseInput(ProfileSearchRequest, request.body, 'request body');
    noteAudit(request, { detail: { container } });
    const result = await searchProfiles(environments.get(env), container, text);
    noteAudit(request, { detail: { found: result.matches.map((m) => m.profileGuid), looked: result.looked } });
    return result;
  });

  app.put('/api/env/:env/profiles/:profileGuid', { config: { access: needs('profiles:write'), audit: 'profile.update' } }, async (request): Promise<UpdateProfileResult> => {
    const { env, profileGuid } = parseInput(ProfileParams, request.params, 'path');
    noteAudit(request, { target: profileGuid });
    const body = parseInput(UpdateProfileBody, request.body, 'request body');
    noteAudit(request, { detail: { container: body.container, ...(body.preferredInstrument ? { preferredInstrument: body.preferredInstrument } : {}) } });
    const result = await updateProfile(environments.get(env), profileGuid, body, (err) => request.log.warn({ err }, 'profile updated, but reading it back failed'));
    noteAudit(request, { detail: { changedFields: result.changedFields } });
    return result;
  });

  app.delete('/api/env/:env/profiles/:profileGuid', { config: { access: needs('profiles:write'), audit: 'profile.delete' } }, async (request): Promise<DeleteProfileResult> => {
    const { env, profileGuid } = parseInput(ProfileParams, request.params, 'path');
    noteAudit(request, { target: profileGuid });
    const body = parseInput(DeleteProfileBody, request.body, 'request body');
    noteAudit(request, { detail: { container: body.container } });
    const { deleted } = await deleteProfile(environments.get(env), profileGuid, body);
    noteAudit(request, { detail: { customerIdentification: deleted.customerIdentification, instrumentsDeleted: deleted.instruments.length } });
    return { deleted: true, profileGuid };
  });

  app.post('/api/env/:env/profiles/attach', { config: { access: needs('profiles:write'), audit: 'profile.attach' } }, async (request): Promise<AttachInstrumentResult> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const body = parseInput(AttachInstrumentBody, request.body, 'request body');
    const { connectorGuid, transactionUuid, profileGuid, customerIdentification, createProfileIfNotExists } = body;
    noteAudit(request, { target: profileGuid ?? null, detail: { connectorGuid, transactionUuid, ...(customerIdentification ? { customerIdentification } : {}), createProfileIfNotExists: createProfileIfNotExists ?? false } });
    const result = await attachInstrument(environments.get(env), body);
    noteAudit(request, { target: result.profileGuid, detail: { paymentToken: result.paymentToken } });
    return result;
  });

  app.post('/api/env/:env/profiles/detach', { config: { access: needs('profiles:write'), audit: 'profile.detach' } }, async (request): Promise<DetachInstrumentResult> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const body = parseInput(DetachInstrumentBody, request.body, 'request body');
    noteAudit(request, { target: body.profileGuid, detail: { container: body.container, paymentToken: body.paymentToken, transactionUuid: body.transactionUuid } });
    const { connectorGuid, instrument, ...result } = await detachInstrument(environments.get(env), body);
    // The card's brand and last four (as on a receipt): what the profile page shows as detached later.
    noteAudit(request, { detail: { connectorGuid, instrument, verifiedBy: result.verifiedBy, detached: result.detached } });
    return result;
  });

  // Reads the profile and the BI data source: audited as a look at the profile, like a lookup.
  app.post('/api/env/:env/profiles/instrument-origins', { config: { access: needs('profiles:read'), audit: 'profile.view' } }, async (request): Promise<InstrumentOriginsResponse> => {
    const { env } = parseInput(EnvParams, request.params, 'path');
    const { container, profileGuid } = parseInput(InstrumentOriginsRequest, request.body, 'request body');
    noteAudit(request, { target: profileGuid, detail: { container, purpose: 'which transactions registered its instruments' } });
    const environment = environments.get(env);
    const profile = await lookupProfile(environment, container, { profileGuid });
    if (!profile) throw new HttpError(404, 'PROFILE_NOT_FOUND', `No customer profile '${profileGuid}' in container '${container}'`);
    return { origins: await instrumentOrigins(environment, profile.instruments) };
  });
};
