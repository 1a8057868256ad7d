import type { ApprovalModel } from './approval-model';
import { cellKey, evidenceCellKey, type Evidence } from './evidence-types';
import { columnsOf } from './feature-design';
import { linearPredictor } from './logistic-fit';
import { posteriorMean, TOP_PRIOR } from './pooling';
import { logistic } from './sampling';
import type { Segment } from './segment';

/**
 * A cell's posterior mean: Beta(κ·m + approved, κ·(1 − m) + declined), m the connector's regression
 * at coefficients `beta` (approval-model.ts); Jeffreys' for a connector without a regression.
 */
export const leafMean = (model: ApprovalModel, beta: Float64Array | undefined, columns: readonly number[], n: number, approved: number): number => {
  if (!beta) return (approved + TOP_PRIOR) / (n + 2 * TOP_PRIOR);
  return posteriorMean({ n, approved }, model.residualKappa, logistic(linearPredictor(beta, columns)));
};

/** The posterior mean of first-attempt approval of a segment at a connector. */
export const approvalMean = (evidence: Pick<Evidence, 'cells' | 'approval'>, connector: string, segment: Segment): number => {
  const cell = evidence.cells.get(cellKey(connector, segment));
  return leafMean(evidence.approval, evidence.approval.fits.get(connector)?.mean, columnsOf(evidence.approval.design, segment), cell?.n ?? 0, cell?.approved ?? 0);
};

/** First attempts of this segment (method, brand, country, currency) at the connector: what a draft's move rests on. */
export const segmentEvidence = (evidence: Pick<Evidence, 'evidenceCells'>, connector: string, segment: Segment): number =>
  evidence.evidenceCells.get(evidenceCellKey(connector, segment)) ?? 0;
