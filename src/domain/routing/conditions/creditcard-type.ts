import { z } from 'zod';
import { splitMembership } from '../analysis/split-helpers';
import { membership as inWords } from '../describe/format';
import { CARD_TYPE_LABELS, listOf } from '../describe/labels';
import { membership, needsCard } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CARD_RECORD, reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { CARD_TYPES, inNotIn, list } from './param-values';

const params = z.strictObject({ comparator: inNotIn, types: list(z.enum(CARD_TYPES)) });

export const creditcardType = defineKind({
  identifier: 'CreditcardType',
  name: 'Card type',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `Card type ${inWords(p.comparator)} ${listOf(p.types, CARD_TYPE_LABELS)}`,
  // Card brands arrive as "VISA" or "visa" depending on the source: compared case-insensitively.
  prepare: (p) =>
    membership({
      label: 'Card type', field: 'card.brand', comparator: p.comparator, values: p.types, labels: CARD_TYPE_LABELS,
      requires: needsCard, caseInsensitive: true, read: (tx) => ({ value: tx.card?.brand }),
    }),
  analysis: reasoned((state, at, p) => splitMembership(state, at, 'cardType', p.types, p.comparator)),
  replay: replayFrom(CARD_RECORD, ['creditcard.type']),
  form: formOf(params, { defaults: { comparator: 'in', types: ['visa'] } }),
  samples: [{ comparator: 'in', types: ['visa', 'mastercard'] }, { comparator: 'notin', types: ['amex'] }],
});
