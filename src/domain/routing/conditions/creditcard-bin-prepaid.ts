import { z } from 'zod';
import { needsCard, yesNo as yesNoTest } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { yesNo } from './param-values';

const params = z.strictObject({ isPrepaid: yesNo });
const words = { yes: 'Card is prepaid', no: 'Card is not prepaid' };

export const creditcardBinPrepaid = defineKind({
  identifier: 'CreditcardBinPrepaid',
  name: 'Prepaid card',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => words[p.isPrepaid],
  // Without BIN data a card is not known to be prepaid: "yes" is false and "no" true, the yes/no
  // reading of the contract's BIN rule (`in` false, `notin` true).
  prepare: (p) => yesNoTest(p.isPrepaid, 'card.prepaid', (tx) => tx.card?.prepaid, words, needsCard),
  analysis: notReasoned(UNKNOWN_BIN_DATA),
  replay: notReplayable('whether a card is prepaid is not in the BI record'),
  form: formOf(params, { defaults: { isPrepaid: 'yes' }, labels: { isPrepaid: 'Prepaid' } }),
  samples: [{ isPrepaid: 'yes' }, { isPrepaid: 'no' }],
});
