import { z } from 'zod';
import type { ReplayReport } from '../insights/replay-report';
import { OutcomeEstimateResult } from '../outcomes/outcome-estimate';

/**
 * The replay of recent live payments through a request's draft, as the request's evidence keeps it
 * (issue 14): started by the studio whenever it computes the evidence, written back when the job
 * ends. Only a compact summary is stored (the report's moved payments and per-node traffic are the
 * editor's replay's business); the studio keeps it beside the evidence it was computed with.
 */

/** How far back the evidence's replay reads: the last 30 days of live payments. */
export const EVIDENCE_REPLAY_DAYS = 30;
/**
 * A replay still `running` after this long was left behind by a BFF that stopped (the job lived in
 * its memory): the page says it did not finish rather than wait for it forever. A 30-day replay of
 * a busy connector takes a minute or two; this leaves room for a slow data source.
 */
export const REPLAY_INTERRUPTED_AFTER_MS = 10 * 60_000;
/** Reasons counted apart that are listed one by one; the rest are in the total only. */
export const APART_KEPT = 20;

const instant = z.iso.datetime({ offset: true });
const Cell = z.object({ count: z.number().int(), amount: z.number() });
const ReplayWindow = z.object({ from: instant, to: instant });

/**
 * What the request's draft would do to approvals and cost over the replayed window (issue 41.1):
 * the estimator's answer (an estimate or its reason for none), or why none was asked (multi-method
 * routing, a window too large, the data source failing).
 */
export const EvidenceEstimate = z.discriminatedUnion('state', [
  z.object({ state: z.literal('done'), records: z.number().int(), result: OutcomeEstimateResult }),
  z.object({ state: z.literal('not-estimated'), reason: z.string() }),
]);
export type EvidenceEstimate = z.infer<typeof EvidenceEstimate>;

const Running = z.object({ state: z.literal('running'), window: ReplayWindow, startedAt: instant });

export const ReplaySummary = z.object({
  state: z.literal('done'),
  window: ReplayWindow,
  startedAt: instant,
  finishedAt: instant,
  /** The currency of every amount below (the tenant's base currency). */
  baseCurrency: z.string(),
  /** Records read from the data source, and those replayed through both documents. */
  records: z.number().int(),
  replayed: Cell,
  /** Payments the draft sends elsewhere than the live document; share of the replayed volume 0–1, null without volume. */
  moved: Cell.extend({ shareOfVolume: z.number().nullable() }),
  /** Live connector × draft connector (null: no connector at all). */
  matrix: z.array(z.object({ live: z.string().nullable(), draft: z.string().nullable(), count: z.number().int(), amount: z.number() })),
  /** Counted apart (a condition the record cannot answer, or no routable payment): in total, and the first reasons. */
  apart: z.object({
    total: Cell,
    reasons: z.array(z.object({ document: z.enum(['live', 'draft', 'record']), path: z.string().nullable(), why: z.string(), count: z.number().int(), amount: z.number() })),
  }),
  withoutBaseAmount: z.number().int(),
  /** The window held more records than a replay reads: the summary covers the earliest. */
  truncated: z.boolean(),
  /** Absent on evidence computed before estimates were part of it. */
  estimate: EvidenceEstimate.optional(),
});
export type ReplaySummary = z.infer<typeof ReplaySummary>;

const Failed = z.object({ state: z.literal('failed'), window: ReplayWindow, startedAt: instant, finishedAt: instant, reason: z.string() });
/** Never started: no BI data source for the environment, or too many replays running at the time. */
const Unavailable = z.object({ state: z.literal('unavailable'), at: instant, reason: z.string() });

export const EvidenceReplay = z.discriminatedUnion('state', [Running, ReplaySummary, Failed, Unavailable]);
export type EvidenceReplay = z.infer<typeof EvidenceReplay>;
export type RunningReplay = z.infer<typeof Running>;

/** The window the evidence replays: the last EVIDENCE_REPLAY_DAYS up to now. */
export const replayWindowEnding = (now: Date) => ({ from: new Date(now.getTime() - EVIDENCE_REPLAY_DAYS * 86_400_000).toISOString(), to: now.toISOString() });

export const runningReplay = (now: Date): RunningReplay => ({ state: 'running', window: replayWindowEnding(now), startedAt: now.toISOString() });

/** The stored summary of a finished replay's report. */
export const replaySummaryOf = (report: ReplayReport, run: { started: RunningReplay; finishedAt: Date; baseCurrency: string; truncated: boolean }): ReplaySummary => {
  const total = report.apart.reduce((t, a) => ({ count: t.count + a.count, amount: t.amount + a.amount }), { count: 0, amount: 0 });
  return {
    state: 'done',
    window: run.started.window,
    startedAt: run.started.startedAt,
    finishedAt: run.finishedAt.toISOString(),
    baseCurrency: run.baseCurrency,
    records: report.records,
    replayed: report.replayed,
    moved: report.moved,
    matrix: report.matrix,
    apart: { total, reasons: [...report.apart].sort((a, b) => b.count - a.count).slice(0, APART_KEPT) },
    withoutBaseAmount: report.withoutBaseAmount,
    truncated: run.truncated,
  };
};

/** A `running` replay nobody will finish any more (its BFF stopped): shown as interrupted, with a refresh. */
export const replayInterrupted = (replay: EvidenceReplay | undefined, now: Date) =>
  replay?.state === 'running' && now.getTime() - Date.parse(replay.startedAt) > REPLAY_INTERRUPTED_AFTER_MS;
