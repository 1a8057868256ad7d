import { z } from 'zod';

/**
 * Customer profiles (gateway-interfaces.md "Customer profile", gateway-contract.md §2, §3): the
 * identifiers, the customer data a profile keeps and its stored payment instruments. Ids are opaque:
 * nothing here parses them beyond their prefix and length.
 */

/** System-assigned, `CP-` and 32 characters in all (contract §2). */
export const ProfileGuid = z
  .string()
  .trim()
  .startsWith('CP-', 'a profile GUID starts with CP-')
  .length(32, 'a profile GUID has 32 characters (CP- and 29 more)');
export type ProfileGuid = z.infer<typeof ProfileGuid>;

/**
 * Caller-supplied, unique per customer profile container; 1 to 255 characters (contract §3), so a
 * prefix plus a UUID (42 characters) fits.
 */
export const CustomerIdentification = z.string().trim().min(1, 'must not be empty').max(255, 'at most 255 characters');
export type CustomerIdentification = z.infer<typeof CustomerIdentification>;

/** Addresses one stored instrument: `pt::` and 20 characters (contract §2). */
export const PaymentToken = z.string().regex(/^pt::.{20}$/, 'a payment token is pt:: followed by 20 characters');
export type PaymentToken = z.infer<typeof PaymentToken>;

/** Customer profile containers are named by GUID only; no interface gives them a name. */
export const ContainerGuid = z.string().min(1, 'name a customer profile container');

const upTo = (max: number) => z.string().max(max, `at most ${max} characters`);

/** The optional customer fields with the platform's limits (contract §3); `firstName` is apart, a profile always keeps one. */
const OPTIONAL_CUSTOMER_FIELDS = {
  lastName: upTo(50),
  company: upTo(50),
  email: upTo(255),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD'),
  gender: z.enum(['M', 'F'], 'M or F'),
  billingAddress1: upTo(50),
  billingAddress2: upTo(50),
  billingCity: upTo(50),
  billingPostcode: upTo(16),
  billingState: upTo(30),
  billingCountry: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE'),
  billingPhone: upTo(20),
  ipAddress: upTo(50),
  nationalId: upTo(14),
};
type OptionalCustomerFields = typeof OPTIONAL_CUSTOMER_FIELDS;

const emptyArrayAsRecord = (value: unknown) => (Array.isArray(value) && value.length === 0 ? {} : value);

/**
 * Extra data as a client sends it: an object of strings, or `[]` for "no entries", which is how the
 * platform (PHP heritage) writes an empty one and clients echo it back (contract §3).
 */
export const ExtraDataInput = z.preprocess(emptyArrayAsRecord, z.record(z.string(), z.string()));

/**
 * The whole customer data of a profile, as the studio's edit form holds it: `firstName` required
 * (a profile always keeps one), every other field optional, with the platform's lengths.
 */
export const CustomerData = z.strictObject({
  firstName: upTo(50).min(1, 'the gateway requires a first name on every profile update'),
  ...(Object.fromEntries(Object.entries(OPTIONAL_CUSTOMER_FIELDS).map(([k, s]) => [k, s.optional()])) as { [K in keyof OptionalCustomerFields]: z.ZodOptional<OptionalCustomerFields[K]> }),
  extraData: z.record(z.string(), z.string()).optional(),
});
export type CustomerData = z.infer<typeof CustomerData>;

const keepsFirstName = (issue: { input?: unknown }) => (issue.input === null ? 'a profile always keeps a first name: it cannot be cleared' : undefined);

/**
 * `updateProfile`'s `customerData` (contract §3): it merges. A member present replaces the stored
 * one, an absent one stays as it is, `null` clears an optional one (`extraData` `{}` or `[]` too).
 * `firstName` cannot be cleared; whether the profile has one after the merge is the gateway's check.
 */
export const CustomerDataUpdate = z.strictObject({
  firstName: z.string({ error: keepsFirstName }).max(50, 'at most 50 characters').min(1, 'a profile always keeps a first name: it cannot be cleared').optional(),
  ...(Object.fromEntries(Object.entries(OPTIONAL_CUSTOMER_FIELDS).map(([k, s]) => [k, s.nullish()])) as { [K in keyof OptionalCustomerFields]: z.ZodOptional<z.ZodNullable<OptionalCustomerFields[K]>> }),
  extraData: ExtraDataInput.nullish(),
});
export type CustomerDataUpdate = z.infer<typeof CustomerDataUpdate>;

/** Every text field of the customer data, in the order a form shows them. */
export const CUSTOMER_TEXT_FIELDS = [
  'firstName', 'lastName', 'company', 'email', 'birthDate', 'gender', 'billingAddress1', 'billingAddress2',
  'billingCity', 'billingPostcode', 'billingState', 'billingCountry', 'billingPhone', 'ipAddress', 'nationalId',
] as const satisfies ReadonlyArray<keyof CustomerData>;
export type CustomerTextField = (typeof CUSTOMER_TEXT_FIELDS)[number];

/** How support staff read the gateway's field names. */
export const CUSTOMER_FIELD_LABELS: Readonly<Record<CustomerTextField | 'extraData', string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  email: 'Email',
  birthDate: 'Birth date',
  gender: 'Gender',
  billingAddress1: 'Billing address line 1',
  billingAddress2: 'Billing address line 2',
  billingCity: 'Billing city',
  billingPostcode: 'Billing postcode',
  billingState: 'Billing state',
  billingCountry: 'Billing country',
  billingPhone: 'Billing phone',
  ipAddress: 'IP address',
  nationalId: 'National ID',
  extraData: 'Extra data',
};

/**
 * A text value as a gateway may send it: a string, a number (expiry months), null or absent. Output
 * schemas are lenient so a real gateway's extra or missing members never fail a read.
 */
const Text = z.union([z.string(), z.number()]).transform(String).nullish();

/** The customer data of a profile as `getProfile` answers it. */
export const ProfileCustomer = z.looseObject({
  firstName: Text,
  lastName: Text,
  company: Text,
  email: Text,
  birthDate: Text,
  gender: Text,
  billingAddress1: Text,
  billingAddress2: Text,
  billingCity: Text,
  billingPostcode: Text,
  billingState: Text,
  billingCountry: Text,
  billingPhone: Text,
  ipAddress: Text,
  nationalId: Text,
  /** An object, or `[]` when it holds nothing (the platform's PHP heritage), read as `{}`. */
  extraData: z.preprocess(emptyArrayAsRecord, z.record(z.string(), z.string())).nullish(),
});
export type ProfileCustomer = z.infer<typeof ProfileCustomer>;

/** `paymentData` holds the fields of one kind, flat (contract §3): card, IBAN or wallet. */
export const PaymentData = z.looseObject({
  brand: Text,
  cardHolder: Text,
  expiryMonth: Text,
  expiryYear: Text,
  firstSixDigits: Text,
  lastFourDigits: Text,
  iban: Text,
  bic: Text,
  mandateId: Text,
  mandateDate: Text,
  walletReferenceId: Text,
  walletType: Text,
  walletOwner: Text,
});
export type PaymentData = z.infer<typeof PaymentData>;

/** One stored instrument as `getProfile` lists it. `connectorGuid` is a contract (design) extra. */
export const PaymentInstrument = z.looseObject({
  paymentToken: z.string(),
  method: z.string(),
  /** `YYYY-MM-DD hh:mm:ss`. */
  createdAt: Text,
  isPreferred: z.boolean().default(false),
  connectorGuid: z.string().nullish(),
  paymentData: PaymentData.nullish(),
});
export type PaymentInstrument = z.infer<typeof PaymentInstrument>;

/** A field's value for comparison: absent, null, '' and an empty extraData are all "not set"; extraData ignores key order. */
const comparable = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return 'null';
  if (typeof value === 'object' && Object.keys(value).length === 0) return 'null';
  if (typeof value === 'object') return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(value);
};

/** Which fields differ between two customer data records (updateProfile's `changedFields`), in form order. */
export const changedCustomerFields = (before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] =>
  [...CUSTOMER_TEXT_FIELDS, 'extraData'].filter((field) => comparable(before[field]) !== comparable(after[field]));
