import { splitMembership } from '../analysis/split-helpers';
import { membership as inWords } from '../describe/format';
import { listOf } from '../describe/labels';
import { membership, needsCustomer } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CUSTOMER_RECORD, reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { countryList } from './param-values';

export const customerCountry = defineKind({
  identifier: 'CustomerCountry',
  name: 'Customer country',
  input: 'customer',
  multiMethod: true,
  params: countryList,
  describe: (p) => `Customer country ${inWords(p.comparator)} ${listOf(p.countries)}`,
  // A customer without a billing country is in no list (`in` false, `notin` true), as for BIN data.
  prepare: (p) =>
    membership({
      label: 'Customer country', field: 'customer.billingCountry', comparator: p.comparator, values: p.countries,
      requires: needsCustomer, read: (tx) => ({ value: tx.customer?.billingCountry, missing: 'no billing country' }),
    }),
  analysis: reasoned((state, at, p) => splitMembership(state, at, 'customerCountry', p.countries, p.comparator)),
  replay: replayFrom(CUSTOMER_RECORD, ['customer.billing_country']),
  form: formOf(countryList, { defaults: { comparator: 'in', countries: ['DE'] } }),
  samples: [{ comparator: 'notin', countries: ['RU', 'BY'] }, { comparator: 'in', countries: ['DE', 'AT'] }],
});
