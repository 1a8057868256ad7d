import { z } from 'zod';
import { connectorGuid } from './ids';

/** Params schemas of the gateway's condition catalogue (gateway-contract §2, "Conditions"). */

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE');
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR');
const yesNo = z.enum(['yes', 'no']);
const numericString = z.string().regex(/^\d+(\.\d+)?$/, 'a number written as a string, such as "100"');
const regexSource = z
  .string()
  .min(1)
  .refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'a valid regular expression without delimiters');

const inNotIn = z.enum(['in', 'notin']);
const list = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'choose at least one value');

export const CARD_TYPES = [
  'visa', 'visa_electron', 'mastercard', 'amex', 'diners', 'jcb', 'discover', 'unionpay',
  'maestro', 'uatp', 'dinacard', 'mada', 'meeza', 'elo', 'troy',
] as const;
export const BIN_TYPES = ['CREDIT', 'DEBIT'] as const;
export const BIN_SEGMENTS = ['Consumer', 'Business', 'Commercial', 'Government', 'Unknown'] as const;
export const BIN_LOOKUP_STATUSES = ['success', 'no_data', 'error'] as const;
export const TRANSACTION_TYPES = ['debit', 'preauthorize', 'register', 'payout', 'refund'] as const;
export const AMOUNT_COMPARATORS = ['=', '>', '>=', '<', '<='] as const;
export const EXTRA_DATA_COMPARATORS = ['=', '!=', 'matches', 'matches_not'] as const;
export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
export const BASE_AMOUNT = 'Base Amount';

const SECONDS_PER_UNIT: Record<(typeof TIME_UNITS)[number], number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };
const MAX_WINDOW_SECONDS = 61 * 86400;

const countryList = z.strictObject({ comparator: inNotIn, countries: list(countryCode) });

const counterParams = z
  .strictObject({
    valueReference: z.union([z.literal('merchant'), connectorGuid('"merchant" or a connector GUID')]),
    valueUnit: z.enum(['count', 'volume']),
    timeReference: z.string().regex(/^\d+$/, 'a whole number written as a string'),
    timeUnit: z.enum(TIME_UNITS),
    comparator: z.enum(AMOUNT_COMPARATORS),
    value: numericString,
  })
  .refine((p) => Number(p.timeReference) * SECONDS_PER_UNIT[p.timeUnit] <= MAX_WINDOW_SECONDS, {
    message: 'the time window may be at most 61 days',
    path: ['timeReference'],
  });

export const conditionParams = {
  CustomerCountry: countryList,
  CustomerIpCountry: countryList,
  Currency: z.strictObject({ currency: currencyCode }),
  AmountCurrency: z.strictObject({
    comparator: z.enum(AMOUNT_COMPARATORS),
    amount: z.number().min(0, 'the amount may not be negative'),
    currency: z.union([currencyCode, z.literal(BASE_AMOUNT)]),
  }),
  RiskScore: z.strictObject({ comparator: z.enum(AMOUNT_COMPARATORS), riskScore: z.number().int() }),
  ExtraData: z
    .strictObject({ key: z.string().min(1), value: z.string(), comparator: z.enum(EXTRA_DATA_COMPARATORS) })
    .refine((p) => !p.comparator.startsWith('matches') || regexSource.safeParse(p.value).success, {
      message: 'a valid regular expression without delimiters',
      path: ['value'],
    }),
  RandomLoadBalancer: z.strictObject({ percentTrue: z.number().int().min(0).max(100) }),
  CreditcardType: z.strictObject({ comparator: inNotIn, types: list(z.enum(CARD_TYPES)) }),
  CreditcardCardNetwork: z.strictObject({ comparator: z.enum(['in']), cardNetworks: list(z.string().min(1)) }),
  CreditcardBinCountry: countryList,
  CreditcardBinLevel: z.strictObject({ comparator: inNotIn, levels: list(z.string().min(1)) }),
  CreditcardBinType: z.strictObject({ comparator: inNotIn, types: list(z.enum(BIN_TYPES)) }),
  CreditcardBinSegment: z.strictObject({ comparator: inNotIn, segments: list(z.enum(BIN_SEGMENTS)) }),
  CreditcardBinPrepaid: z.strictObject({ isPrepaid: yesNo }),
  CreditcardBinReloadable: z.strictObject({ isReloadable: yesNo }),
  CreditcardBinLookupStatus: z.strictObject({ comparator: inNotIn, statuses: list(z.enum(BIN_LOOKUP_STATUSES)) }),
  BinRangeRegexp: z.strictObject({ comparator: z.enum(['eq', 'neq']), regexp: regexSource }),
  HasReferenceSchemeTransactionId: z.strictObject({ schemeRefIdExpected: yesNo }),
  TransactionType: z.strictObject({ type: z.enum(TRANSACTION_TYPES) }),
  IsRecurring: z.strictObject({ recurring: yesNo }),
  InitialConnector: z.strictObject({ connectorGuid: connectorGuid('a connector GUID') }),
  InitialAdapter: z.strictObject({ adapterIdentifier: z.string().min(1), methodIdentifier: z.string().min(1) }),
  IbanRegexp: z.strictObject({ comparator: z.enum(['eq']), regexp: regexSource }),
  IbanRoutingRule: z.strictObject({ position: z.number().int().min(1), value: z.string().min(1), comparator: z.enum(['eq']) }),
  ChargebackCountOrVolumePerConnector: counterParams,
  DebitPreauthCountOrVolumePerConnector: counterParams,
} as const;

export type ConstraintId = keyof typeof conditionParams;
export type ConditionParams<K extends ConstraintId> = z.infer<(typeof conditionParams)[K]>;
