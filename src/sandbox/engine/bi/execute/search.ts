import type { SandboxDb } from '@sandbox/db/client';
import type { SearchRequest } from '../ast';
import { compileRoot } from '../compile/query';
import { allOf } from '../compile/term-values';
import { runAggs } from './aggs';
import { audienceCondition, type Audience } from './base';
import { runHits } from './hits';

/** One search request against the audience's records: hits and aggregations, in OpenSearch's response shape. */
export const runSearch = async (db: SandboxDb, audience: Audience, request: SearchRequest) => {
  const started = performance.now();
  const now = audience.now.getTime();
  const scope = audienceCondition(audience);
  const where = allOf([scope, compileRoot(request.query, now)]);
  // With aggregations, the root's count in their statement is the hit count: no second scan to count.
  const aggs = request.aggs.length ? await runAggs(db, request.aggs, { where, scope }, now, request.scoring) : undefined;
  const hits = await runHits(db, request, where, scope, now, aggs?.total);
  const aggregations = aggs?.aggregations;
  return {
    took: Math.round(performance.now() - started),
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits,
    ...(aggregations ? { aggregations } : {}),
  };
};
