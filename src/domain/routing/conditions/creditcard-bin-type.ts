import { z } from 'zod';
import { membership as inWords } from '../describe/format';
import { BIN_TYPE_LABELS, listOf } from '../describe/labels';
import { membership, needsCard, NO_BIN } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CARD_RECORD, notReasoned, replayFrom, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { BIN_TYPES, inNotIn, list } from './param-values';

const params = z.strictObject({ comparator: inNotIn, types: list(z.enum(BIN_TYPES)) });

export const creditcardBinType = defineKind({
  identifier: 'CreditcardBinType',
  name: 'Card BIN type',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `Card BIN type ${inWords(p.comparator)} ${listOf(p.types, BIN_TYPE_LABELS)}`,
  prepare: (p) =>
    membership({
      label: 'Card BIN type', field: 'card.binType', comparator: p.comparator, values: p.types, labels: BIN_TYPE_LABELS,
      caseInsensitive: true, requires: needsCard, read: (tx) => ({ value: tx.card?.binType, missing: NO_BIN }),
    }),
  analysis: notReasoned(UNKNOWN_BIN_DATA),
  replay: replayFrom([...CARD_RECORD, 'creditcard.bin_type'], ['creditcard.bin_type']),
  form: formOf(params, { defaults: { comparator: 'in', types: ['CREDIT'] } }),
  samples: [{ comparator: 'in', types: ['DEBIT'] }],
});
