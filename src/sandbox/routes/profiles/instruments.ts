import { AttachInstrumentRequest, DetachInstrumentRequest, hasProfileReference, type ProfileReference } from '@contracts/gateway-profiles';
import type { SandboxDb } from '../../db/client';
import type { CustomerProfileRow, TransactionRow } from '../../db/schema';
import { attachInstrument, registersInstrument } from '../../engine/profiles/attach';
import { newPaymentToken, newProfileGuid } from '../../engine/profiles/ids';
import { customerFromTransaction } from '../../engine/profiles/profile-view';
import { profileContainerOf } from '../../engine/api-connector';
import { findConnector } from '../../store/connectors';
import { detachInstrument, findOrCreateProfile, findProfile, findProfileAnywhere, liveInstrumentOfTransaction } from '../../store/profiles';
import { findTenantTransaction, isUniqueViolation } from '../../store/transactions';
import { describeReference, InstrumentRefusal, parseProfileBody, type ProfileContext } from './context';

const identifierMissing = () => new InstrumentRefusal('IDENTIFIER_MISSING', "Either 'profileGuid' or 'customerIdentification' must be given");
const alreadyAttached = (uuid: string) => new InstrumentRefusal('ALREADY_ATTACHED', `The payment instrument of transaction '${uuid}' is already attached to a customer profile`);

const lockedTransaction = async (db: SandboxDb, { api }: ProfileContext, uuid: string): Promise<TransactionRow> => {
  const row = await findTenantTransaction(db, api.tenantGuid, uuid, true);
  if (!row) throw new InstrumentRefusal('TRANSACTION_NOT_FOUND', `Transaction '${uuid}' does not exist`);
  return row;
};

/** Rules 3 and 4: the transaction belongs to the key's connector (processed by it, or received by it as a meta-connector) and its container. */
const checkConnector = async (db: SandboxDb, { api, container }: ProfileContext, row: TransactionRow): Promise<void> => {
  const own = api.connector.guid;
  if (row.connectorGuid !== own && row.apiConnectorGuid !== own) {
    throw new InstrumentRefusal('CONNECTOR_MISMATCH', `Transaction '${row.uuid}' was processed by connector '${row.connectorGuid}', not by the API key's connector '${own}'`);
  }
  const processing = row.connectorGuid ? await findConnector(db, api.tenantGuid, row.connectorGuid) : undefined;
  const theirs = processing ? profileContainerOf(processing, api.tenantProfileContainer) : null;
  if (theirs !== container) throw new InstrumentRefusal('CONTAINER_MISMATCH', `Connector '${row.connectorGuid}' does not use the customer profile container '${container}' of the API key`);
};

/** The profile to attach to, or `undefined` when it is to be created (customerIdentification with createProfileIfNotExists). */
const targetProfile = async (db: SandboxDb, { api, container }: ProfileContext, request: AttachInstrumentRequest): Promise<CustomerProfileRow | undefined> => {
  const found = await findProfile(db, container, request, true);
  if (found) return found;
  if (request.profileGuid !== undefined && (await findProfileAnywhere(db, api.tenantGuid, request.profileGuid))) {
    throw new InstrumentRefusal('CONTAINER_MISMATCH', `Customer profile '${request.profileGuid}' is in another customer profile container than the API key's connector`);
  }
  if (request.profileGuid === undefined && request.createProfileIfNotExists) return undefined;
  throw new InstrumentRefusal('PROFILE_NOT_FOUND', `${describeReference(request)} does not exist`);
};

/**
 * attachPaymentInstrument (spec rules 1–6, contract §3 codes), checked in the order of the rules.
 * The register transaction's row is locked, so attaches (and a deregister) of one transaction run
 * one after the other; the partial unique index is the last word should two still race.
 */
export const attachPaymentInstrument = async (ctx: ProfileContext, body: unknown) => {
  const request = parseProfileBody(AttachInstrumentRequest, body);
  if (!hasProfileReference(request)) throw identifierMissing();
  const { deps, api, container } = ctx;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockedTransaction(tx, ctx, request.transactionUuid);
      if (!registersInstrument(row)) {
        throw new InstrumentRefusal('NOT_A_REGISTER_TRANSACTION', `Transaction '${row.uuid}' is not a successful register or withRegister transaction`);
      }
      await checkConnector(tx, ctx, row);
      const existing = await targetProfile(tx, ctx, request);
      if (row.deregisteredAt) throw new InstrumentRefusal('INSTRUMENT_DEREGISTERED', `The payment instrument of transaction '${row.uuid}' is deregistered`);
      if (await liveInstrumentOfTransaction(tx, row.uuid)) throw alreadyAttached(row.uuid);
      const now = deps.now();
      const profile = existing ?? (await findOrCreateProfile(tx, {
        guid: newProfileGuid(deps.randomBytes), tenantGuid: api.tenantGuid, containerGuid: container,
        customerIdentification: request.customerIdentification!, customer: customerFromTransaction(row.customer), now,
      })).row;
      const paymentToken = newPaymentToken(deps.randomBytes);
      await attachInstrument(tx, { profile, transaction: row, paymentToken, now });
      return { success: true, message: 'Payment instrument attached to the customer profile', profileGuid: profile.guid, paymentToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAttached(request.transactionUuid);
    throw error;
  }
};

/** detachPaymentInstrument: the instrument stops paying but stays registered (the spec's separate deregister does that). */
export const detachPaymentInstrument = async (ctx: ProfileContext, body: unknown) => {
  const request = parseProfileBody(DetachInstrumentRequest, body);
  if (!hasProfileReference(request)) throw identifierMissing();
  const { deps, container } = ctx;
  return deps.db.transaction(async (tx) => {
    const row = await lockedTransaction(tx, ctx, request.transactionUuid);
    const profile = await findProfile(tx, container, request as ProfileReference, true);
    if (!profile) throw new InstrumentRefusal('PROFILE_NOT_FOUND', `${describeReference(request)} does not exist`);
    const live = await liveInstrumentOfTransaction(tx, row.uuid);
    if (!live || live.profileGuid !== profile.guid) {
      throw new InstrumentRefusal('NOT_ATTACHED', `The payment instrument of transaction '${row.uuid}' is not attached to customer profile '${profile.guid}'`);
    }
    await detachInstrument(tx, live, deps.now());
    return { success: true, message: 'Payment instrument detached from the customer profile', profileGuid: profile.guid };
  });
};
