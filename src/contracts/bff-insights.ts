import { z } from 'zod';
import { ObservedRoutingReport } from '@domain/insights/observed-routing';
import { SimTransaction } from '@domain/routing/evaluation/transaction';
import { BiSource } from './bff-bi';
import { VersionDetail } from './bff-auth';
import { bffPath } from './bff-paths';

/**
 * Routing insights from the BI data source (issue 12). Observed routing:
 * `POST /api/env/:env/connectors/:guid/insights/observed` reads the window's first attempts through
 * the connector, counts the traffic through each node of the live document and tests each split
 * against its configured share. A past payment's path: `POST /api/env/:env/insights/payment`.
 */

/** Longest window one request reads: a year of first attempts. */
export const INSIGHTS_MAX_WINDOW_DAYS = 366;
/** First attempts one observed-routing report reads at most; beyond, the answer says it was cut short. */
export const OBSERVED_MAX_PAYMENTS = 200_000;

const instant = z.iso.datetime({ offset: true, message: 'a date and time such as 2026-11-01T00:00:00Z' });

export const InsightsWindow = z
  .strictObject({
    source: BiSource.default('live'), from: instant, to: instant,
    /**
     * Observed routing only: read payments from before the studio's version history against the first
     * version it holds. An assumption the user states (the studio cannot know what was live before it
     * first saw the routing); off, those payments are counted apart with the reason (issue 41.5).
     */
    assumeFirstVersionEarlier: z.boolean().default(false),
  })
  .refine((w) => Date.parse(w.from) < Date.parse(w.to), { message: "'from' must be before 'to'", path: ['to'] })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= INSIGHTS_MAX_WINDOW_DAYS * 86_400_000, { message: `a window of at most ${INSIGHTS_MAX_WINDOW_DAYS} days`, path: ['from'] });
export type InsightsWindow = z.input<typeof InsightsWindow>;

export const ObservedRoutingResponse = z.object({
  source: BiSource,
  from: z.string(),
  to: z.string(),
  /** The live document's revision the payments were read against. */
  revision: z.string(),
  report: ObservedRoutingReport,
  /** True when the window held more first attempts than OBSERVED_MAX_PAYMENTS: the report covers the earliest ones. */
  truncated: z.boolean(),
  /** The DSL query that selected the payments, to open in the query console. */
  query: z.record(z.string(), z.unknown()),
});
export type ObservedRoutingResponse = z.infer<typeof ObservedRoutingResponse>;

/** A past payment's path (issue 12.5): `POST /api/env/:env/insights/payment` with any of its attempts' uuids. */
export const PastPaymentRequest = z.strictObject({
  uuid: z.string().trim().regex(/^[0-9A-Za-z-]{6,64}$/, 'a transaction uuid: 6 to 64 letters, digits or dashes'),
  source: BiSource.default('live'),
});
export type PastPaymentRequest = z.input<typeof PastPaymentRequest>;

export const PastAttempt = z.object({
  uuid: z.string(),
  attempt: z.number().int(),
  connectorGuid: z.string().nullable(),
  status: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string().nullable(),
});

export const PastPath = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('explained'),
    /** The trace on the version that was live: each step's node path, its sentence and where it went. */
    trace: z.array(z.object({ path: z.string(), sentence: z.string(), result: z.union([z.boolean(), z.literal('unevaluable'), z.literal('leaf'), z.literal('empty')]) })),
    /** Random splits whose side cannot be told (both sides send the payment where it went first). */
    ambiguousSplits: z.array(z.string()),
    /** The tree the path is drawn on: `tree`, or a multi-method block's `methods/<i>/routing/tree`. */
    treePath: z.string(),
  }),
  z.object({ kind: z.literal('not-replayable'), path: z.string(), why: z.string() }),
  z.object({ kind: z.literal('unexplained'), why: z.string() }),
]);
export type PastPath = z.infer<typeof PastPath>;

export const PastPaymentResponse = z.object({
  source: BiSource,
  /** The payment: its first attempt's record (a payment with three attempts is one payment). */
  payment: z.object({
    uuid: z.string(),
    createdAt: z.string().nullable(),
    type: z.string().nullable(),
    status: z.string().nullable(),
    method: z.string().nullable(),
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    metaConnectorGuid: z.string().nullable(),
  }),
  attempts: z.array(PastAttempt),
  /** What routing reads of it (null: the record is no routed payment). */
  facts: SimTransaction.nullable(),
  /** The routing version live at its time, or why that is not known. */
  version: z.discriminatedUnion('kind', [z.object({ kind: z.literal('known'), detail: VersionDetail }), z.object({ kind: z.literal('unknown'), why: z.string() })]),
  /** Its path on that version (null when the version is not known). */
  path: PastPath.nullable(),
});
export type PastPaymentResponse = z.infer<typeof PastPaymentResponse>;

export const insightsPaths = {
  observed: bffPath('/api/env/:env/connectors/:guid/insights/observed'),
  payment: bffPath('/api/env/:env/insights/payment'),
} as const;
