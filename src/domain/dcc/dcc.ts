import { z } from 'zod';
import { formatDecimal, multiplyDecimal, roundDecimal, toDecimal } from '../money/decimal';

/**
 * Dynamic currency conversion (gateway-interfaces.md "DCC", gateway-contract.md §4): the quote a
 * transaction with `requestDcc` gets when the payer's card is in another currency, and the rules for
 * choosing one of the two currencies.
 */

const Amount = z.union([z.string(), z.number()]).transform(String);

/** `dccData` of a transaction response: amounts as decimal strings, rate and mark-up as numbers. */
export const DccData = z.looseObject({
  uuid: z.string(),
  originalAmount: Amount,
  originalCurrency: z.string(),
  convertedAmount: Amount,
  convertedCurrency: z.string(),
  conversionRate: z.number(),
  disclaimer: z.string(),
  /** The conversion charge in percent, already included in `conversionRate`. */
  markUp: z.number(),
});
export type DccData = z.infer<typeof DccData>;

export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR');

/** ISO 4217 minor units where they are not 2 (the contract allows at most 3 decimals). */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  JPY: 0, KRW: 0, ISK: 0, CLP: 0, VND: 0, XOF: 0, XAF: 0, UGX: 0, PYG: 0,
  BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3, IQD: 3, LYD: 3,
};

export const minorUnitsOf = (currency: string): number => MINOR_UNITS[currency] ?? 2;

export interface DccQuoteInput {
  /** The transaction's amount, a decimal string. */
  amount: string;
  /** The transaction's currency. */
  from: string;
  /** The card's currency. */
  to: string;
  /** Units of one common currency per unit of each currency (an evaluation context's `rates`). */
  rates: Readonly<Record<string, number>>;
  /** Conversion charge in percent, added to the rate. */
  markUpPercent: number;
}

/** A quote before the gateway gives it a uuid and a disclaimer. */
export interface DccQuote {
  originalAmount: string;
  originalCurrency: string;
  convertedAmount: string;
  convertedCurrency: string;
  conversionRate: number;
  markUp: number;
}

/**
 * The conversion offered to the payer, or undefined when there is none to offer (same currency, or
 * no rate for either currency). The rate (mark-up included) is quoted to 7 significant digits; the
 * converted amount is that rate times the amount, exactly, rounded half away from zero to the card
 * currency's minor units, so the payer sees the amount that will be charged.
 */
export const quoteDcc = ({ amount, from, to, rates, markUpPercent }: DccQuoteInput): DccQuote | undefined => {
  const fromRate = rates[from];
  const toRate = rates[to];
  const original = toDecimal(amount);
  if (from === to || !original || !(fromRate! > 0) || !(toRate! > 0)) return undefined;
  const conversionRate = Number(((fromRate! / toRate!) * (1 + markUpPercent / 100)).toPrecision(7));
  const converted = roundDecimal(multiplyDecimal(original, toDecimal(conversionRate)!), minorUnitsOf(to));
  return { originalAmount: amount, originalCurrency: from, convertedAmount: formatDecimal(converted), convertedCurrency: to, conversionRate, markUp: markUpPercent };
};

/**
 * Why a currency cannot be chosen to continue a DCC transaction, or undefined when it can: it must
 * be the original or the converted currency of the quote (contract §4, error 1002).
 */
export const dccSelectionProblem = (quote: Pick<DccData, 'originalCurrency' | 'convertedCurrency'>, selected: string): string | undefined => {
  if (!CurrencyCode.safeParse(selected).success) return `'${selected}' is not a currency code (three capital letters such as EUR)`;
  if (selected !== quote.originalCurrency && selected !== quote.convertedCurrency) {
    return `'${selected}' is neither the original currency ${quote.originalCurrency} nor the converted currency ${quote.convertedCurrency}`;
  }
  return undefined;
};
