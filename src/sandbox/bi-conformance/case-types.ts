import type { BiAddress } from './fixture';

/** One conformance case: a request to the BI data source and its hand-computed answer. */
export interface BiRequest {
  method: 'GET' | 'POST';
  /** Which address answers (default production, `{sandbox}/query/transactions/v2`). */
  address?: BiAddress;
  /** A POST's JSON body. */
  body?: unknown;
  /** A POST body sent verbatim (not JSON). */
  rawBody?: string;
  /** GET `?q=` in the query-string syntax. */
  q?: string;
  /** Content-Type of a POST: default `application/json`; null sends none. */
  contentType?: string | null;
  /** Default the BI user's; `wrong` a bad password; `none` no Authorization header. */
  credentials?: 'valid' | 'wrong' | 'none';
}

export interface HitsAnswer {
  status: 200;
  /** Hit `_id`s in order. */
  ids?: readonly string[];
  /** Hit `_id`s in any order (the order would depend on relevance scores). */
  idSet?: readonly string[];
  /** `hits.total`; `absent` when `track_total_hits` is false. */
  total?: { value: number; relation: 'eq' | 'gte' } | 'absent';
  /** `_source` of each hit, in hit order. null: the hit has no `_source`. */
  sources?: readonly (Record<string, unknown> | null)[];
  /** `fields` of each hit (docvalue_fields), in hit order, compared whole. null: the hit has no `fields`. */
  fields?: readonly (Record<string, readonly unknown[]> | null)[];
  /** Each hit's `sort` array. */
  sortValues?: readonly unknown[][];
  /** Each hit's `_score` (floats: within 1e-6 relative), null where the hit has none; and `hits.max_score`. */
  scores?: readonly (number | null)[];
  maxScore?: number | null;
  /** The aggregations: every member listed must match (numbers within 1e-9 relative); arrays match in length. */
  aggregations?: Record<string, unknown>;
}

export interface ErrorAnswer {
  status: number;
  /** The root cause's type (`error.root_cause[0].type`), where OpenSearch's is certain. */
  type?: string;
  /** A piece of the root cause's reason: the clause, field or value the error names. */
  reasonIncludes?: string;
}

export interface ConformanceCase {
  name: string;
  request: BiRequest;
  expected: HitsAnswer | ErrorAnswer;
  /** Set when the reference cannot answer the case (HTTP-level behaviour, `?q=`): why. */
  engineOnly?: string;
}

export const post = (body: unknown, extra: Partial<BiRequest> = {}): BiRequest => ({ method: 'POST', body, ...extra });
export const get = (q: string, extra: Partial<BiRequest> = {}): BiRequest => ({ method: 'GET', q, ...extra });

/** A hits answer whose total equals the number of ids unless given. */
export const hits = (ids: readonly string[], total = ids.length, extra: Partial<HitsAnswer> = {}): HitsAnswer => ({ status: 200, ids, total: { value: total, relation: 'eq' }, ...extra });
export const hitSet = (ids: readonly string[], total = ids.length): HitsAnswer => ({ status: 200, idSet: ids, total: { value: total, relation: 'eq' } });
export const aggs = (total: number, aggregations: Record<string, unknown>): HitsAnswer => ({ status: 200, ids: [], total: { value: total, relation: 'eq' }, aggregations });
export const error = (status: number, type?: string, reasonIncludes?: string): ErrorAnswer => ({ status, ...(type ? { type } : {}), ...(reasonIncludes ? { reasonIncludes } : {}) });

/** Epoch milliseconds of a UTC `yyyy-MM-dd HH:mm:ss`, for hand-written keys and sort values. */
export const ms = (utc: string) => Date.parse(`${utc.replace(' ', 'T')}Z`);
