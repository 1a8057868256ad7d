import { BI_MAX_RESULT_WINDOW } from '@contracts/gateway-bi';
import type { DocValueFieldSpec, Query, Scalar, SearchRequest, SortClause, SourceFilter } from '../ast';
import { BiError, illegalArgument, parsingError, shardError, unsupported } from '../errors';
import { parseAggs } from './aggs';
import { isObject, tokenName, type Json, type JsonObject } from './json';
import { parseQuery } from './query';

/** A search body (already JSON) → `SearchRequest`, with OpenSearch's defaults and request checks. */

const UNSUPPORTED_KEYS = ['post_filter', 'highlight', 'explain', 'min_score', 'script_fields', 'stored_fields', 'collapse', 'profile', 'rescore', 'suggest', 'pit', 'slice', 'indices_boost', 'terminate_after', 'seq_no_primary_term', 'fields', 'runtime_mappings', 'ext', 'search_pipeline'];
const IGNORED_KEYS = ['timeout', 'track_scores', 'version', 'stats'];

const sortEntry = (v: Json, at: string): SortClause => {
  if (typeof v === 'string') return { field: v, order: v === '_score' ? 'desc' : 'asc', missing: '_last', at };
  if (!isObject(v) || Object.keys(v).length !== 1) throw parsingError(`[sort] malformed, expected a field name or an object with one field`, at);
  const [field, spec] = Object.entries(v)[0]!;
  const here = `${at}.${field}`;
  const base: SortClause = { field, order: field === '_score' ? 'desc' : 'asc', missing: '_last', at: here };
  if (typeof spec === 'string') {
    if (spec !== 'asc' && spec !== 'desc') throw illegalArgument(`Unknown SortOrder [${spec}]`, here);
    return { ...base, order: spec };
  }
  if (!isObject(spec)) throw parsingError(`[sort] malformed for [${field}], found [${tokenName(spec)}]`, here);
  for (const [k, value] of Object.entries(spec)) {
    if (k === 'order') {
      if (value !== 'asc' && value !== 'desc') throw illegalArgument(`Unknown SortOrder [${String(value)}]`, `${here}.order`);
      base.order = value;
    } else if (k === 'missing') {
      if (value !== '_first' && value !== '_last') throw unsupported(`[sort] missing [${String(value)}] (only _first and _last)`, `${here}.missing`);
      base.missing = value;
    } else if (k === 'mode') {
      if (value !== 'min' && value !== 'max' && value !== 'sum' && value !== 'avg') throw unsupported(`[sort] mode [${String(value)}]`, `${here}.mode`);
      base.mode = value;
    } else if (k === 'nested') {
      if (!isObject(value) || typeof value.path !== 'string') throw parsingError('[nested] sort requires a [path]', `${here}.nested`);
      for (const nk of Object.keys(value)) if (nk !== 'path' && nk !== 'filter') throw unsupported(`[sort] nested [${nk}]`, `${here}.nested.${nk}`);
      base.nested = { path: value.path, ...(value.filter !== undefined ? { filter: parseQuery(value.filter, `${here}.nested.filter`) } : {}) };
    } else if (k === 'unmapped_type') {
      if (typeof value !== 'string') throw parsingError('[unmapped_type] must be a string', `${here}.unmapped_type`);
      base.unmappedType = value;
    } else if (k !== 'format' && k !== 'numeric_type') throw parsingError(`[field_sort] unknown field [${k}]`, `${here}.${k}`);
  }
  return base;
};

const sourceOf = (v: Json, at: string): SourceFilter | true => {
  const list = (x: Json | undefined, key: string): string[] => {
    if (x === undefined) return [];
    if (typeof x === 'string') return [x];
    if (Array.isArray(x) && x.every((s) => typeof s === 'string')) return x as string[];
    throw parsingError(`[_source] ${key} must be a string or an array of strings`, `${at}.${key}`);
  };
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  if (typeof v === 'string' || Array.isArray(v)) return { includes: list(v, 'includes'), excludes: [] };
  if (isObject(v)) {
    for (const k of Object.keys(v)) if (!['includes', 'include', 'excludes', 'exclude'].includes(k)) throw parsingError(`Unknown key for a ${tokenName(v[k])} in [${k}].`, `${at}.${k}`);
    return { includes: list(v.includes ?? v.include, 'includes'), excludes: list(v.excludes ?? v.exclude, 'excludes') };
  }
  throw parsingError(`Unknown key for a ${tokenName(v)} in [_source].`, at);
};

/**
 * `docvalue_fields`: an array of field names (`*` patterns allowed) or `{field, format}` objects,
 * read as OpenSearch's FieldAndFormat does (a scalar is a field name).
 */
export const parseDocValueFields = (v: Json, at: string): DocValueFieldSpec[] => {
  if (!Array.isArray(v)) throw parsingError(`Unknown key for a ${tokenName(v)} in [docvalue_fields].`, at);
  return v.map((entry, i) => {
    const here = `${at}[${i}]`;
    if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') return { field: String(entry), at: here };
    if (!isObject(entry)) throw parsingError(`[docvalue_fields] entries must be field names or objects, found [${tokenName(entry)}]`, here);
    for (const k of Object.keys(entry)) if (k !== 'field' && k !== 'format') throw parsingError(`[field_and_format] unknown field [${k}]`, `${here}.${k}`);
    if (typeof entry.field !== 'string') throw parsingError('[field_and_format] Required [field]', here);
    if (entry.format !== undefined && entry.format !== null && typeof entry.format !== 'string') throw parsingError('[field_and_format] [format] must be a string', `${here}.format`);
    return { field: entry.field, ...(typeof entry.format === 'string' ? { format: entry.format } : {}), at: here };
  });
};

export const parseSort = (v: Json | undefined, at: string): SortClause[] => {
  if (v === undefined) return [];
  return Array.isArray(v) ? v.map((s, i) => sortEntry(s, `${at}[${i}]`)) : [sortEntry(v, at)];
};

const intValue = (v: Json, key: string): number => {
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw parsingError(`[${key}] must be an integer, found [${tokenName(v)}]`, key);
  if (n < 0) throw illegalArgument(`[${key}] parameter cannot be negative, found [${n}]`, key);
  if (n > 2147483647) throw parsingError(`Numeric value (${n}) out of range of int`, key);
  return n;
};

/** Whether the top-level query scores: filter-only bools and match-nothing score 0 in OpenSearch. */
const scores = (raw: Json | undefined): boolean => {
  if (!isObject(raw)) return true;
  const bool = raw.bool;
  if (isObject(bool) && bool.must === undefined && bool.should === undefined) return false;
  return true;
};

export const parseSearchBody = (body: JsonObject): SearchRequest => {
  let query: Query = { kind: 'match_all' };
  const request: SearchRequest = { query, scoring: true, size: 10, from: 0, sort: [], source: true, trackTotalHits: BI_MAX_RESULT_WINDOW, aggs: [] };
  for (const [key, v] of Object.entries(body)) {
    switch (key) {
      case 'query':
        query = parseQuery(v, 'query');
        request.query = query;
        request.scoring = scores(v);
        break;
      case 'size':
        request.size = intValue(v, 'size');
        break;
      case 'from':
        request.from = intValue(v, 'from');
        break;
      case 'sort':
        request.sort = parseSort(v, 'sort');
        break;
      case 'search_after':
        if (!Array.isArray(v)) throw parsingError(`[search_after] must be an array`, 'search_after');
        request.searchAfter = v.map((x, i) => {
          if (x === null || typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') return x as Scalar | null;
          throw parsingError(`[search_after] values must be strings, numbers, booleans or null`, `search_after[${i}]`);
        });
        break;
      case '_source':
        request.source = sourceOf(v, '_source');
        break;
      case 'docvalue_fields':
        request.docValueFields = parseDocValueFields(v, 'docvalue_fields');
        break;
      case 'track_total_hits':
        if (v === true || v === 'true') request.trackTotalHits = true;
        else if (v === false || v === 'false') request.trackTotalHits = false;
        else if (typeof v === 'number' && Number.isInteger(v) && v >= -1) request.trackTotalHits = v === -1 ? true : v;
        else throw illegalArgument(`[track_total_hits] parameter must be positive or equals to -1, got ${String(v)}`, 'track_total_hits');
        break;
      case 'aggs':
      case 'aggregations':
        if (request.aggs.length) throw parsingError('Found two aggregation definitions', key);
        request.aggs = parseAggs(v, key);
        break;
      default:
        if (IGNORED_KEYS.includes(key)) break;
        if (UNSUPPORTED_KEYS.includes(key)) throw unsupported(`[${key}]`, key);
        throw parsingError(`Unknown key for a ${tokenName(v)} in [${key}].`, key);
    }
  }
  return checkRequest(request);
};

export const checkRequest = (request: SearchRequest): SearchRequest => {
  if (request.from + request.size > BI_MAX_RESULT_WINDOW)
    throw shardError(
      'illegal_argument_exception',
      `Result window is too large, from + size must be less than or equal to: [${BI_MAX_RESULT_WINDOW}] but was [${request.from + request.size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`,
    );
  if (request.searchAfter) {
    if (request.from > 0) throw new BiError('action_request_validation_exception', 'Validation Failed: 1: [from] parameter must be set to 0 when [search_after] is used;');
    const sortLength = request.sort.length || 1;
    if (request.searchAfter.length !== sortLength) throw shardError('illegal_argument_exception', `search_after has ${request.searchAfter.length} value(s) but sort has ${sortLength}.`, 'search_after');
  }
  return request;
};
