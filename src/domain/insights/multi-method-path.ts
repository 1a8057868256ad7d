import type { MultiMethodDocument, RuleNode } from '../routing/document';
import { evaluateMethod } from '../routing/evaluation/evaluate-method';
import { connectorOfDecision, type TraceStep } from '../routing/evaluation/outcome';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { methodIndex } from '../routing/method-block';
import { walkTree } from '../routing/tree-walk';
import type { RecordFacts } from './payment-record';
import { blockerOnPath } from './replayable-conditions';

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
  const blocker = blockerOnPath(trace, nodes, facts);
  if (blocker) return { kind: 'not-replayable', ...blocker };
  const connector = evaluation.routing ? connectorOfDecision(evaluation.routing.decision) : null;
  if (!evaluation.available || connector !== firstConnector)
    return { kind: 'unexplained', why: 'This version does not send the payment first to the connector it went to (a connector before it was skipped as disabled, or the document differed).' };
  return { kind: 'explained', trace, routingTreePath: `methods/${index}/routing/tree` };
};
