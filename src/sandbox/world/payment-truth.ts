import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '@domain/routing/document';
import { methodIndex } from '@domain/routing/method-block';
import { probabilities } from '@domain/routing/evaluation/probabilities';
import type { EvaluationContext, SimTransaction } from '@domain/routing/evaluation/transaction';
import { addWeighted, chainTruth, NOTHING_EXPECTED, type Expected, type PricedPayment, type Scene } from './chain-truth';

/** Where a payment is sent: a plain connector, or a meta-connector with its routing document. */
export type RoutingTarget =
  | { kind: 'connector'; guid: string }
  | { kind: 'single-method'; document: SingleMethodDocument }
  | { kind: 'multi-method'; document: MultiMethodDocument };

export interface PaymentTruth extends Expected {
  /** P(the payment's method is available at a multi-method meta-connector); 1 elsewhere. */
  available: number;
}

/** The payment twice: as routing reads it (`sim`, evaluated with `ctx`, which needs no random source) and as the acquirers and prices do. */
export interface TruthPayment extends PricedPayment {
  sim: SimTransaction;
}

const chainOf = (connector: string | null, onFail: readonly string[]) => (connector ? [connector, ...onFail] : []);

/** The routing tree's outcomes, each an expected chain result, mixed by their exact probabilities (load balancers split the mass). */
const treeTruth = (scene: Scene, tree: RuleNode | null | undefined, defaultConnector: string | null, p: TruthPayment, ctx: EvaluationContext, treePath: string): Expected => {
  let out = NOTHING_EXPECTED;
  for (const { decision, probability } of probabilities(tree, defaultConnector, p.sim, ctx, { treePath }).outcomes) {
    const chain = decision.kind === 'route' ? chainOf(decision.connector, decision.onFail) : decision.kind === 'default' ? chainOf(decision.connector, []) : [];
    out = addWeighted(out, chainTruth(scene, chain, p), probability);
  }
  return out;
};

/**
 * The exact expected approval (first attempt and after failover), attempts and fees of one payment
 * sent to `target`, as the sandbox would process it: the domain's routing semantics (splits by their
 * percentages, unevaluable conditions to the default, multi-method availability with its document
 * default), then the world's acquirers along the failover chain under the scene's incidents.
 */
export const paymentTruth = (scene: Scene, target: RoutingTarget, p: TruthPayment, ctx: EvaluationContext): PaymentTruth => {
  if (target.kind === 'connector') return { ...chainTruth(scene, [target.guid], p), available: 1 };
  if (target.kind === 'single-method') {
    const doc = target.document;
    return { ...treeTruth(scene, doc.tree, doc.default?.connector ?? null, p, ctx, 'tree'), available: 1 };
  }
  const doc = target.document;
  const index = methodIndex(doc, p.sim.paymentMethod);
  const block = doc.methods[index];
  if (!block || block.disabled) return { ...NOTHING_EXPECTED, available: 0 };
  let available = 1;
  if (block.availability?.tree) {
    available = 0;
    const treePath = `methods/${index}/availability/tree`;
    for (const { decision, probability } of probabilities(block.availability.tree, null, p.sim, ctx, { treePath, kind: 'availability' }).outcomes) {
      const enabled = decision.kind === 'action' ? decision.action === 'enable' : doc.defaultActionDisable !== true;
      if (enabled) available += probability;
    }
  }
  const routed = treeTruth(scene, block.routing?.tree, block.defaultConnector?.connector ?? null, p, ctx, `methods/${index}/routing/tree`);
  return { ...addWeighted(NOTHING_EXPECTED, routed, available), available };
};
