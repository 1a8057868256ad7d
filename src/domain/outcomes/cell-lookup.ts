import { cellKey, type Evidence } from './evidence-types';
import type { ApprovalCell } from './pooling';
import { EVIDENCE_LEVEL, LEVELS, type Segment } from './segment';

/**
 * The cells of a connector for a segment, top to bottom; a level with no attempts is null (its
 * posterior is its parent's, widened by the level's spread when drawn).
 */
export const cellsFor = (evidence: Evidence, connector: string, segment: Segment): Array<ApprovalCell | null> =>
  LEVELS.map((_l, level) => evidence.cells.get(cellKey(connector, level, segment)) ?? null);

/** The pooled posterior mean of first-attempt approval: the deepest cell with attempts (an empty cell's mean is its parent's). */
export const approvalMean = (evidence: Evidence, connector: string, segment: Segment): number => {
  let mean = 0.5;
  for (const cell of cellsFor(evidence, connector, segment)) {
    if (!cell) break;
    mean = cell.mean;
  }
  return mean;
};

/** First attempts of this segment (method, brand, country, currency) at the connector: what a draft's move rests on. */
export const segmentEvidence = (evidence: Evidence, connector: string, segment: Segment): number =>
  evidence.cells.get(cellKey(connector, EVIDENCE_LEVEL, segment))?.n ?? 0;

/** First attempts of the connector for the method and brand: enough to place a failover attempt there. */
export const brandEvidence = (evidence: Evidence, connector: string, segment: Segment): number =>
  evidence.cells.get(cellKey(connector, 1, segment))?.n ?? 0;
