import type { MultiMethodDocument, RuleNode } from '../routing/document';
import { evaluateMethod } from '../routing/evaluation/evaluate-method';
import type { TraceStep } from '../routing/evaluation/outcome';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { methodIndex } from '../routing/method-block';
import { walkTree } from '../routing/tree-walk';
import type { RecordFacts } from './payment-record';
import { replayBlocker } from './replayable-conditions';

export type MultiMethodPath =
  | { kind: 'explained'; trace: TraceStep[]; routingTreePath: string }
  | { kind: 'not-replayable'; path: string; why: string }
  | { kind: 'unexplained'; why: string };

/**
 * A past payment through a multi-method document: its method's block decides, availability first,
 * then routing (no random splits among the six conditions, so there is one path). Explained when
 * that path sends it first to the connector it went to.
 */
export const multiMethodPath = (doc: MultiMethodDocument, context: Omit<EvaluationContext, 'random'>, facts: RecordFacts, firstConnector: string): MultiMethodPath => {
  const index = methodIndex(doc, facts.tx.paymentMethod);
  const block = doc.methods[index];
  if (!block) return { kind: 'unexplained', why: `This version has no block for the method '${facts.tx.paymentMethod ?? 'none'}'.` };
  const nodes = new Map<string, RuleNode>();
  for (const tree of ['availability', 'routing'] as const) walkTree(block[tree]?.tree, `methods/${index}/${tree}/tree`, (node, path) => void nodes.set(path, node));
  const evaluation = evaluateMethod(block, facts.tx, { ...context, random: () => 0 }, { index, defaultActionDisable: doc.defaultActionDisable ?? null, trace: true });
  const trace = [...(evaluation.availability?.trace ?? []), ...(evaluation.routing?.trace ?? [])];
  for (const step of trace) {
    if (!step.constraint) continue;
    const blocker = replayBlocker({ constraint: step.constraint, params: nodes.get(step.path)?.if?.params as Record<string, unknown> | undefined }, facts);
    if (blocker) return { kind: 'not-replayable', path: step.path, why: blocker };
  }
  const decision = evaluation.routing?.decision;
  const connector = decision && (decision.kind === 'route' || decision.kind === 'default') ? decision.connector : null;
  if (!evaluation.available || connector !== firstConnector)
    return { kind: 'unexplained', why: 'This version does not send the payment first to the connector it went to (a connector before it was skipped as disabled, or the document differed).' };
  return { kind: 'explained', trace, routingTreePath: `methods/${index}/routing/tree` };
};
