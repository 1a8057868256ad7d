import { z } from 'zod';
import { membership as inWords } from '../describe/format';
import { listOf } from '../describe/labels';
import { membership, needsCard, NO_BIN } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { inNotIn, list } from './param-values';

const params = z.strictObject({ comparator: inNotIn, levels: list(z.string().min(1)) });

export const creditcardBinLevel = defineKind({
  identifier: 'CreditcardBinLevel',
  name: 'Card BIN level',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `Card BIN level ${inWords(p.comparator)} ${listOf(p.levels)}`,
  prepare: (p) =>
    membership({
      label: 'Card BIN level', field: 'card.binLevel', comparator: p.comparator, values: p.levels, caseInsensitive: true,
      requires: needsCard, read: (tx) => ({ value: tx.card?.binLevel, missing: NO_BIN }),
    }),
  analysis: notReasoned(UNKNOWN_BIN_DATA),
  replay: notReplayable('the BIN level is not in the BI record'),
  form: formOf(params, { defaults: { comparator: 'in', levels: ['PREMIUM'] } }),
  samples: [{ comparator: 'notin', levels: ['PREMIUM', 'CORPORATE'] }],
});
