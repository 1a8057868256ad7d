import { sql, type SQL } from 'drizzle-orm';
import type { AggNode } from '../../ast';
import { BiError, illegalArgument, parsingError, unsupported } from '../../errors';
import { javaDouble, parseNumber } from '../../values';
import { FALSE } from '../term-values';
import type { Scope } from '../fields';
import { aggField, numericInput, missingInput } from './field-input';
import type { Bucket, LevelPlan } from './level';

/**
 * histogram: key = floor((value − offset) / interval) × interval + offset, computed in doubles as
 * OpenSearch does; with min_doc_count 0 (the default) the empty buckets between the first and last
 * key (widened by extended_bounds) are filled in. Shared with date_histogram: `fillAndShape`.
 */

export const MAX_BUCKETS = 65535;

export const tooManyBuckets = (n: number) =>
  new BiError('too_many_buckets_exception', `Trying to create too many buckets. Must be less than or equal to: [${MAX_BUCKETS}] but was [${n}]. This limit can be set by changing the [search.max_buckets] cluster level setting.`, 'shard');

export interface Fill {
  minDocCount: number;
  next: (key: number) => number;
  /** extended_bounds, already as keys. */
  bounds?: { min?: number; max?: number };
  hard?: { min?: number; max?: number };
}

/** The buckets in key order, empty ones filled in when min_doc_count is 0. */
export const fillBuckets = (buckets: Bucket[], fill: Fill, order: 'asc' | 'desc' = 'asc'): Bucket[] => {
  const kept = buckets.filter((b) => b.count >= Math.max(fill.minDocCount, 1));
  if (fill.minDocCount > 0) return order === 'asc' ? kept : [...kept].reverse();
  const byKey = new Map(buckets.map((b) => [b.own[0] as number, b]));
  const keys = buckets.map((b) => b.own[0] as number);
  let first = keys.length ? Math.min(...keys) : undefined;
  let last = keys.length ? Math.max(...keys) : undefined;
  if (fill.bounds?.min !== undefined) first = first === undefined ? fill.bounds.min : Math.min(first, fill.bounds.min);
  if (fill.bounds?.max !== undefined) last = last === undefined ? fill.bounds.max : Math.max(last, fill.bounds.max);
  if (fill.hard?.min !== undefined && first !== undefined) first = Math.max(first, fill.hard.min);
  if (fill.hard?.max !== undefined && last !== undefined) last = Math.min(last, fill.hard.max);
  const out: Bucket[] = [];
  if (first === undefined || last === undefined) return out;
  for (let key = first; key <= last; key = fill.next(key)) {
    out.push(byKey.get(key) ?? { own: [key], count: 0, filled: true });
    if (out.length > MAX_BUCKETS) throw tooManyBuckets(out.length);
  }
  return order === 'asc' ? out : out.reverse();
};

export const histogramOrder = (v: unknown, at: string): 'asc' | 'desc' => {
  if (v === undefined) return 'asc';
  const o = Array.isArray(v) && v.length === 1 ? v[0] : v;
  if (typeof o === 'object' && o !== null && !Array.isArray(o)) {
    const entries = Object.entries(o as Record<string, unknown>);
    if (entries.length === 1 && (entries[0]![0] === '_key' || entries[0]![0] === '_term') && (entries[0]![1] === 'asc' || entries[0]![1] === 'desc')) return entries[0]![1] as 'asc' | 'desc';
  }
  throw unsupported('[order] other than by _key on a histogram', `${at}.order`);
};

const bounds = (v: unknown, at: string, key: string): { min?: number; max?: number } | undefined => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null) throw parsingError(`[${key}] must be an object`, `${at}.${key}`);
  const o = v as Record<string, unknown>;
  return { ...(o.min !== undefined ? { min: parseNumber(o.min as number, `${at}.${key}.min`) } : {}), ...(o.max !== undefined ? { max: parseNumber(o.max as number, `${at}.${key}.max`) } : {}) };
};

export const planHistogram = (node: AggNode, scope: Scope): LevelPlan => {
  const p = node.params;
  const interval = p.interval === undefined ? undefined : parseNumber(p.interval as number, `${node.at}.interval`);
  if (interval === undefined) throw parsingError('[interval] must be set for histogram aggregation', node.at);
  if (!(interval > 0)) throw illegalArgument(`[interval] must be >0 for histogram aggregation [${node.name}]`, `${node.at}.interval`);
  const offset = p.offset === undefined ? 0 : parseNumber(p.offset as number, `${node.at}.offset`);
  const minDocCount = p.min_doc_count === undefined ? 0 : Number(p.min_doc_count);
  if (!Number.isInteger(minDocCount) || minDocCount < 0) throw illegalArgument(`[min_doc_count] must be greater than or equal to 0`, `${node.at}.min_doc_count`);
  const f = aggField(p, 'histogram', scope, node.at);
  let input = numericInput(f, 'histogram', node.at);
  if (input && p.missing !== undefined) input = sql`coalesce(${input}, ${missingInput(f, p.missing, node.at)})`;
  const factor = f.field.scalingFactor ?? 1;
  const value = input ? (factor === 1 ? sql`(${input})::float8` : sql`((${input})::float8 / ${factor}::float8)`) : undefined;
  const round = (k: number) => Math.floor((k - offset) / interval) * interval + offset;
  const expr = value ? sql`(floor((${value} - ${offset}::float8) / ${interval}::float8) * ${interval}::float8 + ${offset}::float8)` : sql`null::float8`;
  const hard = bounds(p.hard_bounds, node.at, 'hard_bounds');
  const extended = bounds(p.extended_bounds, node.at, 'extended_bounds');
  const having: SQL[] = [];
  if (hard?.min !== undefined) having.push(sql`${expr} >= ${round(hard.min)}::float8`);
  if (hard?.max !== undefined) having.push(sql`${expr} <= ${hard.max}::float8`);
  const order = histogramOrder(p.order, node.at);
  const keyed = p.keyed === true;
  return {
    node,
    keys: [{ expr, kind: 'double' }],
    joins: [],
    conds: value ? [sql`${expr} is not null`, ...having] : [FALSE],
    childScope: scope,
    shape: (buckets, sub) => {
      const filled = fillBuckets(buckets, {
        minDocCount,
        next: (k) => round(k + interval),
        ...(extended ? { bounds: { ...(extended.min !== undefined ? { min: round(extended.min) } : {}), ...(extended.max !== undefined ? { max: round(extended.max) } : {}) } } : {}),
        ...(hard ? { hard } : {}),
      }, order);
      const list = filled.map((b) => ({ key: b.own[0] as number, doc_count: b.count, ...sub(b) }));
      return keyed ? { buckets: Object.fromEntries(list.map((b) => [javaDouble(b.key), b])) } : { buckets: list };
    },
  };
};
