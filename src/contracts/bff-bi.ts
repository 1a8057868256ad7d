import { z } from 'zod';
import { BiSearchResponse } from './gateway-bi';
import { bffPath } from './bff-paths';

/**
 * The studio's BI endpoint (`POST /api/env/:env/bi/search`): a DSL body or a query string, passed
 * to the environment's BI address with the credentials only the BFF holds. `source` picks the
 * address: `live` is `{bi_url}`, `test` is `{bi_sandbox_url}` (test-mode records).
 */
export const BiSource = z.enum(['live', 'test']);
export type BiSource = z.infer<typeof BiSource>;

/** Bounds the BFF holds a query to, so one console tab cannot pull the whole index. */
export const BI_LIMITS = {
  /** Bytes of a DSL body as the studio sends it. */
  maxBodyBytes: 64 * 1024,
  /** Characters of a query string. */
  maxQueryStringLength: 4_000,
  /** Hits per page (`size`); deeper reading pages with `search_after`. */
  maxSize: 1_000,
  /** Bytes of an answer the BFF reads before giving up. */
  maxAnswerBytes: 8 * 1024 * 1024,
  /** Milliseconds the BFF waits for the BI data source. */
  timeoutMs: 20_000,
} as const;

const DslBody = z.record(z.string(), z.unknown()).refine((body) => typeof body.size !== 'number' || body.size <= BI_LIMITS.maxSize, {
  message: `size may be at most ${BI_LIMITS.maxSize} (page deeper with search_after)`,
  path: ['size'],
});

export const BiSearchRequest = z.union([
  z.strictObject({ source: BiSource.default('live'), query: DslBody }),
  z.strictObject({ source: BiSource.default('live'), q: z.string().min(1, 'an empty query string').max(BI_LIMITS.maxQueryStringLength), size: z.number().int().min(0).max(BI_LIMITS.maxSize).optional() }),
]);
export type BiSearchRequest = z.input<typeof BiSearchRequest>;

export const BiSearchResult = z.object({
  source: BiSource,
  /** The BI data source's answer, as it sent it. */
  result: BiSearchResponse,
  /** Milliseconds from the BFF's call to the answer (the engine's own time is `result.took`). */
  elapsedMs: z.number(),
});
export type BiSearchResult = z.infer<typeof BiSearchResult>;

export const biPaths = {
  search: bffPath('/api/env/:env/bi/search'),
} as const;
