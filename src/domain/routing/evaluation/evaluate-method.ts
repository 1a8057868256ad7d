import type { MethodBlock, MultiMethodDocument } from '../document';
import type { ConnectorNameLookup } from '../describe/connector-names';
import { compileTree } from './compile';
import { evaluate } from './evaluate';
import type { EvaluationResult } from './outcome';
import type { EvaluationContext, SimTransaction } from './transaction';

export type AvailabilityBasis =
  /** `disabled: true` on the block. */
  | 'method-disabled'
  /** `availability: null`: always available (contract §2). */
  | 'no-availability-rules'
  /** An enable/disable leaf decided. */
  | 'rule'
  /** The availability tree reached no leaf: enabled unless `defaultActionDisable` (contract §2). */
  | 'document-default';

export interface MethodEvaluation {
  method: string;
  available: boolean;
  basis: AvailabilityBasis;
  /** The availability tree's evaluation, when it ran. */
  availability: EvaluationResult | null;
  /** Routing of the method when it is available: a route, or the method's default connector. */
  routing: EvaluationResult | null;
}

export interface MethodOptions {
  /** Index of the block in `methods`, for document paths (`methods/<i>/routing/tree`). */
  index: number;
  defaultActionDisable?: boolean | null;
  names?: ConnectorNameLookup;
  trace?: boolean;
}

type TreeRunner = (tx: SimTransaction, ctx: EvaluationContext) => EvaluationResult;

/**
 * Shared by the interpreted and the compiled form. Routing is evaluated only for an available
 * method: an unavailable one is never routed, and evaluating it would consume load-balancer draws
 * that a seeded run must not spend.
 */
const combine = (block: MethodBlock, options: MethodOptions, availability: TreeRunner | null, routing: TreeRunner) =>
  (tx: SimTransaction, ctx: EvaluationContext): MethodEvaluation => {
    // Object literals, not `{ ...base }`: a batch calls this for every method of every transaction,
    // and spreading costs Node 20 here ~12 µs per object (measured), 20× the evaluation itself.
    const method = block.method;
    if (block.disabled) return { method, available: false, basis: 'method-disabled', availability: null, routing: null };
    let available = true;
    let basis: AvailabilityBasis = 'no-availability-rules';
    let availabilityResult: EvaluationResult | null = null;
    if (availability) {
      availabilityResult = availability(tx, ctx);
      const decision = availabilityResult.decision;
      basis = decision.kind === 'action' ? 'rule' : 'document-default';
      available = decision.kind === 'action' ? decision.action === 'enable' : options.defaultActionDisable !== true;
    }
    return { method, available, basis, availability: availabilityResult, routing: available ? routing(tx, ctx) : null };
  };

const treeOptions = (options: MethodOptions, tree: 'availability' | 'routing') => ({
  treePath: `methods/${options.index}/${tree}/tree`,
  kind: tree,
  names: options.names,
});

/** Interprets one method block of a multi-method document for a transaction. */
export const evaluateMethod = (block: MethodBlock, tx: SimTransaction, ctx: EvaluationContext, options: MethodOptions): MethodEvaluation => {
  const fallback = block.defaultConnector?.connector ?? null;
  const availability = block.availability?.tree
    ? (t: SimTransaction, c: EvaluationContext) => evaluate(block.availability?.tree, null, t, c, { ...treeOptions(options, 'availability'), trace: options.trace })
    : null;
  const routing = (t: SimTransaction, c: EvaluationContext) => evaluate(block.routing?.tree, fallback, t, c, { ...treeOptions(options, 'routing'), trace: options.trace });
  return combine(block, options, availability, routing)(tx, ctx);
};

/** The compiled counterpart of `evaluateMethod`. */
export const compileMethod = (block: MethodBlock, options: MethodOptions): ((tx: SimTransaction, ctx: EvaluationContext) => MethodEvaluation) => {
  const trace = { trace: options.trace };
  const availabilityTree = block.availability?.tree;
  const availability = availabilityTree ? compileTree(availabilityTree, null, treeOptions(options, 'availability')) : null;
  const routing = compileTree(block.routing?.tree, block.defaultConnector?.connector ?? null, treeOptions(options, 'routing'));
  return combine(block, options, availability && ((t, c) => availability(t, c, trace)), (t, c) => routing(t, c, trace));
};

/**
 * Every method of a multi-method document, and the one the transaction chose (`paymentMethod`,
 * matched case-insensitively like the gateway matches method names).
 */
export const evaluateMultiMethod = (
  doc: MultiMethodDocument,
  tx: SimTransaction,
  ctx: EvaluationContext,
  options: Pick<MethodOptions, 'names' | 'trace'> = {},
): { methods: MethodEvaluation[]; chosen: MethodEvaluation | null } => {
  const methods = doc.methods.map((block, index) =>
    evaluateMethod(block, tx, ctx, { ...options, index, defaultActionDisable: doc.defaultActionDisable }),
  );
  const wanted = tx.paymentMethod?.toLowerCase();
  return { methods, chosen: methods.find((m) => m.method.toLowerCase() === wanted) ?? null };
};
