import { approvalMean, cellsFor } from './cell-lookup';
import { cellKey, type ConnectorEvidence, type Evidence, type NonApprovalCounts } from './evidence-types';
import { feeLineFor, type FeeLine } from './fee-lines';
import { TOP_PRIOR } from './pooling';
import { beta, dirichlet, logistic, logit, normal, type Random } from './sampling';
import { LEVELS, segmentKey, type Segment } from './segment';

/**
 * One set of the model's parameters: the posterior means (the point estimate) or one draw from the
 * posterior (interval by simulation). Both answer the same questions, so the estimate evaluates
 * every chain with the same code for the point and for each draw, and live and draft share each
 * draw (paired: what they have in common cancels in the difference).
 */
export interface ParameterDraw {
  /** P(approve) of an attempt of this segment at the connector, first or failover. */
  approve(connector: string, segment: Segment, failover: boolean): number;
  /** Shares of soft decline, hard decline and timeout among its non-approvals. */
  nonApproval(connector: string, failover: boolean): readonly [number, number, number];
  authorisationFee(connector: string): number;
  saleFee(connector: string, segment: Segment): FeeLine;
}

/** A Dirichlet prior pseudo-count per kind (Jeffreys-like), and how many pseudo-attempts failover shares borrow from first attempts. */
const SHARE_PRIOR = 0.5;
const FAILOVER_PRIOR_WEIGHT = 2;
const clip = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));

const meanShares = (counts: NonApprovalCounts, prior: readonly number[]): [number, number, number] => {
  const total = counts[0] + counts[1] + counts[2] + prior[0]! + prior[1]! + prior[2]!;
  return [(counts[0] + prior[0]!) / total, (counts[1] + prior[1]!) / total, (counts[2] + prior[2]!) / total];
};
const firstPrior = [SHARE_PRIOR, SHARE_PRIOR, SHARE_PRIOR];
const failoverPrior = (first: readonly number[]) => first.map((s) => s * FAILOVER_PRIOR_WEIGHT);

const memo = <T>(f: (key: string) => T) => {
  const cache = new Map<string, T>();
  return (key: string): T => {
    let v = cache.get(key);
    if (v === undefined) cache.set(key, (v = f(key)));
    return v;
  };
};

const NO_CONNECTOR: ConnectorEvidence = {
  connector: '', firstAttempts: 0, failoverAttempts: 0, nonApproval: { first: [0, 0, 0], failover: [0, 0, 0] }, authorisationFee: 0, fees: new Map(),
  failoverShift: { mean: 0, sd: 0, attempts: 0 },
};

const common = (evidence: Evidence) => {
  const of = (guid: string) => evidence.connectors.get(guid) ?? NO_CONNECTOR;
  const lines = new Map<string, FeeLine>();
  return {
    of,
    authorisationFee: (guid: string) => of(guid).authorisationFee,
    saleFee: (guid: string, segment: Segment) => {
      const key = `${guid}\u0000${segmentKey(segment)}`;
      let line = lines.get(key);
      if (!line) lines.set(key, (line = feeLineFor(of(guid).fees, segment)));
      return line;
    },
  };
};

export const meanDraw = (evidence: Evidence): ParameterDraw => {
  const { of, authorisationFee, saleFee } = common(evidence);
  const shares = memo((key) => {
    const [guid, kind] = key.split('\u0000') as [string, string];
    const first = meanShares(of(guid).nonApproval.first, firstPrior);
    return kind === 'first' ? first : meanShares(of(guid).nonApproval.failover, failoverPrior(first));
  });
  return {
    approve: (guid, segment, failover) => {
      const p = approvalMean(evidence, guid, segment);
      return failover ? logistic(logit(clip(p)) + of(guid).failoverShift.mean) : p;
    },
    nonApproval: (guid, failover) => shares(`${guid}\u0000${failover ? 'failover' : 'first'}`),
    authorisationFee,
    saleFee,
  };
};

/**
 * A draw from the posterior, made lazily (only the cells a chain asks for) and kept for the draw's
 * life: each level's cell from Beta(κ·p_parent + approved, κ·(1 − p_parent) + declined) given its
 * drawn parent, top down; the failover shift from its normal posterior; the answer shares from their
 * Dirichlet posteriors.
 */
export const posteriorDraw = (evidence: Evidence, random: Random): ParameterDraw => {
  const { of, authorisationFee, saleFee } = common(evidence);
  const cellDraws = new Map<string, number>();
  const firstApproval = (guid: string, segment: Segment): number => {
    const cells = cellsFor(evidence, guid, segment);
    let p = 0.5;
    for (let level = 0; level < LEVELS.length; level++) {
      const key = cells[level]?.key ?? cellKey(guid, level, segment);
      let drawn = cellDraws.get(key);
      if (drawn === undefined) {
        const n = cells[level]?.n ?? 0;
        const approved = cells[level]?.approved ?? 0;
        const kappa = level === 0 ? 2 * TOP_PRIOR : evidence.kappas[level]!;
        const prior = level === 0 ? 0.5 : p;
        drawn = beta(kappa * prior + approved, kappa * (1 - prior) + n - approved, random);
        cellDraws.set(key, drawn);
      }
      p = drawn;
    }
    return p;
  };
  const shifts = memo((guid) => of(guid).failoverShift.mean + of(guid).failoverShift.sd * normal(random));
  const shares: (key: string) => readonly [number, number, number] = memo((key) => {
    const [guid, kind] = key.split('\u0000') as [string, string];
    const c = of(guid).nonApproval;
    const draw = kind === 'first'
      ? dirichlet(c.first.map((n) => n + SHARE_PRIOR), random)
      : dirichlet(c.failover.map((n, i) => n + failoverPrior(shares(`${guid}\u0000first`))[i]!), random);
    return [draw[0]!, draw[1]!, draw[2]!] as const;
  });
  const firstBySegment = new Map<string, number>();
  return {
    approve: (guid, segment, failover) => {
      const key = `${guid}\u0000${segmentKey(segment)}`;
      let p = firstBySegment.get(key);
      if (p === undefined) firstBySegment.set(key, (p = firstApproval(guid, segment)));
      return failover ? logistic(logit(clip(p)) + shifts(guid)) : p;
    },
    nonApproval: (guid, failover) => shares(`${guid}\u0000${failover ? 'failover' : 'first'}`),
    authorisationFee,
    saleFee,
  };
};
