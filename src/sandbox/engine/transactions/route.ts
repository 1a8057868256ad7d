import type { RoutingDecision, TransactionRouting } from '@contracts/sandbox-transactions';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { compileTree } from '@domain/routing/evaluation/compile';
import { compileMethod, type MethodEvaluation } from '@domain/routing/evaluation/evaluate-method';
import type { Decision, TraceStep } from '@domain/routing/evaluation/outcome';
import type { EvaluationContext, SimTransaction } from '@domain/routing/evaluation/transaction';
import { methodIndex } from '@domain/routing/method-block';

/**
 * The sandbox's real routing: the domain's compiled evaluator over the meta-connector's stored
 * document, the same evaluator and semantics the studio's simulator runs (contract §2), so the two
 * cannot disagree. The live sandbox compiles a document per transaction (they are small, and a cache
 * would have to follow every set and reset); the history generator compiles each once (`metaRouter`).
 */

/** A meta-connector's compiled document: its routing of a transaction, undefined when the transaction's method has no block. */
export type MetaRouter = (tx: SimTransaction, ctx: EvaluationContext) => TransactionRouting | undefined;

const traceOf = (steps: readonly TraceStep[]) =>
  steps.map(({ path, constraint, result, sentence }) => ({ path, constraint, result, sentence }));

const decisionOf = (decision: Decision): RoutingDecision => {
  if (decision.kind === 'route') return { kind: 'route', connector: decision.connector, onFail: [...decision.onFail], path: decision.leafPath, reason: null };
  if (decision.kind === 'default') return { kind: 'default', connector: decision.connector, onFail: [], path: decision.path, reason: decision.reason };
  throw new Error(`a routing tree ended with a ${decision.kind} decision`);
};

/** The connector first tried, then its onFail chain; nothing when there is no connector at all. */
const chainOf = (decision: RoutingDecision | null): string[] => (decision?.connector ? [decision.connector, ...decision.onFail] : []);

export const singleMethodRouter = (metaConnectorGuid: string, doc: SingleMethodDocument) => {
  const evaluator = compileTree(doc.tree, doc.default?.connector ?? null);
  return (tx: SimTransaction, ctx: EvaluationContext): TransactionRouting => {
    const { decision, trace } = evaluator(tx, ctx);
    const routed = decisionOf(decision);
    return { kind: 'single-method', metaConnectorGuid, evaluatedAs: tx, method: null, decision: routed, chain: chainOf(routed), availabilityTrace: [], trace: traceOf(trace) };
  };
};

/**
 * Multi-method: the transaction's method (matched case-insensitively) must be linked; its
 * availability decides whether it may be used at all, then its routing tree picks the connector.
 * Returns undefined when the document has no block for the method.
 */
export const multiMethodRouter = (metaConnectorGuid: string, doc: MultiMethodDocument): MetaRouter => {
  const compiled = doc.methods.map((block, index) => compileMethod(block, { index, defaultActionDisable: doc.defaultActionDisable }));
  return (tx, ctx) => {
    const index = methodIndex(doc, tx.paymentMethod);
    const block = doc.methods[index];
    return block ? multiMethodRouting(metaConnectorGuid, block.method, compiled[index]!(tx, ctx), tx) : undefined;
  };
};

const multiMethodRouting = (metaConnectorGuid: string, method: string, evaluation: MethodEvaluation, tx: SimTransaction): TransactionRouting => {
  const routed = evaluation.routing ? decisionOf(evaluation.routing.decision) : null;
  return {
    kind: 'multi-method',
    metaConnectorGuid,
    evaluatedAs: tx,
    method: { method, available: evaluation.available, basis: evaluation.basis },
    decision: routed,
    chain: chainOf(routed),
    availabilityTrace: traceOf(evaluation.availability?.trace ?? []),
    trace: traceOf(evaluation.routing?.trace ?? []),
  };
};
