import type { BiRecord } from '@domain/bi/record';
import { authorisationFees, chargebackFees, refundFees, saleFees, type FeeEntry } from '../../world/price';
import type { WorldView } from '../../world/world-view';

/**
 * A record's `fees` (spec: provider-side entity types) from the acquirer's price list in the
 * sandbox world (src/sandbox/seed/acquirer-world.ts, docs/sandbox-world.md): an authorisation fee
 * on every attempt that reached the acquirer, the sale's fees (interchange, scheme, markup; or one
 * blended rate; conversion when the connector settles in another currency) on a successful debit or
 * capture, a fixed fee per refund and per chargeback. Amounts in the transaction's currency and the
 * base currency, four decimals (the index's scaled_float). So the cost of a payment is the sum of
 * its records' fees, computable from BI alone.
 */

export interface FeeInput {
  type: string;
  status: string;
  /** Whether this record's attempt reached the acquirer (approved or declined, not timed out or refused as a configuration error). */
  reachedAcquirer: boolean;
  amount: number | undefined;
  currency: string | null;
  baseCurrency: string;
  /** Units of the base currency per unit of `currency`. */
  rate: number | undefined;
  connector: { guid: string; name: string; adapter: string; currency: string | null } | undefined;
  /** What the price list reads of the card (or the customer's country for other methods). */
  card: { brand?: string | undefined; cardType?: string | undefined; country?: string | undefined };
  /** yyyy-MM-dd */
  date: string;
}

// scaled_float with factor 10000: four decimals are what the index keeps.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const ROUTED = new Set(['debit', 'preauthorize', 'register']);

const entriesOf = (view: WorldView, f: FeeInput & { connector: NonNullable<FeeInput['connector']> }, rate: number): FeeEntry[] => {
  const price = view.world.prices.find((p) => p.acquirer === f.connector.adapter);
  if (!price) return [];
  const entries: FeeEntry[] = [];
  if (ROUTED.has(f.type) && f.reachedAcquirer) entries.push(...authorisationFees(price, rate));
  if (f.status !== 'success') return entries;
  if ((f.type === 'debit' || f.type === 'capture') && f.amount !== undefined && f.currency) {
    const region = view.world.acquirers.find((a) => a.acquirer === f.connector.adapter)?.region ?? [];
    entries.push(...saleFees(price, {
      amount: f.amount, currency: f.currency, rate, brand: f.card.brand, cardType: f.card.cardType,
      domestic: f.card.country !== undefined && region.includes(f.card.country), settlementCurrency: f.connector.currency,
    }));
  }
  if (f.type === 'refund') entries.push(...refundFees(price, rate));
  if (f.type === 'chargeback') entries.push(...chargebackFees(price, rate));
  return entries;
};

export const feesOf = (view: WorldView, f: FeeInput): NonNullable<BiRecord['fees']> => {
  if (!f.connector) return [];
  // A register without an amount has no currency: its authorisation fee is in the base currency.
  const currency = f.currency ?? f.baseCurrency;
  const rate = f.currency ? f.rate : 1;
  if (rate === undefined) return [];
  return entriesOf(view, { ...f, connector: f.connector }, rate).map((e) => ({
    amount: round4(e.amount),
    currency,
    base_amount: round4(e.amount * rate),
    base_currency: f.baseCurrency,
    deducts_payout: true,
    description: `${e.description} ${f.connector!.name}`,
    date: f.date,
    created_by: 'sandbox-fee-model',
    entity: f.connector!.name,
    entity_id: f.connector!.guid,
    entity_type: e.entityType,
  }));
};
