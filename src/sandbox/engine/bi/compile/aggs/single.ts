import { sql } from 'drizzle-orm';
import { biField } from '@domain/bi/fields';
import { biColumnName } from '@sandbox/db/bi-schema';
import type { AggNode, Query } from '../../ast';
import { illegalArgument, parsingError, shardError, unsupported } from '../../errors';
import { isObject } from '../../parse/json';
import { parseQuery } from '../../parse/query';
import { column, ROOT, type Scope } from '../fields';
import { compileQuery } from '../query';
import type { LevelPlan } from './level';

/** filter, filters, nested and reverse_nested: buckets made by a condition or by a change of the rows. */

export const planFilter = (node: AggNode, scope: Scope, now: number): LevelPlan => {
  const cond = compileQuery(parseQuery(node.params, node.at), scope, { now, depth: 1 });
  return { node, keys: [], joins: [], conds: [cond], childScope: scope, shape: (buckets, sub) => ({ doc_count: buckets[0]?.count ?? 0, ...sub(buckets[0] ?? { own: [], count: 0 }) }) };
};

export const planFilters = (node: AggNode, scope: Scope, now: number, alias: string): LevelPlan => {
  const p = node.params;
  const raw = p.filters;
  let named: Array<[string, Query]>;
  const keyed = isObject(raw);
  if (keyed) named = Object.entries(raw).map(([k, q]) => [k, parseQuery(q, `${node.at}.filters.${k}`)] as [string, Query]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  else if (Array.isArray(raw)) named = raw.map((q, i) => [String(i), parseQuery(q, `${node.at}.filters[${i}]`)] as [string, Query]);
  else throw parsingError('[filters] must be an object or an array', `${node.at}.filters`);
  const otherKey = typeof p.other_bucket_key === 'string' ? p.other_bucket_key : '_other_';
  const other = p.other_bucket === true || (p.other_bucket === undefined && p.other_bucket_key !== undefined);
  const conds = named.map(([, q]) => compileQuery(q, scope, { now, depth: 1 }));
  const cases = conds.map((c, i) => sql`case when ${c} then ${i}::int end`);
  if (other) cases.push(sql`case when not (${conds.length ? sql.join(conds.map((c) => sql`coalesce(${c}, false)`), sql` or `) : sql`false`}) then -1 end`);
  const a = sql.raw(alias);
  return {
    node,
    keys: [{ expr: sql`${a}.i`, kind: 'index' }],
    joins: [sql`cross join lateral unnest(array[${sql.join(cases, sql`, `)}]::int[]) as ${a}(i)`],
    conds: [sql`${a}.i is not null`],
    childScope: scope,
    shape: (buckets, sub) => {
      const byIndex = new Map(buckets.map((b) => [b.own[0] as number, b]));
      const bucket = (i: number) => {
        const b = byIndex.get(i) ?? { own: [i], count: 0 };
        return { doc_count: b.count, ...sub(b) };
      };
      if (keyed) {
        const out: Record<string, unknown> = Object.fromEntries(named.map(([k], i) => [k, bucket(i)]));
        if (other) out[otherKey] = bucket(-1);
        return { buckets: out };
      }
      return { buckets: [...named.map((_, i) => bucket(i)), ...(other ? [bucket(-1)] : [])] };
    },
  };
};

const single = (buckets: Array<{ count: number; own: unknown[] }>, sub: (b: { own: unknown[]; count: number }) => Record<string, unknown>) => ({
  doc_count: buckets[0]?.count ?? 0,
  ...sub(buckets[0] ?? { own: [], count: 0 }),
});

export const planNested = (node: AggNode, scope: Scope, alias: string): LevelPlan => {
  const path = node.params.path;
  if (typeof path !== 'string') throw parsingError(`[nested] Missing [path] field for nested aggregation [${node.name}]`, node.at);
  const group = biField(path);
  if (!group) throw shardError('illegal_argument_exception', `[nested] failed to find nested object under path [${path}]`, node.at);
  if (group.type !== 'nested') throw shardError('illegal_argument_exception', `[nested] nested path [${path}] is not nested`, node.at);
  if (scope.nested !== null) throw unsupported('[nested] aggregation inside another nested aggregation', node.at);
  const a = sql.raw(alias);
  return {
    node,
    keys: [],
    joins: [sql`cross join lateral jsonb_array_elements(coalesce(${column(biColumnName(path))}, '[]'::jsonb)) with ordinality as ${a}(v, o)`],
    conds: [],
    childScope: { nested: path, element: sql`${a}.v` },
    identity: sql`${a}.o`,
    shape: single,
  };
};

export const planReverseNested = (node: AggNode, scope: Scope): LevelPlan => {
  if (node.params.path !== undefined) throw unsupported('[reverse_nested] path', `${node.at}.path`);
  if (scope.nested === null) throw illegalArgument(`Reverse nested aggregation [${node.name}] can only be used inside a [nested] aggregation`, node.at);
  return { node, keys: [], joins: [], conds: [], childScope: ROOT, reverse: true, shape: single };
};
