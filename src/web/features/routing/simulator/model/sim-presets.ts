import type { SimTransaction } from '@domain/routing/evaluation/transaction';

/**
 * Demo transactions for the simulator's preset picker, its batch generator and the tests of both.
 * They carry no knowledge of the seeded world (no GUIDs, no credentials). The SPA's own data; tests
 * and e2e specs read it through src/fixtures/sim-presets.ts.
 */
export interface SimPreset {
  id: string;
  name: string;
  transaction: SimTransaction;
}

export const SIM_PRESETS: readonly SimPreset[] = [
  {
    id: 'eur-visa-de',
    name: 'EUR Visa from DE, 1,200',
    transaction: {
      transactionType: 'debit', amount: '1200.00', currency: 'EUR', riskScore: 35,
      card: { brand: 'visa', bin: '411111', binCountry: 'DE', binType: 'CREDIT', binLevel: 'CLASSIC', binSegment: 'Consumer', prepaid: false },
      customer: { billingCountry: 'DE', ipCountry: 'DE' },
    },
  },
  {
    id: 'usd-amex-us',
    name: 'USD Amex from US',
    transaction: {
      transactionType: 'debit', amount: '80.00', currency: 'USD', riskScore: 10,
      card: { brand: 'amex', bin: '378282', binCountry: 'US', binType: 'CREDIT' },
      customer: { billingCountry: 'US', ipCountry: 'US' },
    },
  },
  {
    id: 'gbp-mastercard-gb',
    name: 'GBP Mastercard from GB',
    transaction: {
      transactionType: 'debit', amount: '50.00', currency: 'GBP', riskScore: 20,
      card: { brand: 'mastercard', bin: '555555', binCountry: 'GB', binType: 'DEBIT' },
      customer: { billingCountry: 'GB', ipCountry: 'GB' },
    },
  },
  {
    id: 'chf-customer-ch',
    name: 'CHF customer in CH',
    transaction: {
      transactionType: 'debit', amount: '250.00', currency: 'CHF', riskScore: 15,
      card: { brand: 'mastercard', bin: '520000', binCountry: 'FR', binType: 'CREDIT' },
      customer: { billingCountry: 'CH', ipCountry: 'CH' },
    },
  },
  {
    id: 'no-card-data',
    name: 'No card data',
    transaction: { transactionType: 'debit', amount: '30.00', currency: 'EUR', customer: { billingCountry: 'DE' } },
  },
  {
    id: 'high-risk-de',
    name: 'High risk DE 5,000',
    transaction: {
      transactionType: 'debit', amount: '5000.00', currency: 'EUR', riskScore: 85,
      card: { brand: 'visa', bin: '400000', binCountry: 'DE', binType: 'CREDIT', binLevel: 'PREMIUM' },
      customer: { billingCountry: 'DE', ipCountry: 'NL' },
      extraData: { channel: 'web' },
    },
  },
];

export const presetById = (id: string): SimPreset | undefined => SIM_PRESETS.find((p) => p.id === id);
