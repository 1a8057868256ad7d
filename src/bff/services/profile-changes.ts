import type {
  AttachInstrumentBody, AttachInstrumentResult, DeleteProfileBody, DetachInstrumentBody, DetachInstrumentResult, StudioProfile, UpdateProfileBody, UpdateProfileResult,
} from '@contracts/bff-profiles';
import {
  AttachInstrumentResponse, DeleteProfileResponse, DetachInstrumentResponse, UpdateProfileResponse, type ProfileOperation,
} from '@contracts/gateway-profiles';
import type { ConnectorClient } from '../gateway-client/connector-client';
import { parseGatewayBody } from '../gateway-client/http';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import type { z } from 'zod';
import { cardWords, originMismatches } from '@domain/profiles/instrument-origin';
import { connectorClient } from './connector-access';
import { gatewayRefusal } from './gateway-refusal';
import { registrationRecord } from './instrument-origins';
import { containerClient, fetchProfile } from './profiles';

/** One profile operation that must answer 200 with its success body; anything else is the gateway's refusal. */
const carryOut = async <T>(client: ConnectorClient, operation: ProfileOperation, body: unknown, schema: z.ZodType<T>): Promise<T> => {
  const answer = await client.profile(operation, body);
  if (answer.status !== 200) throw gatewayRefusal(answer);
  return parseGatewayBody(schema, answer.json, answer.url, answer.status);
};

const profileGone = (profileGuid: string, container: string) =>
  new HttpError(404, 'PROFILE_NOT_FOUND', `No customer profile '${profileGuid}' in container '${container}'`);

/**
 * updateProfile, then the profile as it is now (preferred flags included), so the page shows what
 * the gateway holds. Once the update succeeded, a failed read-back must not turn it into a reported
 * failure (the user would repeat a change that was made): the result says the profile is unknown.
 */
export const updateProfile = async (env: Environment, profileGuid: string, input: UpdateProfileBody, log: (error: unknown) => void): Promise<UpdateProfileResult> => {
  const { client } = await containerClient(env, input.container);
  const body = { profileGuid, customerData: input.customerData, ...(input.preferredInstrument ? { preferredInstrument: input.preferredInstrument } : {}) };
  const updated = await carryOut(client, 'updateProfile', body, UpdateProfileResponse);
  const profile = await fetchProfile(client, input.container, { profileGuid }).catch((error: unknown) => {
    log(error);
    return null;
  });
  return { profile, changedFields: updated.changedFields };
};

/**
 * Deletion is irreversible (spec Limits 5), so the caller must have typed the profile's customer
 * identification; it is compared with what the gateway holds before anything is deleted.
 */
export const deleteProfile = async (env: Environment, profileGuid: string, input: DeleteProfileBody): Promise<{ deleted: StudioProfile }> => {
  const { client } = await containerClient(env, input.container);
  const current = await fetchProfile(client, input.container, { profileGuid });
  if (!current) throw profileGone(profileGuid, input.container);
  if (input.confirmCustomerIdentification.trim() !== current.customerIdentification) {
    throw new HttpError(400, 'CONFIRMATION_MISMATCH', "The confirmation does not match the profile's customer identification; nothing was deleted.");
  }
  await carryOut(client, 'deleteProfile', { profileGuid }, DeleteProfileResponse);
  return { deleted: current };
};

/** Attach goes through the key of the connector the caller names (gateway rule 3: it must be the transaction's). */
export const attachInstrument = async (env: Environment, input: AttachInstrumentBody): Promise<AttachInstrumentResult> => {
  const { connectorGuid, ...body } = input;
  const attached = await carryOut(await connectorClient(env, connectorGuid), 'attachPaymentInstrument', body, AttachInstrumentResponse);
  return { profileGuid: attached.profileGuid, paymentToken: attached.paymentToken, message: attached.message ?? null };
};

const instrumentsOf = (profile: StudioProfile | null) => new Set(profile?.instruments.map((i) => i.paymentToken) ?? []);

/**
 * Detaches the instrument the caller chose, by the transaction the caller named, only when that
 * transaction registered this very instrument as far as its BI record tells (card, connector,
 * successful registration). Without a BI record the caller must have confirmed the transaction
 * (`unverified`). Afterwards the profile is read back and the answer names what really left it.
 */
export const detachInstrument = async (env: Environment, input: DetachInstrumentBody): Promise<DetachInstrumentResult & { connectorGuid: string; instrument: string }> => {
  const { container, connectorGuid, paymentToken, transactionUuid, profileGuid } = input;
  const chosen = await containerClient(env, container, connectorGuid);
  const before = await fetchProfile(chosen.client, container, { profileGuid });
  if (!before) throw profileGone(profileGuid, container);
  const instrument = before.instruments.find((i) => i.paymentToken === paymentToken);
  if (!instrument) throw new HttpError(404, 'INSTRUMENT_NOT_FOUND', `The profile has no instrument '${paymentToken}' (any more); nothing was detached.`);
  const { record, unavailable } = await registrationRecord(env, transactionUuid);
  const card = cardWords(instrument.paymentData.brand, instrument.paymentData.lastFourDigits);
  if (record) {
    const mismatches = originMismatches(record, instrument);
    if (mismatches.length) throw new HttpError(422, 'INSTRUMENT_MISMATCH', `Transaction ${transactionUuid} did not register the ${card}: ${mismatches.join('; ')}. Nothing was detached.`);
  } else if (!input.unverified) {
    throw new HttpError(422, 'ORIGIN_UNCONFIRMED', `The studio cannot confirm that transaction ${transactionUuid} registered the ${card}: ${unavailable ?? 'the BI data source has no record of it (records can take up to 24 hours to arrive)'}. Check the transaction, then confirm to detach anyway.`);
  }
  const detached = await carryOut(chosen.client, 'detachPaymentInstrument', { transactionUuid, profileGuid }, DetachInstrumentResponse);
  const after = await fetchProfile(chosen.client, container, { profileGuid }).catch(() => null);
  const left = after ? [...instrumentsOf(before)].filter((token) => !instrumentsOf(after).has(token)) : null;
  return { profileGuid: detached.profileGuid, message: detached.message ?? null, connectorGuid: chosen.connectorGuid, instrument: card, detached: left, verifiedBy: record ? 'bi-record' : 'user' };
};
