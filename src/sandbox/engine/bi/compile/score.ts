import { sql, type SQL } from 'drizzle-orm';
import type { Query } from '../ast';
import { isUnmapped, resolveField, ROOT, type FieldSql } from './fields';
import { compileQuery, textTokens, type CompileContext } from './query';
import { minimumShouldMatch } from './patterns';

/**
 * Relevance (`_score`) of a hit, as OpenSearch 2.17 scores it, within the limits docs/sandbox-bi.md
 * states ("Scores"): full-text clauses on text fields (`match`, `match_phrase`, `multi_match`,
 * `query_string` terms) score by BM25 with Lucene's BM25Similarity (k1 1.2, b 0.75, idf
 * ln(1 + (N − n + 0.5) / (n + 0.5))), over statistics of the records the caller may see; every other
 * clause in query context scores 1; `bool` sums its `must` and matching `should` clauses (filter and
 * must_not add nothing), `multi_match` best_fields/phrase and a `query_string` over several fields
 * take the best field (dis_max, tie_breaker 0), `constant_score` and `nested` score 1. The sum is
 * rounded to a float, as Lucene's scores are.
 *
 * A plan is `constant` where every match scores alike (no full-text clause, no optional clause), so
 * such a search keeps its index order and its cost; else `rows`: an expression evaluated per row.
 */

export const BM25 = { k1: 1.2, b: 0.75 } as const;

/** A full-text clause's field and tokens: what the statistics statement counts. */
export interface ScoredText {
  field: string;
  tokensSql: SQL;
  tokens: string[];
}

/** Per text field: documents with at least one token (Lucene's docCount), their tokens in all, and each asked token's document frequency. */
export interface FieldStats {
  docCount: number;
  totalLength: number;
  docFreq: ReadonlyMap<string, number>;
}
export type TextStats = ReadonlyMap<string, FieldStats>;

export type ScorePlan = { kind: 'constant'; value: number } | { kind: 'rows'; sql: SQL };

const constant = (value: number): ScorePlan => ({ kind: 'constant', value });
const asSql = (p: ScorePlan): SQL => (p.kind === 'constant' ? sql`${p.value}::float8` : p.sql);

/** How a full-text clause becomes a plan: counted (statistics pass) or scored (with the statistics). */
type TextScorer = (f: FieldSql, tokens: string[], phrase: boolean) => ScorePlan;

const textField = (q: Query & { field: string }): FieldSql | undefined => {
  const f = resolveField(q.field, ROOT);
  return f.value && f.tokens && !isUnmapped(f) && f.field.type === 'text' ? f : undefined;
};

const boolPlan = (q: Query & { kind: 'bool' }, text: TextScorer, ctx: CompileContext): ScorePlan => {
  if (q.scoreMode === 'constant') return constant(1);
  // Lucene: an empty bool is match_all.
  if (q.must.length + q.filter.length + q.should.length + q.mustNot.length === 0) return constant(1);
  const must = q.must.map((c) => plan(c, text, ctx));
  const required = q.minimumShouldMatch !== undefined ? minimumShouldMatch(q.minimumShouldMatch, q.should.length) : q.must.length + q.filter.length > 0 ? 0 : 1;
  // A lone SHOULD clause that must match scores as it is; any other adds its score only where it matches.
  const always = q.should.length === 1 && required >= 1;
  const should = q.should.map((c): ScorePlan => {
    const p = plan(c, text, ctx);
    if (always || (p.kind === 'constant' && p.value === 0)) return p;
    return { kind: 'rows', sql: sql`(case when ${compileQuery(c, ROOT, ctx)} then ${asSql(p)} else 0::float8 end)` };
  });
  const best: ScorePlan[] =
    q.scoreMode === 'max' && should.length > 1
      ? [should.every((p) => p.kind === 'constant') ? constant(Math.max(...should.map((p) => (p as { value: number }).value))) : { kind: 'rows', sql: sql`greatest(${sql.join(should.map(asSql), sql`, `)})` }]
      : should;
  const parts = [...must, ...best];
  if (parts.every((p) => p.kind === 'constant')) return constant(parts.reduce((sum, p) => sum + (p as { value: number }).value, 0));
  return { kind: 'rows', sql: sql`(${sql.join(parts.map(asSql), sql` + `)})` };
};

const plan = (q: Query, text: TextScorer, ctx: CompileContext): ScorePlan => {
  switch (q.kind) {
    case 'match_none':
      return constant(0);
    case 'bool':
      return boolPlan(q, text, ctx);
    case 'match':
    case 'match_phrase': {
      const f = textField(q);
      if (!f) return constant(1);
      const tokens = textTokens(f, String(q.text));
      if (tokens.length === 0) return constant(0);
      // Lucene makes a one-token phrase a term query.
      return text(f, tokens, q.kind === 'match_phrase' && tokens.length > 1);
    }
    default:
      // match_all, term(s), range, exists, prefix, wildcard, ids: constant score; nested: its inner text is not scored.
      return constant(1);
  }
};

/** The full-text clauses of a query that score (query context), in the order the plan scores them. */
export const scoredTexts = (q: Query, ctx: CompileContext): ScoredText[] => {
  const found: ScoredText[] = [];
  plan(q, (f, tokens) => (found.push({ field: f.field.path, tokensSql: f.tokens!, tokens }), { kind: 'rows', sql: sql`0` }), ctx);
  return found;
};

const textArray = (tokens: string[]) => sql`array[${sql.join(tokens.map((t) => sql`${t}::text`), sql`, `)}]::text[]`;

/**
 * BM25 of one clause on one row: Σ over the query's tokens (duplicates count twice, as Lucene's one
 * clause per token does) of idf × tf / (tf + k1·(1 − b) + k1·b/avgdl × dl); a phrase is one "term"
 * whose weight is the sum of its tokens' idf and whose frequency is the phrase's. The idf and the
 * constants are computed here and bound, so the database only multiplies, adds and divides, in the
 * order the reference evaluator does too.
 */
const bm25 = (stats: TextStats): TextScorer => (f, tokens, phrase) => {
  const s = stats.get(f.field.path);
  if (!s || s.docCount === 0) return constant(0);
  const idf = (t: string) => {
    const n = s.docFreq.get(t) ?? 0;
    return Math.log(1 + (s.docCount - n + 0.5) / (n + 0.5));
  };
  const c1 = BM25.k1 * (1 - BM25.b);
  const c2 = (BM25.k1 * BM25.b) / (s.totalLength / s.docCount);
  const dl = sql`coalesce(cardinality(${f.tokens}), 0)::float8`;
  const part = (weight: number, freq: SQL) => sql`(${weight}::float8 * ${freq} / (${freq} + ${c1}::float8 + ${c2}::float8 * ${dl}))`;
  if (phrase) {
    const weight = tokens.reduce((sum, t) => sum + idf(t), 0);
    const freq = sql`(select count(*) from generate_subscripts(${f.tokens}, 1) as p(i) where (${f.tokens})[p.i:p.i + ${tokens.length - 1}::int] = ${textArray(tokens)})::float8`;
    return { kind: 'rows', sql: part(weight, freq) };
  }
  const parts = tokens.map((t) => part(idf(t), sql`coalesce(cardinality(array_positions(${f.tokens}, ${t}::text)), 0)::float8`));
  return { kind: 'rows', sql: sql`(${sql.join(parts, sql` + `)})` };
};

/** The query's score plan with the statistics of its full-text clauses (`textStats` in execute/score-stats.ts). */
export const scorePlan = (q: Query, stats: TextStats, ctx: CompileContext): ScorePlan => {
  const p = plan(q, bm25(stats), ctx);
  return p.kind === 'constant' ? p : { kind: 'rows', sql: sql`(${p.sql})::real` };
};
