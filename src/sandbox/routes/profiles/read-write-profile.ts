import { DeleteProfileRequest, GetProfileRequest, PROFILE_ERROR_CODES as CODES, ProfileReference, UpdateProfileRequest } from '@contracts/gateway-profiles';
import { changedCustomerFields } from '@domain/profiles/profile';
import { customerView, mergeCustomer, PROFILE_MISSING, PROFILE_TYPE_TAGS, profileView } from '../../engine/profiles/profile-view';
import { GatewayFailure } from '../../http/errors';
import { invalidMessage, missingMessage } from '../../engine/field-problem';
import { deleteProfileRow, findProfile, liveInstruments, updateProfileRow } from '../../store/profiles';
import { parseProfileBody, profileNotFound, requireReference, type ProfileContext } from './context';

/** getProfile (contract §3): an unknown profile is HTTP 200 `{success:false, profileExists:false}`, not an error. */
export const getProfile = async ({ deps, container }: ProfileContext, body: unknown) => {
  const ref = parseProfileBody(GetProfileRequest, body);
  requireReference(ref);
  const profile = await findProfile(deps.db, container, ref);
  if (!profile) return { ...PROFILE_MISSING };
  return profileView(profile, await liveInstruments(deps.db, profile.guid));
};

/**
 * The customer data getProfile answered, sent back as it came (the official PHP client keeps every
 * member it read, `_TYPE` included, and sends the object back on update): its own tag is dropped
 * before the strict check, any other `_TYPE` is still an unknown member.
 */
const withoutCustomerTag = (body: unknown): unknown => {
  const data = (body as { customerData?: unknown }).customerData;
  if (!data || typeof data !== 'object' || (data as { _TYPE?: unknown })._TYPE !== PROFILE_TYPE_TAGS.customer) return body;
  const { _TYPE: _tag, ...rest } = data as Record<string, unknown>;
  return { ...(body as object), customerData: rest };
};

/**
 * updateProfile: `customerData` merges into the stored customer data (contract §3: present members
 * replace, absent ones stay, null clears); the result must still have a first name.
 * `preferredInstrument` must be a live token of this profile. The reference is checked before the
 * rest of the body, so a request naming no profile says so first.
 */
export const updateProfile = async ({ deps, container }: ProfileContext, body: unknown) => {
  requireReference(parseProfileBody(ProfileReference, body));
  const request = parseProfileBody(UpdateProfileRequest, withoutCustomerTag(body));
  return deps.db.transaction(async (tx) => {
    const profile = await findProfile(tx, container, request, true);
    if (!profile) throw profileNotFound(request);
    const customer = mergeCustomer(profile.customer, request.customerData);
    // A profile created by a transaction or an attach may have no first name yet: the update must give one.
    if (typeof customer.firstName !== 'string' || customer.firstName === '') {
      throw new GatewayFailure(400, CODES.missingParameter, missingMessage('customerData.firstName'));
    }
    const changedFields = changedCustomerFields(profile.customer, customer);
    const preferred = request.preferredInstrument;
    if (preferred !== undefined && preferred !== profile.preferredToken) {
      if (!(await liveInstruments(tx, profile.guid)).some((i) => i.paymentToken === preferred)) {
        throw new GatewayFailure(400, CODES.invalidParameter, invalidMessage('preferredInstrument', `'${preferred}' is not a payment instrument of this profile`));
      }
      changedFields.push('preferredInstrument');
    }
    const updated = await updateProfileRow(tx, profile.guid, { customer, preferredToken: preferred ?? profile.preferredToken }, deps.now());
    return { success: true, profileGuid: updated.guid, customerIdentification: updated.customerIdentification, customer: customerView(updated.customer), changedFields };
  });
};

/** deleteProfile: irreversible; the instruments go with it, the register transactions stay. */
export const deleteProfile = async ({ deps, container }: ProfileContext, body: unknown) => {
  const ref = parseProfileBody(DeleteProfileRequest, body);
  requireReference(ref);
  return deps.db.transaction(async (tx) => {
    const profile = await findProfile(tx, container, ref, true);
    if (!profile) throw profileNotFound(ref);
    await deleteProfileRow(tx, profile.guid);
    return { success: true };
  });
};
