import type { MultiMethodDocument, RuleNode } from '../routing/document';
import { compileMethod } from '../routing/evaluation/evaluate-method';
import { connectorOfDecision } from '../routing/evaluation/outcome';
import { methodIndex } from '../routing/method-block';
import { walkTree } from '../routing/tree-walk';
import { blockerOnPath } from './replayable-conditions';
import type { ReplayWalker } from './replay-walker';

/**
 * A multi-method document as a replay walker: the record's method picks its block, availability
 * decides first, then routing (as the gateway and `evaluateMethod` do). A method the document has no
 * block for, or one its availability disables, sends the payment nowhere (connector null). Traced,
 * so the first condition the record cannot answer is found on the path actually taken; multi-method
 * routing has no random splits, so one path per payment.
 */
export const multiMethodReplayWalker = (doc: MultiMethodDocument): ReplayWalker => {
  const paths: string[] = [];
  const index = new Map<string, number>();
  const nodes = new Map<string, RuleNode>();
  const note = (path: string) => index.set(path, paths.push(path) - 1);
  const blocks = doc.methods.map((block, i) => {
    for (const tree of ['availability', 'routing'] as const)
      walkTree(block[tree]?.tree, `methods/${i}/${tree}/tree`, (node, path) => {
        nodes.set(path, node);
        if (node.if !== undefined || (tree === 'routing' ? node.route : node.action)) note(path);
      });
    note(`methods/${i}/routing/tree#default`);
    return compileMethod(block, { index: i, defaultActionDisable: doc.defaultActionDisable ?? null, trace: true });
  });
  const passed: number[] = [];
  return {
    paths,
    walk: (tx, ctx, facts) => {
      passed.length = 0;
      const i = methodIndex(doc, tx.paymentMethod);
      const evaluate = blocks[i];
      if (!evaluate) return { kind: 'routed', connector: null };
      const evaluation = evaluate(tx, ctx);
      const trace = [...(evaluation.availability?.trace ?? []), ...(evaluation.routing?.trace ?? [])];
      const blocker = blockerOnPath(trace, nodes, facts);
      if (blocker) return { kind: 'blocked', ...blocker };
      // Conditions and leaves by their path; a routing walk that fell to the block's default connector at its default node.
      for (const step of trace) if (step.result !== 'empty') passed.push(index.get(step.path)!);
      const decision = evaluation.routing?.decision;
      if (decision?.kind === 'default') passed.push(index.get(`methods/${i}/routing/tree#default`)!);
      return { kind: 'routed', connector: evaluation.available && decision ? connectorOfDecision(decision) : null };
    },
    countLastWalk: (visits) => {
      for (const i of passed) visits[i]! += 1;
    },
  };
};
