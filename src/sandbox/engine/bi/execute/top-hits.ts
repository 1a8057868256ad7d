import { sql, type SQL } from 'drizzle-orm';
import type { AggNode } from '../ast';
import { BI_INDEX, parsingError } from '../errors';
import type { Json } from '../parse/json';
import { parseDocValueFields, parseSort } from '../parse/request';
import { planDocValues } from './docvalue-fields';
import { chainParts } from '../compile/aggs/plan';
import { keyOut } from '../compile/aggs/keys';
import { compileSort, orderBy, sortSelect, sortValueOf } from '../compile/sort';
import type { KeySpec } from '../compile/aggs/keys';
import { planSourceFetch } from './source-fetch';
import type { SourceFilter } from '../ast';

/** top_hits: the first `size` records of each bucket in the requested order, one statement for all buckets. */

export interface TopHitsPlan {
  sql: SQL;
  keys: KeySpec[];
  shape(rows: Array<Record<string, unknown>>, total: number): Record<string, unknown>;
}

const sourceOf = (v: unknown, at: string): SourceFilter | true => {
  if (v === undefined || v === true) return true;
  if (v === false) return false;
  if (typeof v === 'string') return { includes: [v], excludes: [] };
  if (Array.isArray(v)) return { includes: v.map(String), excludes: [] };
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    const list = (x: unknown) => (x === undefined ? [] : Array.isArray(x) ? x.map(String) : [String(x)]);
    return { includes: list(o.includes ?? o.include), excludes: list(o.excludes ?? o.exclude) };
  }
  throw parsingError('[_source] must be a boolean, a string, an array or an object', `${at}._source`);
};

export const planTopHits = (node: AggNode, chain: Parameters<typeof chainParts>[0], where: SQL, now: number, scoring: boolean): TopHitsPlan => {
  const p = node.params;
  const size = p.size === undefined ? 3 : Number(p.size);
  const from = p.from === undefined ? 0 : Number(p.from);
  if (!Number.isInteger(size) || size < 0 || !Number.isInteger(from) || from < 0) throw parsingError('[top_hits] size and from must be non-negative integers', node.at);
  if (from + size > 100) throw parsingError(`Top hits result window is too large, the top hits aggregator [${node.name}]'s from + size must be less than or equal to: [100] but was [${from + size}].`, node.at);
  const explicit = parseSort(p.sort as Json | undefined, `${node.at}.sort`);
  const sorts = (explicit.length ? explicit : [{ field: '_score', order: 'desc' as const, missing: '_last' as const, at: node.at }]).map((s) => compileSort(s, now));
  const source = sourceOf(p._source, node.at);
  const docValues = p.docvalue_fields === undefined ? undefined : planDocValues(parseDocValueFields(p.docvalue_fields as Json, `${node.at}.docvalue_fields`));
  const { keys, from: fromSql, keySelect } = chainParts(chain, where);
  const partition = keys.length ? sql`partition by ${sql.join(keys.map((k) => k.expr), sql`, `)}` : sql``;
  const sortCols = sorts.map((s, i) => sql`${sortSelect(s)} as ${sql.raw(`"s${i}"`)}`);
  const fetchSource = planSourceFetch(source);
  const sourceCols = fetchSource.items.map((item, k) => sql`${item.sql} as ${sql.raw(`"src${k}"`)}`);
  const sourceAt = fetchSource.items.map((_item, k) => k);
  const inner = sql`select ${sql.join([...keySelect, sql`t.uuid`, ...sourceCols, ...sortCols, ...(docValues?.columns ?? []), sql`row_number() over (${partition} order by ${orderBy(sorts)}) as _rn`], sql`, `)} ${fromSql}`;
  const outs = keys.map((k, i) => sql`, ${keyOut(k.kind, sql.raw(`w."k${i}"`))} as ${sql.raw(`"o${i}"`)}`);
  const score = scoring ? 1 : 0;
  const fieldSorted = explicit.length > 0 && !sorts.some((s) => s.kind === 'score');
  return {
    keys,
    sql: sql`select w.*${sql.join(outs, sql``)} from (${inner}) w where w._rn > ${from}::bigint and w._rn <= ${from + size}::bigint order by w._rn`,
    shape: (rows, total) => {
      if (rows.length > 0 && docValues?.fetchError) throw docValues.fetchError;
      const hits = rows.map((row) => {
        const src = fetchSource.read(sourceAt.map((k) => row[`src${k}`]), sourceAt);
        const fields = docValues?.render(row);
        return {
          _index: BI_INDEX,
          _id: row.uuid,
          _score: fieldSorted ? null : score,
          ...(src !== undefined ? { _source: src } : {}),
          ...(fields ? { fields } : {}),
          ...(explicit.length ? { sort: sorts.map((s, i) => sortValueOf(s, row[`s${i}`], score)) } : {}),
        };
      });
      return { hits: { total: { value: total, relation: 'eq' }, max_score: hits.length && !fieldSorted ? score : null, hits } };
    },
  };
};
