import { CUSTOMER_TEXT_FIELDS, type CustomerTextField } from '@domain/profiles/profile';
import type { TransactionCustomer } from '@contracts/gateway-transactions';
import type { CustomerProfileRow, PaymentInstrumentRow } from '../../db/schema';

/** The platform's timestamp spelling in profile answers: `YYYY-MM-DD hh:mm:ss`, UTC. */
export const gatewayTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

const extraDataView = (extra: unknown): Record<string, string> | [] =>
  extra && typeof extra === 'object' && Object.keys(extra).length > 0 ? (extra as Record<string, string>) : [];

/**
 * The platform's type tags on profile objects (contract §3, its getProfile reference): clients map
 * objects by them (ixopay/php-ixopay 3.19.0, src/Json/DataObject.php `_typeMap`).
 */
export const PROFILE_TYPE_TAGS = { customer: 'customerData', instrument: 'paymentInstrument', paymentData: { card: 'paymentData.card', iban: 'paymentData.iban', wallet: 'paymentData.wallet' } } as const;

/**
 * Every customer field spelled out (null when unset), so a client sees the whole record;
 * `extraData` as the platform writes it: an object, or `[]` when it holds nothing (contract §3).
 */
export const customerView = (customer: Readonly<Record<string, unknown>>) => ({
  _TYPE: PROFILE_TYPE_TAGS.customer,
  ...(Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, typeof customer[field] === 'string' ? customer[field] : null])) as Record<CustomerTextField, string | null>),
  extraData: extraDataView(customer.extraData),
});

/**
 * `customerData` merged into the stored customer data (contract §3): members present replace the
 * stored ones, absent ones stay, `null` (and an empty extraData) clears one. Empty extra data is
 * not kept, so "none" has one spelling.
 */
export const mergeCustomer = (stored: Readonly<Record<string, unknown>>, update: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const next: Record<string, unknown> = { ...stored };
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const empty = value === null || (typeof value === 'object' && Object.keys(value).length === 0);
    if (empty) delete next[field];
    else next[field] = value;
  }
  return next;
};

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

/** A stored text number (`'03'`, `'2030'`) as the integer the platform sends; anything else stays as it is. */
const integerOf = (value: unknown): unknown => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** Card expiry month and year are integers in the platform's answers (contract §3); the tag names the instrument's kind. */
const paymentDataView = (method: PaymentInstrumentRow['method'], data: Readonly<Record<string, unknown>>) => ({
  _TYPE: PROFILE_TYPE_TAGS.paymentData[method],
  ...data,
  ...('expiryMonth' in data ? { expiryMonth: integerOf(data.expiryMonth) } : {}),
  ...('expiryYear' in data ? { expiryYear: integerOf(data.expiryYear) } : {}),
});

const instrumentView = (profile: CustomerProfileRow) => (i: PaymentInstrumentRow) => ({
  _TYPE: PROFILE_TYPE_TAGS.instrument,
  paymentToken: i.paymentToken,
  method: i.method,
  createdAt: gatewayTime(i.createdAt),
  isPreferred: i.paymentToken === profile.preferredToken,
  connectorGuid: i.connectorGuid,
  paymentData: paymentDataView(i.method, i.paymentData),
});

/**
 * An instrument's kind (card, iban, wallet) as the platform names payment methods, as routing
 * documents do (contract §3: `preferredMethod`). A wallet is named by its wallet type (`Paypal`).
 */
export const platformMethodOf = (instrument: Pick<PaymentInstrumentRow, 'method' | 'paymentData'>): string | null => {
  if (instrument.method === 'card') return 'Creditcard';
  if (instrument.method === 'iban') return 'DirectDebit';
  const type = instrument.paymentData.walletType;
  return typeof type === 'string' && type !== '' ? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase() : null;
};

/** getProfile's answer (contract §3): live instruments oldest first; `preferredMethod` from the preferred one. */
export const profileView = (profile: CustomerProfileRow, instruments: readonly PaymentInstrumentRow[]) => {
  const preferred = instruments.find((i) => i.paymentToken === profile.preferredToken);
  return {
    success: true as const,
    profileExists: true as const,
    profileGuid: profile.guid,
    customerIdentification: profile.customerIdentification,
    preferredMethod: preferred ? platformMethodOf(preferred) : null,
    customer: customerView(profile.customer),
    paymentInstruments: instruments.map(instrumentView(profile)),
  };
};

/** getProfile of a profile this key's container does not hold: HTTP 200, the profile's members null (contract §3). */
export const PROFILE_MISSING = {
  success: false,
  profileExists: false,
  profileGuid: null,
  customerIdentification: null,
  preferredMethod: null,
  customer: null,
  paymentInstruments: [],
} as const;
