import type { BiRecord } from '@domain/bi/record';
import { biDate } from './follow-up-flags';
import { round3 } from './record-parts';
import type { BiSettlement } from './subject';

/** Record types that move money and so are settled: sales, captures, refunds and chargebacks. */
const SETTLED_TYPES = new Set(['debit', 'capture', 'refund', 'chargeback', 'cb-reversal']);

const DAY_MS = 86_400_000;

export interface SettlementInput {
  own: boolean;
  status: string;
  type: string;
  amount: number | undefined;
  currency: string | null;
  settlement: BiSettlement | undefined;
}

/**
 * Settlement fields (design; the spec does not list the states): a successful money-moving record
 * is `pending` in both directions until it is settled; a settled one (generated history only: the
 * sandbox's acquirers never settle) is `settled`, reconciled `matched`, with the provider's
 * settlement date, amount and rate, and the payout to the merchant a day later.
 */
export const settlementOf = (s: SettlementInput): Partial<BiRecord> => {
  if (!s.own || s.status !== 'success' || !SETTLED_TYPES.has(s.type) || s.amount === undefined || !s.currency) return {};
  if (!s.settlement) return { incoming_settlement_state: 'pending', outgoing_settlement_state: 'pending', reconciliation_state: 'none', invoiceable: true };
  const { date, currency, rate } = s.settlement;
  const settled = round3(s.amount * rate);
  return {
    incoming_settlement_state: 'settled',
    outgoing_settlement_state: 'settled',
    reconciliation_state: 'matched',
    invoiceable: true,
    settlement_date: biDate(date),
    settlement_currency: currency,
    settlement_exchange_rate: round3(rate),
    settlement_amount: settled,
    outgoing_settlement_date: biDate(new Date(date.getTime() + DAY_MS)),
    outgoing_settlement_currency: currency,
    outgoing_settlement_amount: settled,
  };
};
