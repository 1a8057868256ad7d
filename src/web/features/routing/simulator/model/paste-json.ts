import { SimTransaction } from '@domain/routing/evaluation';
import { parseCounterObject, splitCounters } from './counter-input';
import { jsonPath, type FieldError } from './flat-transaction';
import type { SimInput } from './sim-form';

export type PasteResult = ({ ok: true } & SimInput) | { ok: false; errors: FieldError[] };

/**
 * Pasted JSON must be one SimTransaction, optionally with `"counters": {"chargeback.merchant.count.30d": 3}`;
 * errors name the JSON field as the user wrote it.
 */
export const parsePastedTransaction = (text: string): PasteResult => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ field: 'JSON', message: (error as Error).message }] };
  }
  const { transaction, counters } = splitCounters(data);
  const parsed = SimTransaction.safeParse(transaction);
  const stated = parseCounterObject(counters);
  const errors = [...(parsed.success ? [] : parsed.error.issues.map((i) => ({ field: jsonPath(i.path), message: i.message }))), ...stated.errors];
  if (parsed.success && !errors.length) return { ok: true, tx: parsed.data, counters: stated.counters };
  return { ok: false, errors };
};
