import { cellKey, type ConnectorEvidence, type Evidence, type FailoverShift, type NonApprovalCounts } from './evidence-types';
import { pairKey } from './failover-shift';
import { feeLineFor, type FeeLine } from './fee-lines';
import { leafMean } from './cell-lookup';
import { columnsOf } from './feature-design';
import { precisionDraw } from './linear-algebra';
import { linearPredictor, type LogisticFit } from './logistic-fit';
import { TOP_PRIOR } from './pooling';
import { beta, dirichlet, logistic, normal, type Random } from './sampling';
import type { Segment } from './segment';

/**
 * The model's parameters laid out as arrays, so the point estimate and each posterior draw fill the
 * same slots and a chain is valued by index, not by building keys: an estimate evaluates every
 * group's chains once per draw (hundreds of draws of thousands of groups). The chains register the
 * cells they need first (`leaf`); a draw then fills them.
 */
export interface ParameterSpace {
  /** The node of the connector's cell for the segment (registering it; a cell without attempts is a node too). */
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

/** A leaf cell (connector × segment): its regression columns, its attempts, its posterior mean. */
interface Node {
  /** Index of the connector's regression in `fits` (−1: a connector without first attempts, Jeffreys' prior). */
  fit: number;
  columns: number[];
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

/** A failover shift's draw: from its normal posterior, or for a borrowed one a component of its mixture first. */
const shiftDraw = (s: FailoverShift, random: Random): number => {
  if (!s.mixture) return s.mean + s.sd * normal(random);
  let u = random();
  const c = s.mixture.find((m) => (u -= m.weight) < 0) ?? s.mixture[s.mixture.length - 1]!;
  return c.mean + c.sd * normal(random);
};

export const parameterSpace = (evidence: Evidence) => {
  const nodes: Node[] = [];
  const nodeIndex = new Map<string, number>();
  const fits: LogisticFit[] = [];
  const fitIndex = new Map<string, number>();
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
      const key = cellKey(guid, segment);
      let i = nodeIndex.get(key);
      if (i === undefined) {
        const cell = evidence.cells.get(key);
        const fit = evidence.approval.fits.get(guid);
        let f = fitIndex.get(guid);
        if (fit && f === undefined) {
          fitIndex.set(guid, (f = fits.length));
          fits.push(fit);
        }
        const columns = columnsOf(evidence.approval.design, segment);
        const n = cell?.n ?? 0;
        const approved = cell?.approved ?? 0;
        nodeIndex.set(key, (i = nodes.length));
        nodes.push({ fit: f ?? -1, columns, n, approved, mean: leafMean(evidence.approval, fit?.mean, columns, n, approved) });
      }
      return i;
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
   * One posterior draw: each connector's coefficients from their normal (Laplace) posterior, so one
   * draw of an acquirer's brand or band effect moves every cell it touches; each leaf from
   * Beta(κ·m + approved, κ·(1 − m) + declined) around the drawn regression m (the residual); the
   * failover shift from its normal posterior, the answer shares from their Dirichlet posteriors.
   */
  const draw = (random: Random): ParameterValues => {
    const v = empty();
    const kappa = evidence.approval.residualKappa;
    const betas = fits.map((fit) => {
      const d = fit.mean.length;
      const x = precisionDraw(fit.precisionFactor, d, Float64Array.from({ length: d }, () => normal(random)));
      for (let j = 0; j < d; j++) x[j] = x[j]! + fit.mean[j]!;
      return x;
    });
    nodes.forEach((node, i) => {
      const prior = node.fit < 0 ? 0.5 : logistic(linearPredictor(betas[node.fit]!, node.columns));
      const k = node.fit < 0 ? 2 * TOP_PRIOR : kappa;
      v.approval[i] = beta(k * prior + node.approved, k * (1 - prior) + node.n - node.approved, random);
    });
    shifts.forEach((s, i) => (v.shift[i] = shiftDraw(s, random)));
    connectors.forEach((c, i) => {
      const first = dirichlet(c.nonApproval.first.map((n) => n + SHARE_PRIOR), random);
      const failover = dirichlet(c.nonApproval.failover.map((n, k) => n + first[k]! * FAILOVER_PRIOR_WEIGHT), random);
      v.shares.set([...first, ...failover], 6 * i);
    });
    return v;
  };

  return { space, means, draw };
};
