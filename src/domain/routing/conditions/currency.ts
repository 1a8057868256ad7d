import { z } from 'zod';
import { splitCurrency } from '../analysis/money';
import { moneySplit, str, unknownSplit } from '../analysis/split-helpers';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { currencyCode } from './param-values';

const params = z.strictObject({ currency: currencyCode });

export const currency = defineKind({
  identifier: 'Currency',
  name: 'Currency',
  input: 'amount',
  multiMethod: true,
  params,
  describe: (p) => `Currency is ${p.currency}`,
  prepare: (p) => (tx, _ctx, target) => {
    const result = tx.currency === p.currency;
    if (target) note(target, { currency: tx.currency }, `Currency ${tx.currency} ${result ? 'is' : 'is not'} ${p.currency}`);
    return result;
  },
  analysis: reasoned((state, at, p) => {
    const code = str(p.currency);
    return code ? moneySplit(state, at, splitCurrency(state.money.value, at.world, code), true) : unknownSplit(state);
  }),
  // Every record has its currency (ALWAYS in insights' replay fields).
  replay: replayFrom([]),
  form: formOf(params, { defaults: { currency: 'EUR' } }),
  samples: [{ currency: 'EUR' }, { currency: 'USD' }],
});
