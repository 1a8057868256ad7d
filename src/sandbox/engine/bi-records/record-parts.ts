import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { BiRecord } from '@domain/bi/record';
import { geoPointOf } from './geo';
import type { BiTransaction } from './subject';

/** Pieces of a record made from what a transaction carries: its customer, its card, its money. */

type Customer = NonNullable<BiRecord['customer']>;
type Creditcard = NonNullable<BiRecord['creditcard']>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The request's `customer` in the record's names; an `ipAddress` that is no IP address (the contract only limits its length) is left out. */
export const customerOf = (customer: Record<string, unknown> | null): Customer | undefined => {
  if (!customer) return undefined;
  const ip = text(customer.ipAddress);
  const billing = text(customer.billingCountry);
  const out = defined<Customer>({
    identification: text(customer.identification),
    first_name: text(customer.firstName),
    last_name: text(customer.lastName),
    company: text(customer.company),
    email: text(customer.email),
    email_verified: typeof customer.emailVerified === 'boolean' ? customer.emailVerified : undefined,
    birth_date: text(customer.birthDate),
    billing_country: billing,
    billing_country_geopoint: geoPointOf(billing),
    ip_address: ip && isIP(ip) ? ip : undefined,
    iban: text(customer.iban),
  });
  return Object.keys(out).length ? out : undefined;
};

// Design: the card's region as an acquirer prices it, from the BIN country.
const EEA = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO']);

const fingerprint = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 32);

/** Whether the payment was authenticated with 3-D Secure (the card record keeps it: `threeDSecure: 'authenticated'`). */
export const threeDSecureOf = (tx: Pick<BiTransaction, 'card'>): boolean => tx.card?.threeDSecure === 'authenticated';

/** What a price list reads of a transaction: the card's brand, type and country, or the customer's country for other methods. */
export const pricedCardOf = (tx: Pick<BiTransaction, 'card' | 'customer'>) => ({
  brand: text(tx.card?.brand),
  cardType: text(tx.card?.binType),
  country: text(tx.card?.binCountry) ?? text(tx.customer?.billingCountry),
});

/**
 * The card group from the card the transaction paid with (the test card, or a generated card):
 * brand, BIN digits and country, first six and last four, expiry, fingerprints (the global one of
 * the card, the merchant's one of card and merchant), 3-D Secure as authenticated (frictionless) or off.
 */
export const creditcardOf = (tx: Pick<BiTransaction, 'card' | 'customer' | 'merchantGuid' | 'type'>): Creditcard | undefined => {
  const card = tx.card;
  if (!card || typeof card.brand !== 'string') return undefined;
  const bin = String(card.bin ?? '');
  const lastFour = String(card.lastFourDigits ?? '');
  const country = text(card.binCountry);
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  const holder = [text(tx.customer?.firstName), text(tx.customer?.lastName)].filter(Boolean).join(' ');
  const global = fingerprint(bin, lastFour, String(card.expiryMonth), String(card.expiryYear));
  return defined<Creditcard>({
    type: card.brand,
    country,
    '3ds_status': threeDSecureOf(tx) ? 'authenticated' : 'off',
    card_region: country ? (EEA.has(country) ? 'EEA' : 'INTERNATIONAL') : undefined,
    bin_brand: card.brand.toUpperCase(),
    bin_digits: bin || undefined,
    bin_country: country,
    bin_type: text(card.binType),
    card_holder: holder || undefined,
    first_six_digits: bin.slice(0, 6) || undefined,
    last_four_digits: lastFour || undefined,
    merchant_fingerprint: fingerprint(tx.merchantGuid, global),
    global_fingerprint: global,
    expiry_month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined,
    expiry_year: Number.isInteger(year) && year > 0 && year < 10_000 ? year : undefined,
    bin_country_geopoint: geoPointOf(country),
    ...(threeDSecureOf(tx) ? { '3ds_version': '2.2.0', '3ds_env': 'provider', eci: card.brand === 'mastercard' ? '02' : '05' } : {}),
    '3ds_challenged': false,
    '3ds_challenge_completed': false,
    '3ds_method_fingerprinted': false,
    data_from_ref_transaction: !['debit', 'preauthorize', 'register'].includes(tx.type),
  });
};

/** A decimal string as the index's number; amounts are at most 15 digits before the point, so a double holds them to the factor. */
export const amountOf = (value: string | null | undefined): number | undefined => (value === null || value === undefined || value === '' ? undefined : Number(value));

// scaled_float with factor 1000: three decimals are what the index keeps.
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** `return_data` of a DCC transaction (design, the spec says it varies by method): the quote and, once made, the payer's choice, as strings. */
export const dccReturnData = (dcc: Record<string, unknown> | null): Record<string, string> | undefined => {
  const quote = dcc?.quote as Record<string, unknown> | undefined;
  if (!quote) return undefined;
  const entries: Array<[string, unknown]> = [
    ['dcc_uuid', quote.uuid],
    ['dcc_original_amount', quote.originalAmount],
    ['dcc_original_currency', quote.originalCurrency],
    ['dcc_converted_amount', quote.convertedAmount],
    ['dcc_converted_currency', quote.convertedCurrency],
    ['dcc_conversion_rate', quote.conversionRate],
    ['dcc_mark_up', quote.markUp],
    ['dcc_selected_currency', dcc?.selectedCurrency],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
};
