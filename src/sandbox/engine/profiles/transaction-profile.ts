import { TRANSACTION_ERROR_CODES as CODES, type PaymentRequest, type RegisterRequest, type RoutedOperation } from '@contracts/gateway-transactions';
import type { SandboxDb } from '../../db/client';
import type { TransactionRow } from '../../db/schema';
import { profileContainerOf, type ApiConnector } from '../api-connector';
import { invalidMessage, missingMessage } from '../field-problem';
import { TransactionFailure } from '../transaction-failure';
import type { RandomBytes } from '../../routing/rule-id-generator';
import { findConnector } from '../../store/connectors';
import { findOrCreateProfile, findProfile, updateProfileRow } from '../../store/profiles';
import { attachInstrument } from './attach';
import { newPaymentToken, newProfileGuid } from './ids';
import { customerFromTransaction } from './profile-view';

/** `customerProfileData` of a registering transaction, checked before it is processed. */
export interface ProfileIntent {
  profileGuid?: string;
  customerIdentification?: string;
  markAsPreferred: boolean;
}

/** What of a transaction request decides whether and where it stores its instrument. */
type ProfileFacts = Pick<PaymentRequest | RegisterRequest, 'customerProfileData' | 'withRegister'>;

export const registersOnSuccess = (operation: RoutedOperation, request: ProfileFacts): boolean =>
  operation === 'register' || request.withRegister === true;

/**
 * The profile a transaction will store its instrument in (spec "Transactions that use profiles",
 * rules 1, 6). Only a transaction that registers an instrument uses `customerProfileData`; on any
 * other it is ignored (design: there is nothing to store). A `profileGuid` must name a profile in
 * the key's connector's container; a `customerIdentification` may name one that is created later.
 */
export const profileIntentOf = async (db: SandboxDb, api: ApiConnector, operation: RoutedOperation, request: ProfileFacts): Promise<ProfileIntent | undefined> => {
  const data = request.customerProfileData;
  if (!data || !registersOnSuccess(operation, request)) return undefined;
  if (data.profileGuid === undefined && data.customerIdentification === undefined) {
    throw new TransactionFailure(400, CODES.missingParameter, missingMessage('customerProfileData.customerIdentification'));
  }
  const container = profileContainerOf(api.connector, api.tenantProfileContainer);
  if (container === null) throw new TransactionFailure(422, CODES.configuration, `Customer profiles are not enabled for connector '${api.connector.guid}'`);
  if (data.profileGuid !== undefined && !(await findProfile(db, container, { profileGuid: data.profileGuid }))) {
    throw new TransactionFailure(400, CODES.invalidParameter, invalidMessage('customerProfileData.profileGuid', `no customer profile '${data.profileGuid}' in this connector's customer profile container`));
  }
  return { profileGuid: data.profileGuid, customerIdentification: data.customerIdentification, markAsPreferred: data.markAsPreferred === true };
};

export interface AnsweredProfile {
  profileGuid: string;
  customerIdentification: string;
  paymentToken: string;
}

/**
 * After a successful registering transaction, in its database transaction: the instrument goes into
 * the profile of the container of the connector that processed it, the transaction's `customer`
 * element updating the profile's customer data. Undefined when nothing could be stored: the
 * processing connector has no container, or the named profile is not in its container (possible
 * only when a meta-connector routed to a connector of another container).
 */
export const storeRegisteredInstrument = async (
  db: SandboxDb,
  deps: { randomBytes: RandomBytes; now: () => Date },
  api: ApiConnector,
  row: TransactionRow,
  intent: ProfileIntent,
): Promise<AnsweredProfile | undefined> => {
  const processing = row.connectorGuid ? await findConnector(db, api.tenantGuid, row.connectorGuid) : undefined;
  const container = processing ? profileContainerOf(processing, api.tenantProfileContainer) : null;
  if (container === null) return undefined;
  const now = deps.now();
  const customer = customerFromTransaction(row.customer);
  let profile = await findProfile(db, container, intent, true);
  let created = false;
  if (!profile && intent.profileGuid === undefined) {
    const made = await findOrCreateProfile(db, { guid: newProfileGuid(deps.randomBytes), tenantGuid: api.tenantGuid, containerGuid: container, customerIdentification: intent.customerIdentification!, customer, now });
    ({ row: profile, created } = made);
  }
  if (!profile) return undefined;
  // A profile just created holds this customer data already; an existing one (or the winner of a
  // concurrent creation) takes it on top of what it has.
  if (row.customer && !created) profile = await updateProfileRow(db, profile.guid, { customer: { ...profile.customer, ...customer } }, now);
  const paymentToken = newPaymentToken(deps.randomBytes);
  await attachInstrument(db, { profile, transaction: row, paymentToken, now, markAsPreferred: intent.markAsPreferred });
  return { profileGuid: profile.guid, customerIdentification: profile.customerIdentification, paymentToken };
};
