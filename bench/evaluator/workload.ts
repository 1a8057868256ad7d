import type { RuleNode } from '@domain/routing/document';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import type { EvaluationContext, SimTransaction } from '@domain/routing/evaluation/transaction';
import { CONNECTORS } from '@fixtures/world';

/**
 * The evaluator benchmark's workload: seeded trees of an exact node count and seeded transactions.
 * Conditions come from the subset all three engines can express the same way (no load balancer:
 * the other engines have no seeded random source; every transaction carries card and customer
 * data, so nothing is unevaluable and all engines answer every transaction with a connector).
 */
export const BENCH_RATES: Readonly<Record<string, number>> = { EUR: 1, USD: 0.92, GBP: 1.17 };

export const benchContext = (seed: number): EvaluationContext => ({ baseCurrency: 'EUR', rates: { ...BENCH_RATES }, random: seededRandom(seed) });

const CONNECTOR_POOL = [CONNECTORS.alphaEur, CONNECTORS.alphaUsd, CONNECTORS.betaEur, CONNECTORS.betaGbp, CONNECTORS.gammaChf].map((c) => c.guid);
const COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'NL', 'GB', 'US', 'IT', 'ES', 'PL'];
const BRANDS = ['visa', 'mastercard', 'amex', 'maestro', 'diners', 'jcb'];
const CURRENCIES = ['EUR', 'USD', 'GBP'];
const TYPES = ['debit', 'preauthorize', 'refund'] as const;
const CHANNELS = ['web', 'moto', 'app-ios', 'app-android'];

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const some = <T>(random: Random, values: readonly T[]): T[] => {
  const chosen = values.filter(() => random() < 0.3);
  return chosen.length ? chosen : [pick(random, values)];
};
const inNotIn = (random: Random) => (random() < 0.75 ? 'in' : 'notin');

const condition = (random: Random): NonNullable<RuleNode['if']> => {
  const comparator = pick(random, ['>', '>=', '<', '<='] as const);
  switch (Math.floor(random() * 8)) {
    case 0:
      return { constraint: 'CreditcardBinCountry', params: { comparator: inNotIn(random), countries: some(random, COUNTRIES) } };
    case 1:
      return { constraint: 'CreditcardType', params: { comparator: inNotIn(random), types: some(random, BRANDS) } };
    case 2:
      return { constraint: 'Currency', params: { currency: pick(random, CURRENCIES) } };
    case 3: {
      const currency = pick(random, [...CURRENCIES, 'Base Amount']);
      return { constraint: 'AmountCurrency', params: { comparator, amount: Math.round(random() * 300_000) / 100, currency } };
    }
    case 4:
      return { constraint: 'RiskScore', params: { comparator, riskScore: Math.floor(random() * 100) } };
    case 5:
      return { constraint: 'CustomerCountry', params: { comparator: inNotIn(random), countries: some(random, COUNTRIES) } };
    case 6:
      return { constraint: 'TransactionType', params: { type: pick(random, TYPES) } };
    default:
      return { constraint: 'ExtraData', params: { key: 'channel', value: pick(random, CHANNELS), comparator: pick(random, ['=', '!='] as const) } };
  }
};

const leaf = (random: Random): RuleNode => {
  const connector = pick(random, CONNECTOR_POOL);
  const fallback = pick(random, CONNECTOR_POOL.filter((c) => c !== connector));
  return { id: null, route: random() < 0.5 ? { connector, onFail: [{ connector: fallback }] } : { connector } };
};

/** A tree of exactly `size` nodes; random splits give a depth of about 2·ln(size), and a few empty branches. */
export const generateTree = (size: number, seed: number): RuleNode => {
  const random = seededRandom(seed);
  const build = (n: number): RuleNode => {
    if (n === 1) return leaf(random);
    const below = n - 1;
    if (below === 1 || random() < 0.05) {
      const child = build(below);
      return random() < 0.5 ? { id: null, if: condition(random), then: child, else: null } : { id: null, if: condition(random), then: null, else: child };
    }
    const left = 1 + Math.floor(random() * (below - 1));
    return { id: null, if: condition(random), then: build(left), else: build(below - left) };
  };
  return build(size);
};

export const generateTransactions = (count: number, seed: number): SimTransaction[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    transactionType: pick(random, TYPES),
    amount: (Math.floor(random() * 400_000) / 100).toFixed(2),
    currency: pick(random, CURRENCIES),
    card: { brand: pick(random, BRANDS), bin: '411111', binCountry: pick(random, COUNTRIES) },
    customer: { billingCountry: pick(random, COUNTRIES) },
    riskScore: Math.floor(random() * 101),
    extraData: { channel: pick(random, CHANNELS) },
  }));
};

/** The union of the params the benchmark's conditions use, for the translators. */
export interface BenchParams {
  comparator: string;
  countries: string[];
  types: string[];
  currency: string;
  amount: number;
  riskScore: number;
  type: string;
  key: string;
  value: string;
}

export const DEFAULT_CONNECTOR = CONNECTORS.alphaEur.guid;
