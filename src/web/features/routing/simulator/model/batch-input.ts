import Papa from 'papaparse';
import { SimTransaction, type CounterValue } from '@domain/routing/evaluation';
import { COUNTERS_PREFIX, parseCounterEntries, parseCounterObject, splitCounters } from './counter-input';
import { FLAT_FIELDS, flatToTransaction, jsonPath, type FlatField, type FlatTransaction } from './flat-transaction';

/**
 * Batch files into transactions. Every row either becomes a transaction or an error with its row
 * number and field: a file with a typo must never look like a smaller, clean batch.
 */
export interface BatchRow {
  /** CSV: the line in the file (the header is line 1); JSON: the element's 1-based position. */
  row: number;
  transaction: SimTransaction;
  /** Counter values stated for this transaction (`counters.<key>` columns, or `"counters"` in JSON). */
  counters?: CounterValue[];
}

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export interface BatchInput {
  rows: BatchRow[];
  errors: RowError[];
}

const KNOWN = new Set<string>(FLAT_FIELDS);
/** Column spellings people use for the same field. */
const ALIASES: Record<string, FlatField> = { transactionType: 'type', customerBillingCountry: 'customerCountry', billingCountry: 'customerCountry', brand: 'cardBrand' };
/** Beyond the flat fields: the payment method a multi-method connector offers (a column, not a form field: the form picks it). */
const PAYMENT_METHOD = 'paymentMethod';

const withCounters = (counters: CounterValue[]) => (counters.length ? { counters } : {});

export const parseCsv = (text: string): BatchInput => {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const errors: RowError[] = result.errors.map((e) => ({ row: (e.row ?? 0) + 2, field: 'file', message: e.message }));
  const columns = result.meta.fields ?? [];
  const unknown = columns.filter((c) => !KNOWN.has(c) && !ALIASES[c] && c !== PAYMENT_METHOD && !c.startsWith('extra.') && !c.startsWith(COUNTERS_PREFIX));
  if (unknown.length)
    errors.push({ row: 1, field: unknown.join(', '), message: `Unknown column${unknown.length > 1 ? 's' : ''}; use ${FLAT_FIELDS.join(', ')}, ${PAYMENT_METHOD}, extra.<key> or counters.<counter>` });
  const rows: BatchRow[] = [];
  result.data.forEach((record, index) => {
    const row = index + 2;
    const flat: FlatTransaction = { fields: {}, extra: {} };
    const counterCells: Array<[string, string]> = [];
    let paymentMethod: string | undefined;
    for (const [column, value] of Object.entries(record)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (column.startsWith('extra.')) flat.extra[column.slice('extra.'.length)] = value;
      else if (column.startsWith(COUNTERS_PREFIX)) counterCells.push([column.slice(COUNTERS_PREFIX.length), value]);
      else if (column === PAYMENT_METHOD) paymentMethod = value.trim();
      else if (KNOWN.has(column)) flat.fields[column as FlatField] = value;
      else if (ALIASES[column]) flat.fields[ALIASES[column]] = value;
    }
    const parsed = flatToTransaction(flat, paymentMethod ? { paymentMethod } : {});
    const counters = parseCounterEntries(counterCells);
    if (parsed.ok && !counters.errors.length) rows.push({ row, transaction: parsed.transaction, ...withCounters(counters.counters) });
    errors.push(...[...(parsed.ok ? [] : parsed.errors), ...counters.errors].map((e) => ({ row, ...e })));
  });
  return { rows, errors: errors.sort((a, b) => a.row - b.row) };
};

export const parseJsonBatch = (text: string): BatchInput => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { rows: [], errors: [{ row: 0, field: 'file', message: `Not valid JSON: ${(error as Error).message}` }] };
  }
  if (!Array.isArray(data)) return { rows: [], errors: [{ row: 0, field: 'file', message: 'Expected a JSON array of transactions' }] };
  const input: BatchInput = { rows: [], errors: [] };
  data.forEach((item, index) => {
    const row = index + 1;
    const { transaction, counters } = splitCounters(item);
    const parsed = SimTransaction.safeParse(transaction);
    const stated = parseCounterObject(counters);
    if (parsed.success && !stated.errors.length) input.rows.push({ row, transaction: parsed.data, ...withCounters(stated.counters) });
    if (!parsed.success) input.errors.push(...parsed.error.issues.map((i) => ({ row, field: jsonPath(i.path), message: i.message })));
    input.errors.push(...stated.errors.map((e) => ({ row, ...e })));
  });
  return input;
};

/** JSON when the file name or the first character says so, CSV otherwise. */
export const parseBatchFile = (name: string, text: string): BatchInput =>
  name.toLowerCase().endsWith('.json') || /^\s*\[/.test(text) ? parseJsonBatch(text) : parseCsv(text);
