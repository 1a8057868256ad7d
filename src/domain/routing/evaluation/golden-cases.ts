import { z } from 'zod';
import type { MultiMethodDocument, SingleMethodDocument } from '../document';
import { isMultiMethodDocument, type AnyDocument } from '../tree-walk';
import { counterKey, counterLookup, CounterValue } from './counters';
import { offeredChance } from './method-offered';
import { probabilities, shareByTarget } from './probabilities';
import { SimTransaction, type EvaluationContext } from './transaction';
import { connectorGuid } from '../ids';

/**
 * The counters a case was simulated with. The gateway keeps count/volume counters itself, so a case
 * has to carry the values its count/volume conditions read; each query at most once, since a second
 * value for the same query would be silently ignored.
 */
export const GoldenCaseCounters = z
  .array(CounterValue)
  .max(50, 'at most 50 counters per case')
  .superRefine((counters, ctx) => {
    const seen = new Set<string>();
    counters.forEach((c, i) => {
      const key = counterKey(c);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `${key} is stated twice` });
      seen.add(key);
    });
  });

/** A saved transaction with the connector it must reach: a regression test of a routing tree. */
export const GoldenCaseInput = z.object({
  name: z.string().trim().min(1).max(120),
  transaction: SimTransaction,
  expectedConnector: connectorGuid('a connector GUID'),
  /** Absent: no counters stated, so count/volume conditions are unevaluable (the walk takes the default). */
  counters: GoldenCaseCounters.optional(),
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
 *
 * The case's own counters replace whatever counters `ctx` has: the browser and the BFF build their
 * contexts without counters, and a case must answer the same wherever it is checked.
 */
export const checkGoldenCase = (doc: AnyDocument, gc: GoldenCaseInput, envCtx: EvaluationContext): GoldenResult => {
  const ctx: EvaluationContext = { ...envCtx, counters: gc.counters?.length ? counterLookup(gc.counters) : undefined };
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
  const { index, chance: offered } = offeredChance(doc, gc.transaction, ctx);
  if (offered === 0) return [{ connector: null, probability: 1 }];
  const block = doc.methods[index]!;
  const base = `methods/${index}`;
  const routed = shareByTarget(probabilities(block.routing?.tree, block.defaultConnector?.connector ?? null, gc.transaction, ctx, { treePath: `${base}/routing/tree` }));
  const shares = [...routed].map(([connector, probability]) => ({ connector, probability: probability * offered })).filter((s) => s.probability > 0);
  return offered < 1 ? [...shares, { connector: null, probability: 1 - offered }] : shares;
};
