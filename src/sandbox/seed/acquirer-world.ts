import { World, type AcquirerModel, type PriceList } from '../world/acquirer-model';

/**
 * The seeded world's acquirers and prices (design; docs/sandbox-world.md explains them in words).
 * Plausible, not real: a pan-European acquirer on interchange++ that is strong and cheap for
 * domestic European cards and weak for Amex (Alpha), a UK acquirer on blended pricing that is good
 * with Amex and cross-border cards but dearer for European debit cards (Beta), a Swiss acquirer that
 * is best for Swiss cards and poor elsewhere (Gamma), a wallet, a direct-debit bank, and the two
 * connectors switched off since (Legacy, Old). So the demo's own routing has better and worse
 * choices: its 50/50 split of DE/AT/CH cards between Alpha and Beta, Amex in USD at Alpha, Swiss
 * cards outside Gamma.
 */

const EEA = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'];

const acquirer = (m: AcquirerModel) => m;
const prices = (p: Omit<PriceList, 'brandRates' | 'authorisation' | 'conversionPercent' | 'refund' | 'chargeback'> & Partial<PriceList>): PriceList => ({
  brandRates: {}, authorisation: 0, conversionPercent: 0, refund: 0, chargeback: 0, ...p,
});

export const SEEDED_WORLD: World = World.parse({
  issuer: {
    // About one payment in nine is doubtful for its issuer; debit cards, mail orders and risky
    // payments more often, 3-D Secure and merchant-initiated payments less.
    doubtful: { intercept: -2.3, cardType: { DEBIT: 0.3 }, threeDSecure: -0.8, initiator: { merchant: -0.3, moto: 0.5 }, riskPer100: 1.8 },
    doubtfulPenalty: -3.2,
  },
  acquirers: [
    acquirer({
      acquirer: 'AlphaAcquiring', name: 'Alpha Acquiring', region: [...EEA, 'US'], currencies: ['EUR', 'USD'],
      approval: {
        intercept: 2.9, brand: { mastercard: 0.1, amex: -1.0, maestro: -0.2 }, cardType: { DEBIT: 0.1 }, crossBorder: -0.8, foreignCurrency: -0.3,
        amountBand: { small: 0.2, large: -0.25, jumbo: -0.6 }, threeDSecure: 0.5, initiator: { merchant: 0.3, moto: -0.5 }, riskPer100: -0.8,
      },
      timeoutRate: 0.006, hardDeclineShare: { good: 0.15, doubtful: 0.45 }, latency: { medianMs: 380, sigma: 0.35, timeoutMs: 20_000 },
    }),
    acquirer({
      acquirer: 'BetaPayments', name: 'Beta Payments', region: ['GB', 'IE'], currencies: ['GBP', 'EUR'],
      approval: {
        intercept: 2.7, brand: { amex: 0.3, maestro: -0.6 }, cardType: {}, crossBorder: -0.4, foreignCurrency: -0.2,
        amountBand: { large: -0.1, jumbo: -0.3 }, threeDSecure: 0.4, initiator: { merchant: 0.2 }, riskPer100: -1.0,
      },
      timeoutRate: 0.012, hardDeclineShare: { good: 0.2, doubtful: 0.5 }, latency: { medianMs: 650, sigma: 0.45, timeoutMs: 25_000 },
    }),
    acquirer({
      acquirer: 'GammaCards', name: 'Gamma Cards', region: ['CH', 'LI'], currencies: ['CHF'],
      approval: {
        intercept: 3.0, brand: { amex: -1.4, maestro: 0.2 }, cardType: {}, crossBorder: -1.2, foreignCurrency: -0.4,
        amountBand: { jumbo: -0.4 }, threeDSecure: 0.6, initiator: { moto: -0.8 }, riskPer100: -0.6,
      },
      timeoutRate: 0.02, hardDeclineShare: { good: 0.15, doubtful: 0.4 }, latency: { medianMs: 900, sigma: 0.5, timeoutMs: 30_000 },
    }),
    acquirer({
      acquirer: 'PayPal', name: 'PayPal', region: [...EEA, 'GB', 'CH', 'US', 'CA'], currencies: ['EUR', 'USD', 'GBP', 'CHF'],
      approval: { intercept: 3.0, brand: {}, cardType: {}, crossBorder: -0.3, foreignCurrency: -0.2, amountBand: { jumbo: -0.5 }, threeDSecure: 0, initiator: { merchant: 0.2 }, riskPer100: -1.5 },
      timeoutRate: 0.003, hardDeclineShare: { good: 0.3, doubtful: 0.6 }, latency: { medianMs: 500, sigma: 0.3, timeoutMs: 20_000 },
    }),
    acquirer({
      acquirer: 'SepaBank', name: 'SEPA Bank', region: EEA, currencies: ['EUR'],
      approval: { intercept: 3.3, brand: {}, cardType: {}, crossBorder: -1.0, foreignCurrency: -2.0, amountBand: { jumbo: -0.6 }, threeDSecure: 0, initiator: { merchant: 0.3 }, riskPer100: -0.5 },
      timeoutRate: 0.004, hardDeclineShare: { good: 0.5, doubtful: 0.7 }, latency: { medianMs: 300, sigma: 0.3, timeoutMs: 20_000 },
    }),
    acquirer({
      acquirer: 'LegacyAcquirer', name: 'Legacy Acquirer', region: ['DE', 'AT'], currencies: ['EUR'],
      approval: { intercept: 2.2, brand: { amex: -1.0 }, cardType: {}, crossBorder: -1.0, foreignCurrency: -0.5, amountBand: { jumbo: -0.8 }, threeDSecure: 0.3, initiator: {}, riskPer100: -1.0 },
      timeoutRate: 0.04, hardDeclineShare: { good: 0.2, doubtful: 0.5 }, latency: { medianMs: 1500, sigma: 0.6, timeoutMs: 30_000 },
    }),
    acquirer({
      acquirer: 'OldProcessor', name: 'Old Processor', region: ['US', 'CA'], currencies: ['USD'],
      approval: { intercept: 2.0, brand: {}, cardType: {}, crossBorder: -0.9, foreignCurrency: -0.5, amountBand: { jumbo: -0.8 }, threeDSecure: 0.2, initiator: {}, riskPer100: -1.0 },
      timeoutRate: 0.05, hardDeclineShare: { good: 0.2, doubtful: 0.5 }, latency: { medianMs: 1800, sigma: 0.6, timeoutMs: 30_000 },
    }),
  ],
  prices: [
    prices({
      acquirer: 'AlphaAcquiring', kind: 'interchange++',
      interchange: { domestic: { DEBIT: 0.2, CREDIT: 0.3 }, foreign: { DEBIT: 1.15, CREDIT: 1.5 } },
      scheme: { percent: 0.12, fixed: 0.02 }, markup: { percent: 0.25, fixed: 0.08 }, brandRates: { amex: { percent: 2.6, fixed: 0.1 } },
      authorisation: 0.02, conversionPercent: 1.5, refund: 0.1, chargeback: 15,
    }),
    prices({
      acquirer: 'BetaPayments', kind: 'blended', blended: { percent: 1.35, fixed: 0.2 }, brandRates: { amex: { percent: 2.2, fixed: 0.2 } },
      conversionPercent: 2.0, refund: 0.15, chargeback: 17.5,
    }),
    prices({
      acquirer: 'GammaCards', kind: 'interchange++',
      interchange: { domestic: { DEBIT: 0.2, CREDIT: 0.44 }, foreign: { DEBIT: 1.2, CREDIT: 1.6 } },
      scheme: { percent: 0.15, fixed: 0.03 }, markup: { percent: 0.15, fixed: 0.05 }, brandRates: { amex: { percent: 2.9, fixed: 0.15 } },
      authorisation: 0.03, conversionPercent: 1.2, refund: 0.1, chargeback: 12,
    }),
    prices({ acquirer: 'PayPal', kind: 'blended', blended: { percent: 2.49, fixed: 0.35 }, conversionPercent: 3.0, chargeback: 20 }),
    prices({ acquirer: 'SepaBank', kind: 'blended', blended: { percent: 0.35, fixed: 0.1 }, refund: 0.05, chargeback: 3.5 }),
    prices({ acquirer: 'LegacyAcquirer', kind: 'blended', blended: { percent: 1.9, fixed: 0.25 }, refund: 0.2, chargeback: 20 }),
    prices({ acquirer: 'OldProcessor', kind: 'blended', blended: { percent: 2.1, fixed: 0.3 }, refund: 0.2, chargeback: 25 }),
  ],
});

/**
 * Incidents the generated history contains, placed relative to its end so every history has them
 * on known days (days before the end, UTC hours): for monitors and insights to find.
 */
export interface HistoryIncident {
  acquirer: string;
  daysBeforeEnd: number;
  startHourUtc: number;
  hours: number;
  approvalDropPp: number;
  addedTimeoutPercent: number;
  addedLatencyMs: number;
  description: string;
}

export const HISTORY_INCIDENTS: readonly HistoryIncident[] = [
  { acquirer: 'BetaPayments', daysBeforeEnd: 12, startHourUtc: 13, hours: 3, approvalDropPp: 0, addedTimeoutPercent: 100, addedLatencyMs: 0, description: 'Beta Payments outage: every attempt timed out for three hours' },
  { acquirer: 'AlphaAcquiring', daysBeforeEnd: 26, startHourUtc: 8, hours: 6, approvalDropPp: 15, addedTimeoutPercent: 0, addedLatencyMs: 0, description: 'Alpha Acquiring issuer-connectivity problem: approvals 15 points lower for six hours' },
  { acquirer: 'GammaCards', daysBeforeEnd: 5, startHourUtc: 17, hours: 2, approvalDropPp: 0, addedTimeoutPercent: 25, addedLatencyMs: 4000, description: 'Gamma Cards slow: answers 4 s slower and a quarter more timeouts for two hours' },
];
