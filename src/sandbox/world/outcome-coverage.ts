import { chainStanding } from '@domain/outcomes/chain-evidence';
import { couple } from '@domain/outcomes/coupling';
import { estimateOutcomes } from '@domain/outcomes/estimate';
import { learnEvidence } from '@domain/outcomes/evidence';
import type { Evidence } from '@domain/outcomes/evidence-types';
import type { Interval } from '@domain/outcomes/outcome-estimate';
import { segmentOf } from '@domain/outcomes/segment';
import type { SingleMethodDocument } from '@domain/routing/document';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import type { EvaluationContext } from '@domain/routing/evaluation/transaction';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { chainTruth, sceneOf, type Scene } from './chain-truth';
import { documentOf, endsOf, liveRules, randomDraft } from './coverage-documents';
import { coverageHistory, coveragePayments, type CoveragePayment } from './coverage-history';
import { COVERAGE_CONNECTORS, randomWorld } from './random-world';
import { worldView } from './world-view';

/**
 * One world of the outcome coverage check (issue 41.3): a random world, a random live document and
 * its history, a random draft; the estimator learns from the history alone and estimates the draft
 * against live over the same payments; the world's truth (`chainTruth`, the exact expectation
 * `paymentTruth` mixes by the routing's probabilities) gives the true difference over the payments
 * the estimate covers (those it does not call unknown).
 */
export interface CoverageCase {
  seed: number;
  payments: number;
  /** Share of the payments' mass the draft moves to another chain. */
  moved: number;
  /** Share of the payments the estimate left out as unknown. */
  unknownShare: number;
  /** True and estimated difference draft − live of the approval rate (share) and of the net (base currency, over the window). */
  approval: { truth: number } & Interval;
  net: { truth: number } & Interval;
}

/** The true draft − live difference over the payments' mass the estimate covers: approval as a rate, net as a sum. */
export const trueDifference = (scene: Scene, evidence: Evidence, live: SingleMethodDocument, draft: SingleMethodDocument, payments: readonly CoveragePayment[], ctx: EvaluationContext) => {
  let weight = 0;
  let approval = 0;
  let net = 0;
  for (const p of payments) {
    const segment = segmentOf(p.record);
    const { live: l, draft: d, pairs } = couple(endsOf(live, p, ctx), endsOf(draft, p, ctx));
    const truth = (chain: readonly string[]) => {
      const t = chainTruth(scene, chain, p);
      return { approval: t.approval, net: t.approval * p.baseAmount - t.fees };
    };
    for (const { i, j, w } of pairs) {
      if (chainStanding(evidence, l[i]!.chain, segment, 'none', 1).kind === 'unknown' || chainStanding(evidence, d[j]!.chain, segment, 'none', 1).kind === 'unknown') continue;
      const tl = truth(l[i]!.chain);
      const td = truth(d[j]!.chain);
      weight += w;
      approval += w * (td.approval - tl.approval);
      net += w * (td.net - tl.net);
    }
  }
  return { approval: weight > 0 ? approval / weight : 0, net, weight };
};

export const coverageCase = (seed: number, paymentCount: number, draws: number): CoverageCase => {
  const random = seededRandom(seed);
  const rates = REFERENCE_SETTINGS.rates!;
  const scene = sceneOf(worldView(randomWorld(SEEDED_WORLD, random), rates), COVERAGE_CONNECTORS);
  const ctx = evaluationContext({ baseCurrency: 'EUR', rates });
  const payments = coveragePayments(paymentCount, rates, random);
  const connectors = [...COVERAGE_CONNECTORS.keys()];
  const rules = liveRules(connectors, random);
  const live = documentOf(rules);
  const { draft, moved } = randomDraft(rules, payments, ctx, random);
  const records = coverageHistory(scene, live, payments, ctx, random);
  const evidence = learnEvidence(records);
  const result = estimateOutcomes({ evidence, window: records, live, draft, ctx, random: seededRandom(seed ^ 0x5bd1e995), draws });
  if (!result.ok) throw new Error(`world ${seed}: ${result.problem.message}`);
  const e = result.estimate;
  const truth = trueDifference(scene, evidence, live, draft, payments, ctx);
  return {
    seed, payments: paymentCount, moved, unknownShare: e.unknown.payments / e.payments,
    approval: { truth: truth.approval, ...e.total.difference.approval },
    net: { truth: truth.net, ...e.total.difference.net },
  };
};

export interface CoverageSummary {
  worlds: number;
  /** Share of worlds whose 95 % interval holds the true difference. */
  approvalCoverage: number;
  netCoverage: number;
  /** Mean of estimate − truth (approval in points, net in base currency). */
  approvalBiasPp: number;
  netBias: number;
  approvalHalfWidthPp: number;
  netHalfWidth: number;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const covers = (c: { truth: number } & Interval) => c.low <= c.truth && c.truth <= c.high;

export const summarize = (cases: readonly CoverageCase[]): CoverageSummary => ({
  worlds: cases.length,
  approvalCoverage: mean(cases.map((c) => (covers(c.approval) ? 1 : 0))),
  netCoverage: mean(cases.map((c) => (covers(c.net) ? 1 : 0))),
  approvalBiasPp: 100 * mean(cases.map((c) => c.approval.estimate - c.approval.truth)),
  netBias: mean(cases.map((c) => c.net.estimate - c.net.truth)),
  approvalHalfWidthPp: 100 * mean(cases.map((c) => (c.approval.high - c.approval.low) / 2)),
  netHalfWidth: mean(cases.map((c) => (c.net.high - c.net.low) / 2)),
});
