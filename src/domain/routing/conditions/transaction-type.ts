import { z } from 'zod';
import type { ReachState, Say } from '../analysis/reach-state';
import { narrow, unknownSplit, type Place, type Split } from '../analysis/split-helpers';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { TRANSACTION_TYPES } from './param-values';

const params = z.strictObject({ type: z.enum(TRANSACTION_TYPES) });

const typeWords: Say = (mask) => {
  const names = TRANSACTION_TYPES.filter((_, i) => (mask as number) & (1 << i));
  if (names.length === 0) return { text: 'no transaction type', plural: false };
  return { text: `only transaction ${names.length === 1 ? 'type' : 'types'} ${names.join(', ')}`, plural: names.length > 1 };
};

/** TransactionType: a bit per `TRANSACTION_TYPES` entry. */
const splitTransactionType = (state: ReachState, at: Place, type: unknown): Split => {
  const index = TRANSACTION_TYPES.indexOf(type as (typeof TRANSACTION_TYPES)[number]);
  if (index < 0) return unknownSplit(state);
  const mask = state.transactionType.value;
  const yes = mask & (1 << index);
  const no = mask & ~(1 << index);
  return { then: narrow(state, 'transactionType', yes, yes === 0, 'then', at, typeWords), else: narrow(state, 'transactionType', no, no === 0, 'else', at, typeWords) };
};

export const transactionType = defineKind({
  identifier: 'TransactionType',
  name: 'Transaction type',
  input: 'transaction',
  multiMethod: false,
  params,
  describe: (p) => `Transaction type is ${p.type}`,
  prepare: (p) => (tx, _ctx, target) => {
    const result = tx.transactionType === p.type;
    if (target) note(target, { transactionType: tx.transactionType }, `Transaction type ${tx.transactionType} ${result ? 'is' : 'is not'} ${p.type}`);
    return result;
  },
  analysis: reasoned((state, at, p) => splitTransactionType(state, at, p.type)),
  // Every record has its type (ALWAYS in insights' replay fields).
  replay: replayFrom([]),
  form: formOf(params, { defaults: { type: 'debit' } }),
  samples: [{ type: 'preauthorize' }, { type: 'debit' }],
});
