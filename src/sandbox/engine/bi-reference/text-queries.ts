import { analyze } from '@domain/bi/analyzer';
import type { BiField } from '@domain/bi/fields';
import { isObject, onlyKeys, parsingError, singleEntry, unsupported } from './errors';
import { NONE, termMatcher, type Matcher, type QueryContext } from './term-queries';
import { fieldOf, tokenLists } from './values';

/**
 * Full-text queries. The input is analysed with the field's analyser (the same `analyze` the
 * records are indexed with); a keyword field's "analysis" keeps the whole input as one term, and
 * numbers, dates, booleans and ips take the input as a term. As in Lucene's QueryBuilder, one token
 * makes a plain term query (so `minimum_should_match` has nothing to apply to), several make a
 * boolean query of one clause per token, duplicates included.
 */

/** OpenSearch's Queries.calculateMinShouldMatch, float arithmetic and all. */
export const minShouldMatch = (optional: number, spec: unknown): number => {
  if (typeof spec === 'number') {
    if (!Number.isInteger(spec)) throw parsingError(`[minimum_should_match] must be an integer or a percentage, got [${spec}]`);
    return Math.max(0, spec < 0 ? optional + spec : spec);
  }
  if (typeof spec !== 'string') throw parsingError('[minimum_should_match] must be a number or a string');
  const s = spec.trim();
  if (s.includes('<')) throw unsupported('conditional minimum_should_match specs (`3<90%`)');
  if (s.endsWith('%')) {
    const percent = Number(s.slice(0, -1));
    if (!Number.isInteger(percent)) throw parsingError(`[minimum_should_match] malformed [${spec}]`);
    const calc = Math.fround(Math.fround(optional * percent) * Math.fround(1 / 100));
    return Math.max(0, calc < 0 ? optional + Math.trunc(calc) : Math.trunc(calc));
  }
  const n = Number(s);
  if (!Number.isInteger(n) || s === '') throw parsingError(`[minimum_should_match] malformed [${spec}]`);
  return Math.max(0, n < 0 ? optional + n : n);
};

interface MatchOptions {
  operator: 'or' | 'and';
  msm: unknown;
  zeroTermsAll: boolean;
}

const analysedMatch = (f: BiField, text: string, o: MatchOptions, ctx: QueryContext): Matcher => {
  if (f.type !== 'text') return termMatcher(f, text, ctx);
  const tokens = analyze(f.analyzer ?? 'standard', text);
  if (tokens.length === 0) return o.zeroTermsAll ? () => true : NONE;
  if (tokens.length === 1) return (doc) => tokenLists(doc, f).some((l) => l.includes(tokens[0]!));
  const present = (doc: Parameters<Matcher>[0]) => {
    const all = new Set(tokenLists(doc, f).flat());
    return tokens.filter((t) => all.has(t)).length;
  };
  if (o.operator === 'and') {
    // All clauses MUST; a minimum_should_match above zero then has no SHOULD clause to count and matches nothing.
    if (o.msm !== undefined && minShouldMatch(0, o.msm) > 0) return NONE;
    return (doc) => present(doc) === tokens.length;
  }
  const required = o.msm === undefined ? 1 : Math.max(1, minShouldMatch(tokens.length, o.msm));
  return (doc) => present(doc) >= required;
};

const phraseMatch = (f: BiField, text: string, zeroTermsAll: boolean, ctx: QueryContext): Matcher => {
  if (f.type !== 'text') return termMatcher(f, text, ctx);
  const tokens = analyze(f.analyzer ?? 'standard', text);
  if (tokens.length === 0) return zeroTermsAll ? () => true : NONE;
  return (doc) => tokenLists(doc, f).some((list) => list.some((_, i) => tokens.every((t, j) => list[i + j] === t)));
};

const operatorOf = (v: unknown): 'or' | 'and' => {
  if (v === undefined) return 'or';
  const s = String(v).toLowerCase();
  if (s !== 'or' && s !== 'and') throw parsingError(`[match] operator must be OR or AND, not [${String(v)}]`);
  return s;
};

const zeroTerms = (v: unknown) => {
  if (v === undefined || v === 'none') return false;
  if (v === 'all') return true;
  throw parsingError(`[zero_terms_query] must be none or all, not [${String(v)}]`);
};

const queryText = (clause: string, v: unknown): string => {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw parsingError(`[${clause}] requires a [query] value`);
};

const IGNORED = ['boost', '_name', 'lenient', 'auto_generate_synonyms_phrase_query', 'prefix_length', 'max_expansions', 'fuzzy_transpositions'];

export const parseMatch = (body: unknown, ctx: QueryContext): Matcher => {
  const [path, spec] = singleEntry('match', body);
  const s = isObject(spec) ? spec : { query: spec };
  onlyKeys('match', s, ['query', 'operator', 'minimum_should_match', 'zero_terms_query', 'analyzer', 'fuzziness', ...IGNORED]);
  if (s.analyzer !== undefined || s.fuzziness !== undefined) throw unsupported('[match] analyzer and fuzziness');
  const f = fieldOf(path);
  const text = queryText('match', s.query);
  return f ? analysedMatch(f, text, { operator: operatorOf(s.operator), msm: s.minimum_should_match, zeroTermsAll: zeroTerms(s.zero_terms_query) }, ctx) : NONE;
};

export const parseMatchPhrase = (body: unknown, ctx: QueryContext): Matcher => {
  const [path, spec] = singleEntry('match_phrase', body);
  const s = isObject(spec) ? spec : { query: spec };
  onlyKeys('match_phrase', s, ['query', 'slop', 'analyzer', 'zero_terms_query', 'boost', '_name']);
  if ((s.slop !== undefined && s.slop !== 0) || s.analyzer !== undefined) throw unsupported('[match_phrase] slop and analyzer');
  const f = fieldOf(path);
  return f ? phraseMatch(f, queryText('match_phrase', s.query), zeroTerms(s.zero_terms_query), ctx) : NONE;
};

export const parseMultiMatch = (body: unknown, ctx: QueryContext): Matcher => {
  if (!isObject(body)) throw parsingError('[multi_match] malformed, expected an object');
  onlyKeys('multi_match', body, ['query', 'fields', 'type', 'operator', 'minimum_should_match', 'zero_terms_query', 'tie_breaker', 'slop', 'analyzer', 'fuzziness', ...IGNORED]);
  if (!Array.isArray(body.fields) || body.fields.length === 0) throw unsupported('[multi_match] without an explicit [fields] list');
  const type = body.type ?? 'best_fields';
  if (type !== 'best_fields' && type !== 'most_fields' && type !== 'phrase') throw unsupported(`[multi_match] type [${String(type)}]`);
  const text = queryText('multi_match', body.query);
  const zeroTermsAll = zeroTerms(body.zero_terms_query);
  const matchers = body.fields.map((name) => {
    if (typeof name !== 'string') throw parsingError('[multi_match] fields must be strings');
    const path = name.replace(/\^[\d.]+$/, '');
    if (path.includes('*')) throw unsupported('[multi_match] wildcard field names');
    const f = fieldOf(path);
    if (!f) return NONE;
    return type === 'phrase' ? phraseMatch(f, text, zeroTermsAll, ctx) : analysedMatch(f, text, { operator: operatorOf(body.operator), msm: body.minimum_should_match, zeroTermsAll }, ctx);
  });
  return (doc) => matchers.some((m) => m(doc));
};
