import type { PriceList, Rate } from './acquirer-model';

/**
 * What a payment costs at an acquirer, entry by entry, in the transaction's currency. The entry
 * types are the spec's provider-side `fees.entity_type` values, so the BI record's `fees` carry the
 * whole cost and a report can sum it by type.
 */

export type FeeEntityType = 'normal' | 'markup' | 'interchange' | 'scheme' | 'conversion';

export interface FeeEntry {
  entityType: FeeEntityType;
  /** In the transaction's currency. */
  amount: number;
  description: string;
}

export interface PricedSale {
  /** The sale's amount and currency. */
  amount: number;
  currency: string;
  /** Units of the base currency per unit of `currency` (fixed parts are declared in the base currency). */
  rate: number;
  brand?: string | undefined;
  cardType?: string | undefined;
  /** Whether the card is domestic to the acquirer's region (interchange). */
  domestic: boolean;
  /** The connector's settlement currency; a sale in another one is converted (null: none). */
  settlementCurrency: string | null;
}

const rateFee = (r: Rate, sale: PricedSale) => (sale.amount * r.percent) / 100 + r.fixed / sale.rate;

/** The fees of an approved sale (a debit, or the capture of a preauthorization) of `sale.amount`. */
export const saleFees = (price: PriceList, sale: PricedSale): FeeEntry[] => {
  const entries: FeeEntry[] = [];
  const brandRate = sale.brand === undefined ? undefined : price.brandRates[sale.brand];
  if (brandRate) entries.push({ entityType: 'normal', amount: rateFee(brandRate, sale), description: `Processing fee (${sale.brand} rate)` });
  else if (price.kind === 'blended') {
    if (price.blended) entries.push({ entityType: 'normal', amount: rateFee(price.blended, sale), description: 'Processing fee (blended rate)' });
  } else {
    const cardType = sale.cardType === 'DEBIT' ? 'DEBIT' : 'CREDIT';
    const table = sale.domestic ? price.interchange?.domestic : price.interchange?.foreign;
    const interchange = table?.[cardType];
    if (interchange !== undefined) entries.push({ entityType: 'interchange', amount: (sale.amount * interchange) / 100, description: `Interchange (${sale.domestic ? 'domestic' : 'foreign'} ${cardType.toLowerCase()})` });
    if (price.scheme) entries.push({ entityType: 'scheme', amount: rateFee(price.scheme, sale), description: 'Scheme fee' });
    if (price.markup) entries.push({ entityType: 'markup', amount: rateFee(price.markup, sale), description: 'Acquirer markup' });
  }
  if (price.conversionPercent > 0 && sale.settlementCurrency !== null && sale.currency !== sale.settlementCurrency) {
    entries.push({ entityType: 'conversion', amount: (sale.amount * price.conversionPercent) / 100, description: `Currency conversion ${sale.currency} → ${sale.settlementCurrency}` });
  }
  return entries;
};

/** The fee of one authorisation attempt that reached the acquirer (approved or declined; a timeout is not charged). */
export const authorisationFees = (price: PriceList, rate: number): FeeEntry[] =>
  price.authorisation > 0 ? [{ entityType: 'normal', amount: price.authorisation / rate, description: 'Authorisation fee' }] : [];

export const refundFees = (price: PriceList, rate: number): FeeEntry[] =>
  price.refund > 0 ? [{ entityType: 'normal', amount: price.refund / rate, description: 'Refund fee' }] : [];

export const chargebackFees = (price: PriceList, rate: number): FeeEntry[] =>
  price.chargeback > 0 ? [{ entityType: 'normal', amount: price.chargeback / rate, description: 'Chargeback fee' }] : [];

export const totalOf = (entries: readonly FeeEntry[]) => entries.reduce((sum, e) => sum + e.amount, 0);
