import type { RuleNode } from '../document';
import type { ConditionNote } from './conditions/types';
import { evaluateCondition } from './evaluate-condition';
import {
  conditionStep, decisionOf, emptyStep, isLeafOf, leafStep,
  type EvaluateOptions, type EvaluationResult, type TraceStep, type TreeEnd,
} from './outcome';
import type { EvaluationContext, SimTransaction } from './transaction';

/**
 * The interpreter: walks the document as it is, parsing each visited condition's params on the way.
 * It is the reference semantics (contract §2, "Evaluation semantics"); `compileTree` must agree with
 * it exactly, decision and trace, which a property test checks.
 *
 * - `else` is taken only when the condition is false; `unevaluable` stops the walk at the default.
 * - A null or missing branch falls through to the default connector.
 */
export const evaluate = (
  tree: RuleNode | null | undefined,
  defaultConnector: string | null | undefined,
  tx: SimTransaction,
  ctx: EvaluationContext,
  options: EvaluateOptions = {},
): EvaluationResult => {
  const { treePath = 'tree', kind = 'routing', names, trace: tracing = true, catalogue } = options;
  const trace: TraceStep[] = [];
  let node = tree;
  let path = treePath;
  let end: TreeEnd | undefined;
  if (!node) {
    end = { reason: 'no-tree', path };
    if (tracing) trace.push(emptyStep(path, 'no-tree', kind));
  }
  while (!end && node) {
    if (node.if !== undefined) {
      const outcome = evaluateCondition(node.if, tx, ctx, catalogue);
      if (tracing) {
        const note: ConditionNote = { inputs: outcome.inputs, sentence: outcome.sentence };
        trace.push(conditionStep(path, String(node.if?.constraint), note, outcome.result, kind));
      }
      if (outcome.result === 'unevaluable') {
        end = { reason: 'unevaluable', path };
        break;
      }
      const branch = outcome.result ? 'then' : 'else';
      const next: RuleNode | null | undefined = node[branch];
      path = `${path}/${branch}`;
      if (!next) {
        end = { reason: 'no-branch', path };
        if (tracing) trace.push(emptyStep(path, 'no-branch', kind));
      }
      node = next;
    } else if (isLeafOf(node, kind)) {
      end = { leaf: node, path };
      if (tracing) trace.push(leafStep(path, node, kind, names));
    } else {
      end = { reason: 'not-a-leaf', path };
      if (tracing) trace.push(emptyStep(path, 'not-a-leaf', kind));
    }
  }
  return { decision: decisionOf(end!, kind, defaultConnector ?? null), trace };
};
