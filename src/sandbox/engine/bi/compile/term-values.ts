import { sql, type SQL } from 'drizzle-orm';
import type { BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import type { Scalar } from '../ast';
import { checkFormat, parseDate, type DateContext } from '../date-math';
import { illegalArgument, shardError } from '../errors';
import { parseZone } from '../time-zone';
import { parseBoolean, parseInteger, parseIp, parseNumber } from '../values';

/**
 * Exact-value conditions (term, terms, and match on non-text fields) and ranges, per field type,
 * with OpenSearch's coercions: numbers as strings, scaled_float rounded to its factor with the
 * same double arithmetic, integer terms with a decimal part matching nothing, dates with their
 * format and date math, CIDR terms on ip.
 */

export const FALSE = sql`false`;
export const TRUE = sql`true`;

export const anyOf = (parts: SQL[]): SQL => (parts.length === 0 ? FALSE : parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
export const allOf = (parts: SQL[]): SQL => (parts.length === 0 ? TRUE : parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` and `)})`);

const inList = (value: SQL, params: SQL[]) => (params.length === 1 ? sql`${value} = ${params[0]}` : sql`${value} in (${sql.join(params, sql`, `)})`);

export const isoOf = (ms: number) => {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw illegalArgument(`date [${ms}] is out of range`);
  return new Date(ms).toISOString();
};

export const tsParam = (ms: number) => sql`${isoOf(ms)}::timestamptz`;

export const dateContext = (field: BiField, now: number, format?: string, timeZone?: string, at?: string): DateContext => {
  const formats = format === undefined ? [field.format ?? DATE_FORMAT] : checkFormat(format);
  if (!formats) throw illegalArgument(`date format [${format}] is not supported by the sandbox's BI engine (supported: yyyy-MM-dd HH:mm:ss, yyyy-MM-dd, epoch_millis, epoch_second, strict_date_optional_time)`, at);
  return { now, zone: parseZone(timeZone, at), formats };
};

/** A scaled_float value as OpenSearch stores and looks it up: Math.round(value × factor) in doubles. */
export const scaled = (field: BiField, value: Scalar, at: string) => Math.round(parseNumber(value, at) * field.scalingFactor!);

/** value = any of `values`, for a field whose typed SQL value is `value`. */
export const exactValues = (field: BiField, value: SQL, values: Scalar[], now: number, at: string): SQL => {
  switch (field.type) {
    case 'keyword':
    case 'text':
      return inList(
        value,
        values.map((v) => sql`${String(v)}::text`),
      );
    case 'scaled_float':
      return inList(
        value,
        values.map((v) => sql`${scaled(field, v, at)}::bigint`),
      );
    case 'integer':
    case 'byte':
    case 'short':
    case 'long': {
      const ints = values.map((v) => parseInteger(field.type, v, at)).filter((n): n is number => n !== undefined);
      return ints.length ? inList(value, ints.map((n) => sql`${n}::bigint`)) : FALSE;
    }
    case 'boolean':
      return inList(
        value,
        values.map((v) => sql`${parseBoolean(v, at)}::boolean`),
      );
    case 'date': {
      const ctx = dateContext(field, now, undefined, undefined, at);
      return anyOf(values.map((v) => sql`${value} between ${tsParam(parseDate(v, false, ctx, at))} and ${tsParam(parseDate(v, true, ctx, at))}`));
    }
    case 'ip':
      return anyOf(
        values.map((v) => {
          const ip = parseIp(v, true, at);
          return ip.cidr ? sql`${value} <<= ${ip.address}::inet` : sql`${value} = ${ip.address}::inet`;
        }),
      );
    default:
      throw shardError('query_shard_exception', `failed to create query: Geo fields do not support exact searching, use dedicated geo queries instead: [${field.path}]`, at);
  }
};

export interface Bounds {
  gt?: Scalar;
  gte?: Scalar;
  lt?: Scalar;
  lte?: Scalar;
}

/** A range on a non-text field (keyword compares bytes, as Lucene does). */
export const rangeOf = (field: BiField, value: SQL, b: Bounds, now: number, at: string, format?: string, timeZone?: string): SQL => {
  const lower = b.gte ?? b.gt;
  const upper = b.lte ?? b.lt;
  const includeLower = b.gt === undefined;
  const includeUpper = b.lt === undefined;
  const parts: SQL[] = [sql`${value} is not null`];
  switch (field.type) {
    case 'keyword':
    case 'text':
      if (lower !== undefined) parts.push(sql`${value} collate "C" ${sql.raw(includeLower ? '>=' : '>')} ${String(lower)}::text collate "C"`);
      if (upper !== undefined) parts.push(sql`${value} collate "C" ${sql.raw(includeUpper ? '<=' : '<')} ${String(upper)}::text collate "C"`);
      return allOf(parts);
    case 'scaled_float': {
      // ScaledFloatFieldMapper.rangeQuery: bounds scaled in doubles, nextUp/nextDown for exclusive ones.
      if (lower !== undefined) {
        let d = parseNumber(lower, at) * field.scalingFactor!;
        if (!includeLower) d = nextUp(d);
        parts.push(sql`${value} >= ${Math.ceil(d)}::bigint`);
      }
      if (upper !== undefined) {
        let d = parseNumber(upper, at) * field.scalingFactor!;
        if (!includeUpper) d = nextDown(d);
        parts.push(sql`${value} <= ${Math.floor(d)}::bigint`);
      }
      return allOf(parts);
    }
    case 'integer':
    case 'byte':
    case 'short':
    case 'long':
      if (lower !== undefined) parts.push(sql`${value} ${sql.raw(includeLower ? '>=' : '>')} ${String(parseNumber(lower, at))}::numeric`);
      if (upper !== undefined) parts.push(sql`${value} ${sql.raw(includeUpper ? '<=' : '<')} ${String(parseNumber(upper, at))}::numeric`);
      return allOf(parts);
    case 'date': {
      const ctx = dateContext(field, now, format, timeZone, at);
      // DateFieldType.rangeQuery: gt and lte round up; exclusive bounds move by one millisecond.
      if (lower !== undefined) parts.push(sql`${value} >= ${tsParam(parseDate(lower, !includeLower, ctx, at) + (includeLower ? 0 : 1))}`);
      if (upper !== undefined) parts.push(sql`${value} <= ${tsParam(parseDate(upper, includeUpper, ctx, at) - (includeUpper ? 0 : 1))}`);
      return allOf(parts);
    }
    case 'boolean':
      if (lower !== undefined) parts.push(sql`${value} ${sql.raw(includeLower ? '>=' : '>')} ${parseBoolean(lower, at)}::boolean`);
      if (upper !== undefined) parts.push(sql`${value} ${sql.raw(includeUpper ? '<=' : '<')} ${parseBoolean(upper, at)}::boolean`);
      return allOf(parts);
    case 'ip':
      if (lower !== undefined) parts.push(sql`${value} ${sql.raw(includeLower ? '>=' : '>')} ${parseIp(lower, false, at).address}::inet`);
      if (upper !== undefined) parts.push(sql`${value} ${sql.raw(includeUpper ? '<=' : '<')} ${parseIp(upper, false, at).address}::inet`);
      return allOf(parts);
    default:
      throw shardError('query_shard_exception', `failed to create query: Field [${field.path}] of type [${field.type}] does not support range queries`, at);
  }
};

const buffer = new DataView(new ArrayBuffer(8));
const step = (d: number, up: boolean): number => {
  if (Number.isNaN(d) || d === (up ? Infinity : -Infinity)) return d;
  if (d === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  buffer.setFloat64(0, d);
  const bits = buffer.getBigInt64(0);
  buffer.setBigInt64(0, (d > 0) === up ? bits + 1n : bits - 1n);
  return buffer.getFloat64(0);
};
/** Java's Math.nextUp / Math.nextDown. */
export const nextUp = (d: number) => step(d, true);
export const nextDown = (d: number) => step(d, false);
