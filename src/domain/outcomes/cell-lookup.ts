import { cellKey, type Evidence } from './evidence-types';
import { offsetOf, shifted, type ApprovalCell, type SegmentOffset } from './pooling';
import { EVIDENCE_LEVEL, LEVELS, type Segment } from './segment';

/** The cells of a connector for a segment, top to bottom; a level with no attempts is null. */
export const cellsFor = (evidence: Pick<Evidence, 'cells'>, connector: string, segment: Segment): Array<ApprovalCell | null> =>
  LEVELS.map((_l, level) => evidence.cells.get(cellKey(connector, level, segment)) ?? null);

/** The offset of a segment at a level for a connector that never saw it: from every connector that did (pooling.ts). */
export const offsetAt = (evidence: Pick<Evidence, 'offsets'>, level: number, segment: Segment): SegmentOffset =>
  level === 0 ? { mean: 0, sd: 0 } : offsetOf(evidence.offsets[level]?.get(LEVELS[level]!(segment)));

/**
 * The pooled posterior mean of first-attempt approval: the deepest cell's; below the last cell with
 * attempts, each empty level is its centre (the parent's mean moved by the segment's offset).
 */
export const approvalMean = (evidence: Pick<Evidence, 'cells' | 'offsets'>, connector: string, segment: Segment): number => {
  let mean = 0.5;
  cellsFor(evidence, connector, segment).forEach((cell, level) => {
    mean = cell ? cell.mean : shifted(mean, offsetAt(evidence, level, segment).mean);
  });
  return mean;
};

/** First attempts of this segment (method, brand, country, currency) at the connector: what a draft's move rests on. */
export const segmentEvidence = (evidence: Evidence, connector: string, segment: Segment): number =>
  evidence.cells.get(cellKey(connector, EVIDENCE_LEVEL, segment))?.n ?? 0;
