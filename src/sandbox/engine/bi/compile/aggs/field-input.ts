import { sql, type SQL } from 'drizzle-orm';
import type { BiField } from '@domain/bi/fields';
import { parsingError, shardError } from '../../errors';
import { isUnmapped, resolveField, type Scope } from '../fields';

/**
 * The field an aggregation reads, in its scope: the typed value, or nothing when the field has no
 * values there (unmapped, or in a nested group outside a `nested` aggregation: no buckets, empty
 * metrics, as in OpenSearch). Text fields need fielddata, which the mapping does not enable.
 */
export interface AggField {
  field: BiField;
  value?: SQL;
}

export const fielddataError = (field: string, at: string) =>
  shardError(
    'illegal_argument_exception',
    `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
    at,
  );

export const aggField = (params: Record<string, unknown>, type: string, scope: Scope, at: string): AggField => {
  const path = params.field;
  if (path === undefined) throw parsingError(`Required one of fields [field, script], but none were specified.`, at);
  if (typeof path !== 'string') throw parsingError(`[${type}] [field] must be a string`, `${at}.field`);
  const f = resolveField(path, scope);
  if (f.field.type === 'text') throw fielddataError(path, at);
  if (f.field.type === 'geo_point') throw shardError('illegal_argument_exception', `Field [${path}] of type [geo_point] is not supported for aggregation [${type}]`, at);
  if (isUnmapped(f) || f.field.type === 'object' || f.field.type === 'nested' || !f.value) return { field: f.field };
  return { field: f.field, value: f.value };
};

/** A numeric form of the value, for sums, averages, extremes and percentiles (dates as epoch ms, booleans 0/1, scaled_float as stored). */
export const numericInput = (f: AggField, type: string, at: string): SQL | undefined => {
  const t = f.field.type;
  if ((f.field as { unmapped?: boolean }).unmapped) return undefined;
  if (t === 'keyword' || t === 'ip') throw shardError('illegal_argument_exception', `Field [${f.field.path}] of type [${t}] is not supported for aggregation [${type}]`, at);
  if (!f.value) return undefined;
  if (t === 'date') return sql`(extract(epoch from ${f.value}) * 1000)`;
  if (t === 'boolean') return sql`(${f.value})::int`;
  return f.value;
};

/** The `missing` value of a metric in the input's form. */
export const missingInput = (f: AggField, missing: unknown, at: string): SQL => {
  const t = f.field.type;
  const n = typeof missing === 'number' ? missing : typeof missing === 'string' && missing.trim() !== '' && Number.isFinite(Number(missing)) ? Number(missing) : undefined;
  if (t === 'date' && typeof missing === 'string' && n === undefined) {
    const ms = Date.parse(missing.includes('T') || missing.length === 10 ? missing : `${missing.replace(' ', 'T')}Z`);
    if (Number.isFinite(ms)) return sql`${ms}::numeric`;
  }
  if (t === 'boolean' && typeof missing === 'boolean') return sql`${missing ? 1 : 0}::int`;
  if (n === undefined) throw shardError('number_format_exception', `For input string: "${String(missing)}"`, `${at}.missing`);
  if (t === 'scaled_float') return sql`${Math.round(n * f.field.scalingFactor!)}::bigint`;
  return sql`${String(n)}::numeric`;
};
