import { isNestedPath, nestedDocsOf, rawValues, type Doc } from './docs';
import { ReferenceError, isObject, onlyKeys, parsingError, singleEntry, unsupported } from './errors';
import { NONE, parsePrefix, parseRange, parseTerm, parseTerms, parseWildcard, type Matcher, type QueryContext } from './term-queries';
import { minShouldMatch, parseMatch, parseMatchPhrase, parseMultiMatch } from './text-queries';
import { fieldOf, hasValue } from './values';
import { BI_FIELDS } from '@domain/bi/fields';

/**
 * A query clause compiled to a predicate over documents. Relevance is not modelled: the reference
 * answers which documents match, and hit order comes from `sort` (or index order, see README).
 */
export type { Matcher, QueryContext };

const clauses = (v: unknown, where: string): unknown[] => {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v;
  if (isObject(v)) return [v];
  throw parsingError(`[bool] malformed: [${where}] must be a query object or an array of them`);
};

const parseBool = (body: unknown, ctx: QueryContext): Matcher => {
  if (!isObject(body)) throw parsingError('[bool] malformed, expected an object');
  for (const key of Object.keys(body))
    if (!['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name', 'adjust_pure_negative'].includes(key)) throw parsingError(`[bool] query does not support [${key}]`);
  const must = [...clauses(body.must, 'must'), ...clauses(body.filter, 'filter')].map((q) => compileQuery(q, ctx));
  const mustNot = clauses(body.must_not, 'must_not').map((q) => compileQuery(q, ctx));
  const should = clauses(body.should, 'should').map((q) => compileQuery(q, ctx));
  if (must.length + mustNot.length + should.length === 0) return () => true;
  // Lucene: with no MUST/FILTER clause at least one SHOULD must match; an explicit
  // minimum_should_match counts SHOULD clauses only and may exceed them (then nothing matches).
  // A bool of must_not clauses only is rebuilt with a match-all FILTER (Queries.fixNegativeQueryIfNeeded),
  // and the rebuilt query drops the minimum_should_match: it matches what no must_not clause matches.
  const pureNegative = must.length === 0 && should.length === 0;
  const explicit = body.minimum_should_match === undefined || pureNegative ? 0 : minShouldMatch(should.length, body.minimum_should_match);
  const required = should.length > 0 && must.length === 0 ? Math.max(1, explicit) : explicit;
  return (doc) => must.every((m) => m(doc)) && !mustNot.some((m) => m(doc)) && (required === 0 || should.filter((m) => m(doc)).length >= required);
};

const parseNested = (body: unknown, ctx: QueryContext): Matcher => {
  if (!isObject(body)) throw parsingError('[nested] malformed, expected an object');
  onlyKeys('nested', body, ['path', 'query', 'score_mode', 'ignore_unmapped', 'boost', '_name']);
  if (typeof body.path !== 'string') throw parsingError('[nested] requires [path]');
  if (body.query === undefined) throw parsingError('[nested] requires [query]');
  const path = body.path;
  if (!isNestedPath(path)) {
    if (body.ignore_unmapped === true && !fieldOf(path)) return NONE;
    throw new ReferenceError('query_shard_exception', `[nested] failed to find nested object under path [${path}]`);
  }
  const inner = compileQuery(body.query, ctx);
  return (doc) => doc.nested === null && nestedDocsOf(doc, path).some(inner);
};

const parseExists = (body: unknown): Matcher => {
  if (!isObject(body)) throw parsingError('[exists] malformed, expected an object');
  onlyKeys('exists', body, ['field', 'boost', '_name']);
  if (typeof body.field !== 'string') throw parsingError('[exists] must be provided with a [field]');
  const path = body.field;
  const f = fieldOf(path);
  if (!f) return NONE;
  // A dynamic object exists when it holds any value; a declared object when any of its leaves does (in the same document).
  if (f.dynamic && f.type === 'object') return (doc) => rawValues(doc, path, f.nested).some((v) => isObject(v) && Object.values(v).some((x) => x !== null && x !== undefined));
  const leaves = f.type === 'object' || f.type === 'nested' ? BI_FIELDS.filter((x) => x.path.startsWith(`${path}.`) && x.type !== 'object' && x.type !== 'nested' && !x.multiFieldOf) : [f];
  return (doc) => leaves.some((l) => hasValue(doc, l));
};

const parseIds = (body: unknown): Matcher => {
  if (!isObject(body)) throw parsingError('[ids] malformed, expected an object');
  onlyKeys('ids', body, ['values', 'boost', '_name']);
  if (!Array.isArray(body.values)) throw parsingError('[ids] requires [values] as an array');
  const ids = new Set(body.values.map(String));
  return (doc) => doc.nested === null && typeof doc.record.uuid === 'string' && ids.has(doc.record.uuid);
};

const parseConstantScore = (body: unknown, ctx: QueryContext): Matcher => {
  if (!isObject(body)) throw parsingError('[constant_score] malformed, expected an object');
  onlyKeys('constant_score', body, ['filter', 'boost', '_name']);
  if (body.filter === undefined) throw parsingError('[constant_score] requires a \'filter\' element');
  return compileQuery(body.filter, ctx);
};

const noParams = (name: string, body: unknown) => {
  if (!isObject(body)) throw parsingError(`[${name}] malformed, expected an object`);
  onlyKeys(name, body, ['boost', '_name']);
};

const PARSERS: Record<string, (body: unknown, ctx: QueryContext) => Matcher> = {
  bool: parseBool,
  match_all: (b) => (noParams('match_all', b), () => true),
  match_none: (b) => (noParams('match_none', b), NONE),
  term: parseTerm,
  terms: parseTerms,
  range: parseRange,
  exists: parseExists,
  prefix: parsePrefix,
  wildcard: parseWildcard,
  ids: parseIds,
  match: parseMatch,
  match_phrase: parseMatchPhrase,
  multi_match: parseMultiMatch,
  nested: parseNested,
  constant_score: parseConstantScore,
};

/** OpenSearch query types outside the reference's subset (valid DSL, not modelled). */
const KNOWN_ELSEWHERE = ['query_string', 'simple_query_string', 'regexp', 'fuzzy', 'geo_distance', 'geo_bounding_box', 'dis_max', 'function_score', 'boosting', 'script', 'terms_set', 'match_bool_prefix', 'match_phrase_prefix', 'has_child', 'has_parent', 'more_like_this'];

export const compileQuery = (q: unknown, ctx: QueryContext): Matcher => {
  const [name, body] = singleEntry('query', q);
  const parser = PARSERS[name];
  if (parser) return parser(body, ctx);
  if (KNOWN_ELSEWHERE.includes(name)) throw unsupported(`the [${name}] query`);
  throw parsingError(`unknown query [${name}]`);
};

export const matches = (docs: readonly Doc[], m: Matcher): Doc[] => docs.filter(m);
