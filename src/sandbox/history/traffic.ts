import type { Rng } from './random';

/**
 * What the generated traffic looks like (design): a European outdoor shop, EUR-heavy, with
 * customers mostly paying with a card from their own country from an address in their own country.
 * Every table here is a weight, not a law; the routing documents, not these tables, decide where a
 * transaction goes.
 */

export const CURRENCY_WEIGHTS = { EUR: 58, USD: 12, GBP: 10, CHF: 8, SEK: 3, DKK: 2, NOK: 2, PLN: 3, CZK: 2 } as const;

/** Where the payers of a currency live. */
export const COUNTRIES_OF: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  EUR: { DE: 45, AT: 12, FR: 12, NL: 10, IT: 6, ES: 6, BE: 5, IE: 2, FI: 2 },
  USD: { US: 85, CA: 15 },
  GBP: { GB: 95, IE: 5 },
  CHF: { CH: 92, LI: 8 },
  SEK: { SE: 1 },
  DKK: { DK: 1 },
  NOK: { NO: 1 },
  PLN: { PL: 1 },
  CZK: { CZ: 1 },
};

export const ALL_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'FR', 'NL', 'BE', 'IT', 'ES', 'IE', 'FI', 'GB', 'US', 'CA', 'SE', 'DK', 'NO', 'PL', 'CZ'] as const;

/** The currency a card of a country is issued in. */
export const CARD_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD', CA: 'CAD', GB: 'GBP', CH: 'CHF', LI: 'CHF', SE: 'SEK', DK: 'DKK', NO: 'NOK', PL: 'PLN', CZ: 'CZK',
};
export const cardCurrencyOf = (country: string) => CARD_CURRENCY[country] ?? 'EUR';

/**
 * Customer IP addresses: the RFC 5737 documentation blocks the router's demo lookup knows (DE, US,
 * GB), and the shared address space 100.64.0.0/10 (RFC 6598, one /16 per country) for the others,
 * which the demo lookup does not resolve. No real person's address is ever generated.
 */
const KNOWN_BLOCKS: Readonly<Record<string, string>> = { DE: '192.0.2', US: '198.51.100', GB: '203.0.113' };
export const ipAddressIn = (rng: Rng, country: string): string => {
  const known = KNOWN_BLOCKS[country];
  if (known) return `${known}.${rng.int(1, 254)}`;
  const index = Math.max(0, (ALL_COUNTRIES as readonly string[]).indexOf(country));
  return `100.${64 + index}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
};

export const BRAND_WEIGHTS = { visa: 52, mastercard: 38, amex: 6, maestro: 4 } as const;
const BIN_PREFIX: Readonly<Record<string, readonly string[]>> = { visa: ['4'], mastercard: ['51', '52', '53', '54', '55'], amex: ['34', '37'], maestro: ['6759', '5018'] };
export const binOf = (rng: Rng, brand: string): string => {
  const prefix = rng.pick(BIN_PREFIX[brand] ?? ['4']);
  let bin = prefix;
  while (bin.length < 6) bin += String(rng.int(0, 9));
  return bin;
};

const FIRST_NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Klara', 'Leon', 'Mia', 'Noah', 'Olivia', 'Paul', 'Rosa', 'Sam', 'Theo', 'Vera'];
const LAST_NAMES = ['Berg', 'Okafor', 'Martin', 'Schmidt', 'Dubois', 'Jansen', 'Rossi', 'Garcia', 'Smith', 'Brown', 'Huber', 'Keller', 'Nilsen', 'Kowalski', 'Novak', 'Murphy', 'Lindqvist', 'Meyer'];

/** A returning customer: the same identification always gets the same name (repeat buyers in the data). */
export const customerName = (id: number) => ({ firstName: FIRST_NAMES[id % FIRST_NAMES.length]!, lastName: LAST_NAMES[Math.floor(id / FIRST_NAMES.length) % LAST_NAMES.length]! });

/** Relative traffic by hour of the shop's local day: quiet nights, a lunch peak, an evening peak. */
const HOUR_WEIGHTS = [0.25, 0.15, 0.1, 0.08, 0.08, 0.12, 0.3, 0.55, 0.75, 0.85, 0.95, 1.1, 1.35, 1.3, 1.0, 0.95, 1.0, 1.1, 1.35, 1.6, 1.65, 1.45, 1.0, 0.55];
/** Relative traffic by weekday (Sunday first): quieter weekends. */
const WEEKDAY_WEIGHTS = [0.7, 1.0, 1.0, 1.0, 1.05, 1.1, 0.75];
/** The shop's local time is Central European Time (UTC+1; daylight saving is not modelled). */
const LOCAL_OFFSET_MS = 3_600_000;

export const trafficWeight = (hourStart: Date): number => {
  const local = new Date(hourStart.getTime() + LOCAL_OFFSET_MS);
  return HOUR_WEIGHTS[local.getUTCHours()]! * WEEKDAY_WEIGHTS[local.getUTCDay()]!;
};

/** Countries whose card issuers ask for strong customer authentication (PSD2 in the EEA, its UK twin): most of their cardholder-initiated payments go through 3-D Secure. */
export const SCA_COUNTRIES: ReadonlySet<string> = new Set(['DE', 'AT', 'LI', 'FR', 'NL', 'BE', 'IT', 'ES', 'IE', 'FI', 'SE', 'DK', 'NO', 'PL', 'CZ', 'GB']);

export const CHANNEL_WEIGHTS = { web: 60, app: 32, moto: 3, pos: 5 } as const;
export const SHOPS = ['nordlicht-de', 'nordlicht-at', 'nordlicht-ch', 'nordlicht-eu'] as const;
export const DEVICES = ['desktop', 'ios', 'android'] as const;
export const CAMPAIGNS = ['spring-sale', 'newsletter', 'black-friday', 'summer-camp'] as const;
