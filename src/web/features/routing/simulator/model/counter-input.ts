import { counterKey, CounterValue, parseCounterKey, type CounterQuery } from '@domain/routing/evaluation';
import type { FieldError } from './flat-transaction';

/**
 * Counters a simulation is told ("chargeback count for the merchant in the last 30 days = 3"). The
 * gateway keeps them itself; without them the count/volume conditions cannot be evaluated and the
 * walk stops at the default connector. Every input spells a counter the same way, as its key:
 *
 * - form: one row per counter (kind, merchant or connector, count or volume, window, value);
 * - JSON (pasted or a batch element): `"counters": { "chargeback.merchant.count.30d": 3 }` next to the transaction fields;
 * - CSV: a column `counters.chargeback.merchant.count.30d` per counter.
 */
export const COUNTERS_PREFIX = 'counters.';

export interface CounterRow {
  kind: 'chargeback' | 'debit-preauth';
  /** "merchant" or a connector GUID. */
  reference: string;
  unit: 'count' | 'volume';
  /** `30d`, `12h`, `90m`, `45s`. */
  window: string;
  value: string;
}

export const rowKey = (row: CounterRow): string => `${row.kind}.${row.reference.trim()}.${row.unit}.${row.window.trim()}`;

export const rowOfQuery = (query: CounterQuery, value = ''): CounterRow => {
  const [kind, , unit, window] = counterKey(query).split('.') as [CounterRow['kind'], string, CounterRow['unit'], string];
  return { kind, reference: query.valueReference, unit, window, value };
};

export const rowOfValue = (counter: CounterValue): CounterRow => rowOfQuery(counter, String(counter.value));

export const blankCounterRow = (): CounterRow => ({ kind: 'chargeback', reference: 'merchant', unit: 'count', window: '30d', value: '' });

export interface CountersParse {
  counters: CounterValue[];
  errors: FieldError[];
}

const asNumber = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw)) return Number(raw);
  return undefined;
};

/**
 * Key/value pairs into counter values; a blank value means "not stated" (the row is skipped). Every
 * error names the field as `counters.<key>`: the CSV column, the JSON path and the form row alike.
 */
export const parseCounterEntries = (entries: ReadonlyArray<readonly [key: string, value: unknown]>): CountersParse => {
  const result: CountersParse = { counters: [], errors: [] };
  const seen = new Set<string>();
  for (const [rawKey, raw] of entries) {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    const field = `${COUNTERS_PREFIX}${rawKey.trim()}`;
    const key = parseCounterKey(rawKey);
    if (!key.ok) {
      result.errors.push({ field, message: key.message });
      continue;
    }
    const canonical = counterKey(key.query);
    if (seen.has(canonical)) {
      result.errors.push({ field, message: 'the same counter is given twice' });
      continue;
    }
    seen.add(canonical);
    const value = asNumber(raw);
    const parsed = CounterValue.safeParse({ ...key.query, value: value ?? Number.NaN });
    if (value === undefined) result.errors.push({ field, message: `"${String(raw)}" is not a number` });
    else if (!parsed.success) result.errors.push({ field, message: parsed.error.issues[0]!.message });
    else result.counters.push(parsed.data);
  }
  return result;
};

export const parseCounterRows = (rows: readonly CounterRow[]): CountersParse => parseCounterEntries(rows.map((r) => [rowKey(r), r.value] as const));

/** `"counters"` of a JSON object: an object of key → number. */
export const parseCounterObject = (value: unknown): CountersParse => {
  if (value === undefined) return { counters: [], errors: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { counters: [], errors: [{ field: 'counters', message: 'an object of counter → value, such as {"chargeback.merchant.count.30d": 3}' }] };
  return parseCounterEntries(Object.entries(value));
};

/** Splits a JSON object into its transaction part and its counters. */
export const splitCounters = (item: unknown): { transaction: unknown; counters: unknown } => {
  if (typeof item !== 'object' || item === null || Array.isArray(item) || !('counters' in item)) return { transaction: item, counters: undefined };
  const { counters, ...transaction } = item as Record<string, unknown>;
  return { transaction, counters };
};
