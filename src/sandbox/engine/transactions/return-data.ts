import { createHash } from 'node:crypto';
import type { ReturnData } from '@contracts/gateway-transactions';
import type { TransactionRow } from '../../db/schema';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

// The same derivation as the BI record's creditcard fingerprints (global: the card; this one: card
// and merchant), so a card's fingerprint in an answer finds its BI records.
const hash = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 32);
const globalFingerprint = (card: Readonly<Record<string, unknown>>) => hash(String(card.bin ?? ''), String(card.lastFourDigits ?? ''), String(card.expiryMonth), String(card.expiryYear));
const merchantFingerprint = (merchantGuid: string, card: Readonly<Record<string, unknown>>) => hash(merchantGuid, globalFingerprint(card));

/**
 * Whether the transaction reached the card (contract §4): it succeeded, or an acquirer answered
 * with a payment error (2xxx: declined, insufficient funds, …). Refused before any acquirer (1xxx),
 * a timeout (3xxx), waiting for DCC or on the payment page: no answer from the card.
 */
const reachedTheCard = (row: Pick<TransactionRow, 'status' | 'errorCode'>): boolean =>
  row.status === 'success' || (row.status === 'error' && row.errorCode !== null && row.errorCode >= 2000 && row.errorCode < 3000);

/**
 * `returnData` of a card transaction that reached the card (contract §4): `_TYPE: "cardData"` with
 * the test card's facts; the card holder is the transaction's customer name (test cards carry
 * none); expiry month and year are integers, as the platform sends them. Follow-ups carry the
 * card of the transaction they act on. As in the platform's continue-dcc example, also
 * `binDigits` (the card's BIN as the card data holds it), `merchantFingerprint` (the same as
 * `fingerprint`: this merchant's) and `globalFingerprint` (the card's across merchants), the two
 * fingerprints being the BI record's `creditcard.merchant_fingerprint`/`global_fingerprint`.
 */
export const cardReturnData = (row: Pick<TransactionRow, 'status' | 'errorCode' | 'card' | 'customer' | 'merchantGuid'>): ReturnData | undefined => {
  const card = row.card;
  if (!card || !text(card.brand) || !reachedTheCard(row)) return undefined;
  const brand = text(card.brand)!;
  const holder = [text(row.customer?.firstName), text(row.customer?.lastName)].filter(Boolean).join(' ');
  return {
    _TYPE: 'cardData',
    type: brand,
    cardHolder: holder || null,
    expiryMonth: integer(card.expiryMonth),
    expiryYear: integer(card.expiryYear),
    firstSixDigits: text(card.bin)?.slice(0, 6) ?? null,
    lastFourDigits: text(card.lastFourDigits),
    fingerprint: merchantFingerprint(row.merchantGuid, card),
    binBrand: brand.toUpperCase(),
    binCountry: text(card.binCountry),
    binDigits: text(card.bin),
    merchantFingerprint: merchantFingerprint(row.merchantGuid, card),
    globalFingerprint: globalFingerprint(card),
  };
};
