import { BI_MAX_RESULT_WINDOW } from '@contracts/gateway-bi';
import type { BiRecord } from '@domain/bi/record';
import { runSubs } from './agg-types';
import { compileAggs } from './aggs';
import { rootDocs } from './docs';
import { ReferenceError, errorBody, illegalArgument, isObject, parsingError, type ErrorBody } from './errors';
import { renderHit, sortDocs } from './hits';
import { compileQuery } from './queries';
import { compareTuples, parseAfterValue, parseSort } from './sort';
import { parseSourceFilter } from './source-filter';
import { docValuesRenderer, parseDocValueFields } from './docvalue-fields';
import { printedScore, scorerOf } from './scores';

const maxScore = (hits: Array<{ _score: number | null }>): number | null => {
  const scores = hits.map((h) => h._score).filter((v): v is number => v !== null);
  return scores.length ? Math.max(...scores) : null;
};

/**
 * The reference evaluator: an OpenSearch 2.17 search request over an in-memory index, answered
 * the way OpenSearch answers it (see README.md for every decision). `records` is the index as the
 * caller sees it (tenant, visibility and test-mode filtering already applied), in index order.
 * The answer is the response body or an OpenSearch-shaped error body; the reference never throws
 * for a request, whatever it is.
 */
export interface ReferenceOptions {
  now: Date;
}

export type ReferenceAnswer = { status: 200; body: Record<string, unknown> } | { status: number; body: ErrorBody };

const TOP_LEVEL = ['query', 'aggs', 'aggregations', 'size', 'from', 'sort', 'search_after', '_source', 'docvalue_fields', 'track_total_hits', 'timeout', 'track_scores'];

const intParam = (v: unknown, name: string, fallback: number): number => {
  if (v === undefined) return fallback;
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw parsingError(`[${name}] must be an integer, got [${String(v)}]`);
  if (n < 0) throw illegalArgument(`[${name}] parameter cannot be negative, found [${n}]`);
  return n;
};

const totalOf = (count: number, track: unknown) => {
  if (track === false) return undefined;
  const threshold = track === undefined ? 10_000 : track === true ? Infinity : Number(track);
  if (track !== undefined && track !== true && (!Number.isInteger(threshold) || threshold < -1)) throw illegalArgument('[track_total_hits] parameter must be positive or equals to -1');
  if (threshold === -1) return { value: count, relation: 'eq' as const };
  return count > threshold ? { value: threshold, relation: 'gte' as const } : { value: count, relation: 'eq' as const };
};

const evaluate = (records: readonly BiRecord[], body: unknown, now: number): Record<string, unknown> => {
  if (body === undefined || body === null) body = {};
  if (!isObject(body)) throw parsingError('request body must be a JSON object');
  for (const key of Object.keys(body)) if (!TOP_LEVEL.includes(key)) throw parsingError(`Unknown key for a START_OBJECT in [${key}].`);
  if (body.aggs !== undefined && body.aggregations !== undefined) throw parsingError('Found two aggregation definitions: [aggs] and [aggregations]');
  const ctx = { now };
  const size = intParam(body.size, 'size', 10);
  const from = intParam(body.from, 'from', 0);
  if (from + size > BI_MAX_RESULT_WINDOW)
    throw illegalArgument(
      `Result window is too large, from + size must be less than or equal to: [${BI_MAX_RESULT_WINDOW}] but was [${from + size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`,
    );
  const matcher = body.query === undefined ? () => true : compileQuery(body.query, ctx);
  const keys = parseSort(body.sort, ctx);
  const source = parseSourceFilter(body._source);
  const docValueSpecs = parseDocValueFields(body.docvalue_fields);
  const index = rootDocs(records);
  const aggs = compileAggs(body.aggs ?? body.aggregations, { query: ctx, nested: null, index, parent: null });
  let after: ((v: (string | number | null)[]) => boolean) | undefined;
  if (body.search_after !== undefined) {
    const sa = body.search_after;
    if (!Array.isArray(sa)) throw parsingError('[search_after] must be an array');
    if (keys.length === 0) throw illegalArgument('Sort must contain at least one field when search_after is used.');
    if (sa.length !== keys.length) throw illegalArgument(`search_after has ${sa.length} value(s) but sort has ${keys.length}.`);
    if (from > 0) throw illegalArgument('`from` parameter must be set to 0 when `search_after` is used.');
    const afterValues = keys.map((k, i) => parseAfterValue(k, sa[i]));
    after = (values) => compareTuples(keys, values, afterValues) > 0;
  }
  const matched = index.filter(matcher);
  const total = totalOf(matched.length, body.track_total_hits);
  const scorer = body.query === undefined ? () => 1 : scorerOf(body.query, index, ctx);
  const sorted = sortDocs(matched, keys, (doc) => printedScore(scorer(doc))).filter((s) => !after || after(s.values));
  const page = sorted.slice(from, from + size);
  // docvalue_fields fail (text fields, formats) in the fetch phase, which runs only for hits.
  const fields = page.length > 0 ? docValuesRenderer(docValueSpecs) : undefined;
  const hits = page.map((s) => renderHit(s, keys, source, fields));
  return {
    took: 0,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    // The page's best score, as the engine reports it (OpenSearch: the best of all matches).
    hits: { ...(total ? { total } : {}), max_score: maxScore(hits), hits },
    ...(aggs.size > 0 ? { aggregations: runSubs(aggs, matched) } : {}),
  };
};

export const searchReference = (records: readonly BiRecord[], body: unknown, options: ReferenceOptions): ReferenceAnswer => {
  try {
    return { status: 200, body: evaluate(records, body, options.now.getTime()) };
  } catch (e) {
    if (e instanceof ReferenceError) return { status: e.status, body: errorBody(e) };
    // A reference bug must not look like a valid refusal: report it loudly.
    throw e;
  }
};
