import { AGG_CASES } from './cases-aggs';
import { ERROR_CASES } from './cases-errors';
import { HIT_CASES } from './cases-hits';
import { QUERY_CASES } from './cases-queries';
import { SCORE_CASES } from './cases-scores';
import type { ConformanceCase } from './case-types';

/**
 * The conformance table: every case's request and its hand-computed answer over the fixture
 * (fixture.ts). `reference.test.ts` holds the reference evaluator to it, `engine.test.ts` the
 * sandbox's engine over HTTP. Cases marked `engineOnly` say why the reference cannot answer them.
 */
export const CONFORMANCE_CASES: readonly ConformanceCase[] = [...QUERY_CASES, ...HIT_CASES, ...SCORE_CASES, ...AGG_CASES, ...ERROR_CASES];

export type { ConformanceCase } from './case-types';
