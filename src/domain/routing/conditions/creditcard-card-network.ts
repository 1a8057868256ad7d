import { z } from 'zod';
import { CARD_TYPE_LABELS, listOf } from '../describe/labels';
import { membership, needsCard } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CARD_RECORD, notReasoned, replayFrom, UNKNOWN_ON_PURPOSE } from './facts';
import { formOf } from './form';
import { list } from './param-values';

const params = z.strictObject({ comparator: z.enum(['in']), cardNetworks: list(z.string().min(1)) });

export const creditcardCardNetwork = defineKind({
  identifier: 'CreditcardCardNetwork',
  name: 'Card network',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `Card network in ${listOf(p.cardNetworks, CARD_TYPE_LABELS)}`,
  // The network comes from the BIN lookup; without it the brand is the network (a Visa card runs on
  // Visa). Co-branded cards (maestro on mastercard) need the lookup's network to route correctly.
  prepare: (p) =>
    membership({
      label: 'Card network', field: 'card.network', comparator: p.comparator, values: p.cardNetworks, labels: CARD_TYPE_LABELS,
      requires: needsCard, caseInsensitive: true, read: (tx) => ({ value: tx.card?.network ?? tx.card?.brand }),
    }),
  analysis: notReasoned(UNKNOWN_ON_PURPOSE),
  replay: replayFrom([...CARD_RECORD, 'creditcard.bin_brand'], ['creditcard.type']),
  form: formOf(params, { defaults: { comparator: 'in', cardNetworks: ['visa'] }, labels: { cardNetworks: 'Card networks' } }),
  samples: [{ comparator: 'in', cardNetworks: ['visa'] }],
});
