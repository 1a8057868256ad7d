import { z } from 'zod';

/**
 * Which transaction registered a stored instrument. The gateway detaches an instrument by the
 * transaction that registered it, while its profile lookup names only the instrument, so a wrong
 * transaction silently detaches a different card. These rules compare what the BI record of a
 * transaction says it registered with what the profile says the instrument is.
 */

/** An instrument as the studio lists it: the card's facts as text, as the gateway sent them. */
export interface InstrumentFacts {
  method: string;
  connectorGuid: string | null;
  createdAt: string | null;
  paymentData: Readonly<Record<string, string>>;
}

const text = z.string().nullish();
const integer = z.coerce.number().int().nullish();

/**
 * The members of a BI record these rules read. Loose: a data source may send more than the
 * studio knows (the BI model grows "without notice"), and what it adds must not break the check.
 */
export const RegisterRecord = z.looseObject({
  uuid: text,
  type: text,
  status: text,
  is_with_register: z.boolean().nullish(),
  is_deregistered: z.boolean().nullish(),
  connector_guid: text,
  connector_name: text,
  meta_connector_guid: text,
  created_at: text,
  creditcard: z.looseObject({ type: text, first_six_digits: text, last_four_digits: text, expiry_month: integer, expiry_year: integer }).nullish(),
});
export type RegisterRecord = z.infer<typeof RegisterRecord>;

/** The record fields a query must fetch for these rules (`_source` includes). */
export const REGISTER_RECORD_FIELDS = ['uuid', 'type', 'status', 'is_with_register', 'is_deregistered', 'connector_guid', 'connector_name', 'meta_connector_guid', 'created_at', 'creditcard'] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const number = (text: string | number | null | undefined) => (text === null || text === undefined || text === '' ? null : Number(text));

/** "Visa •••• 1111" for a record's card or an instrument's, for messages a support agent reads. */
export const cardWords = (brand: string | null | undefined, lastFour: string | null | undefined) =>
  `${brand ? capitalised(brand) : 'card'}${lastFour ? ` •••• ${lastFour}` : ''}`;

export const registers = (record: RegisterRecord) => record.status === 'success' && (record.type === 'register' || (record.is_with_register === true && (record.type === 'debit' || record.type === 'preauthorize')));

/**
 * Why this record cannot be the registration of this instrument, in words (empty: it can be).
 * Facts the instrument does not state are not held against the record.
 */
export const originMismatches = (record: RegisterRecord, instrument: InstrumentFacts): string[] => {
  const reasons: string[] = [];
  if (!registers(record)) reasons.push(`it is ${record.status === 'success' ? `a ${record.type ?? 'transaction'} that registered nothing` : `a ${record.type ?? 'transaction'} that did not succeed`}`);
  if (instrument.method !== 'card') return [...reasons, 'the studio can only match card instruments to their registration'];
  if (instrument.connectorGuid && record.connector_guid && record.connector_guid !== instrument.connectorGuid) reasons.push(`it went through ${record.connector_name ?? record.connector_guid}, not the instrument's connector`);
  const card = record.creditcard ?? {};
  const d = instrument.paymentData;
  const differs = (theirs: string | number | null | undefined, ours: string | undefined) => ours !== undefined && ours !== '' && theirs !== null && theirs !== undefined && String(theirs) !== ours;
  const cardDiffers =
    differs(card.type, d.brand?.toLowerCase()) ||
    differs(card.last_four_digits, d.lastFourDigits) ||
    differs(card.first_six_digits, d.firstSixDigits) ||
    (number(d.expiryMonth) !== null && number(card.expiry_month) !== null && number(d.expiryMonth) !== number(card.expiry_month)) ||
    (number(d.expiryYear) !== null && number(card.expiry_year) !== null && number(d.expiryYear) !== number(card.expiry_year));
  if (cardDiffers) reasons.push(`it registered a ${cardWords(card.type, card.last_four_digits)}${card.expiry_month && card.expiry_year ? ` expiring ${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}` : ''}, not the ${cardWords(d.brand, d.lastFourDigits)}`);
  return reasons;
};

const seconds = (date: string | null | undefined) => (date ? Date.parse(`${date.replace(' ', 'T')}Z`) / 1000 : NaN);

/** A registration this close to when the instrument was stored is the one that stored it (implicit creation). */
const SAME_MOMENT_SECONDS = 2;

/**
 * The records that can be this instrument's registration, most likely first: registered no later
 * than the instrument was stored, not deregistered. An instrument a registering transaction stored
 * at once was stored the moment it registered: when such a record exists, it alone is the answer
 * (the same test card registered by other customers is not a candidate then).
 */
export const registrationCandidates = (records: readonly RegisterRecord[], instrument: InstrumentFacts): RegisterRecord[] => {
  const stored = seconds(instrument.createdAt);
  const distance = (r: RegisterRecord) => Math.abs(stored - seconds(r.created_at));
  const possible = records
    .filter((r) => originMismatches(r, instrument).length === 0 && r.is_deregistered !== true && !(seconds(r.created_at) > stored + SAME_MOMENT_SECONDS))
    .sort((a, b) => distance(a) - distance(b) || (a.uuid ?? '').localeCompare(b.uuid ?? ''));
  const sameMoment = possible.filter((r) => distance(r) <= SAME_MOMENT_SECONDS);
  return sameMoment.length ? sameMoment : possible;
};
