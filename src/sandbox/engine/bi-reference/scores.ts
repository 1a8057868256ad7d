import { analyze } from '@domain/bi/analyzer';
import type { BiField } from '@domain/bi/fields';
import type { Doc } from './docs';
import { isObject, singleEntry } from './errors';
import { compileQuery, type QueryContext } from './queries';
import { fieldOf, tokenLists } from './values';

/**
 * Relevance, written from Lucene's BM25Similarity and BooleanQuery (OpenSearch 2.17's defaults)
 * for the clauses the sandbox scores (README "Scores"); runs on a request `compileQuery` already
 * accepted, so it does not check it again. Per clause:
 * - match / match_phrase / multi_match on a text field: BM25, k1 1.2, b 0.75, over statistics of the
 *   index the caller sees: N = documents with a token in the field, n = documents with the token,
 *   avgdl = tokens / N, idf = ln(1 + (N − n + 0.5) / (n + 0.5)), each query token (duplicates
 *   included) adds idf · tf / (tf + k1(1 − b) + (k1·b / avgdl) · dl); a phrase of several tokens
 *   is one term of weight Σ idf and frequency = its occurrences;
 * - every other clause 1 (constant_score and nested included), match_none 0;
 * - bool: its must clauses' scores plus each should clause's where it matches (an empty bool is
 *   match_all, 1); multi_match best_fields/phrase: the best field (dis_max), most_fields: the sum.
 * The sum is rounded to a float (Lucene scores are floats) and printed shortest, as Java prints a
 * float. The arithmetic follows the engine's order, so both agree to the bit.
 */
export type Scorer = (doc: Doc) => number;

const K1 = 1.2;
const B = 0.75;
const ONE: Scorer = () => 1;
const ZERO: Scorer = () => 0;

interface FieldStats {
  docCount: number;
  avgLength: number;
  docFreq: (token: string) => number;
}

const flat = (doc: Doc, f: BiField): string[] => tokenLists(doc, f).flat();

const statsOf = (index: readonly Doc[], f: BiField): FieldStats => {
  const lists = index.map((d) => flat(d, f)).filter((l) => l.length > 0);
  const total = lists.reduce((sum, l) => sum + l.length, 0);
  return { docCount: lists.length, avgLength: total / lists.length, docFreq: (t) => lists.filter((l) => l.includes(t)).length };
};

const bm25 = (index: readonly Doc[], f: BiField, tokens: string[], phrase: boolean): Scorer => {
  const s = statsOf(index, f);
  if (s.docCount === 0) return ZERO;
  const idf = (t: string) => {
    const n = s.docFreq(t);
    return Math.log(1 + (s.docCount - n + 0.5) / (n + 0.5));
  };
  const c1 = K1 * (1 - B);
  const c2 = (K1 * B) / s.avgLength;
  const term = (weight: number, tf: number, dl: number) => (weight * tf) / (tf + c1 + c2 * dl);
  if (phrase) {
    const weight = tokens.reduce((sum, t) => sum + idf(t), 0);
    return (doc) => {
      const list = flat(doc, f);
      const freq = list.filter((_, i) => tokens.every((t, j) => list[i + j] === t)).length;
      return term(weight, freq, list.length);
    };
  }
  const weights = tokens.map(idf);
  return (doc) => {
    const list = flat(doc, f);
    return tokens.reduce((sum, t, i) => sum + term(weights[i]!, list.filter((x) => x === t).length, list.length), 0);
  };
};

/** match or match_phrase on one field: BM25 on a text field, 1 on any other (a term query), 0 without tokens. */
const textScorer = (index: readonly Doc[], path: string, text: string, phrase: boolean, zeroTermsAll: boolean): Scorer => {
  const f = fieldOf(path);
  if (!f || f.type !== 'text') return ONE;
  const tokens = analyze(f.analyzer ?? 'standard', text);
  if (tokens.length === 0) return zeroTermsAll ? ONE : ZERO;
  return bm25(index, f, tokens, phrase && tokens.length > 1);
};

const queryOf = (spec: unknown) => (isObject(spec) ? spec : { query: spec });

/** One should clause's contribution: its score where it matches, else 0. */
const optional = (q: unknown, scorer: Scorer, ctx: QueryContext): Scorer => {
  const matches = compileQuery(q, ctx);
  return (doc) => (matches(doc) ? scorer(doc) : 0);
};

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const boolScorer = (body: Record<string, unknown>, index: readonly Doc[], ctx: QueryContext): Scorer => {
  const clauses = ['must', 'filter', 'should', 'must_not'].flatMap((k) => list(body[k]));
  if (clauses.length === 0) return ONE;
  const must = list(body.must).map((q) => scorerOf(q, index, ctx));
  const should = list(body.should).map((q) => optional(q, scorerOf(q, index, ctx), ctx));
  return (doc) => [...must, ...should].reduce((sum, s) => sum + s(doc), 0);
};

const multiMatchScorer = (body: Record<string, unknown>, index: readonly Doc[], ctx: QueryContext): Scorer => {
  const type = body.type ?? 'best_fields';
  const text = String(body.query);
  const fields = (body.fields as string[]).map((name) => name.replace(/\^[\d.]+$/, ''));
  const perField = fields.map((path) => {
    const clause = type === 'phrase' ? { match_phrase: { [path]: { query: body.query } } } : { match: { [path]: { query: body.query, ...(body.operator !== undefined ? { operator: body.operator } : {}), ...(body.minimum_should_match !== undefined ? { minimum_should_match: body.minimum_should_match } : {}) } } };
    const scorer = textScorer(index, path, text, type === 'phrase', body.zero_terms_query === 'all');
    return fields.length === 1 ? scorer : optional(clause, scorer, ctx);
  });
  if (type === 'most_fields') return (doc) => perField.reduce((sum, s) => sum + s(doc), 0);
  return (doc) => Math.max(...perField.map((s) => s(doc)));
};

export const scorerOf = (q: unknown, index: readonly Doc[], ctx: QueryContext): Scorer => {
  const [name, body] = singleEntry('query', q);
  switch (name) {
    case 'match_none':
      return ZERO;
    case 'bool':
      return boolScorer(body as Record<string, unknown>, index, ctx);
    case 'match':
    case 'match_phrase': {
      const [path, spec] = singleEntry(name, body);
      const s = queryOf(spec);
      return textScorer(index, path, String(s.query), name === 'match_phrase', s.zero_terms_query === 'all');
    }
    case 'multi_match':
      return multiMatchScorer(body as Record<string, unknown>, index, ctx);
    default:
      return ONE;
  }
};

/** A float score as OpenSearch prints it: rounded to a float, then the shortest decimal that reads back as that float. */
export const printedScore = (score: number): number => {
  const f = Math.fround(score);
  for (let digits = 1; digits < 10; digits++) {
    const v = Number(f.toPrecision(digits));
    if (Math.fround(v) === f) return v;
  }
  return f;
};
