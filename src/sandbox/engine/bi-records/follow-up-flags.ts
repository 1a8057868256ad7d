import type { BiRecord } from '@domain/bi/record';
import { addDecimal, compareDecimal, toDecimal, type Decimal } from '@domain/money/decimal';
import type { BiEvent, BiTransaction } from './subject';

// A record formats the same moment several times in a row (received, created, its history): keep the last.
let lastMs = Number.NaN;
let lastText = '';

/** The record's date format, `yyyy-MM-dd HH:mm:ss` in UTC. */
export const biDate = (d: Date): string => {
  const ms = d.getTime();
  if (ms !== lastMs) {
    lastText = d.toISOString().slice(0, 19).replace('T', ' ');
    lastMs = ms;
  }
  return lastText;
};

const latest = (events: readonly BiEvent[], type: BiEvent['type']): Date | undefined =>
  events.filter((e) => e.type === type).reduce<Date | undefined>((max, e) => (max && max >= e.createdAt ? max : e.createdAt), undefined);

const ZERO: Decimal = { units: 0n, scale: 0 };
const refundedTotal = (events: readonly BiEvent[]): Decimal =>
  events.filter((e) => e.type === 'refund').reduce((sum, e) => addDecimal(sum, toDecimal(e.amount ?? '0') ?? ZERO), ZERO);

type Flags = Pick<
  BiRecord,
  | 'is_captured' | 'captured_at' | 'is_refunded' | 'refunded_at' | 'is_fully_refunded' | 'is_voided' | 'voided_at' | 'is_deregistered' | 'deregistered_at'
  | 'is_chargedback' | 'chargedback_at' | 'is_charged_reversed' | 'chargeback_reversed_at' | 'is_with_register' | 'registered_at' | 'is_recurring'
>;

/**
 * The follow-up attributes of a transaction's record, derived from what happened to it (its
 * successful follow-ups and chargebacks), never kept as counters. `*_at` is the latest such event;
 * fully refunded means the refunds add up to the amount.
 */
export const followUpFlags = (tx: BiTransaction, events: readonly BiEvent[], own: boolean): Flags => {
  const at = (type: BiEvent['type']) => (own ? latest(events, type) : undefined);
  const captured = at('capture');
  const refunded = at('refund');
  const voided = at('void');
  const deregistered = own ? (tx.deregisteredAt ?? at('deregister')) : undefined;
  const chargedBack = at('chargeback');
  const reversed = at('cb-reversal');
  const registers = tx.type === 'register' || tx.withRegister;
  const amount = toDecimal(tx.amount ?? '0') ?? ZERO;
  const fully = refunded !== undefined && compareDecimal(refundedTotal(events), amount) >= 0;
  return {
    is_captured: captured !== undefined,
    ...(captured ? { captured_at: biDate(captured) } : {}),
    is_refunded: refunded !== undefined,
    ...(refunded ? { refunded_at: biDate(refunded) } : {}),
    is_fully_refunded: fully,
    is_voided: voided !== undefined,
    ...(voided ? { voided_at: biDate(voided) } : {}),
    is_deregistered: deregistered !== undefined,
    ...(deregistered ? { deregistered_at: biDate(deregistered) } : {}),
    is_chargedback: chargedBack !== undefined,
    ...(chargedBack ? { chargedback_at: biDate(chargedBack) } : {}),
    is_charged_reversed: reversed !== undefined,
    ...(reversed ? { chargeback_reversed_at: biDate(reversed) } : {}),
    is_with_register: registers,
    ...(registers && own && tx.status === 'success' ? { registered_at: biDate(tx.createdAt) } : {}),
    is_recurring: tx.transactionIndicator === 'RECURRING',
  };
};
