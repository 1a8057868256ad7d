import type { ConditionParams } from '../../condition-params';
import type { SimTransaction } from '../transaction';
import { amountCurrency, riskScore } from './amount';
import { membership, note, type MembershipSpec } from './shared';
import type { ConditionTest } from './types';

/** A customer condition on a transaction without customer data cannot be evaluated (contract §2). */
const needsCustomer: MembershipSpec['requires'] = { present: (tx: SimTransaction) => tx.customer !== undefined, reason: 'no customer data' };

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const customerAndAmountConditions = {
  // A customer without a billing country is in no list (`in` false, `notin` true), as for BIN data.
  CustomerCountry: (p: ConditionParams<'CustomerCountry'>): ConditionTest =>
    membership({
      label: 'Customer country', field: 'customer.billingCountry', comparator: p.comparator, values: p.countries,
      requires: needsCustomer, read: (tx) => ({ value: tx.customer?.billingCountry, missing: 'no billing country' }),
    }),
  // The country given with the transaction wins; otherwise the IP address goes through the pluggable
  // lookup. An address the lookup cannot place is in no list, like a missing country.
  CustomerIpCountry: (p: ConditionParams<'CustomerIpCountry'>): ConditionTest =>
    membership({
      label: 'Customer IP country', field: 'customer.ipCountry', comparator: p.comparator, values: p.countries, requires: needsCustomer,
      read: (tx, ctx) => {
        const customer = tx.customer;
        if (customer?.ipCountry) return { value: customer.ipCountry };
        if (!customer?.ipAddress) return { value: undefined, missing: 'no IP address' };
        return { value: ctx.ipCountry?.(customer.ipAddress), missing: `IP ${customer.ipAddress} not located` };
      },
    }),
  Currency: (p: ConditionParams<'Currency'>): ConditionTest => (tx, _ctx, target) => {
    const result = tx.currency === p.currency;
    if (target) note(target, { currency: tx.currency }, `Currency ${tx.currency} ${result ? 'is' : 'is not'} ${p.currency}`);
    return result;
  },
  AmountCurrency: amountCurrency,
  RiskScore: riskScore,
  // p/100 of the draws take `then`, with no affinity (contract §2). A draw is consumed even at 0 and
  // 100 % so that adding or removing such a node does not shift every later draw of a seeded run.
  RandomLoadBalancer: (p: ConditionParams<'RandomLoadBalancer'>): ConditionTest => {
    const share = p.percentTrue / 100;
    return (_tx, ctx, target) => {
      const draw = ctx.random();
      const result = draw < share;
      if (target)
        note(target, { random: draw }, `Random draw ${percent.format(draw * 100)} % ${result ? 'falls within' : 'falls outside'} the ${p.percentTrue} % share`);
      return result;
    };
  },
};
