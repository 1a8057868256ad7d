import { TRANSACTION_ERROR_CODES as CODES, type FollowUpOperation } from '@contracts/gateway-transactions';
import { addDecimal, compareDecimal, formatDecimal, subtractDecimal, toDecimal, type Decimal } from '@domain/money/decimal';
import type { TransactionRow } from '../../db/schema';

/**
 * What a follow-up may do to the transaction it references (contract §1, §2). Pure: the referenced
 * transaction and its successful follow-ups in, the refusal out. What was captured, refunded or
 * voided is derived from the stored follow-ups, never kept as a counter that could drift.
 */

export type Referenced = Pick<TransactionRow, 'uuid' | 'type' | 'status' | 'amount' | 'currency' | 'withRegister' | 'deregisteredAt'>;
export type Earlier = Pick<TransactionRow, 'type' | 'amount'>;

export interface FollowUpAsk {
  amount?: string;
  currency?: string;
}

export interface Refusal {
  errorCode: number;
  message: string;
}

const invalid = (field: string, why: string): Refusal => ({ errorCode: CODES.invalidParameter, message: `Invalid parameter '${field}': ${why}` });
const state = (message: string): Refusal => ({ errorCode: CODES.invalidState, message });

const NEEDS: Record<FollowUpOperation, { types: ReadonlyArray<TransactionRow['type']>; what: string }> = {
  capture: { types: ['preauthorize'], what: 'a preauthorize' },
  void: { types: ['preauthorize'], what: 'a preauthorize' },
  refund: { types: ['debit', 'capture'], what: 'a debit or a capture' },
  deregister: { types: ['register', 'debit', 'preauthorize'], what: 'a register or a withRegister debit/preauthorize' },
};

const zero: Decimal = { units: 0n, scale: 0 };
const total = (earlier: readonly Earlier[], type: Earlier['type']): Decimal =>
  earlier.filter((e) => e.type === type).reduce((sum, e) => addDecimal(sum, toDecimal(e.amount ?? '0') ?? zero), zero);

const money = (d: Decimal) => formatDecimal(d).replace(/(\.\d\d\d*?)0+$/, '$1');

/** Amount and currency of a capture or refund against what is left of the referenced amount. */
const amountProblem = (ref: Referenced, ask: FollowUpAsk, done: Decimal, verb: string): Refusal | undefined => {
  if (ask.currency !== ref.currency) return invalid('currency', `must be ${ref.currency}, the currency of transaction '${ref.uuid}'`);
  const left = subtractDecimal(toDecimal(ref.amount ?? '0') ?? zero, done);
  if (compareDecimal(toDecimal(ask.amount ?? '0') ?? zero, left) > 0) {
    return invalid('amount', `${ask.amount} exceeds the ${money(left)} ${ref.currency} left to ${verb} of transaction '${ref.uuid}'`);
  }
  return undefined;
};

export const followUpProblem = (operation: FollowUpOperation, ref: Referenced, earlier: readonly Earlier[], ask: FollowUpAsk): Refusal | undefined => {
  const needs = NEEDS[operation];
  const registers = ref.type === 'register' || ref.withRegister;
  if (!needs.types.includes(ref.type) || (operation === 'deregister' && !registers)) {
    return invalid('referenceUuid', `transaction '${ref.uuid}' is a ${ref.type}${ref.withRegister ? ' (withRegister)' : ''}; ${operation} needs ${needs.what}`);
  }
  if (ref.status !== 'success') return state(`Transaction '${ref.uuid}' is not successful (${ref.status}): nothing to ${operation}`);
  const voided = earlier.some((e) => e.type === 'void');
  switch (operation) {
    case 'capture':
      if (voided) return state(`Transaction '${ref.uuid}' was voided`);
      return amountProblem(ref, ask, total(earlier, 'capture'), 'capture');
    case 'void':
      if (voided) return state(`Transaction '${ref.uuid}' was already voided`);
      if (earlier.some((e) => e.type === 'capture')) return state(`Transaction '${ref.uuid}' was captured and can no longer be voided`);
      return undefined;
    case 'refund':
      return amountProblem(ref, ask, total(earlier, 'refund'), 'refund');
    case 'deregister':
      return ref.deregisteredAt ? state(`Transaction '${ref.uuid}' was already deregistered`) : undefined;
  }
};
