import { CUSTOMER_TEXT_FIELDS, type ProfileCustomer } from '../../../domain/profiles/profile';
import type { TransactionCustomer } from '../../../contracts/gateway-transactions';
import type { CustomerProfileRow, PaymentInstrumentRow } from '../../db/schema';

/** The platform's timestamp spelling in profile answers: `YYYY-MM-DD hh:mm:ss`, UTC. */
export const gatewayTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Every customer field spelled out (null when unset), so a client sees the whole record. */
export const customerView = (customer: Readonly<Record<string, unknown>>): ProfileCustomer => ({
  ...Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, typeof customer[field] === 'string' ? customer[field] : null])),
  extraData: (customer.extraData as Record<string, string> | undefined) ?? null,
});

/**
 * A transaction's `customer` element as profile customer data (spec: used automatically as the
 * profile's customer data): the fields both know; `identification` and `emailVerified` have no
 * place in a profile.
 */
export const customerFromTransaction = (customer: TransactionCustomer | Record<string, unknown> | null | undefined): Record<string, unknown> => {
  if (!customer) return {};
  const picked: Record<string, unknown> = {};
  for (const field of CUSTOMER_TEXT_FIELDS) if (typeof customer[field] === 'string') picked[field] = customer[field];
  const extra = (customer as { extraData?: unknown }).extraData;
  if (extra && typeof extra === 'object') picked.extraData = extra;
  return picked;
};

const instrumentView = (profile: CustomerProfileRow) => (i: PaymentInstrumentRow) => ({
  paymentToken: i.paymentToken,
  method: i.method,
  createdAt: gatewayTime(i.createdAt),
  isPreferred: i.paymentToken === profile.preferredToken,
  connectorGuid: i.connectorGuid,
  paymentData: i.paymentData,
});

/** getProfile's answer (contract §3): live instruments oldest first; `preferredMethod` from the preferred one. */
export const profileView = (profile: CustomerProfileRow, instruments: readonly PaymentInstrumentRow[]) => ({
  success: true as const,
  profileExists: true as const,
  profileGuid: profile.guid,
  customerIdentification: profile.customerIdentification,
  preferredMethod: instruments.find((i) => i.paymentToken === profile.preferredToken)?.method ?? null,
  customer: customerView(profile.customer),
  paymentInstruments: instruments.map(instrumentView(profile)),
});
