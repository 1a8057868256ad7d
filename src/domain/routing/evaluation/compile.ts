import type { RuleNode, TreeKind } from '../document';
import type { ConditionNote } from './conditions/types';
import { prepareCondition } from './evaluate-condition';
import {
  conditionStep, decisionOf, emptyStep, isLeafOf, leafStep,
  type Decision, type EvaluateOptions, type EvaluationResult, type TraceStep,
} from './outcome';
import type { EvaluationContext, SimTransaction } from './transaction';

/** Walks one compiled node; returns the (shared, frozen) decision it ends with. */
type Step = (tx: SimTransaction, ctx: EvaluationContext, trace: TraceStep[] | undefined) => Decision;

export type CompiledEvaluator = (tx: SimTransaction, ctx: EvaluationContext, options?: { trace?: boolean }) => EvaluationResult;

const frozen = (decision: Decision): Decision => {
  if (decision.kind === 'route') Object.freeze(decision.onFail);
  return Object.freeze(decision);
};

/**
 * Compiles a tree once into closures for bulk use (batch simulation, the sandbox router): params are
 * validated and prepared once (regexes, Sets, decimal thresholds), every end of the tree gets its
 * decision built ahead of time, and without a trace an evaluation allocates nothing but its result.
 * Same output as `evaluate` (property-tested). The tree is read at compile time: recompile after an edit.
 */
export const compileTree = (tree: RuleNode | null | undefined, defaultConnector: string | null | undefined, options: Omit<EvaluateOptions, 'trace'> = {}): CompiledEvaluator => {
  const { treePath = 'tree', kind = 'routing', names, catalogue } = options;
  const fallbackTo = defaultConnector ?? null;

  const fallthrough = (reason: 'no-tree' | 'no-branch' | 'not-a-leaf', path: string): Step => {
    const decision = frozen(decisionOf({ reason, path }, kind, fallbackTo));
    return (_tx, _ctx, trace) => {
      trace?.push(emptyStep(path, reason, kind));
      return decision;
    };
  };

  const compileNode = (node: RuleNode, path: string, k: TreeKind): Step => {
    if (node.if !== undefined) {
      const test = prepareCondition(node.if, catalogue);
      const constraint = String(node.if?.constraint);
      const stop = frozen(decisionOf({ reason: 'unevaluable', path }, k, fallbackTo));
      const branch = (child: RuleNode | null | undefined, childPath: string): Step =>
        child ? compileNode(child, childPath, k) : fallthrough('no-branch', childPath);
      const onTrue = branch(node.then, `${path}/then`);
      const onFalse = branch(node.else, `${path}/else`);
      return (tx, ctx, trace) => {
        let result;
        if (trace) {
          const note: ConditionNote = { inputs: {}, sentence: '' };
          result = test(tx, ctx, note);
          trace.push(conditionStep(path, constraint, note, result, k));
        } else result = test(tx, ctx);
        if (result === 'unevaluable') return stop;
        return result ? onTrue(tx, ctx, trace) : onFalse(tx, ctx, trace);
      };
    }
    if (!isLeafOf(node, k)) return fallthrough('not-a-leaf', path);
    const decision = frozen(decisionOf({ leaf: node, path }, k, fallbackTo));
    const step = leafStep(path, node, k, names);
    return (_tx, _ctx, trace) => {
      trace?.push({ ...step, inputs: {} });
      return decision;
    };
  };

  const root = tree ? compileNode(tree, treePath, kind) : fallthrough('no-tree', treePath);
  return (tx, ctx, evalOptions) => {
    const trace: TraceStep[] | undefined = evalOptions?.trace === false ? undefined : [];
    const decision = root(tx, ctx, trace);
    return { decision, trace: trace ?? [] };
  };
};
