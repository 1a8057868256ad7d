import type { ConnectorRow } from '../db/schema';
import { ALL_COUNTRIES, BRAND_WEIGHTS, CAMPAIGNS, CHANNEL_WEIGHTS, COUNTRIES_OF, CURRENCY_WEIGHTS, DEVICES, SCA_COUNTRIES, SHOPS, binOf, cardCurrencyOf, customerName, ipAddressIn } from './traffic';
import { initiatorOf } from '../world/payment-features';
import type { Rng } from './random';

/** One generated payer and what they send: customer, card, amount, request members. */

export interface GeneratedCard {
  brand: string;
  bin: string;
  lastFourDigits: string;
  binCountry: string;
  binType: string;
  cardCurrency: string;
  expiryMonth: string;
  expiryYear: string;
}

export interface Payer {
  customer: Record<string, string>;
  country: string;
  card: GeneratedCard;
  iban: string;
}

const otherThan = (rng: Rng, country: string) => {
  const others = ALL_COUNTRIES.filter((c) => c !== country);
  return rng.pick(others);
};

/** Currency of a transaction sent to `entry`: a plain connector mostly gets its own, a meta-connector the shop's mix. */
export const currencyFor = (rng: Rng, entry: ConnectorRow, method: string): string => {
  if (method === 'DirectDebit') return 'EUR';
  if (!entry.isMetaConnector && entry.currency && rng.chance(0.88)) return entry.currency;
  return rng.weighted(CURRENCY_WEIGHTS);
};

export const payerFor = (rng: Rng, currency: string, at: Date): Payer => {
  // A long tail of customers: some buy often, most once.
  const id = Math.floor(rng.logNormal(400, 1.6)) % 50_000;
  const home = rng.weighted(COUNTRIES_OF[currency] ?? { DE: 1 });
  const country = rng.chance(0.08) ? otherThan(rng, home) : home;
  const ipCountry = rng.chance(0.9) ? country : otherThan(rng, country);
  const { firstName, lastName } = customerName(id);
  const brand = currency === 'EUR' ? rng.weighted(BRAND_WEIGHTS) : rng.weighted({ visa: 55, mastercard: 38, amex: 7 });
  const binCountry = rng.chance(0.86) ? country : otherThan(rng, country);
  const year = at.getUTCFullYear() + rng.int(0, 5);
  return {
    country,
    customer: {
      identification: `cust-${id}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${id}@example.org`.toLowerCase(),
      billingCountry: country,
      ipAddress: ipAddressIn(rng, ipCountry),
    },
    card: {
      brand,
      bin: binOf(rng, brand),
      lastFourDigits: String(rng.int(0, 9999)).padStart(4, '0'),
      binCountry,
      binType: rng.chance(0.62) ? 'CREDIT' : 'DEBIT',
      cardCurrency: cardCurrencyOf(binCountry),
      expiryMonth: String(rng.int(1, 12)).padStart(2, '0'),
      expiryYear: String(year),
    },
    iban: `${country === 'DE' || country === 'AT' || country === 'NL' || country === 'FR' ? country : 'DE'}${String(rng.int(10, 99))}${String(rng.int(0, 99_999_999)).padStart(8, '0')}${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`,
  };
};

/** Amount in the transaction's currency, from a value in the base currency (a long tail; a few big tickets above 1,000). */
export const amountIn = (rng: Rng, currency: string, rates: Readonly<Record<string, number>>): string => {
  const base = rng.chance(0.03) ? rng.int(1000, 4000) + rng.int(0, 99) / 100 : Math.min(4000, Math.max(1, rng.logNormal(48, 0.95)));
  const rate = rates[currency] ?? 1;
  return (Math.max(0.5, base / rate)).toFixed(2);
};

export const extraDataFor = (rng: Rng, at: Date): Record<string, string> => {
  const channel = rng.weighted(CHANNEL_WEIGHTS);
  const extra: Record<string, string> = { channel, shop: rng.pick(SHOPS), device: channel === 'app' ? rng.pick(DEVICES.slice(1)) : 'desktop' };
  if (rng.chance(0.15)) extra.campaign = rng.pick(CAMPAIGNS);
  // Not on any whitelist: shows in routing, never in BI.
  extra.session_id = `s-${Math.floor(at.getTime() / 1000).toString(36)}-${rng.int(0, 9999)}`;
  return extra;
};

/** Risk scores as a risk engine hands them out: mostly low, a tail of risky ones; big tickets (500 in the base currency and up) score higher. */
export const riskScoreFor = (rng: Rng, baseAmount: number): number => {
  const band = rng.weighted(baseAmount >= 500 ? { low: 40, mid: 30, high: 22, extreme: 8 } : { low: 70, mid: 20, high: 8, extreme: 2 });
  if (band === 'low') return rng.int(0, 20);
  if (band === 'mid') return rng.int(21, 60);
  if (band === 'high') return rng.int(61, 85);
  return rng.int(86, 100);
};

/**
 * Whether a card payment is authenticated with 3-D Secure: most cardholder-initiated payments with
 * a card from an SCA country (60 %), some others (20 %); merchant-initiated and mail/telephone
 * orders never (exempt). Frictionless: the sandbox models no challenge.
 */
export const threeDSecureFor = (rng: Rng, indicator: string, binCountry: string): boolean =>
  initiatorOf(indicator) === 'customer' && rng.chance(SCA_COUNTRIES.has(binCountry) ? 0.6 : 0.2);
