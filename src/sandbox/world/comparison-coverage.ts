import { compareConnectors, COMPARISON_DIMENSIONS, type ComparisonDimension } from '@domain/insights/connector-comparison';
import { segmentOf } from '@domain/outcomes/segment';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { SEEDED_WORLD } from '../seed/acquirer-world';
import { chainTruth, sceneOf } from './chain-truth';
import { documentOf, liveRules } from './coverage-documents';
import { coverageHistory, coveragePayments, type CoveragePayment } from './coverage-history';
import { COVERAGE_CONNECTORS, randomWorld } from './random-world';
import { worldView } from './world-view';

/**
 * The insights' connector comparison against the world's truth (issue 41.6): in a seeded random
 * world with a random live document, every cell (a dimension's value × the connector tried first)
 * of `compareConnectors` over the history is checked: does its 95 % interval hold the true mean
 * first-attempt approval (and fees per first attempt) of the cell's payments, computed exactly by
 * `chainTruth` from the models and price lists? A cell's truth is conditional on its payments,
 * which is what a comparison over a window claims.
 */
export interface CellCheck {
  dimension: ComparisonDimension;
  attempts: number;
  approvalCovered: boolean;
  /** Undefined when the cell had too few attempts for a cost interval. */
  feesCovered?: boolean;
  halfWidthPp: number;
}

export const comparisonCheck = (seed: number, paymentCount: number): CellCheck[] => {
  const random = seededRandom(seed);
  const rates = REFERENCE_SETTINGS.rates!;
  const scene = sceneOf(worldView(randomWorld(SEEDED_WORLD, random), rates), COVERAGE_CONNECTORS);
  const ctx = evaluationContext({ baseCurrency: 'EUR', rates });
  const payments = coveragePayments(paymentCount, rates, random);
  const live = documentOf(liveRules([...COVERAGE_CONNECTORS.keys()], random));
  const records = coverageHistory(scene, live, payments, ctx, random);
  const byId = new Map<string, CoveragePayment>(payments.map((p) => [p.id, p]));
  const first = records.filter((r) => r.attempt === 1);
  const checks: CellCheck[] = [];
  for (const dimension of COMPARISON_DIMENSIONS) {
    // The truth per cell: the mean over its payments of the exact first-attempt expectations.
    const truth = new Map<string, { n: number; approval: number; fees: number }>();
    for (const r of first) {
      const s = segmentOf(r);
      const key = `${dimension === 'band' ? s.band : s[dimension]}|${r.connector_guid}`;
      const t = chainTruth(scene, [r.connector_guid!], byId.get(r.broker_id!)!);
      const cell = truth.get(key) ?? { n: 0, approval: 0, fees: 0 };
      truth.set(key, { n: cell.n + 1, approval: cell.approval + t.firstAttemptApproval, fees: cell.fees + t.fees });
    }
    for (const row of compareConnectors(first, dimension).rows)
      for (const c of row.connectors) {
        const t = truth.get(`${row.value}|${c.connector}`)!;
        const approval = t.approval / t.n;
        const fees = t.fees / t.n;
        checks.push({
          dimension,
          attempts: c.attempts,
          approvalCovered: c.approval.low <= approval && approval <= c.approval.high,
          ...(c.feesPerAttempt ? { feesCovered: c.feesPerAttempt.low <= fees && fees <= c.feesPerAttempt.high } : {}),
          halfWidthPp: (100 * (c.approval.high - c.approval.low)) / 2,
        });
      }
  }
  return checks;
};

export interface ComparisonCoverage {
  cells: number;
  approvalCoverage: number;
  feeCells: number;
  feesCoverage: number;
  /** Coverage of the cells with fewer than 30 first attempts, where Jeffreys' interval is least sure of itself. */
  smallCells: number;
  smallCellCoverage: number;
  meanHalfWidthPp: number;
}

const share = (xs: readonly boolean[]) => xs.filter(Boolean).length / Math.max(1, xs.length);

export const summarizeComparison = (checks: readonly CellCheck[]): ComparisonCoverage => {
  const fees = checks.filter((c) => c.feesCovered !== undefined);
  const small = checks.filter((c) => c.attempts < 30);
  return {
    cells: checks.length,
    approvalCoverage: share(checks.map((c) => c.approvalCovered)),
    feeCells: fees.length,
    feesCoverage: share(fees.map((c) => c.feesCovered!)),
    smallCells: small.length,
    smallCellCoverage: share(small.map((c) => c.approvalCovered)),
    meanHalfWidthPp: checks.reduce((s, c) => s + c.halfWidthPp, 0) / Math.max(1, checks.length),
  };
};
