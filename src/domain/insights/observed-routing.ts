import { z } from 'zod';
import type { SingleMethodDocument } from '../routing/document';
import { walkTree } from '../routing/tree-walk';
import { binomialTestTwoSided } from './binomial-test';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { factsOfRecord, isFirstAttempt, type PaymentRecord } from './payment-record';
import { paymentExplainer, sidesOf, type PaymentExplanation } from './split-sides';

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

/**
 * A running tally over BI records (pages of them, as they arrive): `add` each record, then
 * `report()`. Only first attempts count: a payment with three attempts is one payment, and its
 * failover attempts say nothing about the split that chose its first connector.
 */
export const observedRoutingTally = (doc: Pick<SingleMethodDocument, 'tree' | 'default'>, context: Omit<EvaluationContext, 'random'>) => {
  const splits = splitsOf(doc);
  const explain = paymentExplainer(doc, context);
  const traffic = new Map<string, number>();
  let explained = 0;
  const counts = new Map(splits.map((s) => [s.path, { then: 0, else: 0, ambiguous: 0 }]));
  const notReplayable: Record<string, number> = {};
  let payments = 0;
  let unexplained = 0;
  return {
    add(record: PaymentRecord) {
      if (!isFirstAttempt(record)) return;
      const facts = factsOfRecord(record, context.baseCurrency);
      const explanation: PaymentExplanation = !facts
        ? { kind: 'not-replayable', path: 'tree', why: 'the record is not a routed payment with an amount and currency' }
        : !record.connector_guid
          ? { kind: 'not-replayable', path: 'tree', why: 'the payment made no attempt (no connector in the record)' }
          : explain(facts, record.connector_guid);
      payments += 1;
      if (explanation.kind === 'unexplained') unexplained += 1;
      else if (explanation.kind === 'not-replayable') notReplayable[explanation.why] = (notReplayable[explanation.why] ?? 0) + 1;
      else {
        explained += 1;
        for (const [path, side] of sidesOf(explanation.routes)) {
          const c = counts.get(path);
          if (c) c[side] += 1;
        }
        const weight = 1 / explanation.routes.length;
        for (const route of explanation.routes) {
          for (const step of route.trace) traffic.set(step.path, (traffic.get(step.path) ?? 0) + weight);
          if (route.decision.kind === 'default') traffic.set('tree#default', (traffic.get('tree#default') ?? 0) + weight);
        }
      }
    },
    report(): ObservedRoutingReport {
      const threshold = DRIFT_ALPHA / Math.max(1, splits.length);
      return {
        payments,
        notReplayable,
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
