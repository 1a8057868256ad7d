import Papa from 'papaparse';
import { SimTransaction } from '../../../../../domain/routing/evaluation';
import { FLAT_FIELDS, flatToTransaction, jsonPath, type FlatField, type FlatTransaction } from './flat-transaction';

/**
 * Batch files into transactions. Every row either becomes a transaction or an error with its row
 * number and field: a file with a typo must never look like a smaller, clean batch.
 */
export interface BatchRow {
  /** CSV: the line in the file (the header is line 1); JSON: the element's 1-based position. */
  row: number;
  transaction: SimTransaction;
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

export const parseCsv = (text: string): BatchInput => {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const errors: RowError[] = result.errors.map((e) => ({ row: (e.row ?? 0) + 2, field: 'file', message: e.message }));
  const columns = result.meta.fields ?? [];
  const unknown = columns.filter((c) => !KNOWN.has(c) && !ALIASES[c] && !c.startsWith('extra.'));
  if (unknown.length) errors.push({ row: 1, field: unknown.join(', '), message: `Unknown column${unknown.length > 1 ? 's' : ''}; use ${FLAT_FIELDS.join(', ')} or extra.<key>` });
  const rows: BatchRow[] = [];
  result.data.forEach((record, index) => {
    const row = index + 2;
    const flat: FlatTransaction = { fields: {}, extra: {} };
    for (const [column, value] of Object.entries(record)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (column.startsWith('extra.')) flat.extra[column.slice('extra.'.length)] = value;
      else if (KNOWN.has(column)) flat.fields[column as FlatField] = value;
      else if (ALIASES[column]) flat.fields[ALIASES[column]] = value;
    }
    const parsed = flatToTransaction(flat);
    if (parsed.ok) rows.push({ row, transaction: parsed.transaction });
    else errors.push(...parsed.errors.map((e) => ({ row, ...e })));
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
    const parsed = SimTransaction.safeParse(item);
    if (parsed.success) input.rows.push({ row: index + 1, transaction: parsed.data });
    else input.errors.push(...parsed.error.issues.map((i) => ({ row: index + 1, field: jsonPath(i.path), message: i.message })));
  });
  return input;
};

/** JSON when the file name or the first character says so, CSV otherwise. */
export const parseBatchFile = (name: string, text: string): BatchInput =>
  name.toLowerCase().endsWith('.json') || /^\s*\[/.test(text) ? parseJsonBatch(text) : parseCsv(text);
