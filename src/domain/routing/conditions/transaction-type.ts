import { z } from 'zod';
import { splitTransactionType } from '../analysis/split-helpers';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { TRANSACTION_TYPES } from './param-values';

const params = z.strictObject({ type: z.enum(TRANSACTION_TYPES) });

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
