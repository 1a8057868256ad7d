import { z } from 'zod';
import { needsCard, yesNo as yesNoTest } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { yesNo } from './param-values';

const params = z.strictObject({ isReloadable: yesNo });
const words = { yes: 'Card is reloadable', no: 'Card is not reloadable' };

export const creditcardBinReloadable = defineKind({
  identifier: 'CreditcardBinReloadable',
  name: 'Reloadable card',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => words[p.isReloadable],
  // As for prepaid: without BIN data a card is not known to be reloadable.
  prepare: (p) => yesNoTest(p.isReloadable, 'card.reloadable', (tx) => tx.card?.reloadable, words, needsCard),
  analysis: notReasoned(UNKNOWN_BIN_DATA),
  replay: notReplayable('whether a card is reloadable is not in the BI record'),
  form: formOf(params, { defaults: { isReloadable: 'yes' }, labels: { isReloadable: 'Reloadable' } }),
  samples: [{ isReloadable: 'no' }, { isReloadable: 'yes' }],
});
