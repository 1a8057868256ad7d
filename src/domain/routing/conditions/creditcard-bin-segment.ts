import { z } from 'zod';
import { membership as inWords } from '../describe/format';
import { listOf } from '../describe/labels';
import { membership, needsCard, NO_BIN } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { BIN_SEGMENTS, inNotIn, list } from './param-values';

const params = z.strictObject({ comparator: inNotIn, segments: list(z.enum(BIN_SEGMENTS)) });

export const creditcardBinSegment = defineKind({
  identifier: 'CreditcardBinSegment',
  name: 'Card BIN segment',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `Card BIN segment ${inWords(p.comparator)} ${listOf(p.segments)}`,
  prepare: (p) =>
    membership({
      label: 'Card BIN segment', field: 'card.binSegment', comparator: p.comparator, values: p.segments, caseInsensitive: true,
      requires: needsCard, read: (tx) => ({ value: tx.card?.binSegment, missing: NO_BIN }),
    }),
  analysis: notReasoned(UNKNOWN_BIN_DATA),
  replay: notReplayable('the BIN segment is not in the BI record'),
  form: formOf(params, { defaults: { comparator: 'in', segments: ['Consumer'] } }),
  samples: [{ comparator: 'in', segments: ['Business', 'Commercial'] }],
});
