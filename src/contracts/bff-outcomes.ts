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

/** Attempt records one estimate reads at most; a longer window is refused until sampling is built (issue 41.4). */
export const OUTCOME_MAX_RECORDS = 200_000;

export const OutcomeEstimateRequest = z.strictObject({
  window: InsightsWindow,
  /** The draft (single-method); parsed by the BFF, which names what is wrong. */
  draft: z.unknown().refine((d) => d !== undefined, 'the draft document is required'),
  /** Where the draft sends a segment to a connector without evidence for it: 'none' counts it as unknown. */
  assumption: OutcomeAssumption.default('none'),
  /** The posterior draws' seed: the same request with the same seed answers the same intervals. */
  seed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
});
export type OutcomeEstimateRequest = z.input<typeof OutcomeEstimateRequest>;

export const OutcomeEstimateResponse = z.object({
  source: BiSource,
  from: z.string(),
  to: z.string(),
  /** The live document's revision the draft was compared with. */
  revision: z.string(),
  /** Attempt records read (first attempts and failovers). */
  records: z.number().int(),
  result: OutcomeEstimateResult,
});
export type OutcomeEstimateResponse = z.infer<typeof OutcomeEstimateResponse>;
