import { groupedNumber } from '@domain/format/grouped-number';

/**
 * The one way the studio writes the numbers and times a person reads: money, counts, percentages,
 * p-values, dates and times, in the user's locale (the browser's first language, through Intl).
 * Every page uses these, so "1,493.28 EUR" never sits beside "1493.28 EUR", nor 16:17 beside 4:17 PM.
 *
 * Intl objects are made at their first use and kept: a page's first Intl object loads the
 * browser's ICU data (25–65 ms measured), which the routing editor's first paint need not wait
 * for. For the same reason a count or plain number in US English, the studio's usual locale, is
 * written by `groupedNumber` (the same text as Intl en-US, property-tested), without ICU.
 */

let locale: string | undefined;

/** The user's locale: the browser's first language, else US English. */
export const userLocale = (): string => {
  if (locale) return locale;
  const wanted = typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  try {
    locale = (wanted && Intl.NumberFormat.supportedLocalesOf([wanted])[0]) || 'en-US';
  } catch {
    locale = 'en-US';
  }
  return locale;
};

/** For tests: write as another locale would (undefined: the browser's again). */
export const setFormattingLocale = (next: string | undefined) => {
  locale = next;
  numberFormats.clear();
  dateFormats.clear();
};

const US_ENGLISH = new Set(['en', 'en-US']);

/** One Intl formatter per set of options, made at its first use in the user's locale. */
const kept = <O, F>(made: Map<string, F>, make: (locale: string, options: O) => F) => (options: O): F => {
  const key = JSON.stringify(options);
  let format = made.get(key);
  if (!format) made.set(key, (format = make(userLocale(), options)));
  return format;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = kept(numberFormats, (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = kept(dateFormats, (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

/** A number with at most `maximumFractionDigits` fraction digits, grouped: 1,234.5. */
export const formatNumber = (value: number, maximumFractionDigits = 2): string =>
  US_ENGLISH.has(userLocale()) ? groupedNumber(value, maximumFractionDigits) : numberFormat({ maximumFractionDigits }).format(value);

/** A count: 5,094. */
export const formatCount = (value: number): string => formatNumber(value, 0);

/** A count short enough for an axis tick: 12.3K. */
export const formatCompact = (value: number): string => numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** "3 of 5,094". */
export const formatCountOf = (part: number, whole: number): string => `${formatCount(part)} of ${formatCount(whole)}`;

/** A count with its noun, singular for one: "1 payment", "1,204 payments". */
export const formatCounted = (value: number, singular: string, plural = `${singular}s`): string => `${formatCount(value)} ${value === 1 ? singular : plural}`;

/** The currency's minor units (2 for EUR, 0 for JPY, 3 for KWD); 2 for a code Intl does not know. */
const minorUnits = (currency: string): number => {
  try {
    return numberFormat({ style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/**
 * An amount without its code (for a column whose header names the currency), with the currency's
 * minor units: "1,493.28". `whole` rounds to whole units, for totals and axes. Accepts the
 * gateway's decimal strings; a string that is no number is shown as given.
 */
export const formatAmount = (amount: number | string, currency: string, { whole = false }: { whole?: boolean } = {}): string => {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  const digits = whole ? 0 : minorUnits(currency);
  return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
};

/** An amount with its currency code after it: "1,493.28 EUR" (options as `formatAmount`). */
export const formatMoney = (amount: number | string, currency: string, options: { whole?: boolean } = {}): string =>
  `${formatAmount(amount, currency, options)} ${currency}`.trim();

/** A percentage given as 0–100, with a space before the sign as the studio writes it: "49.9 %". */
export const formatPercent = (percent: number, maximumFractionDigits = 1): string => `${formatNumber(percent, maximumFractionDigits)} %`;

/** A share given as 0–1, as a percentage: 0.499 → "49.9 %"; null (no share to speak of) → "—". */
export const formatShare = (share: number | null, maximumFractionDigits = 1): string => (share === null ? '—' : formatPercent(share * 100, maximumFractionDigits));

/**
 * A probability as a chance: exact ends, two fraction digits below 1 % so a rare path does not
 * read as 0 %, else one.
 */
export const formatChance = (p: number): string => {
  if (p === 1 || p === 0) return formatPercent(p * 100, 0);
  const percent = p * 100;
  return formatPercent(percent, percent < 1 ? 2 : 1);
};

/**
 * A p-value as people read it, short enough for a table column: two significant digits, "< 0.0001"
 * below that (every drift the studio reports is far below its threshold by then), "1" near one.
 */
export const formatPValue = (p: number | null): string => {
  if (p === null) return '—';
  if (p < 1e-4) return `< ${formatNumber(0.0001, 4)}`;
  if (p >= 0.9995) return formatNumber(1);
  return numberFormat({ maximumSignificantDigits: 2 }).format(p);
};

/** A duration in seconds with one decimal: "1.2 s". */
export const formatSeconds = (ms: number): string => `${formatNumber(ms / 1000, 1)} s`;

const GATEWAY_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Reads ISO timestamps and the gateway's "YYYY-MM-DD hh:mm:ss" (UTC). */
export const parseStudioDate = (value: string): Date => new Date(GATEWAY_FORMAT.test(value) ? `${value.replace(' ', 'T')}Z` : value);

const toDate = (value: string | Date | number): Date => (typeof value === 'string' ? parseStudioDate(value) : new Date(value));

/** A date and time in the user's time zone and locale: "Nov 24, 2026, 4:17 PM" (en-US), "24 Nov 2026, 16:17" (en-GB). */
export const formatDateTime = (value: string | Date | number): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
};

/** A time of day with seconds, for events of this session: "4:17:05 PM". */
export const formatTime = (value: string | Date | number): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(date);
};

/** A calendar day: "Nov 24, 2026". `utc` for a day the data cut in UTC (BI buckets). */
export const formatDay = (value: string | Date | number, { utc = false, year = true }: { utc?: boolean; year?: boolean } = {}): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat({ day: 'numeric', month: 'short', ...(year ? { year: 'numeric' } : {}), ...(utc ? { timeZone: 'UTC' } : {}) }).format(date);
};

/** A UTC hour and minute, beside a UTC day (BI buckets): "16:17" or "4:17 PM". */
export const formatUtcTime = (value: string | Date | number): string => dateFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(toDate(value));
