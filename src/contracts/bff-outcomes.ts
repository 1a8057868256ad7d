import { z } from 'zod';
import { OutcomeAssumption, OutcomeEstimateResult } from '@domain/outcomes/outcome-estimate';
import { BiSource } from './bff-bi';
import { InsightsWindow } from './bff-insights';
import { bffPath } from './bff-paths';

/**
 * What a draft would do to approvals and cost over a window, against the live document (issue 41.1,
 * the API part): `POST /api/env/:env/connectors/:guid/outcome-estimate`. The estimator is
 * `domain/outcomes` (docs/outcome-estimates.md); the BFF reads every attempt of the window's routed
 * payments through the meta-connector from BI, learns from them and answers with the estimate, or
 * with the estimator's reason for giving none.
 */
export const outcomeEstimatePath = bffPath('/api/env/:env/connectors/:guid/outcome-estimate');

/** Attempt records one estimate reads at most: an exact read of a longer window is refused (sample it instead). */
export const OUTCOME_MAX_RECORDS = 200_000;

/**
 * How much of the window an estimate reads (issue 41.4). `auto` (the default): every payment of a
 * window up to OUTCOME_SAMPLE_FLOOR payments; past it, a uniform random sample of at least that
 * many, grown until sampling adds at most `addsAtMostPp` percentage points to the approval
 * difference's interval. `payments`: a sample of about that many. `exact`: every payment (up to
 * OUTCOME_MAX_RECORDS attempts).
 */
export const OutcomeSampling = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('auto'), addsAtMostPp: z.number().gt(0, 'sampling must be allowed to add more than 0 pp').max(5, 'sampling may add at most 5 pp').default(0.1) }),
  z.strictObject({ mode: z.literal('payments'), payments: z.number().int('the sample size is a whole number of payments').min(2, 'a sample holds at least 2 payments').max(OUTCOME_MAX_RECORDS, `a sample holds at most ${OUTCOME_MAX_RECORDS.toLocaleString('en')} payments`) }),
  z.strictObject({ mode: z.literal('exact') }),
]);
export type OutcomeSampling = z.infer<typeof OutcomeSampling>;

/**
 * Payments an automatic sample holds at least: the model learns from the sample's attempts, and
 * below some tens of thousands its own intervals widen more than sampling saves (a choice, not a
 * measured optimum; its cost is measured in BENCHMARKS.md `outcome-estimate`).
 */
export const OUTCOME_SAMPLE_FLOOR = 40_000;

export const OutcomeEstimateRequest = z.strictObject({
  window: InsightsWindow,
  /** The draft (single-method); parsed by the BFF, which names what is wrong. */
  draft: z.unknown().refine((d) => d !== undefined, 'the draft document is required'),
  /** Where the draft sends a segment to a connector without evidence for it: 'none' counts it as unknown. */
  assumption: OutcomeAssumption.default('none'),
  /** The posterior draws' seed: the same request with the same seed answers the same intervals. */
  seed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
  sampling: OutcomeSampling.default({ mode: 'auto', addsAtMostPp: 0.1 }),
});
export type OutcomeEstimateRequest = z.input<typeof OutcomeEstimateRequest>;

/** Which payments were read: all of the window, or those whose payment id (`broker_id`) sorts below `below` (the BI clause shown). */
export const OutcomeWindowRead = z.object({
  mode: z.enum(['all', 'sample']),
  /** First attempts (payments) in the window, as BI counts them. */
  windowPayments: z.number().int().min(0),
  below: z.string().nullable(),
  clause: z.record(z.string(), z.unknown()).nullable(),
});
export type OutcomeWindowRead = z.infer<typeof OutcomeWindowRead>;

export const OutcomeEstimateResponse = z.object({
  source: BiSource,
  from: z.string(),
  to: z.string(),
  /** The live document's revision the draft was compared with. */
  revision: z.string(),
  /** Attempt records read (first attempts and failovers). */
  records: z.number().int(),
  // Defaulted: answers kept in a browser before sampling was built read the whole window.
  read: OutcomeWindowRead.default({ mode: 'all', windowPayments: 0, below: null, clause: null }),
  result: OutcomeEstimateResult,
});
export type OutcomeEstimateResponse = z.infer<typeof OutcomeEstimateResponse>;
