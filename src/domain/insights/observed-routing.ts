import { z } from 'zod';
import type { SingleMethodDocument } from '../routing/document';
import { walkTree } from '../routing/tree-walk';
import { binomialTestTwoSided } from './binomial-test';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { factsOfRecord, isFirstAttempt, type PaymentRecord } from './payment-record';
import { paymentExplainer, sidesOf, type PaymentExplanation } from './split-sides';
import { versionLiveAt, type VersionStamp } from './version-at';
import { versionPathMapper } from './version-paths';

/**
 * What BI history says a document did with the window's payments (issue 12.3 and 12.4), in one pass
 * over the first attempts.
 *
 * Traffic: for each node, the payments whose path passed it, on the routes that send each payment
 * where it really went first (a payment two routes can explain counts half on each); the default's
 * share is under `<tree>#default`, the graph's id of the default node.
 *
 * Configured vs observed random splits. For each `RandomLoadBalancer` node: how many first attempts
 * provably took `then` or `else` in the window, the observed share of `then`, and the two-sided
 * exact binomial test of that count against the configured `percentTrue`.
 *
 * A drift is flagged when p < 0.001 / (number of splits in the document), a Bonferroni correction:
 * a document with ten splits is tested ten times, and at 0.001 each an honest tree would still
 * raise a false alarm once in a hundred windows. Below 30 decided payments the verdict is "too few
 * to tell" whatever the p-value: an alarm on a dozen payments helps nobody.
 */
export const DRIFT_ALPHA = 0.001;
export const MIN_DECIDED = 30;

export const SplitDrift = z.object({
  /** Document path of the split node (its graph node id). */
  path: z.string(),
  percentTrue: z.number(),
  then: z.number().int(),
  else: z.number().int(),
  /** Payments that passed the split but whose side cannot be read (both sides lead to their connector). */
  ambiguous: z.number().int(),
  /** Observed share of `then` among decided payments, 0–100; null without any. */
  observedPercent: z.number().nullable(),
  /** Two-sided exact binomial p-value; null without any decided payment. */
  pValue: z.number().nullable(),
  verdict: z.enum(['drift', 'as-configured', 'too-few']),
});
export type SplitDrift = z.infer<typeof SplitDrift>;

export const ObservedRoutingReport = z.object({
  splits: z.array(SplitDrift),
  /** First attempts read. */
  payments: z.number().int(),
  /** Payments whose path met a condition the record cannot answer, by reason. */
  notReplayable: z.record(z.string(), z.number().int()),
  /**
   * Payments no known version of the routing covers (before the studio's history starts, a change
   * made outside the studio around them), by reason: read against no document at all.
   */
  notAttributed: z.record(z.string(), z.number().int()).default({}),
  /** Payments from before the history read against its first version, because the user chose that assumption. */
  assumed: z.number().int().default(0),
  /**
   * Payments no combination of sides sends first to the connector they went to: the document
   * differed at the time, or a connector before it in the chain was disabled and skipped.
   */
  unexplained: z.number().int(),
  /** The per-test threshold used (DRIFT_ALPHA over the number of splits). */
  threshold: z.number(),
  /** Payments whose path passed each node (graph node id), over the explained ones (`explained`). */
  traffic: z.object({ explained: z.number().int(), byPath: z.record(z.string(), z.number()) }),
});
export type ObservedRoutingReport = z.infer<typeof ObservedRoutingReport>;

/** The split nodes of a document, in document order, with their configured share. */
export const splitsOf = (doc: Pick<SingleMethodDocument, 'tree'>): Array<{ path: string; percentTrue: number }> => {
  const splits: Array<{ path: string; percentTrue: number }> = [];
  walkTree(doc.tree, 'tree', (node, path) => {
    if (node.if?.constraint === 'RandomLoadBalancer') splits.push({ path, percentTrue: Number((node.if.params as { percentTrue?: unknown } | undefined)?.percentTrue ?? 0) });
  });
  return splits;
};

/** A document of the connector's version history, with when it became live. */
export interface DatedDocument extends VersionStamp {
  document: Pick<SingleMethodDocument, 'tree' | 'default'>;
}

/**
 * The connector's versions (issue 41.5): each payment is read against the version live at its time
 * (`versionLiveAt`); one no version covers is counted apart. Without a history every payment is
 * read against the live document (the studio before issue 41).
 */
export interface VersionHistory {
  versions: readonly DatedDocument[];
  /**
   * Read a payment from before the first version against it: an assumption the user chooses (the
   * studio cannot know what was live before it first saw the routing), counted in `assumed`.
   */
  assumeFirstVersionEarlier?: boolean;
}

type Reader = { explain: ReturnType<typeof paymentExplainer>; place: (path: string) => string | undefined; assumed?: boolean } | { why: string };

/** Per payment time, the explainer of the version live then and where its paths stand in the live document; built once per version. */
const versionReaders = (doc: Pick<SingleMethodDocument, 'tree' | 'default'>, context: Omit<EvaluationContext, 'random'>, history?: VersionHistory) => {
  const built = new Map<number, Reader>();
  const live: Reader = { explain: paymentExplainer(doc, context), place: (path) => path };
  if (!history) return (_at?: string | null): Reader => live;
  return (at?: string | null): Reader => {
    if (!at) return { why: 'the record has no creation time' };
    const iso = `${at.replace(' ', 'T')}Z`;
    const version = versionLiveAt(history.versions, iso);
    const first = history.versions.reduce<DatedDocument | undefined>((a, v) => (a === undefined || Date.parse(v.savedAt) < Date.parse(a.savedAt) ? v : a), undefined);
    const before = first !== undefined && Date.parse(iso) < Date.parse(first.savedAt);
    if (version.kind === 'unknown' && !(before && history.assumeFirstVersionEarlier)) return { why: version.why };
    const id = version.kind === 'known' ? version.id : first!.id;
    let reader = built.get(id);
    if (!reader) {
      const dated = history.versions.find((v) => v.id === id)!;
      reader = { explain: paymentExplainer(dated.document, context), place: versionPathMapper(dated.document, doc) };
      built.set(id, reader);
    }
    return version.kind === 'known' ? reader : { ...reader, assumed: true };
  };
};

/**
 * A running tally over BI records (pages of them, as they arrive): `add` each record, then
 * `report()`. Only first attempts count: a payment with three attempts is one payment, and its
 * failover attempts say nothing about the split that chose its first connector.
 */
export const observedRoutingTally = (doc: Pick<SingleMethodDocument, 'tree' | 'default'>, context: Omit<EvaluationContext, 'random'>, history?: VersionHistory) => {
  const splits = splitsOf(doc);
  const readers = versionReaders(doc, context, history);
  const traffic = new Map<string, number>();
  let explained = 0;
  const counts = new Map(splits.map((s) => [s.path, { then: 0, else: 0, ambiguous: 0 }]));
  const notReplayable: Record<string, number> = {};
  const notAttributed: Record<string, number> = {};
  let payments = 0;
  let unexplained = 0;
  let assumed = 0;
  return {
    add(record: PaymentRecord) {
      if (!isFirstAttempt(record)) return;
      payments += 1;
      const reader = readers(record.created_at);
      if ('why' in reader) {
        notAttributed[reader.why] = (notAttributed[reader.why] ?? 0) + 1;
        return;
      }
      if (reader.assumed) assumed += 1;
      const facts = factsOfRecord(record, context.baseCurrency);
      const explanation: PaymentExplanation = !facts
        ? { kind: 'not-replayable', path: 'tree', why: 'the record is not a routed payment with an amount and currency' }
        : !record.connector_guid
          ? { kind: 'not-replayable', path: 'tree', why: 'the payment made no attempt (no connector in the record)' }
          : reader.explain(facts, record.connector_guid);
      if (explanation.kind === 'unexplained') unexplained += 1;
      else if (explanation.kind === 'not-replayable') notReplayable[explanation.why] = (notReplayable[explanation.why] ?? 0) + 1;
      else {
        explained += 1;
        // The version's paths, as the live document's (a split or rule changed since counts nowhere).
        for (const [path, side] of sidesOf(explanation.routes)) {
          const c = counts.get(reader.place(path) ?? '');
          if (c) c[side] += 1;
        }
        const weight = 1 / explanation.routes.length;
        const pass = (path: string) => {
          const here = reader.place(path);
          if (here !== undefined) traffic.set(here, (traffic.get(here) ?? 0) + weight);
        };
        for (const route of explanation.routes) {
          for (const step of route.trace) pass(step.path);
          if (route.decision.kind === 'default') pass('tree#default');
        }
      }
    },
    report(): ObservedRoutingReport {
      const threshold = DRIFT_ALPHA / Math.max(1, splits.length);
      return {
        payments,
        notReplayable,
        notAttributed,
        assumed,
        unexplained,
        threshold,
        traffic: { explained, byPath: Object.fromEntries(traffic) },
        splits: splits.map(({ path, percentTrue }) => {
          const c = counts.get(path)!;
          const decided = c.then + c.else;
          const pValue = decided ? binomialTestTwoSided(c.then, decided, percentTrue / 100) : null;
          return {
            path,
            percentTrue,
            ...c,
            observedPercent: decided ? (100 * c.then) / decided : null,
            pValue,
            verdict: decided < MIN_DECIDED || pValue === null ? 'too-few' : pValue < threshold ? 'drift' : 'as-configured',
          };
        }),
      };
    },
  };
};
