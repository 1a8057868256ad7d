import { z } from 'zod';
import { connectorGuid } from '../ids';

/**
 * The zod pieces and value lists several condition kinds share (gateway-contract §2, "Conditions").
 * A leaf module: kinds, the evaluator, the analysis and the transaction schema import it, and it
 * imports no kind, so none of them can close an import cycle through the registry.
 */

export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE');
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR');
export const yesNo = z.enum(['yes', 'no']);
export const numericString = z.string().regex(/^\d+(\.\d+)?$/, 'a number written as a string, such as "100"');
export const regexSource = z
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

export const inNotIn = z.enum(['in', 'notin']);
export const list = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'choose at least one value');

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

/** `in` / `notin` a list of countries: customer, IP and BIN country share it. */
export const countryList = z.strictObject({ comparator: inNotIn, countries: list(countryCode) });

const SECONDS_PER_UNIT: Record<(typeof TIME_UNITS)[number], number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };
const MAX_WINDOW_SECONDS = 61 * 86400;

/** The two count/volume conditions take the same params. */
export const counterParams = z
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
