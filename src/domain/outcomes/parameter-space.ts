import { cellKey, type ConnectorEvidence, type Evidence, type FailoverShift, type NonApprovalCounts } from './evidence-types';
import { pairKey } from './failover-shift';
import { feeLineFor, type FeeLine } from './fee-lines';
import { offsetAt } from './cell-lookup';
import { effectiveKappa, shifted, TOP_PRIOR } from './pooling';
import { beta, dirichlet, normal, type Random } from './sampling';
import { LEVELS, type Segment } from './segment';

/**
 * The model's parameters laid out as arrays, so the point estimate and each posterior draw fill the
 * same slots and a chain is valued by index, not by building keys: an estimate evaluates every
 * group's chains once per draw (hundreds of draws of thousands of groups). The chains register the
 * cells they need first (`leaf`), parents before children; a draw then fills them in that order.
 */
export interface ParameterSpace {
  /** The node of the connector's finest cell for the segment (registering it and its ancestors; an empty level is a node too). */
  leaf(connector: string, segment: Segment): number;
  connector(guid: string): number;
  /** The failover shift of a soft decline at `declinedAt` followed by an attempt at `connector`. */
  shift(declinedAt: string, connector: string): number;
  feeLine(connector: string, segment: Segment): FeeLine;
  authorisationFee(connector: number): number;
}

/** One set of parameter values: approval per node, failover shift per pair, answer shares per connector (first: 0–2, failover: 3–5). */
export interface ParameterValues {
  approval: Float64Array;
  shift: Float64Array;
  shares: Float64Array;
}

interface Node {
  parent: number;
  /** The segment's offset from the parent (logit) and the prior's strength: the cell's own, or for an empty cell those from every connector that saw the segment. */
  offset: number;
  kappa: number;
  level: number;
  n: number;
  approved: number;
  mean: number;
}

const NO_CONNECTOR: ConnectorEvidence = {
  connector: '', firstAttempts: 0, failoverAttempts: 0, nonApproval: { first: [0, 0, 0], failover: [0, 0, 0] }, authorisationFee: 0, fees: new Map(),
};

/** A Dirichlet pseudo-count per kind of non-approval, and how many pseudo-attempts failover shares borrow from first attempts. */
const SHARE_PRIOR = 0.5;
const FAILOVER_PRIOR_WEIGHT = 2;

const meanShares = (counts: NonApprovalCounts, prior: readonly number[]): number[] => {
  const total = counts[0] + counts[1] + counts[2] + prior[0]! + prior[1]! + prior[2]!;
  return counts.map((c, i) => (c + prior[i]!) / total);
};

export const parameterSpace = (evidence: Evidence) => {
  const nodes: Node[] = [];
  const nodeIndex = new Map<string, number>();
  const connectors: ConnectorEvidence[] = [];
  const shifts: FailoverShift[] = [];
  const shiftIndex = new Map<string, number>();
  const connectorIndex = new Map<string, number>();
  const space: ParameterSpace = {
    connector: (guid) => {
      let i = connectorIndex.get(guid);
      if (i === undefined) {
        connectorIndex.set(guid, (i = connectors.length));
        connectors.push(evidence.connectors.get(guid) ?? NO_CONNECTOR);
      }
      return i;
    },
    leaf: (guid, segment) => {
      let parent = -1;
      for (let level = 0; level < LEVELS.length; level++) {
        const key = cellKey(guid, level, segment);
        let i = nodeIndex.get(key);
        if (i === undefined) {
          const cell = evidence.cells.get(key);
          nodeIndex.set(key, (i = nodes.length));
          if (cell) nodes.push({ parent, offset: cell.offset, kappa: cell.kappa, level, n: cell.n, approved: cell.approved, mean: cell.mean });
          else {
            // An empty cell is its centre: the parent's mean moved by the segment's offset elsewhere.
            const offset = offsetAt(evidence, level, segment);
            const centre = parent >= 0 ? shifted(nodes[parent]!.mean, offset.mean) : 0.5;
            const kappa = level === 0 ? 2 * TOP_PRIOR : effectiveKappa(evidence.kappas[level]!, centre, offset.sd);
            nodes.push({ parent, offset: offset.mean, kappa, level, n: 0, approved: 0, mean: centre });
          }
        }
        parent = i;
      }
      return parent;
    },
    shift: (declinedAt, guid) => {
      const key = pairKey(declinedAt, guid);
      let i = shiftIndex.get(key);
      if (i === undefined) {
        shiftIndex.set(key, (i = shifts.length));
        shifts.push(evidence.failoverShifts.get(key) ?? evidence.borrowedShift);
      }
      return i;
    },
    feeLine: (guid, segment) => feeLineFor((evidence.connectors.get(guid) ?? NO_CONNECTOR).fees, segment),
    authorisationFee: (c) => connectors[c]!.authorisationFee,
  };

  const empty = (): ParameterValues => ({ approval: new Float64Array(nodes.length), shift: new Float64Array(shifts.length), shares: new Float64Array(6 * connectors.length) });

  /** The posterior means: the point estimate. */
  const means = (): ParameterValues => {
    const v = empty();
    nodes.forEach((node, i) => (v.approval[i] = node.mean));
    shifts.forEach((s, i) => (v.shift[i] = s.mean));
    connectors.forEach((c, i) => {
      const first = meanShares(c.nonApproval.first, [SHARE_PRIOR, SHARE_PRIOR, SHARE_PRIOR]);
      const failover = meanShares(c.nonApproval.failover, first.map((s) => s * FAILOVER_PRIOR_WEIGHT));
      v.shares.set([...first, ...failover], 6 * i);
    });
    return v;
  };

  /**
   * One posterior draw: each node from Beta(κ·m + approved, κ·(1 − m) + declined) around its centre
   * m (the drawn parent moved by the segment's offset; κ holds the offset's uncertainty; top: Jeffreys), the failover shift from its normal posterior, the answer shares
   * from their Dirichlet posteriors.
   */
  const draw = (random: Random): ParameterValues => {
    const v = empty();
    nodes.forEach((node, i) => {
      const prior = node.parent < 0 ? 0.5 : shifted(v.approval[node.parent]!, node.offset);
      v.approval[i] = beta(node.kappa * prior + node.approved, node.kappa * (1 - prior) + node.n - node.approved, random);
    });
    shifts.forEach((s, i) => (v.shift[i] = s.mean + s.sd * normal(random)));
    connectors.forEach((c, i) => {
      const first = dirichlet(c.nonApproval.first.map((n) => n + SHARE_PRIOR), random);
      const failover = dirichlet(c.nonApproval.failover.map((n, k) => n + first[k]! * FAILOVER_PRIOR_WEIGHT), random);
      v.shares.set([...first, ...failover], 6 * i);
    });
    return v;
  };

  return { space, means, draw };
};
