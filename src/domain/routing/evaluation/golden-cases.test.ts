import { describe, expect, it } from 'vitest';
import { cardRouterDocument } from '../../../fixtures/routing-documents';
import { CONNECTORS } from '../../../fixtures/world';
import { checkGoldenCase } from './golden-cases';
import { REFERENCE_SETTINGS } from './reference-rates';
import { seededRandom } from './seeded-random';

const ctx = { ...REFERENCE_SETTINGS, random: seededRandom(1) };
const visaDe = (amount: string) => ({ transactionType: 'debit' as const, amount, currency: 'EUR', card: { brand: 'visa', binCountry: 'DE' }, riskScore: 10 });

describe('golden cases', () => {
  it('passes when the expected connector is certain', () => {
    const result = checkGoldenCase(cardRouterDocument, { name: 'big DE visa', transaction: visaDe('1200.00'), expectedConnector: CONNECTORS.alphaEur.guid }, ctx);
    expect(result).toEqual({ pass: true, shares: [{ connector: CONNECTORS.alphaEur.guid, probability: 1 }] });
  });
  it('fails when a load balancer sends part of it elsewhere, with the split', () => {
    const result = checkGoldenCase(cardRouterDocument, { name: 'small DE visa', transaction: visaDe('20.00'), expectedConnector: CONNECTORS.alphaEur.guid }, ctx);
    expect(result.pass).toBe(false);
    expect(result.shares).toEqual([
      { connector: CONNECTORS.alphaEur.guid, probability: 0.5 },
      { connector: CONNECTORS.betaEur.guid, probability: 0.5 },
    ]);
  });
  it('fails when the tree sends it to another connector', () => {
    const result = checkGoldenCase(cardRouterDocument, { name: 'GBP', transaction: { transactionType: 'debit', amount: '10.00', currency: 'GBP', card: { brand: 'visa', binCountry: 'GB' } }, expectedConnector: CONNECTORS.alphaEur.guid }, ctx);
    expect(result).toMatchObject({ pass: false, shares: [{ connector: CONNECTORS.betaGbp.guid, probability: 1 }] });
  });
});
