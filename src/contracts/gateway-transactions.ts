import { z } from 'zod';
import { CurrencyCode, DccData } from '@domain/dcc/dcc';
import { CustomerIdentification, ProfileGuid } from '@domain/profiles/profile';
import { DecimalAmount } from '@domain/routing/evaluation/transaction';

/**
 * The gateway's transaction interface (gateway-interfaces.md "Transaction request/response",
 * gateway-contract.md §1 and §4): `POST {base}/api/v3/transaction/<apiKey>/<operation>`. Only the
 * members these areas use are modelled; unknown members are accepted and ignored, as a client of a
 * newer API version may send them.
 */

/** Operations a meta-connector routes (its routing tree picks the connector). */
export const ROUTED_OPERATIONS = ['debit', 'preauthorize', 'register'] as const;
export type RoutedOperation = (typeof ROUTED_OPERATIONS)[number];

/**
 * Operations on an earlier transaction (`referenceUuid`): they go to that transaction's connector
 * and are never rerouted (contract §2).
 */
export const FOLLOW_UP_OPERATIONS = ['capture', 'void', 'refund', 'deregister'] as const;
export type FollowUpOperation = (typeof FOLLOW_UP_OPERATIONS)[number];

export const TRANSACTION_OPERATIONS = [...ROUTED_OPERATIONS, ...FOLLOW_UP_OPERATIONS] as const;
export type TransactionOperation = (typeof TRANSACTION_OPERATIONS)[number];

export const isRoutedOperation = (operation: TransactionOperation): operation is RoutedOperation => (ROUTED_OPERATIONS as readonly string[]).includes(operation);

export const TRANSACTION_INDICATORS = ['SINGLE', 'INITIAL', 'RECURRING', 'FIRST-CARDONFILE', 'CARDONFILE', 'CARDONFILE_MERCHANT', 'MOTO'] as const;

/** Contract §2: these decline codes never fail over to the route's `onFail` chain; every other failure does. */
export const HARD_DECLINE_CODES: ReadonlySet<number> = new Set([2001, 2004, 2006, 2008, 2009, 2010, 2013, 2014, 2015, 2016, 2021]);

/** Contract §4 error codes the sandbox answers with. */
export const TRANSACTION_ERROR_CODES = {
  unauthorized: 1000,
  invalidRequest: 1001,
  invalidParameter: 1002,
  invalidSignature: 1004,
  missingParameter: 1005,
  /** The referenced transaction is not in a state for this operation (continue-dcc on one not pending DCC, void after capture, …). */
  invalidState: 1006,
  configuration: 1007,
  declined: 2003,
  insufficientFunds: 2006,
  timeout: 3001,
  duplicateTransactionId: 3004,
  unknown: 9999,
} as const;

const country = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE');
const currency = CurrencyCode;
const text = (max: number) => z.string().max(max, `at most ${max} characters`);

export const TransactionCustomer = z.looseObject({
  identification: text(36).optional(),
  firstName: text(50).optional(),
  lastName: text(50).optional(),
  company: text(50).optional(),
  email: text(255).optional(),
  emailVerified: z.boolean().optional(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD').optional(),
  billingCountry: country.optional(),
  ipAddress: text(45).optional(),
});
export type TransactionCustomer = z.infer<typeof TransactionCustomer>;

const TransactionBase = z.looseObject({
  merchantTransactionId: z.string().min(1, 'must not be empty').max(50, 'at most 50 characters'),
  transactionToken: z.string().min(1, 'must not be empty'),
  description: text(255).optional(),
  successUrl: z.string().optional(),
  cancelUrl: z.string().optional(),
  errorUrl: z.string().optional(),
  callbackUrl: z.string().optional(),
  language: text(8).optional(),
  customer: TransactionCustomer.optional(),
  customerProfileData: z
    .looseObject({
      /** Creates the profile implicitly when none exists in the connector's container. */
      customerIdentification: CustomerIdentification.optional(),
      /** An existing profile, instead of customerIdentification. */
      profileGuid: ProfileGuid.optional(),
      /** The instrument this transaction registers becomes the profile's preferred one. */
      markAsPreferred: z.boolean().optional(),
    })
    .optional(),
  /** Key/value strings; the `ExtraData` routing condition reads them. */
  extraData: z.record(z.string(), z.string()).optional(),
  transactionIndicator: z.enum(TRANSACTION_INDICATORS).optional(),
  /** A previous transaction of this merchant (recurring and card-on-file series). */
  referenceUuid: z.string().min(1).optional(),
  requestDcc: z.boolean().optional(),
  withRegister: z.boolean().optional(),
});

/** debit and preauthorize: an amount (decimal string, above zero) in a currency. */
export const PaymentRequest = TransactionBase.extend({
  amount: DecimalAmount.refine((a) => /[1-9]/.test(a), 'must be greater than 0'),
  currency,
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** register stores the instrument; amount and currency are optional. */
export const RegisterRequest = TransactionBase.extend({ amount: DecimalAmount.optional(), currency: currency.optional() });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

const positiveAmount = DecimalAmount.refine((a) => /[1-9]/.test(a), 'must be greater than 0');

/** Follow-ups name the transaction they act on; the token, card and customer come from it. */
const FollowUpBase = z.looseObject({
  merchantTransactionId: z.string().min(1, 'must not be empty').max(50, 'at most 50 characters'),
  referenceUuid: z.string().min(1, 'must name the transaction this one acts on'),
  description: text(255).optional(),
  callbackUrl: z.string().optional(),
  extraData: z.record(z.string(), z.string()).optional(),
});

/** capture (of a preauthorize) and refund (of a debit or capture): at most what is left of the referenced amount, in its currency. */
export const AmountFollowUpRequest = FollowUpBase.extend({ amount: positiveAmount, currency });
export type AmountFollowUpRequest = z.infer<typeof AmountFollowUpRequest>;

/** void (of a preauthorize) and deregister (of a register or withRegister transaction). */
export const FollowUpRequest = FollowUpBase;
export type FollowUpRequest = z.infer<typeof FollowUpRequest>;

/** The follow-ups that move an amount; void and deregister carry none (an `amount` sent with them is an ignored unknown member). */
export const AMOUNT_FOLLOW_UPS: readonly FollowUpOperation[] = ['capture', 'refund'];

export const requestSchemaOf = (operation: TransactionOperation) => {
  if (operation === 'debit' || operation === 'preauthorize') return PaymentRequest;
  if (operation === 'register') return RegisterRequest;
  return AMOUNT_FOLLOW_UPS.includes(operation) ? AmountFollowUpRequest : FollowUpRequest;
};

/**
 * debit/preauthorize paying with the instrument an earlier transaction registered (contract §4,
 * spec "Transactions that use profiles and DCC" rule 4): its `referenceUuid` and no
 * `transactionToken`. The gateway charges the stored instrument, without a payment page.
 */
export const ReferencePaymentRequest = PaymentRequest.omit({ transactionToken: true }).extend({
  referenceUuid: z.string().min(1, 'must name the register (or withRegister) transaction whose instrument pays'),
});
export type ReferencePaymentRequest = z.infer<typeof ReferencePaymentRequest>;

/** Whether a request pays by `referenceUuid`: a debit/preauthorize that names one and sends no token. */
export const paysByReference = (operation: TransactionOperation, body: Readonly<Record<string, unknown>>): boolean =>
  (operation === 'debit' || operation === 'preauthorize') && body.transactionToken === undefined && body.referenceUuid !== undefined;

/** The schema a client's request for `operation` is checked with: `requestSchemaOf`, or the by-reference payment. */
export const requestSchemaFor = (operation: TransactionOperation, body: Readonly<Record<string, unknown>>) =>
  paysByReference(operation, body) ? ReferencePaymentRequest : requestSchemaOf(operation);

/**
 * `POST {base}/api/v3/transaction/<apiKey>/continue-dcc` (contract §1, §4): the payer's choice after
 * PENDING_DCC. `continueDccUuid` may be `dccData.uuid` or the transaction's `uuid`.
 */
export const ContinueDccRequest = z.looseObject({
  continueDccUuid: z.string().trim().min(1, 'must name the dccData.uuid (or transaction uuid) of the PENDING_DCC answer'),
  selectedDccCurrency: currency,
});
export type ContinueDccRequest = z.infer<typeof ContinueDccRequest>;

export const TransactionErrorItem = z.object({
  errorMessage: z.string(),
  errorCode: z.number().int(),
  adapterMessage: z.string().nullish(),
  adapterCode: z.string().nullish(),
});
export type TransactionErrorItem = z.infer<typeof TransactionErrorItem>;

export const RETURN_TYPES = ['FINISHED', 'REDIRECT', 'HTML', 'PENDING', 'ERROR', 'PENDING_DCC'] as const;

/** A text or number as a gateway may send it (the platform sends expiry month and year as integers). */
const textOrNumber = z.union([z.string(), z.number()]).nullish();

/**
 * `returnData` (contract §4): what the gateway learnt of the instrument. A card transaction that
 * reached the card carries `_TYPE: "cardData"` with these members; other `_TYPE`s (and members a
 * newer gateway adds) are kept as they come.
 */
export const ReturnData = z.looseObject({
  _TYPE: z.string().nullish(),
  type: z.string().nullish(),
  cardHolder: z.string().nullish(),
  expiryMonth: textOrNumber,
  expiryYear: textOrNumber,
  firstSixDigits: textOrNumber,
  lastFourDigits: textOrNumber,
  fingerprint: z.string().nullish(),
  binBrand: z.string().nullish(),
  binCountry: z.string().nullish(),
  /** The card's BIN (6 or 8 digits); the official PHP client falls back to firstSixDigits without it. */
  binDigits: textOrNumber,
  /** `fingerprint` again, named: the card as this merchant sees it. */
  merchantFingerprint: z.string().nullish(),
  /** The card across merchants (BI's `creditcard.global_fingerprint`). */
  globalFingerprint: z.string().nullish(),
});
export type ReturnData = z.infer<typeof ReturnData>;

/**
 * Every transaction answer, also a refused request (which has no `uuid`: nothing was created).
 * `errors` lists the error that decided the outcome; every attempt is in the sandbox's own view.
 */
export const TransactionResponse = z.looseObject({
  success: z.boolean(),
  uuid: z.string().optional(),
  purchaseId: z.string().optional(),
  returnType: z.enum(RETURN_TYPES),
  // The platform spells absent members out as null (and an empty extraData as []): read both as "none".
  redirectUrl: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  errors: z.array(TransactionErrorItem).nullish(),
  extraData: z.preprocess((v) => (Array.isArray(v) && v.length === 0 ? {} : v), z.record(z.string(), z.string())).nullish(),
  /** On success of a transaction that carried customerProfileData: the profile and the stored instrument. */
  customerProfileData: z
    .looseObject({ profileGuid: z.string(), customerIdentification: z.string().nullish(), paymentToken: z.string().nullish() })
    .nullish(),
  /** Present when a DCC quote exists: on PENDING_DCC and on the continued transaction's answer. */
  dccData: DccData.nullish(),
  /** The card as the acquirer saw it, once the transaction reached the card (FINISHED, or ERROR after the acquirer answered). */
  returnData: ReturnData.nullish(),
  /** A refused request (HTTP 4xx, no uuid): its first error again, where the official PHP client reads it (contract §4). */
  errorMessage: z.string().nullish(),
  errorCode: z.number().int().nullish(),
});
export type TransactionResponse = z.infer<typeof TransactionResponse>;

/**
 * A refused transaction request as any gateway of this family may word it: the first error at the
 * top level (`errorMessage`/`errorCode`, all the official PHP client reads; a gateway may send only
 * those, without `returnType`) or in `errors[]`. Lenient: only what names the error is required.
 */
export const TransactionRefusalBody = z.looseObject({
  success: z.literal(false).optional(),
  errorMessage: z.string().nullish(),
  errorCode: z.union([z.number().int(), z.string()]).nullish(),
  errors: z.array(z.looseObject({ errorMessage: z.string().nullish(), message: z.string().nullish(), errorCode: z.union([z.number().int(), z.string()]).nullish(), code: z.union([z.number().int(), z.string()]).nullish() })).nullish(),
});

export type TransactionRefusalBody = z.infer<typeof TransactionRefusalBody>;
