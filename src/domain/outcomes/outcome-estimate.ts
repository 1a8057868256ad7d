import { z } from 'zod';

/**
 * The outcome estimate as the BFF sends it and the web shows it: every figure with its 95 %
 * interval, every block with the payments and volume behind it. Rates are shares (0–1); fees, net
 * and volume are sums over the window in the base currency.
 */
export const Interval = z.object({
  /** The estimate at the posterior means of the model. */
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
});
export type Interval = z.infer<typeof Interval>;

export const OutcomeMetrics = z.object({
  /** Share of payments approved after failover. */
  approval: Interval,
  firstAttemptApproval: Interval,
  /** Expected fees over the window, base currency. */
  fees: Interval,
  /** Approved volume − fees over the window, base currency. */
  net: Interval,
});
export type OutcomeMetrics = z.infer<typeof OutcomeMetrics>;

export const Comparison = z.object({
  /** Payments behind the figures (fractional where a load balancer splits a payment's mass). */
  payments: z.number().min(0),
  volume: z.number().min(0),
  live: OutcomeMetrics,
  draft: OutcomeMetrics,
  /** Draft − live, from paired draws. */
  difference: OutcomeMetrics,
});
export type Comparison = z.infer<typeof Comparison>;

export const MovedCell = Comparison.extend({
  /** First connector under each document (null: the document routes the payment nowhere). */
  liveConnector: z.string().nullable(),
  draftConnector: z.string().nullable(),
  moved: z.boolean(),
});
export type MovedCell = z.infer<typeof MovedCell>;

export const BREAKDOWN_DIMENSIONS = ['method', 'brand', 'cardType', 'country', 'currency'] as const;
export const BreakdownRow = Comparison.extend({ dimension: z.enum(BREAKDOWN_DIMENSIONS), value: z.string() });
export type BreakdownRow = z.infer<typeof BreakdownRow>;

/** A share of the window the figures leave out (unknown) or rest on a stated assumption (assumed). */
export const Share = z.object({
  payments: z.number().min(0),
  volume: z.number().min(0),
  /** By the connector without evidence for the segment. */
  connectors: z.array(z.object({ connector: z.string(), payments: z.number().min(0), volume: z.number().min(0) })),
});
export type Share = z.infer<typeof Share>;

export const OUTCOME_ASSUMPTIONS = ['none', 'connector-average'] as const;
export const OutcomeAssumption = z.enum(OUTCOME_ASSUMPTIONS);
export type OutcomeAssumption = z.infer<typeof OutcomeAssumption>;

export const OutcomeEstimate = z.object({
  baseCurrency: z.string(),
  /** Payments of the window the documents were evaluated on, and their volume. */
  payments: z.number().int().min(0),
  volume: z.number().min(0),
  /** Window records that are no routable payment (a follow-up, no amount or currency). */
  skippedPayments: z.number().int().min(0),
  /** Payments whose method a multi-method document (live or draft) does not offer: left out of every figure (what their payer would do instead is unknown). */
  // Defaulted: estimates stored before multi-method routing was estimated have none.
  notOffered: z
    .object({
      payments: z.number().int().min(0),
      volume: z.number().min(0),
      /** Of them, those the live document does not offer, and those the draft does not (a payment may be in both). */
      byLive: z.number().int().min(0).default(0),
      byDraft: z.number().int().min(0).default(0),
    })
    .default({ payments: 0, volume: 0, byLive: 0, byDraft: 0 }),
  level: z.literal(0.95),
  draws: z.number().int().min(1),
  assumption: OutcomeAssumption,
  total: Comparison,
  cells: z.array(MovedCell),
  breakdowns: z.array(BreakdownRow),
  /** Where live or draft sends a payment to a connector with no evidence for its segment: left out of every figure. */
  unknown: Share,
  /** Where the figures rest on `assumption` instead (empty when it is 'none'). */
  assumed: Share,
  /**
   * When the figures rest on a uniform random sample of the window's payments (issue 41.4): the
   * payments read, the window's, and the sampling's own 95 % half-width on the approval difference
   * (a share) and on the net difference. Figures are scaled to the window; every interval includes the sampling error.
   */
  // Defaulted: estimates stored before sampling was built read the whole window.
  sample: z
    .object({
      payments: z.number().int().min(1),
      windowPayments: z.number().int().min(1),
      approvalHalfWidth: z.number().min(0),
      /** The same for the net difference (base currency, over the window). */
      netHalfWidth: z.number().min(0).default(0),
    })
    .nullable()
    .default(null),
  headline: z.string(),
});
export type OutcomeEstimate = z.infer<typeof OutcomeEstimate>;

export const OutcomeProblem = z.object({
  code: z.enum(['no-payments', 'nothing-known', 'bad-draws', 'bad-sample']),
  message: z.string(),
});
export const OutcomeEstimateResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), estimate: OutcomeEstimate }),
  z.object({ ok: z.literal(false), problem: OutcomeProblem }),
]);
export type OutcomeEstimateResult = z.infer<typeof OutcomeEstimateResult>;
