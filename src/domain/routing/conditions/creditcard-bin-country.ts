import { splitMembership } from '../analysis/split-helpers';
import { membership as inWords } from '../describe/format';
import { listOf } from '../describe/labels';
import { membership, needsCard, NO_BIN } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CARD_RECORD, reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { countryList } from './param-values';

export const creditcardBinCountry = defineKind({
  identifier: 'CreditcardBinCountry',
  name: 'Card BIN country',
  input: 'card',
  multiMethod: false,
  params: countryList,
  describe: (p) => `Card BIN country ${inWords(p.comparator)} ${listOf(p.countries)}`,
  prepare: (p) =>
    membership({
      label: 'Card BIN country', field: 'card.binCountry', comparator: p.comparator, values: p.countries,
      requires: needsCard, read: (tx) => ({ value: tx.card?.binCountry, missing: NO_BIN }),
    }),
  analysis: reasoned((state, at, p) => splitMembership(state, at, 'binCountry', p.countries, p.comparator)),
  replay: replayFrom([...CARD_RECORD, 'creditcard.bin_country'], ['creditcard.bin_country']),
  form: formOf(countryList, { defaults: { comparator: 'in', countries: ['DE'] } }),
  samples: [{ comparator: 'in', countries: ['DE', 'AT'] }, { comparator: 'notin', countries: ['DE'] }],
});
