import type { RuleNode, SingleMethodDocument } from '../routing/document';
import { compileTree } from '../routing/evaluation/compile';
import { connectorOfDecision, type Decision, type TraceStep } from '../routing/evaluation/outcome';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { walkTree } from '../routing/tree-walk';
import type { RecordFacts } from './payment-record';
import { blockerOnPath } from './replayable-conditions';

/** Bound on the split combinations tried per payment: 2^8 paths through eight splits in a row. */
const MAX_OUTCOMES = 256;

/** One way the document can have routed a payment: the sides taken at its splits, its decision and trace. */
export interface PossibleRoute {
  sides: ReadonlyMap<string, 'then' | 'else'>;
  decision: Decision;
  trace: TraceStep[];
}

export type PaymentExplanation =
  | { kind: 'explained'; routes: PossibleRoute[] }
  | { kind: 'not-replayable'; path: string; why: string }
  | { kind: 'unexplained' };

/**
 * The ways a document can have sent a past payment to the connector it went to first. The record
 * does not keep the gateway's random draw, but it keeps where the payment went first: the evaluator
 * is run with every combination of sides for the splits on the payment's path (scripted draws: 0
 * takes `then`, a number just under 1 takes `else`), and the combinations that end at the payment's
 * first connector are the ones that can have happened.
 */
export const paymentExplainer = (doc: Pick<SingleMethodDocument, 'tree' | 'default'>, context: Omit<EvaluationContext, 'random'>) => {
  const evaluator = compileTree(doc.tree, doc.default?.connector ?? null);
  const nodes = new Map<string, RuleNode>();
  walkTree(doc.tree, 'tree', (node, path) => void nodes.set(path, node));

  return (facts: RecordFacts, firstConnector: string): PaymentExplanation => {
    const routes: PossibleRoute[] = [];
    const pending: boolean[][] = [[]];
    let tried = 0;
    while (pending.length && tried < MAX_OUTCOMES) {
      const script = pending.pop()!;
      tried += 1;
      let drawn = 0;
      const random = () => (drawn < script.length ? (script[drawn++]! ? 0 : 0.999999) : (drawn++, 0));
      const { decision, trace } = evaluator(facts.tx, { ...context, random }, { trace: true });
      // The path drew more than the script held: try both sides of the first unscripted split.
      if (drawn > script.length) {
        pending.push([...script, false], [...script, true]);
        continue;
      }
      const blocker = blockerOnPath(trace, nodes, facts);
      if (blocker) return { kind: 'not-replayable', ...blocker };
      if (connectorOfDecision(decision) !== firstConnector) continue;
      const sides = new Map<string, 'then' | 'else'>();
      for (const step of trace) if (step.constraint === 'RandomLoadBalancer') sides.set(step.path, step.result === true ? 'then' : 'else');
      routes.push({ sides, decision, trace });
    }
    return routes.length ? { kind: 'explained', routes } : { kind: 'unexplained' };
  };
};

/**
 * The side a payment took at each split, from the routes that can have sent it where it went: read
 * where every route agrees, `ambiguous` where both sides lead there (or only some routes pass it).
 */
export const sidesOf = (routes: readonly PossibleRoute[]): Map<string, 'then' | 'else' | 'ambiguous'> => {
  const consistent = routes.map((r) => r.sides);
  const read = new Map<string, 'then' | 'else' | 'ambiguous'>();
  const passedByAll = [...consistent[0]!.keys()].filter((path) => consistent.every((c) => c.has(path)));
  for (const path of passedByAll) {
    const first = consistent[0]!.get(path)!;
    read.set(path, consistent.every((c) => c.get(path) === first) ? first : 'ambiguous');
  }
  for (const c of consistent) for (const path of c.keys()) if (!read.has(path)) read.set(path, 'ambiguous');
  return read;
};
