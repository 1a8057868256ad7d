import { describe, expect, it } from 'vitest';
import { everyConditionParams } from '@fixtures/routing-documents';
import { ALL_CONNECTORS } from '@fixtures/world';
import { CONSTRAINTS } from '../condition-catalogue';
import { connectorNameLookup } from './connector-names';
import { describeCondition } from './describe-condition';

const names = connectorNameLookup(ALL_CONNECTORS);
const say = (constraint: string, params: Record<string, unknown>) => describeCondition({ constraint, params }, names);

describe('describeCondition', () => {
  it('phrases every fixture condition (one per kind) specifically (no raw fallback)', () => {
    expect(everyConditionParams).toHaveLength(CONSTRAINTS.length);
    const sentences = everyConditionParams.map(([constraint, params]) => say(constraint, params));
    for (const s of sentences) {
      expect(s.length).toBeGreaterThan(5);
      expect(s).not.toMatch(/unknown condition|invalid params|\w=\[/);
    }
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it.each([
    ['CustomerCountry', { comparator: 'notin', countries: ['RU', 'BY'] }, 'Customer country not in RU, BY'],
    ['CustomerIpCountry', { comparator: 'in', countries: ['DE'] }, 'Customer IP country in DE'],
    ['Currency', { currency: 'USD' }, 'Currency is USD'],
    ['AmountCurrency', { comparator: '>=', amount: 1000, currency: 'EUR' }, 'Amount ≥ 1,000 EUR'],
    ['AmountCurrency', { comparator: '<', amount: 49.99, currency: 'Base Amount' }, 'Amount in base currency < 49.99'],
    ['AmountCurrency', { comparator: '<=', amount: 1234567.5, currency: 'USD' }, 'Amount ≤ 1,234,567.5 USD'],
    ['RiskScore', { comparator: '>', riskScore: 70 }, 'Risk score > 70'],
    ['ExtraData', { key: 'channel', value: 'moto', comparator: '=' }, 'Extra data channel = moto'],
    ['ExtraData', { key: 'channel', value: 'moto', comparator: '!=' }, 'Extra data channel ≠ moto'],
    ['ExtraData', { key: 'channel', value: '^app-(ios|android)$', comparator: 'matches' }, 'Extra data channel matches /^app-(ios|android)$/'],
    ['ExtraData', { key: 'channel', value: '^web', comparator: 'matches_not' }, 'Extra data channel does not match /^web/'],
    ['RandomLoadBalancer', { percentTrue: 50 }, '50 % of traffic'],
    ['CreditcardType', { comparator: 'in', types: ['visa', 'amex'] }, 'Card type in Visa, Amex'],
    ['CreditcardCardNetwork', { comparator: 'in', cardNetworks: ['visa'] }, 'Card network in Visa'],
    ['CreditcardBinCountry', { comparator: 'in', countries: ['DE', 'AT'] }, 'Card BIN country in DE, AT'],
    ['CreditcardBinCountry', { comparator: 'notin', countries: ['DE'] }, 'Card BIN country not in DE'],
    ['CreditcardBinLevel', { comparator: 'notin', levels: ['PREMIUM', 'CORPORATE'] }, 'Card BIN level not in PREMIUM, CORPORATE'],
    ['CreditcardBinType', { comparator: 'in', types: ['DEBIT'] }, 'Card BIN type in Debit'],
    ['CreditcardBinSegment', { comparator: 'in', segments: ['Business', 'Commercial'] }, 'Card BIN segment in Business, Commercial'],
    ['CreditcardBinPrepaid', { isPrepaid: 'yes' }, 'Card is prepaid'],
    ['CreditcardBinReloadable', { isReloadable: 'no' }, 'Card is not reloadable'],
    ['CreditcardBinLookupStatus', { comparator: 'notin', statuses: ['error', 'no_data'] }, 'BIN lookup status not in error, no data'],
    ['BinRangeRegexp', { comparator: 'eq', regexp: '^4[0-9]{5}$' }, 'BIN matches /^4[0-9]{5}$/'],
    ['BinRangeRegexp', { comparator: 'neq', regexp: '^5' }, 'BIN does not match /^5/'],
    ['HasReferenceSchemeTransactionId', { schemeRefIdExpected: 'yes' }, 'Has a scheme reference transaction id'],
    ['TransactionType', { type: 'preauthorize' }, 'Transaction type is preauthorize'],
    ['IsRecurring', { recurring: 'no' }, 'Transaction is not recurring'],
    ['InitialConnector', { connectorGuid: 'CO-7f3a-4c21-9e05-b1d8-0101' }, 'Initial connector is Alpha Acquiring EUR'],
    ['InitialConnector', { connectorGuid: 'CO-nobody' }, 'Initial connector is CO-nobody'],
    ['InitialAdapter', { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' }, 'Initial adapter is AlphaAcquiring (Creditcard)'],
    ['IbanRegexp', { comparator: 'eq', regexp: '^DE' }, 'IBAN matches /^DE/'],
    ['IbanRoutingRule', { position: 5, value: '3', comparator: 'eq' }, 'IBAN character 5 = 3'],
    [
      'ChargebackCountOrVolumePerConnector',
      { valueReference: 'merchant', valueUnit: 'count', timeReference: '30', timeUnit: 'days', comparator: '>', value: '10' },
      'Chargeback count (merchant) in last 30 days > 10',
    ],
    [
      'DebitPreauthCountOrVolumePerConnector',
      { valueReference: 'CO-7f3a-4c21-9e05-b1d8-0101', valueUnit: 'volume', timeReference: '24', timeUnit: 'hours', comparator: '>=', value: '50000' },
      'Debit/preauth volume (Alpha Acquiring EUR) in last 24 hours ≥ 50,000',
    ],
    [
      'ChargebackCountOrVolumePerConnector',
      { valueReference: 'merchant', valueUnit: 'count', timeReference: '1', timeUnit: 'days', comparator: '=', value: '0' },
      'Chargeback count (merchant) in last 1 day = 0',
    ],
  ])('%s %o → %s', (constraint, params, expected) => {
    expect(say(constraint, params)).toBe(expected);
  });

  it('renders an unknown constraint with compact params', () => {
    expect(say('CreditcardWalletType', { comparator: 'in', wallets: ['applepay', 'googlepay'], weight: 0.5 })).toBe(
      'CreditcardWalletType (unknown condition): comparator=in, wallets=[applepay, googlepay], weight=0.5',
    );
  });

  it('says what to fix in params that do not match the kind, in its form’s words, instead of throwing', () => {
    expect(say('AmountCurrency', { comparator: '~', amount: 'lots' })).toBe('Amount, to fix: comparator must be one of =, >, >=, <, <=');
    expect(say('RandomLoadBalancer', { percentTrue: 150 })).toBe('Random load balancer, to fix: share of payments to the first branch must be at most 100');
    expect(say('Currency', {})).toBe('Currency, to fix: currency is missing');
    expect(describeCondition({ constraint: 'RiskScore', params: null as unknown as Record<string, unknown> })).toContain('Risk score');
    expect(describeCondition(undefined)).toBe('Condition (missing)');
    expect(say('ExtraData', { key: 'x', value: { nested: [1, 2] }, comparator: '=' })).toBe('Extra data, to fix: value must be text');
  });
});
