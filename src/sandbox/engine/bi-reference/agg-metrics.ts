import type { BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import { formatDate } from './dates';
import type { Doc } from './docs';
import { illegalArgument, isObject, parsingError, unsupported } from './errors';
import { javaDouble } from './numbers';
import type { Agg, AggFactory, AggResult } from './agg-types';
import { docValues, valueField, type DocValue } from './values';

/**
 * Metric aggregations. Values are the field's doc values in the bucket's documents (a root field
 * has none inside a nested bucket, as in OpenSearch). `cardinality` is exact (OpenSearch's
 * HyperLogLog++ is exact below its precision threshold, 3000 by default, which the fixture and
 * the property tests stay under). `percentiles` interpolates linearly between the closest ranks
 * (rank = p/100 × (n − 1)), the same as PostgreSQL's percentile_cont; OpenSearch's TDigest
 * only approximates that, and on a handful of values it can differ.
 */
const METRIC_KEYS = ['field', 'missing', 'format', 'script', 'precision_threshold', 'percents', 'keyed', 'tdigest', 'hdr', 'value_type'];

const NUMERIC: ReadonlySet<BiField['type']> = new Set(['integer', 'byte', 'short', 'long', 'scaled_float', 'date', 'boolean']);

interface MetricSpec {
  field: BiField | undefined;
  body: Record<string, unknown>;
}

const specOf = (type: string, body: unknown, numeric: boolean): MetricSpec => {
  if (!isObject(body)) throw parsingError(`[${type}] aggregation must be an object`);
  for (const k of Object.keys(body)) if (!METRIC_KEYS.includes(k)) throw parsingError(`[${type}] unknown field [${k}]`);
  if (body.script !== undefined || body.missing !== undefined || body.tdigest !== undefined || body.hdr !== undefined) throw unsupported(`[${type}] script, missing and compression settings`);
  const field = valueField(body.field, type);
  if (field && numeric && !NUMERIC.has(field.type)) throw illegalArgument(`Field [${field.path}] of type [${field.type}] is not supported for aggregation [${type}]`);
  return { field, body };
};

const collect = (docs: Doc[], field: BiField | undefined): DocValue[] => (field ? docs.flatMap((d) => docValues(d, field)) : []);
const numbers = (docs: Doc[], field: BiField | undefined) => collect(docs, field) as number[];

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const asString = (field: BiField | undefined, v: number | null): Record<string, string> | Record<string, never> =>
  v !== null && Number.isFinite(v) && field?.type === 'date' ? { value_as_string: formatDate(v, field.format ?? DATE_FORMAT) } : {};

const single = (type: string, numeric: boolean, compute: (xs: DocValue[]) => number, empty: number | null): AggFactory => (body) => {
  const { field } = specOf(type, body, numeric);
  const internal = (docs: Doc[]) => compute(collect(docs, field));
  return {
    run: (docs): AggResult => {
      const xs = collect(docs, field);
      const v = xs.length === 0 ? empty : compute(xs);
      return { value: v, ...(type === 'min' || type === 'max' ? asString(field, v) : {}) };
    },
    orderValue: (docs) => internal(docs),
  };
};

export const sumAgg = single('sum', true, (xs) => sum(xs as number[]), 0);
export const avgAgg = single('avg', true, (xs) => (xs.length === 0 ? NaN : sum(xs as number[]) / xs.length), null);
export const minAgg = single('min', true, (xs) => Math.min(...(xs as number[])), null);
export const maxAgg = single('max', true, (xs) => Math.max(...(xs as number[])), null);
export const valueCountAgg = single('value_count', false, (xs) => xs.length, 0);
export const cardinalityAgg = single('cardinality', false, (xs) => new Set(xs).size, 0);

export const statsAgg: AggFactory = (body) => {
  const { field } = specOf('stats', body, true);
  const stats = (docs: Doc[]) => {
    const xs = numbers(docs, field);
    const n = xs.length;
    return { count: n, min: n ? Math.min(...xs) : null, max: n ? Math.max(...xs) : null, avg: n ? sum(xs) / n : null, sum: sum(xs) };
  };
  return {
    run: (docs) => {
      const s = stats(docs);
      const dated = field?.type === 'date' && s.count > 0;
      const fmt = (v: number) => formatDate(v, field!.format ?? DATE_FORMAT);
      return { ...s, ...(dated ? { min_as_string: fmt(s.min!), max_as_string: fmt(s.max!), avg_as_string: fmt(s.avg!), sum_as_string: fmt(s.sum) } : {}) };
    },
    orderValue: (docs, metric) => {
      const s = stats(docs);
      const internal: Record<string, number> = { count: s.count, min: s.min ?? Infinity, max: s.max ?? -Infinity, avg: s.avg ?? NaN, sum: s.sum };
      const v = metric === undefined ? undefined : internal[metric];
      if (v === undefined) throw illegalArgument(`Invalid aggregation order path: stats needs one of count, min, max, avg, sum, not [${String(metric)}]`);
      return v;
    },
  };
};

const DEFAULT_PERCENTS = [1, 5, 25, 50, 75, 95, 99];

/** Linear interpolation between the closest ranks of the sorted values. */
export const percentile = (sorted: number[], p: number): number | null => {
  if (sorted.length === 0) return null;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
};

export const percentilesAgg: AggFactory = (body) => {
  const { field, body: b } = specOf('percentiles', body, true);
  const percents = b.percents === undefined ? DEFAULT_PERCENTS : b.percents;
  if (!Array.isArray(percents) || percents.some((p) => typeof p !== 'number' || p < 0 || p > 100)) throw illegalArgument('[percents] must be numbers between 0 and 100');
  const keyed = b.keyed !== false;
  const values = (docs: Doc[]) => numbers(docs, field).sort((x, y) => x - y);
  return {
    run: (docs) => {
      const sorted = values(docs);
      const list = (percents as number[]).map((p) => ({ p, v: percentile(sorted, p) }));
      return { values: keyed ? Object.fromEntries(list.map(({ p, v }) => [javaDouble(p), v])) : list.map(({ p, v }) => ({ key: p, value: v })) };
    },
    orderValue: (docs, metric) => percentile(values(docs), Number(metric)) ?? NaN,
  };
};

export type { Agg };
