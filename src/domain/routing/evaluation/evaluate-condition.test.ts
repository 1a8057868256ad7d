import { describe, expect, it } from 'vitest';
import { simContext } from '@fixtures/arb-transactions';
import { everyConditionParams } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { CONSTRAINTS } from '../condition-catalogue';
import { evaluateCondition } from './evaluate-condition';
import type { EvaluationContext, SimTransaction } from './transaction';

const base: SimTransaction = { transactionType: 'debit', amount: '1200.00', currency: 'EUR' };
const card = { brand: 'visa', bin: '411111', binCountry: 'DE', binLevel: 'PREMIUM', binType: 'CREDIT', binSegment: 'Consumer', prepaid: false, reloadable: true, lookupStatus: 'success' as const };
const withCard: SimTransaction = { ...base, card };
const bareCard: SimTransaction = { ...base, card: { brand: 'visa' } };
const withCustomer: SimTransaction = { ...base, customer: { billingCountry: 'DE', ipCountry: 'AT' } };

const run = (constraint: string, params: Record<string, unknown>, tx: SimTransaction, ctx: EvaluationContext = simContext(1)) =>
  evaluateCondition({ constraint, params }, tx, ctx);
const result = (...args: Parameters<typeof run>) => run(...args).result;

type Case = [string, Record<string, unknown>, SimTransaction, true | false | 'unevaluable'];

describe('evaluateCondition: every constraint', () => {
  const cases: Case[] = [
    ['CustomerCountry', { comparator: 'in', countries: ['DE', 'AT'] }, withCustomer, true],
    ['CustomerCountry', { comparator: 'notin', countries: ['DE'] }, withCustomer, false],
    ['CustomerCountry', { comparator: 'in', countries: ['DE'] }, base, 'unevaluable'],
    ['CustomerCountry', { comparator: 'in', countries: ['DE'] }, { ...base, customer: {} }, false],
    ['CustomerCountry', { comparator: 'notin', countries: ['DE'] }, { ...base, customer: {} }, true],
    ['CustomerIpCountry', { comparator: 'in', countries: ['AT'] }, withCustomer, true],
    ['CustomerIpCountry', { comparator: 'in', countries: ['GB'] }, { ...base, customer: { ipAddress: '81.2.69.160' } }, true],
    ['CustomerIpCountry', { comparator: 'in', countries: ['GB'] }, { ...base, customer: { ipAddress: '10.0.0.1' } }, false],
    ['CustomerIpCountry', { comparator: 'notin', countries: ['GB'] }, { ...base, customer: { ipAddress: '10.0.0.1' } }, true],
    ['CustomerIpCountry', { comparator: 'in', countries: ['DE'] }, base, 'unevaluable'],
    ['Currency', { currency: 'EUR' }, base, true],
    ['Currency', { currency: 'USD' }, base, false],
    ['RiskScore', { comparator: '>', riskScore: 70 }, { ...base, riskScore: 80 }, true],
    ['RiskScore', { comparator: '>', riskScore: 70 }, { ...base, riskScore: 70 }, false],
    ['RiskScore', { comparator: '=', riskScore: 0 }, base, true],
    ['RiskScore', { comparator: '>=', riskScore: 1 }, base, false],
    ['CreditcardType', { comparator: 'in', types: ['visa', 'amex'] }, withCard, true],
    ['CreditcardType', { comparator: 'in', types: ['visa'] }, { ...base, card: { brand: 'VISA' } }, true],
    ['CreditcardType', { comparator: 'notin', types: ['visa'] }, withCard, false],
    ['CreditcardType', { comparator: 'in', types: ['visa'] }, base, 'unevaluable'],
    ['CreditcardCardNetwork', { comparator: 'in', cardNetworks: ['mastercard'] }, { ...base, card: { brand: 'maestro', network: 'mastercard' } }, true],
    ['CreditcardCardNetwork', { comparator: 'in', cardNetworks: ['visa'] }, bareCard, true],
    ['CreditcardCardNetwork', { comparator: 'in', cardNetworks: ['visa'] }, { ...base, card: { brand: 'maestro', network: 'mastercard' } }, false],
    ['CreditcardCardNetwork', { comparator: 'in', cardNetworks: ['visa'] }, base, 'unevaluable'],
    ['CreditcardBinCountry', { comparator: 'in', countries: ['DE', 'AT'] }, withCard, true],
    ['CreditcardBinCountry', { comparator: 'notin', countries: ['DE'] }, withCard, false],
    ['CreditcardBinCountry', { comparator: 'in', countries: ['DE'] }, bareCard, false],
    ['CreditcardBinCountry', { comparator: 'notin', countries: ['DE'] }, bareCard, true],
    ['CreditcardBinCountry', { comparator: 'in', countries: ['DE'] }, base, 'unevaluable'],
    ['CreditcardBinLevel', { comparator: 'in', levels: ['PREMIUM'] }, withCard, true],
    ['CreditcardBinLevel', { comparator: 'in', levels: ['PREMIUM'] }, bareCard, false],
    ['CreditcardBinLevel', { comparator: 'notin', levels: ['PREMIUM'] }, bareCard, true],
    ['CreditcardBinType', { comparator: 'in', types: ['DEBIT'] }, withCard, false],
    ['CreditcardBinType', { comparator: 'notin', types: ['DEBIT'] }, withCard, true],
    ['CreditcardBinType', { comparator: 'in', types: ['CREDIT'] }, bareCard, false],
    ['CreditcardBinSegment', { comparator: 'in', segments: ['Consumer'] }, withCard, true],
    ['CreditcardBinSegment', { comparator: 'notin', segments: ['Consumer'] }, bareCard, true],
    ['CreditcardBinSegment', { comparator: 'in', segments: ['Business'] }, withCard, false],
    ['CreditcardBinReloadable', { isReloadable: 'no' }, withCard, false],
    ['CreditcardBinLookupStatus', { comparator: 'in', statuses: ['error'] }, withCard, false],
    ['CustomerIpCountry', { comparator: 'notin', countries: ['AT'] }, withCustomer, false],
    ['CreditcardBinSegment', { comparator: 'in', segments: ['Consumer'] }, base, 'unevaluable'],
    ['CreditcardBinPrepaid', { isPrepaid: 'no' }, withCard, true],
    ['CreditcardBinPrepaid', { isPrepaid: 'yes' }, withCard, false],
    ['CreditcardBinPrepaid', { isPrepaid: 'yes' }, bareCard, false],
    ['CreditcardBinPrepaid', { isPrepaid: 'no' }, bareCard, true],
    ['CreditcardBinPrepaid', { isPrepaid: 'no' }, base, 'unevaluable'],
    ['CreditcardBinReloadable', { isReloadable: 'yes' }, withCard, true],
    ['CreditcardBinReloadable', { isReloadable: 'yes' }, bareCard, false],
    ['CreditcardBinReloadable', { isReloadable: 'yes' }, base, 'unevaluable'],
    ['CreditcardBinLookupStatus', { comparator: 'in', statuses: ['success'] }, withCard, true],
    ['CreditcardBinLookupStatus', { comparator: 'notin', statuses: ['error'] }, withCard, true],
    ['CreditcardBinLookupStatus', { comparator: 'in', statuses: ['no_data'] }, bareCard, false],
    ['CreditcardBinLookupStatus', { comparator: 'notin', statuses: ['no_data'] }, bareCard, true],
    ['BinRangeRegexp', { comparator: 'eq', regexp: '^4[0-9]{5}$' }, withCard, true],
    ['BinRangeRegexp', { comparator: 'neq', regexp: '^4' }, withCard, false],
    ['BinRangeRegexp', { comparator: 'eq', regexp: '^4' }, bareCard, false],
    ['BinRangeRegexp', { comparator: 'neq', regexp: '^4' }, bareCard, true],
    ['BinRangeRegexp', { comparator: 'eq', regexp: '^4' }, base, 'unevaluable'],
    ['HasReferenceSchemeTransactionId', { schemeRefIdExpected: 'yes' }, { ...base, schemeReferenceId: 'SRI-1' }, true],
    ['HasReferenceSchemeTransactionId', { schemeRefIdExpected: 'yes' }, base, false],
    ['HasReferenceSchemeTransactionId', { schemeRefIdExpected: 'no' }, base, true],
    ['TransactionType', { type: 'debit' }, base, true],
    ['TransactionType', { type: 'refund' }, base, false],
    ['IsRecurring', { recurring: 'yes' }, { ...base, recurring: true }, true],
    ['IsRecurring', { recurring: 'yes' }, base, false],
    ['IsRecurring', { recurring: 'no' }, base, true],
    ['InitialConnector', { connectorGuid: CONNECTORS.alphaEur.guid }, { ...base, initialConnectorGuid: CONNECTORS.alphaEur.guid }, true],
    ['InitialConnector', { connectorGuid: CONNECTORS.alphaEur.guid }, { ...base, initialConnectorGuid: CONNECTORS.betaEur.guid }, false],
    ['InitialConnector', { connectorGuid: CONNECTORS.alphaEur.guid }, base, false],
    ['InitialAdapter', { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' }, { ...base, initialAdapter: { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' } }, true],
    ['InitialAdapter', { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' }, { ...base, initialAdapter: { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'DirectDebit' } }, false],
    ['InitialAdapter', { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' }, base, false],
    ['IbanRegexp', { comparator: 'eq', regexp: '^DE89' }, { ...base, iban: 'de89 3704 0044 0532 0130 00' }, true],
    ['IbanRegexp', { comparator: 'eq', regexp: '^AT' }, { ...base, iban: 'DE89370400440532013000' }, false],
    ['IbanRegexp', { comparator: 'eq', regexp: '^DE' }, base, false],
    ['IbanRoutingRule', { position: 1, value: 'D', comparator: 'eq' }, { ...base, iban: 'DE89370400440532013000' }, true],
    ['IbanRoutingRule', { position: 5, value: '3', comparator: 'eq' }, { ...base, iban: 'DE89 3704 0044 0532 0130 00' }, true],
    ['IbanRoutingRule', { position: 5, value: '370', comparator: 'eq' }, { ...base, iban: 'DE89370400440532013000' }, true],
    ['IbanRoutingRule', { position: 4, value: '3', comparator: 'eq' }, { ...base, iban: 'DE89370400440532013000' }, false],
    ['IbanRoutingRule', { position: 40, value: '3', comparator: 'eq' }, { ...base, iban: 'DE89370400440532013000' }, false],
    ['IbanRoutingRule', { position: 1, value: 'D', comparator: 'eq' }, base, false],
    ['CreditcardWalletType', { comparator: 'in', wallets: ['applepay'] }, withCard, 'unevaluable'],
    ['AmountCurrency', { comparator: '~', amount: 'lots' }, base, 'unevaluable'],
  ];
  it.each(cases)('%s %o → %s', (constraint, params, tx, expected) => {
    expect(result(constraint, params, tx)).toBe(expected);
  });

  it('covers every catalogue constraint with at least one true and one false case', () => {
    const seen = (want: boolean) => new Set(cases.filter((c) => c[3] === want).map((c) => c[0]));
    const trueSeen = seen(true);
    const falseSeen = seen(false);
    const skipped = ['AmountCurrency', 'ExtraData', 'RandomLoadBalancer', 'ChargebackCountOrVolumePerConnector', 'DebitPreauthCountOrVolumePerConnector'];
    for (const { identifier } of CONSTRAINTS.filter((c) => !skipped.includes(c.identifier))) {
      expect(trueSeen.has(identifier), identifier).toBe(true);
      expect(falseSeen.has(identifier), identifier).toBe(true);
    }
  });

  it('phrases every fixture condition without throwing', () => {
    const tx: SimTransaction = { ...withCard, customer: { billingCountry: 'DE' }, iban: 'DE89370400440532013000', extraData: { channel: 'app-ios' } };
    for (const [constraint, params] of everyConditionParams) {
      const outcome = run(constraint, params, tx);
      expect(outcome.sentence.length, constraint).toBeGreaterThan(8);
    }
  });
});
