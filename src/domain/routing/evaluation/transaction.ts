import { z } from 'zod';
import { BIN_LOOKUP_STATUSES, TRANSACTION_TYPES } from '../conditions/param-values';

/**
 * What routing reads from a transaction (gateway-contract §2 conditions, §4 transactions). Only the
 * fields a condition looks at: the simulator form, batch files and the sandbox router all parse into
 * this one shape, so they cannot disagree about what a field means.
 */

const country = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code such as DE');
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR');

/** Decimal string, compared exactly (never through a binary float): "1200.00", "0.5". */
export const DecimalAmount = z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, 'an amount written as a decimal string, such as "1200.00"');

export const SimCard = z.object({
  brand: z.string().min(1),
  network: z.string().min(1).optional(),
  bin: z.string().regex(/^\d{6,8}$/, 'the first 6 to 8 digits of the card number').optional(),
  binCountry: country.optional(),
  binLevel: z.string().min(1).optional(),
  binType: z.string().min(1).optional(),
  binSegment: z.string().min(1).optional(),
  prepaid: z.boolean().optional(),
  reloadable: z.boolean().optional(),
  lookupStatus: z.enum(BIN_LOOKUP_STATUSES).optional(),
});
export type SimCard = z.infer<typeof SimCard>;

export const SimCustomer = z.object({
  billingCountry: country.optional(),
  ipCountry: country.optional(),
  ipAddress: z.string().min(1).optional(),
});
export type SimCustomer = z.infer<typeof SimCustomer>;

export const SimTransaction = z.object({
  transactionType: z.enum(TRANSACTION_TYPES),
  amount: DecimalAmount,
  currency,
  card: SimCard.optional(),
  customer: SimCustomer.optional(),
  riskScore: z.number().int().optional(),
  extraData: z.record(z.string(), z.string()).optional(),
  recurring: z.boolean().optional(),
  initialConnectorGuid: z.string().min(1).optional(),
  initialAdapter: z.object({ adapterIdentifier: z.string().min(1), methodIdentifier: z.string().min(1) }).optional(),
  schemeReferenceId: z.string().min(1).optional(),
  iban: z.string().min(1).optional(),
  /** The payment method chosen at a multi-method meta-connector (Creditcard, Paypal, DirectDebit, …). */
  paymentMethod: z.string().min(1).optional(),
});
export type SimTransaction = z.infer<typeof SimTransaction>;

export const CounterQuery = z.object({
  constraint: z.enum(['ChargebackCountOrVolumePerConnector', 'DebitPreauthCountOrVolumePerConnector']),
  /** "merchant" or a connector GUID. */
  valueReference: z.string(),
  valueUnit: z.enum(['count', 'volume']),
  windowSeconds: z.number().int().positive(),
});
export type CounterQuery = z.infer<typeof CounterQuery>;

/** The data part of an evaluation context; parse this at a boundary (rates from a file, a request). */
export const EvaluationSettings = z.object({
  baseCurrency: currency,
  /** Units of the base currency per unit of each currency: `{ EUR: 1, USD: 0.92 }`. */
  rates: z.record(z.string(), z.number().positive()),
});
export type EvaluationSettings = z.infer<typeof EvaluationSettings>;

/**
 * Everything an evaluation needs besides the tree and the transaction. The functions are not data
 * (zod cannot describe them usefully), hence an interface over the parsed settings: the domain has no
 * clock, no randomness and no IP database of its own, so the caller passes them in.
 */
export interface EvaluationContext extends EvaluationSettings {
  /** Resolves an IP address to its country; used when the customer carries an address but no country. */
  ipCountry?: (ipAddress: string) => string | undefined;
  /** Current count/volume counters; `undefined` (or no lookup) makes the condition unevaluable. */
  counters?: (query: CounterQuery) => number | undefined;
  /** A seeded source of numbers in [0, 1); see `seededRandom`. */
  random: () => number;
}
