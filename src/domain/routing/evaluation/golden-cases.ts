import { z } from 'zod';
import type { SingleMethodDocument } from '../document';
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
export const checkGoldenCase = (doc: SingleMethodDocument, gc: GoldenCaseInput, ctx: EvaluationContext): GoldenResult => {
  const shares = [...shareByTarget(probabilities(doc.tree, doc.default?.connector ?? null, gc.transaction, ctx))].map(([connector, probability]) => ({ connector, probability }));
  const expected = shares.find((s) => s.connector === gc.expectedConnector)?.probability ?? 0;
  return { pass: Math.abs(expected - 1) < 1e-9, shares };
};
