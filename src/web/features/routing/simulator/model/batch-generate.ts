import { seededRandom, type SimTransaction } from '@domain/routing/evaluation';
import { SIM_PRESETS } from './sim-presets';
import type { BatchInput } from './batch-input';

const COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'FR', 'NL', 'GB', 'US'] as const;

/**
 * N transactions from the presets with seeded variation: the amount scaled 0.1×–3×, one in four
 * moved to another country, a fresh risk score for those that carry one. Same seed, same batch.
 */
export const generateBatch = (count: number, seed: number): BatchInput => {
  const random = seededRandom(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const rows = Array.from({ length: count }, (_, index) => {
    const base = pick(SIM_PRESETS).transaction;
    const cents = Math.max(1, Math.round(Number(base.amount) * 100 * (0.1 + random() * 2.9)));
    const tx: SimTransaction = { ...base, amount: (cents / 100).toFixed(2) };
    if (random() < 0.25) {
      const country = pick(COUNTRIES);
      if (tx.card) tx.card = { ...tx.card, binCountry: country };
      tx.customer = { ...tx.customer, billingCountry: country, ipCountry: country };
    }
    if (tx.riskScore !== undefined) tx.riskScore = Math.floor(random() * 101);
    return { row: index + 1, transaction: tx };
  });
  return { rows, errors: [] };
};
