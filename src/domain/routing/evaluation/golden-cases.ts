import { z } from 'zod';
import type { MultiMethodDocument, SingleMethodDocument } from '../document';
import { isMultiMethodDocument, type AnyDocument } from '../tree-walk';
import { probabilities, shareByTarget } from './probabilities';
import { SimTransaction, type EvaluationContext } from './transaction';

/** A saved transaction with the connector it must reach: a regression test of a routing tree. */
export const GoldenCaseInput = z.object({
  name: z.string().trim().min(1).max(120),
  transaction: SimTransaction,
  expectedConnector: z.string().regex(/^CO-/, 'a connector GUID'),
});
export type GoldenCaseInput = z.infer<typeof GoldenCaseInput>;

export interface GoldenResult {
  pass: boolean;
  /** Where the transaction goes, as chances per connector (null: no connector at all). */
  shares: Array<{ connector: string | null; probability: number }>;
}

/**
 * A case passes when the transaction reaches its expected connector with certainty. A load
 * balancer that sends part of it elsewhere fails the case: the tree no longer guarantees it.
 */
export const checkGoldenCase = (doc: AnyDocument, gc: GoldenCaseInput, ctx: EvaluationContext): GoldenResult => {
  const shares = isMultiMethodDocument(doc) ? multiMethodShares(doc, gc, ctx) : singleMethodShares(doc, gc, ctx);
  const expected = shares.find((s) => s.connector === gc.expectedConnector)?.probability ?? 0;
  return { pass: Math.abs(expected - 1) < 1e-9, shares };
};

const singleMethodShares = (doc: SingleMethodDocument, gc: GoldenCaseInput, ctx: EvaluationContext) =>
  [...shareByTarget(probabilities(doc.tree, doc.default?.connector ?? null, gc.transaction, ctx))].map(([connector, probability]) => ({ connector, probability }));

/**
 * Multi-method: the transaction's payment method decides the block; the chance it is offered comes
 * from the availability tree (no decision: offered unless defaultActionDisable), the connectors from
 * the routing tree. Where the method is not offered, the transaction reaches no connector (null).
 */
const multiMethodShares = (doc: MultiMethodDocument, gc: GoldenCaseInput, ctx: EvaluationContext) => {
  const wanted = gc.transaction.paymentMethod?.toLowerCase();
  const index = doc.methods.findIndex((b) => b.method.toLowerCase() === wanted);
  const block = doc.methods[index];
  if (!block || block.disabled) return [{ connector: null, probability: 1 }];
  const base = `methods/${index}`;
  const availability = probabilities(block.availability?.tree, null, gc.transaction, ctx, { kind: 'availability', treePath: `${base}/availability/tree` });
  const offered = availability.outcomes.reduce(
    (sum, o) => sum + (o.decision.kind === 'action' ? (o.decision.action === 'enable' ? o.probability : 0) : doc.defaultActionDisable ? 0 : o.probability),
    0,
  );
  const routed = shareByTarget(probabilities(block.routing?.tree, block.defaultConnector?.connector ?? null, gc.transaction, ctx, { treePath: `${base}/routing/tree` }));
  const shares = [...routed].map(([connector, probability]) => ({ connector, probability: probability * offered })).filter((s) => s.probability > 0);
  return offered < 1 ? [...shares, { connector: null, probability: 1 - offered }] : shares;
};
