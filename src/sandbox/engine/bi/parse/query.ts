import type { Query, Scalar } from '../ast';
import { parsingError, unsupported } from '../errors';
import { scalarOf } from '../values';
import { parseQueryStringClause } from '../query-string/clause';
import { booleanParam, checkKeys, expectObject, isObject, singleEntry, stringParam, type Json, type JsonObject } from './json';
import { expandFields } from './field-patterns';

/** The query DSL → `Query`. Unknown clauses and options are parse errors naming them and their place. */

const COMMON = ['boost', '_name'];

type Parser = (body: Json, path: string) => Query;

const clauses = (v: Json | undefined, path: string): Query[] => {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.map((q, i) => parseQuery(q, `${path}[${i}]`));
  if (isObject(v)) return [parseQuery(v, path)];
  throw parsingError(`[bool] query malformed, no start_object after query name`, path);
};

const msmOf = (v: Json | undefined, clause: string, path: string): string | number | undefined => {
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+%?$/.test(v.trim())) return v.trim();
  if (typeof v === 'string') throw unsupported(`[${clause}] minimum_should_match [${v}] (only integers and percentages)`, `${path}.minimum_should_match`);
  throw parsingError(`[${clause}] minimum_should_match must be a number or a string`, `${path}.minimum_should_match`);
};

/** `{field: value}` or `{field: {value…}}`: the field and its object (the shorthand becomes `{[key]: value}`). */
const fieldClause = (body: Json, clause: string, shortKey: string, path: string): [string, JsonObject, string] => {
  const o = expectObject(body, clause, path);
  const fields = Object.keys(o).filter((k) => !COMMON.includes(k));
  if (fields.length === 0) throw parsingError(`[${clause}] query doesn't support an empty field name`, path);
  if (fields.length > 1) throw parsingError(`[${clause}] query doesn't support multiple fields, found [${fields[0]}] and [${fields[1]}]`, path);
  const field = fields[0]!;
  const v = o[field]!;
  const at = `${path}.${field}`;
  if (isObject(v)) return [field, v, at];
  if (Array.isArray(v)) throw parsingError(`[${clause}] query does not support array of values`, at);
  if (v === null) throw parsingError(`[${clause}] value cannot be null`, at);
  return [field, { [shortKey]: v }, at];
};

const term: Parser = (body, path) => {
  const [field, o, at] = fieldClause(body, 'term', 'value', path);
  checkKeys(o, ['value', 'case_insensitive', ...COMMON], 'term', at);
  if (o.value === undefined || o.value === null) throw parsingError('[term] query requires a value', at);
  return { kind: 'term', field, values: [scalarOf(o.value, 'term', `${at}.value`)], caseInsensitive: booleanParam(o.case_insensitive, 'term', 'case_insensitive', at) ?? false, at };
};

const terms: Parser = (body, path) => {
  const o = expectObject(body, 'terms', path);
  const fields = Object.keys(o).filter((k) => !COMMON.includes(k));
  if (fields.length !== 1) throw parsingError(`[terms] query requires exactly one field${fields.length ? `, found [${fields.join(', ')}]` : ''}`, path);
  const field = fields[0]!;
  const v = o[field]!;
  const at = `${path}.${field}`;
  if (isObject(v)) throw unsupported('[terms] lookup', at);
  if (!Array.isArray(v)) throw parsingError(`[terms] query does not support [${field}]`, at);
  return { kind: 'term', field, values: v.map((x, i) => scalarOf(x, 'terms', `${at}[${i}]`)), caseInsensitive: false, at };
};

const RANGE_KEYS = ['gt', 'gte', 'lt', 'lte', 'from', 'to', 'include_lower', 'include_upper', 'format', 'time_zone', 'relation', ...COMMON];

const range: Parser = (body, path) => {
  const [field, o, at] = fieldClause(body, 'range', '', path);
  checkKeys(o, RANGE_KEYS, 'range', at);
  if (o.relation !== undefined && o.relation !== 'intersects' && o.relation !== 'INTERSECTS') throw unsupported(`[range] relation [${String(o.relation)}]`, `${at}.relation`);
  const bound = (k: string): Scalar | undefined => (o[k] === undefined || o[k] === null ? undefined : scalarOf(o[k], 'range', `${at}.${k}`));
  const q: Query & { kind: 'range' } = { kind: 'range', field, at };
  // One lower and one upper end, members applied in the order written, as RangeQueryBuilder reads
  // them: `{"lte": "Z", "lt": "USD"}` means lt USD, and an include_* after gt/lt overrides it.
  const ends: { from?: Scalar; includeLower: boolean; to?: Scalar; includeUpper: boolean } = { includeLower: true, includeUpper: true };
  for (const k of Object.keys(o)) {
    if (k === 'from' || k === 'gt' || k === 'gte') ends.from = bound(k);
    if (k === 'to' || k === 'lt' || k === 'lte') ends.to = bound(k);
    if (k === 'gt' || k === 'gte') ends.includeLower = k === 'gte';
    if (k === 'lt' || k === 'lte') ends.includeUpper = k === 'lte';
    if (k === 'include_lower') ends.includeLower = booleanParam(o.include_lower, 'range', 'include_lower', at) !== false;
    if (k === 'include_upper') ends.includeUpper = booleanParam(o.include_upper, 'range', 'include_upper', at) !== false;
  }
  if (ends.from !== undefined) q[ends.includeLower ? 'gte' : 'gt'] = ends.from;
  if (ends.to !== undefined) q[ends.includeUpper ? 'lte' : 'lt'] = ends.to;
  const format = stringParam(o.format, 'range', 'format', at);
  const timeZone = stringParam(o.time_zone, 'range', 'time_zone', at);
  if (format !== undefined) q.format = format;
  if (timeZone !== undefined) q.timeZone = timeZone;
  return q;
};

const match: Parser = (body, path) => {
  const [field, o, at] = fieldClause(body, 'match', 'query', path);
  checkKeys(o, ['query', 'operator', 'minimum_should_match', 'lenient', 'zero_terms_query', 'auto_generate_synonyms_phrase_query', 'fuzziness', 'analyzer', ...COMMON], 'match', at);
  if (o.fuzziness !== undefined) throw unsupported('[match] fuzziness', `${at}.fuzziness`);
  if (o.analyzer !== undefined) throw unsupported('[match] analyzer', `${at}.analyzer`);
  if (o.zero_terms_query !== undefined && String(o.zero_terms_query).toLowerCase() !== 'none') throw unsupported(`[match] zero_terms_query [${String(o.zero_terms_query)}]`, `${at}.zero_terms_query`);
  if (o.query === undefined || o.query === null) throw parsingError('[match] requires query value', at);
  const operator = (stringParam(o.operator, 'match', 'operator', at) ?? 'or').toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw parsingError(`[match] query does not support operator [${operator}]`, `${at}.operator`);
  const msm = msmOf(o.minimum_should_match, 'match', at);
  return {
    kind: 'match',
    field,
    text: scalarOf(o.query, 'match', `${at}.query`),
    operator,
    ...(msm !== undefined ? { minimumShouldMatch: msm } : {}),
    lenient: booleanParam(o.lenient, 'match', 'lenient', at) ?? false,
    at,
  };
};

const matchPhrase: Parser = (body, path) => {
  const [field, o, at] = fieldClause(body, 'match_phrase', 'query', path);
  checkKeys(o, ['query', 'slop', 'analyzer', 'zero_terms_query', ...COMMON], 'match_phrase', at);
  if (o.slop !== undefined && o.slop !== 0) throw unsupported('[match_phrase] slop other than 0', `${at}.slop`);
  if (o.analyzer !== undefined) throw unsupported('[match_phrase] analyzer', `${at}.analyzer`);
  if (o.query === undefined || o.query === null) throw parsingError('[match_phrase] requires query value', at);
  return { kind: 'match_phrase', field, text: scalarOf(o.query, 'match_phrase', `${at}.query`), lenient: false, at };
};

const patternClause =
  (kind: 'prefix' | 'wildcard'): Parser =>
  (body, path) => {
    const [field, o, at] = fieldClause(body, kind, 'value', path);
    checkKeys(o, ['value', ...(kind === 'wildcard' ? ['wildcard'] : []), 'case_insensitive', 'rewrite', ...COMMON], kind, at);
    const v = o.value ?? (kind === 'wildcard' ? o.wildcard : undefined);
    if (v === undefined || v === null) throw parsingError(`[${kind}] requires a value`, at);
    return { kind, field, value: String(scalarOf(v, kind, `${at}.value`)), caseInsensitive: booleanParam(o.case_insensitive, kind, 'case_insensitive', at) ?? false, at };
  };

const bool: Parser = (body, path) => {
  const o = expectObject(body, 'bool', path);
  checkKeys(o, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'adjust_pure_negative', ...COMMON], 'bool', path);
  const msm = msmOf(o.minimum_should_match, 'bool', path);
  return {
    kind: 'bool',
    must: clauses(o.must, `${path}.must`),
    filter: clauses(o.filter, `${path}.filter`),
    should: clauses(o.should, `${path}.should`),
    mustNot: clauses(o.must_not, `${path}.must_not`),
    ...(msm !== undefined ? { minimumShouldMatch: msm } : {}),
    at: path,
  };
};

const multiMatch: Parser = (body, path) => {
  const o = expectObject(body, 'multi_match', path);
  checkKeys(o, ['query', 'fields', 'type', 'operator', 'minimum_should_match', 'lenient', 'tie_breaker', 'zero_terms_query', 'auto_generate_synonyms_phrase_query', 'slop', ...COMMON], 'multi_match', path);
  if (o.query === undefined || o.query === null) throw parsingError('No text specified for multi_match query', path);
  const type = stringParam(o.type, 'multi_match', 'type', path) ?? 'best_fields';
  if (!['best_fields', 'most_fields', 'phrase'].includes(type)) throw unsupported(`[multi_match] type [${type}]`, `${path}.type`);
  const raw = o.fields === undefined ? ['*'] : Array.isArray(o.fields) ? o.fields : [o.fields];
  const patterns = raw.map((f, i) => stringParam(f, 'multi_match', `fields[${i}]`, path)!.replace(/\^[\d.]+$/, ''));
  const lenient = booleanParam(o.lenient, 'multi_match', 'lenient', path) ?? patterns.some((p) => p.includes('*'));
  const operator = (stringParam(o.operator, 'multi_match', 'operator', path) ?? 'or').toLowerCase();
  if (operator !== 'or' && operator !== 'and') throw parsingError(`[multi_match] query does not support operator [${operator}]`, `${path}.operator`);
  const msm = msmOf(o.minimum_should_match, 'multi_match', path);
  const text = scalarOf(o.query, 'multi_match', `${path}.query`);
  const fields = expandFields(patterns);
  const should: Query[] = fields.map((field) =>
    type === 'phrase'
      ? { kind: 'match_phrase', field, text, lenient, at: path }
      : { kind: 'match', field, text, operator: operator as 'or' | 'and', ...(msm !== undefined ? { minimumShouldMatch: msm } : {}), lenient, at: path },
  );
  // best_fields and phrase are a dis_max over the fields (tie_breaker 0): the best field's score counts.
  return should.length ? { kind: 'bool', must: [], filter: [], should, mustNot: [], ...(type === 'most_fields' ? {} : { scoreMode: 'max' as const }), at: path } : { kind: 'match_none' };
};

const PARSERS: Record<string, Parser> = {
  match_all: (b, p) => (checkKeys(expectObject(b, 'match_all', p), COMMON, 'match_all', p), { kind: 'match_all' }),
  match_none: (b, p) => (checkKeys(expectObject(b, 'match_none', p), COMMON, 'match_none', p), { kind: 'match_none' }),
  bool,
  term,
  terms,
  range,
  exists: (b, p) => {
    const o = expectObject(b, 'exists', p);
    checkKeys(o, ['field', ...COMMON], 'exists', p);
    const field = stringParam(o.field, 'exists', 'field', p);
    if (!field) throw parsingError('[exists] must be provided with a [field]', p);
    return { kind: 'exists', field, at: p };
  },
  match,
  match_phrase: matchPhrase,
  multi_match: multiMatch,
  prefix: patternClause('prefix'),
  wildcard: patternClause('wildcard'),
  ids: (b, p) => {
    const o = expectObject(b, 'ids', p);
    checkKeys(o, ['values', 'type', ...COMMON], 'ids', p);
    if (!Array.isArray(o.values)) throw parsingError('[ids] query malformed, values must be an array', `${p}.values`);
    return { kind: 'ids', values: o.values.map((v, i) => String(scalarOf(v, 'ids', `${p}.values[${i}]`))) };
  },
  nested: (b, p) => {
    const o = expectObject(b, 'nested', p);
    checkKeys(o, ['path', 'query', 'score_mode', 'ignore_unmapped', 'inner_hits', ...COMMON], 'nested', p);
    if (o.inner_hits !== undefined) throw unsupported('[nested] inner_hits', `${p}.inner_hits`);
    const nestedPath = stringParam(o.path, 'nested', 'path', p);
    if (!nestedPath) throw parsingError('[nested] requires \'path\' field', p);
    if (o.query === undefined) throw parsingError('[nested] requires \'query\' field', p);
    const mode = stringParam(o.score_mode, 'nested', 'score_mode', p);
    if (mode !== undefined && !['avg', 'sum', 'min', 'max', 'none'].includes(mode)) throw illegalScoreMode(mode, p);
    return { kind: 'nested', path: nestedPath, query: parseQuery(o.query, `${p}.query`), ignoreUnmapped: booleanParam(o.ignore_unmapped, 'nested', 'ignore_unmapped', p) ?? false, at: p };
  },
  constant_score: (b, p) => {
    const o = expectObject(b, 'constant_score', p);
    checkKeys(o, ['filter', ...COMMON], 'constant_score', p);
    if (o.filter === undefined) throw parsingError('[constant_score] requires a \'filter\' element', p);
    return { kind: 'bool', must: [], filter: [parseQuery(o.filter, `${p}.filter`)], should: [], mustNot: [], scoreMode: 'constant', at: p };
  },
  query_string: (b, p) => parseQueryStringClause(expectObject(b, 'query_string', p), p),
};

const illegalScoreMode = (mode: string, p: string) => parsingError(`[nested] illegal score_mode [${mode}]`, `${p}.score_mode`);

const KNOWN_ELSEWHERE = ['simple_query_string', 'fuzzy', 'regexp', 'geo_distance', 'geo_bounding_box', 'geo_shape', 'geo_polygon', 'dis_max', 'function_score', 'script', 'script_score', 'boosting', 'has_child', 'has_parent', 'more_like_this', 'span_term', 'intervals', 'match_bool_prefix', 'match_phrase_prefix', 'terms_set', 'distance_feature', 'rank_feature', 'wrapper', 'percolate', 'pinned', 'neural', 'knn', 'type', 'combined_fields', 'regexp'];

export const parseQuery = (v: Json | unknown, path: string): Query => {
  const [name, body] = singleEntry(v, 'query', path);
  const at = `${path}.${name}`;
  const parser = PARSERS[name];
  if (parser) return parser(body, at);
  if (KNOWN_ELSEWHERE.includes(name)) throw unsupported(`[${name}] query`, at);
  throw parsingError(`unknown query [${name}]`, at);
};
