import type { ApprovalModel } from './approval-model';
import type { FeeCells } from './fee-lines';
import type { AttemptAnswer } from './outcome-record';
import type { CellCounts } from './pooling';
import { evidenceKey, segmentKey, type Segment } from './segment';

/** What the estimator learned from records (evidence.ts builds it; cell-lookup.ts reads it). */

/**
 * How much less a failover attempt after a soft decline at one connector is approved at the next than
 * a first attempt of the same segment there, on the logit scale, per pair of connectors: a payment declined elsewhere is more often one its issuer
 * doubts, and issuers refuse it again. A normal posterior per connector.
 */
export interface FailoverShift {
  mean: number;
  sd: number;
  /** Failover attempts of this pair it was measured on (0: borrowed from the others). */
  attempts: number;
  /** A borrowed shift's posterior: a mixture of normals over the spread between pairs (failover-shift.ts); drawn from instead of N(mean, sd). */
  mixture?: ReadonlyArray<{ weight: number; mean: number; sd: number }>;
}

/** Non-approvals by kind: soft, hard, timeout (the order `nonApproval` draws in). */
export type NonApprovalCounts = [soft: number, hard: number, timeout: number];

export interface ConnectorEvidence {
  connector: string;
  firstAttempts: number;
  failoverAttempts: number;
  /** How first attempts and failover attempts that were not approved ended. */
  nonApproval: { first: NonApprovalCounts; failover: NonApprovalCounts };
  /** Mean cost of an answered, declined attempt (the authorisation fee), base currency. */
  authorisationFee: number;
  fees: FeeCells;
}

/** What the records teach about each connector: pooled approval cells, the failover shift, answer shares, fees. */
export interface Evidence {
  /** First attempts per connector × segment (every feature: `cellKey`), the approval model's cells. */
  cells: ReadonlyMap<string, CellCounts>;
  /** First attempts per connector × evidence key (method, brand, country, currency: `evidenceCellKey`). */
  evidenceCells: ReadonlyMap<string, number>;
  /** First-attempt approval per connector: additive in the features, cells as the residual (approval-model.ts). */
  approval: ApprovalModel;
  connectors: ReadonlyMap<string, ConnectorEvidence>;
  /** Failover shift per pair `declinedAt>connector` measured, and the one a pair never measured borrows (failover-shift.ts). */
  failoverShifts: ReadonlyMap<string, FailoverShift>;
  borrowedShift: FailoverShift;
  /** Attempt records learned from, and those left out (no connector, or an answer that is no acquirer's: a configuration error). */
  attemptsUsed: number;
  attemptsIgnored: number;
}

export const cellKey = (connector: string, segment: Segment): string => `${connector}#${segmentKey(segment)}`;
export const evidenceCellKey = (connector: string, segment: Segment): string => `${connector}#${evidenceKey(segment)}`;

export interface LearnedAttempt {
  connector: string;
  segment: Segment;
  answer: AttemptAnswer;
  failover: boolean;
  /** For a failover after an issuer's soft decline earlier in the chain: the connector of the last such decline (null: none, or only timeouts). */
  declinedAt: string | null;
  baseAmount: number;
  fees: number;
}

