import { membership as inWords } from '../../describe/format';
import { listOf } from '../../describe/labels';
import { membership, normalIban } from '../../evaluation/conditions/shared';
import { defineKind } from '../condition-kind';
import { notReasoned, replayFrom } from '../facts';
import { formOf } from '../form';
import { countryList } from '../param-values';

/**
 * A test-only kind, not in the contract and not in the registry: it shows what one kind takes
 * (docs/condition-kinds.md). The IBAN's first two letters are its country; no IBAN is in no list.
 */
export const ibanCountry = defineKind({
  identifier: 'IbanCountry',
  name: 'IBAN country',
  input: 'iban',
  multiMethod: false,
  params: countryList,
  describe: (p) => `IBAN country ${inWords(p.comparator)} ${listOf(p.countries)}`,
  prepare: (p) =>
    membership({
      label: 'IBAN country', field: 'iban', comparator: p.comparator, values: p.countries,
      read: (tx) => ({ value: normalIban(tx.iban)?.slice(0, 2), missing: 'no IBAN' }),
    }),
  analysis: notReasoned('a test-only kind: the analysis keeps both branches as they arrive'),
  replay: replayFrom(['customer.iban'], ['customer.iban']),
  form: formOf(countryList, { defaults: { comparator: 'in', countries: ['DE'] } }),
  samples: [{ comparator: 'in', countries: ['DE', 'AT'] }, { comparator: 'notin', countries: ['NL'] }],
});
