import { sql, type SQL } from 'drizzle-orm';
import type { BiField } from '@domain/bi/fields';

/**
 * A bucket key as three SQL forms: what the inner select computes (typed), how buckets sort by it
 * (keywords by bytes, as Lucene does), and what is read back (numbers as text, so bigint and
 * numeric survive both drivers; dates as epoch milliseconds; ip as its address).
 */
export type KeyKind = 'keyword' | 'integer' | 'scaled' | 'date' | 'boolean' | 'ip' | 'double' | 'index';

export interface KeySpec {
  expr: SQL;
  kind: KeyKind;
  factor?: number;
}

export const keyKindOf = (field: BiField): KeyKind => {
  switch (field.type) {
    case 'keyword':
    case 'text':
      return 'keyword';
    case 'scaled_float':
      return 'scaled';
    case 'date':
      return 'date';
    case 'boolean':
      return 'boolean';
    case 'ip':
      return 'ip';
    default:
      return 'integer';
  }
};

export const keyOrder = (kind: KeyKind, column: SQL): SQL => (kind === 'keyword' ? sql`(${column} collate "C")` : column);

export const keyOut = (kind: KeyKind, column: SQL): SQL => {
  switch (kind) {
    case 'integer':
    case 'scaled':
      return sql`(${column})::text`;
    case 'date':
      return sql`(extract(epoch from ${column}) * 1000)::float8`;
    case 'ip':
      return sql`host(${column})`;
    default:
      return column;
  }
};

/** The value read back, as JavaScript: numbers for numbers and dates, strings, booleans. */
export const keyValue = (spec: KeySpec, raw: unknown): unknown => {
  if (raw === null || raw === undefined) return null;
  if (spec.kind === 'integer' || spec.kind === 'double' || spec.kind === 'date' || spec.kind === 'index') return Number(raw);
  if (spec.kind === 'scaled') return Number(raw) / spec.factor!;
  if (spec.kind === 'boolean') return raw === true || raw === 't' || raw === 'true';
  return raw;
};
