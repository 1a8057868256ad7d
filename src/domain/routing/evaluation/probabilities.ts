import { asKnownCondition } from '../condition-catalogue';
import type { RuleNode } from '../document';
import { prepareCondition } from './evaluate-condition';
import { decisionOf, isLeafOf, type Decision, type EvaluateOptions, type TreeEnd } from './outcome';
import type { EvaluationContext, SimTransaction } from './transaction';

export interface OutcomeProbability {
  decision: Decision;
  probability: number;
}

export interface EdgeProbability {
  /** The child's document path (`tree/then`), also when the branch is empty and leads to the default. */
  id: string;
  source: string;
  label: 'then' | 'else';
  /** Chance that the transaction travels along this edge. */
  probability: number;
  /** Chance of this edge once the source is reached: p/100 or 1 - p/100 on a split, 1 or 0 elsewhere. */
  share: number;
}

export interface ProbabilityResult {
  /** Every end the transaction can reach with a chance above 0, in document order (then before else). */
  outcomes: OutcomeProbability[];
  /** Both edges of every condition node the transaction can reach. */
  edges: EdgeProbability[];
}

/** The percentage of a valid load balancer node, or undefined for any other node. */
const splitOf = (node: RuleNode): number | undefined => {
  if (node.if?.constraint !== 'RandomLoadBalancer') return undefined;
  const known = asKnownCondition(node.if);
  return known?.constraint === 'RandomLoadBalancer' ? known.params.percentTrue / 100 : undefined;
};

// Deterministic conditions must never draw: a stray call would make the result depend on the seed.
const noRandom = (): number => {
  throw new Error('probabilities: a deterministic condition asked for a random number');
};

/**
 * The exact chance of each end of the tree for one transaction: a load balancer splits the mass
 * p/100 : 1 - p/100, every other condition sends all of it down the branch `evaluate` would take
 * (an unevaluable one ends at the default). Same semantics as `evaluate`, without drawing.
 */
export const probabilities = (
  tree: RuleNode | null | undefined,
  defaultConnector: string | null | undefined,
  tx: SimTransaction,
  ctx: EvaluationContext,
  options: Omit<EvaluateOptions, 'trace' | 'names'> = {},
): ProbabilityResult => {
  const { treePath = 'tree', kind = 'routing' } = options;
  const fallback = defaultConnector ?? null;
  const deterministic: EvaluationContext = { ...ctx, random: noRandom };
  const outcomes: OutcomeProbability[] = [];
  const edges: EdgeProbability[] = [];
  const end = (e: TreeEnd, probability: number): void => {
    outcomes.push({ decision: decisionOf(e, kind, fallback), probability });
  };

  const visit = (node: RuleNode, path: string, mass: number): void => {
    if (node.if === undefined) return end(isLeafOf(node, kind) ? { leaf: node, path } : { reason: 'not-a-leaf', path }, mass);
    const split = splitOf(node);
    let thenShare: number;
    if (split !== undefined) thenShare = split;
    else {
      const result = prepareCondition(node.if)(tx, deterministic);
      if (result === 'unevaluable') return end({ reason: 'unevaluable', path }, mass);
      thenShare = result ? 1 : 0;
    }
    for (const [label, share] of [['then', thenShare], ['else', 1 - thenShare]] as const) {
      const childPath = `${path}/${label}`;
      edges.push({ id: childPath, source: path, label, probability: mass * share, share });
      if (share === 0) continue;
      const child = node[label];
      if (child) visit(child, childPath, mass * share);
      else end({ reason: 'no-branch', path: childPath }, mass * share);
    }
  };

  if (tree) visit(tree, treePath, 1);
  else end({ reason: 'no-tree', path: treePath }, 1);
  return { outcomes, edges };
};

/** Outcome chances summed per connector (routing) or action (availability); the default counts as its connector. */
export const shareByTarget = (result: ProbabilityResult): Map<string | null, number> => {
  const shares = new Map<string | null, number>();
  for (const { decision, probability } of result.outcomes) {
    const key = decision.kind === 'route' || decision.kind === 'default' ? decision.connector : decision.kind === 'action' ? decision.action : null;
    shares.set(key, (shares.get(key) ?? 0) + probability);
  }
  return shares;
};
