import { z } from 'zod';
import { TRANSACTION_TYPES } from '../routing/conditions/param-values';
import type { SimTransaction } from '../routing/evaluation/transaction';

/** A BI record as the insights read it: the fields of `PAYMENT_RECORD_FIELDS` (bi/payment-record-fields.ts). */

const text = z.string().nullish();

export const PaymentRecord = z.object({
  uuid: z.string(),
  created_at: text,
  type: text,
  status: text,
  method: text,
  amount: z.number().nullish(),
  currency: text,
  base_amount: z.number().nullish(),
  connector_guid: text,
  meta_connector_guid: text,
  broker_id: text,
  attempt: z.number().int().nullish(),
  transaction_indicator: text,
  is_recurring: z.boolean().nullish(),
  extra_data: z.record(z.string(), z.unknown()).nullish(),
  creditcard: z.object({ type: text, bin_brand: text, bin_country: text, bin_type: text, bin_digits: text }).partial().nullish(),
  customer: z.object({ billing_country: text, ip_address: text, iban: text }).partial().nullish(),
  risk_data: z.object({ final_score: z.number().nullish() }).partial().nullish(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/**
 * A BI hit as a payment record (`_id` is the record's uuid). A record of another shape (a newer
 * index) is not guessed at: it becomes a bare first attempt, which every tally counts apart as no
 * routable payment.
 */
export const recordOfHit = (hit: { _id: string; _source?: unknown }): PaymentRecord => readPaymentRecord(hit._source, hit._id) ?? { uuid: hit._id, attempt: 1 };

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isInteger = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const isBoolean = (v: unknown) => typeof v === 'boolean';

/** A field and the check its non-null value must pass. */
type Check = readonly [string, (v: unknown) => boolean];
const texts = (...keys: string[]): Check[] => keys.map((key) => [key, isText] as const);

const ROOT_CHECKS: readonly Check[] = [
  ...texts('created_at', 'type', 'status', 'method', 'currency', 'connector_guid', 'meta_connector_guid', 'broker_id', 'transaction_indicator'),
  ['amount', isNumber], ['base_amount', isNumber], ['attempt', isInteger], ['is_recurring', isBoolean],
];
const GROUPS: ReadonlyArray<readonly [string, readonly Check[]]> = [
  ['creditcard', texts('type', 'bin_brand', 'bin_country', 'bin_type', 'bin_digits')],
  ['customer', texts('billing_country', 'ip_address', 'iban')],
  ['risk_data', [['final_score', isNumber]]],
];

/** Copies the checked fields whose values are null or pass their check into `to`; false at the first other value. */
const copyChecked = (from: Fields, to: Fields, checks: readonly Check[]): boolean => {
  for (const [key, check] of checks) {
    const value = from[key];
    if (value === undefined) continue;
    if (value !== null && !check(value)) return false;
    to[key] = value;
  }
  return true;
};

/**
 * The PaymentRecord schema's reading of a hit's source, checked field by field by hand: a replay
 * reads every record of its window (a million for a long one), and the schema's copy of each took
 * a third of the replay thread's time. Equal to the schema's own reading for any source (property-tested
 * in payment-record.test.ts), except that `extra_data` is the record's own object, not a copy
 * (the schema's copy loses a key named "__proto__"; factsOfRecord keeps such a key on purpose).
 */
export const readPaymentRecord = (source: unknown, uuid: string): PaymentRecord | null => {
  const record: Fields = {};
  if (isObject(source)) {
    if (!copyChecked(source, record, ROOT_CHECKS)) return null;
    const extra = source.extra_data;
    if (extra !== undefined) {
      if (extra !== null && !isObject(extra)) return null;
      record.extra_data = extra;
    }
    for (const [group, checks] of GROUPS) {
      const value = source[group];
      if (value === undefined) continue;
      if (value === null) record[group] = null;
      else if (!isObject(value)) return null;
      else {
        const members: Fields = {};
        if (!copyChecked(value, members, checks)) return null;
        record[group] = members;
      }
    }
  }
  record.uuid = uuid;
  return record as PaymentRecord;
};

/** The payment an attempt belongs to: a routed attempt's `broker_id`, else the record itself. */
export const paymentIdOf = (record: Pick<PaymentRecord, 'uuid' | 'broker_id'>): string => record.broker_id ?? record.uuid;

/** The first attempt of a payment: the one routing chose (the others are its failover). */
export const isFirstAttempt = (record: Pick<PaymentRecord, 'attempt'>): boolean => (record.attempt ?? 1) === 1;

const isTransactionType = (type: string | null | undefined): type is SimTransaction['transactionType'] => (TRANSACTION_TYPES as readonly string[]).includes(type ?? '');

/** Scaled floats arrive as binary numbers; routing compares decimal strings. Three places, the field's factor 1000. */
const decimal = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(3).replace(/\.?0+$/, '') || '0');

/** The routing facts of a record, and the record fields that were absent (a condition reading one of them cannot be replayed). */
export interface RecordFacts {
  tx: SimTransaction;
  absent: ReadonlySet<string>;
}

/**
 * A BI record as the evaluator's transaction. Only what the record holds is set: an absent field
 * stays absent (and is named in `absent`) rather than guessed, so the caller can count the record
 * apart when a condition on its path reads it. A register without an amount routes as 0 in the
 * tenant's base currency, as at the gateway (domain requestTransaction). `null` when the record
 * cannot be a routed transaction (a follow-up such as a capture, or no amount or currency).
 */
const BIN_DIGITS = /^\d{6,8}$/;

/** The fields a record may lack, in the order factsOfRecord looks at them. */
const MAY_BE_ABSENT = [
  'creditcard.type', 'creditcard.bin_brand', 'creditcard.bin_digits', 'creditcard.bin_country', 'creditcard.bin_type',
  'customer.billing_country', 'customer.ip_address', 'customer.iban', 'risk_data.final_score', 'transaction_indicator',
] as const;
const bit = (field: (typeof MAY_BE_ABSENT)[number]) => 1 << MAY_BE_ABSENT.indexOf(field);
const absentSets = new Map<number, ReadonlySet<string>>();
/** One shared set per combination of absent fields (bit i: MAY_BE_ABSENT[i]), made the first time it is met. */
const absentSet = (mask: number): ReadonlySet<string> => {
  let set = absentSets.get(mask);
  if (!set) absentSets.set(mask, (set = new Set(MAY_BE_ABSENT.filter((_f, i) => mask & (1 << i)))));
  return set;
};
const CARD_TYPE = bit('creditcard.type');
const BIN_BRAND = bit('creditcard.bin_brand');
const BIN_DIGITS_BIT = bit('creditcard.bin_digits');
const BIN_COUNTRY = bit('creditcard.bin_country');
const BIN_TYPE = bit('creditcard.bin_type');
const BILLING_COUNTRY = bit('customer.billing_country');
const IP_ADDRESS = bit('customer.ip_address');
const IBAN = bit('customer.iban');
const RISK_SCORE = bit('risk_data.final_score');
const INDICATOR = bit('transaction_indicator');

// A replay builds the facts of every record it reads (a million, for a long window), so this
// allocates only what it returns: no spreads, no per-call lists, and the absent fields as one of
// the shared sets (payment-record.test.ts holds it equal to the plain version, for any record).
export const factsOfRecord = (record: PaymentRecord, baseCurrency: string): RecordFacts | null => {
  if (!isTransactionType(record.type)) return null;
  const register = record.type === 'register' && record.amount == null;
  const amount = register ? 0 : record.amount;
  const currency = register ? baseCurrency : record.currency;
  if (amount == null || !currency) return null;
  let absent = 0;
  const tx: SimTransaction = { transactionType: record.type, amount: decimal(amount), currency };
  if (record.method) tx.paymentMethod = record.method;
  const type = record.creditcard?.type;
  const network = record.creditcard?.bin_brand;
  const digits = record.creditcard?.bin_digits;
  const binCountry = record.creditcard?.bin_country;
  const binType = record.creditcard?.bin_type;
  if (type) {
    const card: NonNullable<SimTransaction['card']> = { brand: type };
    if (network) card.network = network;
    if (digits && BIN_DIGITS.test(digits)) card.bin = digits;
    if (binCountry) card.binCountry = binCountry;
    if (binType) card.binType = binType;
    tx.card = card;
  } else absent |= CARD_TYPE;
  if (!network) absent |= BIN_BRAND;
  if (!digits) absent |= BIN_DIGITS_BIT;
  if (!binCountry) absent |= BIN_COUNTRY;
  if (!binType) absent |= BIN_TYPE;
  const billingCountry = record.customer?.billing_country;
  const ipAddress = record.customer?.ip_address;
  if (billingCountry || ipAddress) {
    const customer: NonNullable<SimTransaction['customer']> = {};
    if (billingCountry) customer.billingCountry = billingCountry;
    if (ipAddress) customer.ipAddress = ipAddress;
    tx.customer = customer;
  }
  if (!billingCountry) absent |= BILLING_COUNTRY;
  if (!ipAddress) absent |= IP_ADDRESS;
  const iban = record.customer?.iban;
  if (iban) tx.iban = iban;
  else absent |= IBAN;
  const score = record.risk_data?.final_score;
  if (score != null) tx.riskScore = score;
  else absent |= RISK_SCORE;
  const extra = record.extra_data;
  if (extra) {
    let strings: Array<[string, string]> | undefined;
    for (const key of Object.keys(extra)) {
      const value = extra[key];
      if (typeof value === 'string') (strings ??= []).push([key, value]);
    }
    // fromEntries, not assignment: a key named __proto__ stays a key.
    if (strings) tx.extraData = Object.fromEntries(strings);
  }
  if (record.transaction_indicator) tx.recurring = record.transaction_indicator === 'RECURRING';
  else if (record.is_recurring != null) tx.recurring = record.is_recurring;
  else absent |= INDICATOR;
  return { tx, absent: absentSet(absent) };
};
