import { sql, type SQL } from 'drizzle-orm';
import { analyze } from '@domain/bi/analyzer';
import { biField, type BiField } from '@domain/bi/fields';
import { biColumnName } from '@sandbox/db/bi-schema';
import type { Query } from '../ast';
import { BiError, shardError } from '../errors';
import { allOf, anyOf, exactValues, FALSE, rangeOf, TRUE } from './term-values';
import { column, isUnmapped, resolveField, ROOT, type FieldSql, type Scope } from './fields';
import { minimumShouldMatch, prefixToLike, wildcardToLike } from './patterns';
import { existsOf } from './exists';
import { dynamicPrefilter, nestedPrefilter } from './containment';

/**
 * `Query` → a SQL condition on `t` (a row of bi_records) or, inside `nested`, on one element of the
 * group. A field without values in the scope (unmapped, or in another nested group) matches
 * nothing, as in OpenSearch. Negations use `is not true`, so a NULL never turns into a match.
 */

export interface CompileContext {
  now: number;
  depth: number;
}

const not = (c: SQL) => sql`(${c}) is not true`;

/** A full-text query's input analysed as the field's values were (the `.raw` email sub-field with the email analyser). */
export const textTokens = (f: FieldSql, text: string): string[] => analyze(f.field.multiFieldOf && f.field.analyzer === 'email' ? 'email' : (f.field.analyzer ?? 'standard'), text);

const textArray = (tokens: string[]) => sql`array[${sql.join(
  tokens.map((t) => sql`${t}::text`),
  sql`, `,
)}]::text[]`;

const countMatched = (tokensSql: SQL, tokens: string[]) => sql`(select count(*) from unnest(${textArray(tokens)}) as q(x) where q.x = any(${tokensSql}))`;

const lenient = (q: { lenient?: boolean }, build: () => SQL): SQL => {
  try {
    return build();
  } catch (error) {
    if (q.lenient && error instanceof BiError && error.family === 'shard') return FALSE;
    throw error;
  }
};

const leaf = (q: Query & { field: string }, scope: Scope): FieldSql | undefined => {
  const f = resolveField(q.field, scope);
  return f.value && !isUnmapped(f) ? f : undefined;
};

export const compileQuery = (q: Query, scope: Scope, ctx: CompileContext): SQL => {
  switch (q.kind) {
    case 'match_all':
      return TRUE;
    case 'match_none':
      return FALSE;
    case 'bool': {
      const parts = [...q.must, ...q.filter].map((c) => compileQuery(c, scope, ctx));
      for (const c of q.mustNot) parts.push(not(compileQuery(c, scope, ctx)));
      if (q.should.length) {
        const required = q.minimumShouldMatch !== undefined ? minimumShouldMatch(q.minimumShouldMatch, q.should.length) : q.must.length + q.filter.length > 0 ? 0 : 1;
        const should = q.should.map((c) => compileQuery(c, scope, ctx));
        if (required > q.should.length) return FALSE;
        if (required === 1) parts.push(anyOf(should));
        else if (required > 1) parts.push(sql`(${sql.join(should.map((c) => sql`(case when ${c} then 1 else 0 end)`), sql` + `)}) >= ${required}::int`);
        // Without must/filter clauses one should clause is needed even at minimum 0 (Lucene's rule; must_not does not count).
        else if (q.must.length + q.filter.length === 0) parts.push(anyOf(should));
      } else if (q.minimumShouldMatch !== undefined && q.must.length + q.filter.length > 0 && minimumShouldMatch(q.minimumShouldMatch, 0) > 0) {
        // Lucene rewrites fewer SHOULD clauses than the minimum to no match. A bool of must_not
        // clauses only keeps its matches: fixNegativeQueryIfNeeded rebuilds it without the minimum.
        return FALSE;
      }
      return allOf(parts);
    }
    case 'term': {
      const f = leaf(q, scope);
      if (!f) return FALSE;
      if (f.field.type === 'text') {
        if (q.caseInsensitive) return anyOf(q.values.map((v) => sql`exists (select 1 from unnest(${f.tokens}) as x(v) where lower(x.v) = lower(${String(v)}::text))`));
        return q.values.length === 1 ? sql`${f.tokens} @> ${textArray([String(q.values[0])])}` : sql`${f.tokens} && ${textArray(q.values.map(String))}`;
      }
      if (q.caseInsensitive && f.field.type === 'keyword') return anyOf(q.values.map((v) => sql`lower(${f.value}) = lower(${String(v)}::text)`));
      const exact = exactValues(f.field, f.value!, q.values, ctx.now, q.at);
      const prefilter = scope.nested === null ? dynamicPrefilter(q) : undefined;
      return prefilter ? sql`(${prefilter} and ${exact})` : exact;
    }
    case 'range': {
      const f = leaf(q, scope);
      if (!f) return FALSE;
      return lenient(q, () => {
        if (f.field.type === 'text') return sql`exists (select 1 from unnest(${f.tokens}) as x(v) where ${rangeOf({ ...f.field, type: 'keyword' }, sql`x.v`, q, ctx.now, q.at)})`;
        return rangeOf(f.field, f.value!, q, ctx.now, q.at, q.format, q.timeZone);
      });
    }
    case 'exists':
      return existsOf(q.field, scope);
    case 'match': {
      const f = leaf(q, scope);
      if (!f) return FALSE;
      if (f.field.type !== 'text') return lenient(q, () => exactValues(f.field, f.value!, [q.text], ctx.now, q.at));
      const tokens = textTokens(f, String(q.text));
      if (tokens.length === 0) return FALSE;
      // One token is a plain term query: minimum_should_match has no boolean query to apply to.
      if (tokens.length === 1) return sql`${f.tokens} && ${textArray(tokens)}`;
      // `and` makes every clause MUST: a minimum above zero has no SHOULD clause to count, so nothing matches.
      if (q.operator === 'and') return q.minimumShouldMatch !== undefined && minimumShouldMatch(q.minimumShouldMatch, 0) > 0 ? FALSE : sql`${f.tokens} @> ${textArray(tokens)}`;
      const required = Math.max(1, q.minimumShouldMatch === undefined ? 1 : minimumShouldMatch(q.minimumShouldMatch, tokens.length));
      if (required > tokens.length) return FALSE;
      const overlap = sql`${f.tokens} && ${textArray(tokens)}`;
      return required === 1 ? overlap : sql`(${overlap} and ${countMatched(f.tokens!, tokens)} >= ${required}::int)`;
    }
    case 'match_phrase': {
      const f = leaf(q, scope);
      if (!f) return FALSE;
      if (f.field.type !== 'text') return lenient(q, () => exactValues(f.field, f.value!, [q.text], ctx.now, q.at));
      const tokens = textTokens(f, String(q.text));
      if (tokens.length === 0) return FALSE;
      const contains = sql`${f.tokens} @> ${textArray(tokens)}`;
      if (tokens.length === 1) return contains;
      return sql`(${contains} and exists (select 1 from generate_subscripts(${f.tokens}, 1) as p(i) where (${f.tokens})[p.i:p.i + ${tokens.length - 1}::int] = ${textArray(tokens)}))`;
    }
    case 'prefix':
    case 'wildcard': {
      const f = leaf(q, scope);
      if (!f) return FALSE;
      const t = f.field.type;
      if (t !== 'keyword' && t !== 'text') throw shardError('query_shard_exception', `failed to create query: Can only use ${q.kind} queries on keyword and text fields - not on [${q.field}] which is of type [${t}]`, q.at);
      const normalised = q.kind === 'wildcard' && q.normalize && t === 'text' ? q.value.toLowerCase() : q.value;
      const pattern = q.kind === 'prefix' ? prefixToLike(normalised) : wildcardToLike(normalised);
      const op = sql.raw(q.caseInsensitive ? 'ilike' : 'like');
      if (t === 'keyword') return sql`${f.value} ${op} ${pattern}::text`;
      return sql`exists (select 1 from unnest(${f.tokens}) as x(v) where x.v ${op} ${pattern}::text)`;
    }
    case 'ids':
      return q.values.length ? sql`${column('uuid')} in (${sql.join(
        q.values.map((v) => sql`${v}::text`),
        sql`, `,
      )})` : FALSE;
    case 'nested':
      return nestedQuery(q, scope, ctx);
  }
};

const nestedQuery = (q: Query & { kind: 'nested' }, scope: Scope, ctx: CompileContext): SQL => {
  const group: BiField | undefined = biField(q.path);
  if (!group || (group.type !== 'nested' && group.type !== 'object')) {
    if (q.ignoreUnmapped) return FALSE;
    throw shardError('query_shard_exception', `[nested] failed to find nested object under path [${q.path}]`, q.at);
  }
  if (group.type !== 'nested') throw shardError('query_shard_exception', `[nested] nested object under path [${q.path}] is not of nested type`, q.at);
  if (scope.nested !== null) return FALSE;
  const alias = `n${ctx.depth}`;
  const inner = compileQuery(q.query, { nested: q.path, element: sql.raw(`${alias}.v`) }, { ...ctx, depth: ctx.depth + 1 });
  const exists = sql`exists (select 1 from jsonb_array_elements(coalesce(${column(biColumnName(q.path))}, '[]'::jsonb)) as ${sql.raw(alias)}(v) where ${inner})`;
  return allOf([...nestedPrefilter(q.path, q.query), exists]);
};

export const compileRoot = (q: Query, now: number): SQL => compileQuery(q, ROOT, { now, depth: 0 });
