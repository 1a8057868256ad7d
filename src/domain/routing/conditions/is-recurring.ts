import { z } from 'zod';
import { yesNo as yesNoTest } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, replayFrom, UNKNOWN_ON_PURPOSE } from './facts';
import { formOf } from './form';
import { yesNo } from './param-values';

const params = z.strictObject({ recurring: yesNo });
const words = { yes: 'Transaction is recurring', no: 'Transaction is not recurring' };

export const isRecurring = defineKind({
  identifier: 'IsRecurring',
  name: 'Recurring transaction',
  input: 'transaction',
  multiMethod: false,
  params,
  describe: (p) => words[p.recurring],
  // A transaction that does not say it is recurring is not: the flag is opt-in on the gateway's API.
  prepare: (p) => yesNoTest(p.recurring, 'recurring', (tx) => tx.recurring, words),
  analysis: notReasoned(UNKNOWN_ON_PURPOSE),
  replay: replayFrom(['transaction_indicator', 'is_recurring'], ['transaction_indicator']),
  form: formOf(params, { defaults: { recurring: 'yes' } }),
  samples: [{ recurring: 'no' }, { recurring: 'yes' }],
});
