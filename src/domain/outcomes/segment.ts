import type { OutcomeRecord } from './outcome-record';

/**
 * The kind of payment an outcome cell is about: what routing can see and what moves approval at
 * an acquirer (method, brand, card type, the card's country (the customer's for other methods),
 * currency, amount band in the base currency), plus 3-D Secure and the transaction indicator,
 * which the gateway knows from the request. An absent value is its own value ('-'), never guessed.
 */
export interface Segment {
  method: string;
  brand: string;
  cardType: string;
  country: string;
  currency: string;
  band: AmountBand;
  threeDSecure: boolean;
  indicator: string;
}

export type AmountBand = 'small' | 'medium' | 'large' | 'jumbo';

/** Bands in the base currency, the usual steps of card pricing and issuer scrutiny (< 30, 30–250, 250–1,000, ≥ 1,000). */
export const bandOf = (baseAmount: number): AmountBand => (baseAmount >= 1000 ? 'jumbo' : baseAmount >= 250 ? 'large' : baseAmount >= 30 ? 'medium' : 'small');

const NONE = '-';

export const segmentOf = (r: OutcomeRecord): Segment => {
  const card = r.creditcard ?? undefined;
  const isCard = (r.method ?? 'Creditcard') === 'Creditcard';
  return {
    method: r.method ?? 'Creditcard',
    brand: (isCard ? card?.type : undefined) ?? NONE,
    cardType: (isCard ? card?.bin_type : undefined) ?? NONE,
    country: (isCard ? card?.bin_country : r.customer?.billing_country) ?? NONE,
    currency: r.currency ?? NONE,
    band: bandOf(r.base_amount ?? 0),
    threeDSecure: card?.['3ds_status'] === 'authenticated',
    indicator: r.transaction_indicator ?? NONE,
  };
};

/**
 * The evidence key (method, brand, country, currency): what a routing rule usually moves, so a draft
 * sending such a segment first to a connector that never saw it is 'unknown' rather than the
 * connector's average.
 */
export const evidenceKey = (s: Segment): string => `${s.method}|${s.brand}|${s.country}|${s.currency}`;

/** Every feature: the approval model's cell (its residual around the regression). */
export const segmentKey = (s: Segment): string =>
  `${s.method}|${s.brand}|${s.country}|${s.currency}|${s.cardType}|${s.band}|${s.threeDSecure ? '3ds' : 'no3ds'}|${s.indicator}`;

/** Fee cells, fine to coarse: a sale's price depends on brand, card type, domestic or not, and currency conversion. */
export const FEE_LEVELS: ReadonlyArray<(s: Segment) => string> = [
  (s) => `${s.method}|${s.brand}|${s.cardType}|${s.country}|${s.currency}`,
  (s) => `${s.method}|${s.brand}|${s.currency}`,
  (s) => s.method,
  () => '',
];
