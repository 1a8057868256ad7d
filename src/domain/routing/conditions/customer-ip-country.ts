import { splitMembership } from '../analysis/split-helpers';
import { membership as inWords } from '../describe/format';
import { listOf } from '../describe/labels';
import { membership, needsCustomer } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CUSTOMER_RECORD, reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { countryList } from './param-values';

export const customerIpCountry = defineKind({
  identifier: 'CustomerIpCountry',
  name: 'Customer IP country',
  input: 'customer',
  multiMethod: true,
  params: countryList,
  describe: (p) => `Customer IP country ${inWords(p.comparator)} ${listOf(p.countries)}`,
  // The country given with the transaction wins; otherwise the IP address goes through the pluggable
  // lookup. An address the lookup cannot place is in no list, like a missing country.
  prepare: (p) =>
    membership({
      label: 'Customer IP country', field: 'customer.ipCountry', comparator: p.comparator, values: p.countries, requires: needsCustomer,
      read: (tx, ctx) => {
        const customer = tx.customer;
        if (customer?.ipCountry) return { value: customer.ipCountry };
        if (!customer?.ipAddress) return { value: undefined, missing: 'no IP address' };
        return { value: ctx.ipCountry?.(customer.ipAddress), missing: `IP ${customer.ipAddress} not located` };
      },
    }),
  analysis: reasoned((state, at, p) => splitMembership(state, at, 'ipCountry', p.countries, p.comparator)),
  replay: replayFrom(CUSTOMER_RECORD, ['customer.ip_address']),
  form: formOf(countryList, { defaults: { comparator: 'in', countries: ['DE'] } }),
  samples: [{ comparator: 'in', countries: ['DE'] }],
});
