import type { BiRecord } from '@domain/bi/record';

/**
 * The sandbox's fee model (spec `fees`, design): each acquirer (by adapter) charges a percentage
 * of the amount plus a fixed part per successful sale or capture, a fixed part per refund, and a
 * flat fee per chargeback, all in the transaction's currency. Simple on purpose: enough for a fee
 * report per connector to show differences, never a real price list.
 */
interface FeeTerms {
  percent: number;
  fixed: number;
  refund: number;
  chargeback: number;
}

const TERMS: Readonly<Record<string, FeeTerms>> = {
  AlphaAcquiring: { percent: 1.4, fixed: 0.2, refund: 0.1, chargeback: 15 },
  BetaPayments: { percent: 1.2, fixed: 0.25, refund: 0.15, chargeback: 17.5 },
  GammaCards: { percent: 1.6, fixed: 0.15, refund: 0.1, chargeback: 12 },
  PayPal: { percent: 2.49, fixed: 0.35, refund: 0, chargeback: 20 },
  SepaBank: { percent: 0.35, fixed: 0.1, refund: 0.05, chargeback: 3.5 },
  LegacyAcquirer: { percent: 1.9, fixed: 0.25, refund: 0.2, chargeback: 20 },
  OldProcessor: { percent: 2.1, fixed: 0.3, refund: 0.2, chargeback: 25 },
};

const DEFAULT_TERMS: FeeTerms = { percent: 1.5, fixed: 0.25, refund: 0.1, chargeback: 15 };

export interface FeeInput {
  type: string;
  status: string;
  amount: number | undefined;
  currency: string | null;
  baseCurrency: string;
  /** Units of the base currency per unit of `currency`. */
  rate: number | undefined;
  connector: { guid: string; name: string; adapter: string } | undefined;
  /** yyyy-MM-dd */
  date: string;
}

// scaled_float with factor 10000: four decimals are what the index keeps.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const feeAmount = (type: string, amount: number, t: FeeTerms): number | undefined => {
  if (type === 'debit' || type === 'capture') return (amount * t.percent) / 100 + t.fixed;
  if (type === 'refund') return t.refund || undefined;
  if (type === 'chargeback') return t.chargeback;
  return undefined;
};

/** The provider's fee of a record: one entry for a successful sale, capture, refund or chargeback, none otherwise. */
export const feesOf = (f: FeeInput): NonNullable<BiRecord['fees']> => {
  if (f.status !== 'success' || !f.connector || f.amount === undefined || !f.currency) return [];
  const terms = TERMS[f.connector.adapter] ?? DEFAULT_TERMS;
  const amount = feeAmount(f.type, f.amount, terms);
  if (amount === undefined) return [];
  return [{
    amount: round4(amount),
    currency: f.currency,
    ...(f.rate === undefined ? {} : { base_amount: round4(amount * f.rate), base_currency: f.baseCurrency }),
    deducts_payout: true,
    description: `${f.type === 'chargeback' ? 'Chargeback' : f.type === 'refund' ? 'Refund' : 'Processing'} fee ${f.connector.name}`,
    date: f.date,
    created_by: 'sandbox-fee-model',
    entity: f.connector.name,
    entity_id: f.connector.guid,
    entity_type: 'normal',
  }];
};
