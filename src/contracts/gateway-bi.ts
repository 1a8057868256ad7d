import { z } from 'zod';

/**
 * The gateway's BI data source (spec "BI data source", gateway-contract §5): OpenSearch 2.17's
 * search API over the BI transaction record (`src/domain/bi`). Bodies are the search engine's own;
 * these schemas pin what the studio reads from them and stay loose about the rest.
 */

/** Path of the query endpoint under `{bi_url}` and `{bi_sandbox_url}`. */
export const BI_QUERY_PATH = '/query/transactions/v2';
/** The sandbox gateway's `{bi_sandbox_url}` is its own base plus this prefix (contract §5, design). */
export const BI_SANDBOX_PREFIX = '/bi-sandbox';
/** `from + size` may not exceed this (OpenSearch's `index.max_result_window`). */
export const BI_MAX_RESULT_WINDOW = 10_000;

export const BiHit = z.looseObject({
  _index: z.string(),
  _id: z.string(),
  _score: z.number().nullable(),
  _source: z.record(z.string(), z.unknown()).optional(),
  sort: z.array(z.unknown()).optional(),
});
export type BiHit = z.infer<typeof BiHit>;

export const BiSearchResponse = z.looseObject({
  took: z.number(),
  timed_out: z.boolean(),
  _shards: z.looseObject({ total: z.number(), successful: z.number(), skipped: z.number(), failed: z.number() }),
  hits: z.looseObject({
    total: z.object({ value: z.number(), relation: z.enum(['eq', 'gte']) }).optional(),
    max_score: z.number().nullable(),
    hits: z.array(BiHit),
  }),
  aggregations: z.record(z.string(), z.unknown()).optional(),
});
export type BiSearchResponse = z.infer<typeof BiSearchResponse>;

/**
 * A page of hits for a caller that parses each hit's `_source` itself with its own schema (a
 * replay reads 5,000 hits a page and keeps a dozen fields of each): the envelope, each hit's id
 * and sort values are checked here, and the source once, by the caller, not twice.
 */
export const BiHitPage = z.looseObject({
  hits: z.looseObject({
    total: BiSearchResponse.shape.hits.shape.total,
    hits: z.array(z.object({ _id: z.string(), _source: z.unknown().optional(), sort: z.array(z.unknown()).optional() })),
  }),
});
export type BiHitPage = z.infer<typeof BiHitPage>;

const BiErrorCause = z.looseObject({ type: z.string(), reason: z.string() });

/** OpenSearch's error body: `{error: {root_cause, type, reason}, status}`. */
export const BiErrorResponse = z.object({
  error: z.looseObject({ root_cause: z.array(BiErrorCause), type: z.string(), reason: z.string() }),
  status: z.number().int(),
});
export type BiErrorResponse = z.infer<typeof BiErrorResponse>;
