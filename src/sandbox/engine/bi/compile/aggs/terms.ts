import { sql, type SQL } from 'drizzle-orm';
import type { AggNode } from '../../ast';
import { formatDate, parseDate } from '../../date-math';
import { illegalArgument, parsingError, unsupported } from '../../errors';
import { UTC } from '../../time-zone';
import { parseBoolean, parseNumber } from '../../values';
import { FALSE } from '../term-values';
import type { Scope } from '../fields';
import { aggField } from './field-input';
import { keyKindOf, type KeySpec } from './keys';
import type { LevelPlan, TermsOrder } from './level';

/**
 * terms: one bucket per value, the top `size` per parent bucket by `order` (default `_count` desc,
 * ties by key asc), `doc_count_error_upper_bound` 0 and an exact `sum_other_doc_count` (one shard).
 */

const orderOf = (v: unknown, at: string): TermsOrder[] => {
  const entries = Array.isArray(v) ? v : [v];
  return entries.map((e, i) => {
    if (typeof e !== 'object' || e === null || Array.isArray(e) || Object.keys(e).length !== 1) throw parsingError('[order] must be an object with one entry', `${at}.order`);
    const [path, dir] = Object.entries(e as Record<string, unknown>)[0]!;
    if (dir !== 'asc' && dir !== 'desc') throw parsingError(`Unknown order direction [${String(dir)}]`, `${at}.order${Array.isArray(v) ? `[${i}]` : ''}`);
    if (path === '_count' || path === '_key') return { target: path, dir };
    if (path === '_term') return { target: '_key', dir };
    if (path.includes('>')) throw unsupported(`[order] path [${path}] through sub-aggregations`, `${at}.order`);
    const bracket = /^([^.[\]]+)\[([^\]]+)\]$/.exec(path);
    const dot = path.indexOf('.');
    const target = bracket ? { agg: bracket[1]!, stat: bracket[2]! } : dot > 0 ? { agg: path.slice(0, dot), stat: path.slice(dot + 1) } : { agg: path };
    return { target, dir };
  });
};

/** A request value (missing, include/exclude entries) as the field's key type. */
export const typedKey = (spec: KeySpec, value: unknown, formatOf: string | undefined, at: string): SQL => {
  const v = value as string | number | boolean;
  switch (spec.kind) {
    case 'keyword':
      return sql`${String(v)}::text`;
    case 'integer':
      return sql`${String(parseNumber(v, at))}::numeric`;
    case 'scaled':
      return sql`${Math.round(parseNumber(v, at) * spec.factor!)}::bigint`;
    case 'boolean':
      return sql`${parseBoolean(v, at)}::boolean`;
    case 'date':
      return sql`${new Date(parseDate(v, false, { now: Date.now(), zone: UTC, formats: [formatOf ?? 'yyyy-MM-dd HH:mm:ss', 'epoch_millis'] }, at)).toISOString()}::timestamptz`;
    default:
      return sql`${String(v)}::inet`;
  }
};

export const planTerms = (node: AggNode, scope: Scope): LevelPlan => {
  const p = node.params;
  const f = aggField(p, 'terms', scope, node.at);
  const kind = keyKindOf(f.field);
  const spec: KeySpec = { expr: sql`null::text`, kind, ...(f.field.scalingFactor ? { factor: f.field.scalingFactor } : {}) };
  const size = p.size === undefined ? 10 : Number(p.size);
  if (!Number.isInteger(size) || size <= 0) throw illegalArgument(`[size] must be greater than 0. Found [${String(p.size)}] in [${node.name}]`, `${node.at}.size`);
  const minDocCount = p.min_doc_count === undefined ? 1 : Number(p.min_doc_count);
  if (!Number.isInteger(minDocCount) || minDocCount < 0) throw illegalArgument(`[min_doc_count] must be greater than or equal to 0. Found [${String(p.min_doc_count)}] in [${node.name}]`, `${node.at}.min_doc_count`);
  const conds: SQL[] = [];
  if (f.value) {
    spec.expr = p.missing !== undefined ? sql`coalesce(${f.value}, ${typedKey(spec, p.missing, f.field.format, `${node.at}.missing`)})` : f.value;
    conds.push(sql`${spec.expr} is not null`);
  } else conds.push(FALSE);
  const filterList = (key: 'include' | 'exclude') => {
    const v = p[key];
    if (v === undefined) return;
    if (Array.isArray(v)) {
      if (v.length === 0) return key === 'include' ? conds.push(FALSE) : undefined;
      const list = sql.join(
        v.map((x) => typedKey(spec, x, f.field.format, `${node.at}.${key}`)),
        sql`, `,
      );
      conds.push(key === 'include' ? sql`${spec.expr} in (${list})` : sql`${spec.expr} not in (${list})`);
    } else if (typeof v === 'string') {
      if (kind !== 'keyword') throw illegalArgument(`Aggregation [${node.name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses`, `${node.at}.${key}`);
      conds.push(key === 'include' ? sql`${spec.expr} ~ ${`^(?:${v})$`}::text` : sql`${spec.expr} !~ ${`^(?:${v})$`}::text`);
    } else throw unsupported(`[terms] ${key} partitions`, `${node.at}.${key}`);
  };
  filterList('include');
  filterList('exclude');
  const order = p.order === undefined ? [{ target: '_count' as const, dir: 'desc' as const }] : orderOf(p.order, node.at);
  if (!order.some((o) => o.target === '_key')) order.push({ target: '_key', dir: 'asc' });
  const format = typeof p.format === 'string' ? p.format : undefined;
  return {
    node,
    keys: [spec],
    joins: [],
    conds,
    childScope: scope,
    ranking: { size, minDocCount, order },
    ...(minDocCount === 0 && f.value
      ? { universe: { key: spec.expr, conds, ...(p.missing !== undefined && (kind === 'keyword' || kind === 'ip') ? { always: typedKey(spec, p.missing, f.field.format, `${node.at}.missing`) } : {}) } }
      : {}),
    shape: (buckets, sub, { sumOther }) => ({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: sumOther,
      buckets: buckets.map((b) => {
        const key = b.own[0];
        const extra =
          kind === 'date'
            ? { key_as_string: formatDate(key as number, format ?? f.field.format ?? 'yyyy-MM-dd HH:mm:ss', UTC) }
            : kind === 'boolean'
              ? { key_as_string: key ? 'true' : 'false' }
              : {};
        return { key: kind === 'boolean' ? (key ? 1 : 0) : key, ...extra, doc_count: b.count, ...sub(b) };
      }),
    }),
  };
};
