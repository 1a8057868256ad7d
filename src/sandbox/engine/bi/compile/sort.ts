import { sql, type SQL } from 'drizzle-orm';
import { biField } from '@domain/bi/fields';
import { biColumnName } from '@sandbox/db/bi-schema';
import type { Scalar, SortClause } from '../ast';
import { illegalArgument, shardError } from '../errors';
import { column, isUnmapped, resolveField } from './fields';
import { columnOutput, type OutputForm, type OutputItem } from './column-output';
import { compileQuery } from './query';
import { FALSE, TRUE, tsParam } from './term-values';

/**
 * Sorts as SQL: each clause is an expression (a nested field reduces its group's values with the
 * `mode`, default min for asc and max for desc) ordered with its `missing` placement. Ties fall
 * back to index order (`_seq`), as OpenSearch falls back to the Lucene doc id.
 */

export type SortKind = 'score' | 'doc' | 'keyword' | 'number' | 'scaled' | 'date' | 'boolean' | 'ip' | 'none';

export interface CompiledSort {
  clause: SortClause;
  kind: SortKind;
  expr: SQL;
  factor?: number;
  /** The column a root field's sort reads (its value is that column's), for `sortOutput`. */
  column?: string;
  /** `_score` when hits score differently (execute/hits.ts sets `expr` to the score): it orders and pages like a number. */
  rowScore?: boolean;
}

const fielddata = (field: string, at: string) =>
  shardError(
    'illegal_argument_exception',
    `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
    at,
  );

const kindOf = (type: string): SortKind =>
  type === 'keyword' ? 'keyword' : type === 'scaled_float' ? 'scaled' : type === 'date' ? 'date' : type === 'boolean' ? 'boolean' : type === 'ip' ? 'ip' : 'number';

export const compileSort = (clause: SortClause, now: number): CompiledSort => {
  if (clause.field === '_score') return { clause, kind: 'score', expr: sql`1` };
  if (clause.field === '_doc') return { clause, kind: 'doc', expr: sql`t._seq` };
  const field = biField(clause.field);
  if (!field) {
    if (clause.unmappedType) return { clause, kind: 'none', expr: sql`null::text` };
    throw shardError('query_shard_exception', `No mapping found for [${clause.field}] in order to sort on`, clause.at);
  }
  if (field.type === 'text') throw fielddata(clause.field, clause.at);
  if (field.type === 'object' || field.type === 'nested') throw shardError('query_shard_exception', `No mapping found for [${clause.field}] in order to sort on`, clause.at);
  if (field.type === 'geo_point') throw shardError('illegal_argument_exception', `can't sort on geo_point field without using specific sorting feature, like geo_distance`, clause.at);
  const kind = kindOf(field.type);
  const factor = field.scalingFactor;
  const mode = clause.mode ?? (clause.order === 'asc' ? 'min' : 'max');
  if (field.nested === null) {
    if (clause.nested) throw shardError('query_shard_exception', `[nested] nested object under path [${clause.nested.path}] is not of nested type`, clause.at);
    const f = resolveField(clause.field, { nested: null, element: null });
    if (isUnmapped(f) || !f.value) throw shardError('query_shard_exception', `No mapping found for [${clause.field}] in order to sort on`, clause.at);
    const own = field.dynamic ? {} : { column: biColumnName(field.multiFieldOf ?? field.path) };
    return { clause, kind, expr: kind === 'keyword' ? sql`(${f.value} collate "C")` : f.value, ...(factor ? { factor } : {}), ...own };
  }
  if (!clause.nested) throw shardError('query_shard_exception', `it is mandatory to set the [nested] context on the nested sort field: [${clause.field}].`, clause.at);
  if (clause.nested.path !== field.nested) throw shardError('query_shard_exception', `[nested] nested path [${clause.nested.path}] is not a parent of [${clause.field}]`, clause.at);
  if ((mode === 'sum' || mode === 'avg') && (kind === 'keyword' || kind === 'ip' || kind === 'date')) throw illegalArgument(`[sort] mode [${mode}] is not valid for field [${clause.field}]`, clause.at);
  const scope = { nested: field.nested, element: sql.raw('s.v') };
  const value = resolveField(clause.field, scope).value!;
  const filter = clause.nested.filter ? compileQuery(clause.nested.filter, scope, { now, depth: 1 }) : TRUE;
  const reduced = kind === 'keyword' ? sql`${sql.raw(mode)}(${value} collate "C")` : sql`${sql.raw(mode)}(${value})`;
  return {
    clause,
    kind: mode === 'avg' ? 'number' : kind,
    expr: sql`(select ${reduced} from jsonb_array_elements(coalesce(${column(biColumnName(field.nested))}, '[]'::jsonb)) as s(v) where ${filter})`,
    ...(factor && mode !== 'avg' ? { factor } : {}),
  };
};

export const orderBy = (sorts: CompiledSort[]): SQL => {
  const parts = sorts
    .filter((s) => (s.kind !== 'score' || s.rowScore) && s.kind !== 'none')
    .map((s) => sql`${s.expr} ${sql.raw(s.clause.order)} nulls ${sql.raw(s.clause.missing === '_first' ? 'first' : 'last')}`);
  parts.push(sql`t._seq asc`);
  return sql.join(parts, sql`, `);
};

/** The selected form of a sort value, turned into OpenSearch's sort value by `sortValueOf`. */
export const sortSelect = (s: CompiledSort): SQL => {
  // Epoch milliseconds as an integer (column-output.ts says why).
  if (s.kind === 'date') return sql`(date_part('epoch', ${s.expr}) * 1000)::int8`;
  if (s.kind === 'ip') return sql`host(${s.expr})`;
  if (s.kind === 'score') return sql`null::int`;
  return s.kind === 'number' || s.kind === 'doc' || s.kind === 'scaled' ? sql`(${s.expr})::text` : s.expr;
};

const OUTPUT_FORMS: Partial<Record<SortKind, OutputForm>> = { keyword: 'value', boolean: 'value', date: 'ms', ip: 'host', number: 'text', scaled: 'text' };

/**
 * `sortSelect` as a select item: a root field's sort value is its column in the form `sortSelect`
 * gives (a keyword's without its collation, which only orders), keyed so a statement that also
 * writes that column for the hit's id or `_source` selects it once. `i`: the sort's place.
 */
export const sortOutput = (s: CompiledSort, i: number): OutputItem => {
  const form = OUTPUT_FORMS[s.kind];
  return s.column && form ? columnOutput(s.column, form) : { key: `sort:${i}`, sql: sortSelect(s) };
};

export const sortValueOf = (s: CompiledSort, raw: unknown, score: number): unknown => {
  if (s.kind === 'score') return score;
  if (raw === null || raw === undefined) return null;
  if (s.kind === 'boolean') return raw === true || raw === 't' ? 1 : 0;
  if (s.kind === 'scaled') return Number(raw) / s.factor!;
  if (s.kind === 'number' || s.kind === 'doc' || s.kind === 'date') return Number(raw);
  return raw;
};

/** The search_after value as a SQL parameter of the sort expression's type. */
const afterParam = (s: CompiledSort, v: Scalar): SQL => {
  const at = 'search_after';
  const num = () => {
    const n = typeof v === 'number' ? v : Number(v);
    if (typeof v === 'boolean' || !Number.isFinite(n)) throw shardError('illegal_argument_exception', `Failed to parse search_after value for field [${s.clause.field}].`, at);
    return n;
  };
  switch (s.kind) {
    case 'date':
      return tsParam(num());
    case 'scaled':
      return sql`${Math.round(num() * s.factor!)}::bigint`;
    case 'number':
    case 'doc':
      return sql`${String(num())}::numeric`;
    case 'boolean':
      return sql`${v === true || v === 1 || v === 'true'}::boolean`;
    case 'score':
      // Scores are floats (compile/score.ts): the printed value reads back as the same float.
      return sql`${num()}::real`;
    case 'ip':
      return sql`${String(v)}::inet`;
    default:
      return sql`${String(v)}::text collate "C"`;
  }
};

/** Rows strictly after the `search_after` tuple in the sort order (ties on the sort values are skipped, as in OpenSearch). */
export const searchAfter = (sorts: CompiledSort[], values: Array<Scalar | null>, present: (field: string) => boolean = () => false): SQL => {
  const alternatives: SQL[] = [];
  const equal: SQL[] = [];
  // The first key's bound on its own (`created_at >= …`), ANDed to the alternatives: the same rows,
  // but an index range PostgreSQL can start from, instead of reading every earlier page again (a
  // replay's 21st page of 5,000 read 105,000 index entries). Only where no record without a value
  // can come after this one: missing values sort first, or the query matches none.
  let bound: SQL | undefined;
  sorts.forEach((s, i) => {
    const v = values[i] ?? null;
    if ((s.kind === 'score' && !s.rowScore) || s.kind === 'none') return;
    const nullsLast = s.clause.missing === '_last';
    let after: SQL;
    let same: SQL;
    if (v === null) {
      after = nullsLast ? FALSE : sql`${s.expr} is not null`;
      same = sql`${s.expr} is null`;
    } else {
      const p = afterParam(s, v);
      const beyond = sql`${s.expr} ${sql.raw(s.clause.order === 'asc' ? '>' : '<')} ${p}`;
      if (equal.length === 0 && (!nullsLast || present(s.clause.field))) bound = sql`${s.expr} ${sql.raw(s.clause.order === 'asc' ? '>=' : '<=')} ${p}`;
      after = nullsLast ? sql`(${beyond} or ${s.expr} is null)` : beyond;
      same = sql`${s.expr} = ${p}`;
    }
    alternatives.push(equal.length ? sql`(${sql.join([...equal, after], sql` and `)})` : after);
    equal.push(same);
  });
  if (!alternatives.length) return FALSE;
  const after = sql`(${sql.join(alternatives, sql` or `)})`;
  return bound ? sql`(${bound} and ${after})` : after;
};
