import { z } from 'zod';
import { membership as inWords } from '../describe/format';
import { listOf, LOOKUP_STATUS_LABELS } from '../describe/labels';
import { membership, needsCard } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_BIN_DATA } from './facts';
import { formOf } from './form';
import { BIN_LOOKUP_STATUSES, inNotIn, list } from './param-values';

const params = z.strictObject({ comparator: inNotIn, statuses: list(z.enum(BIN_LOOKUP_STATUSES)) });

export const creditcardBinLookupStatus = defineKind({
  identifier: 'CreditcardBinLookupStatus',
  name: 'BIN lookup status',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `BIN lookup status ${inWords(p.comparator)} ${listOf(p.statuses, LOOKUP_STATUS_LABELS)}`,
  // A missing lookup status is treated as "no BIN data" like every other BIN field (in false, notin
  // true) rather than guessed as `no_data`: the simulator should not invent a lookup result.
  prepare: (p) =>
    membership({
      label: 'BIN lookup status', field: 'card.lookupStatus', comparator: p.comparator, values: p.statuses, labels: LOOKUP_STATUS_LABELS,
      requires: needsCard, read: (tx) => ({ value: tx.card?.lookupStatus, missing: 'not looked up' }),
    }),
  analysis: notReasoned(UNKNOWN_BIN_DATA),
  replay: notReplayable("the BIN lookup's status is not in the BI record"),
  form: formOf(params, { defaults: { comparator: 'in', statuses: ['success'] } }),
  samples: [{ comparator: 'notin', statuses: ['error'] }, { comparator: 'in', statuses: ['success', 'no_data'] }],
});
