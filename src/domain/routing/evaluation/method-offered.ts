import type { MultiMethodDocument } from '../document';
import { methodIndex } from '../method-block';
import { probabilities } from './probabilities';
import type { EvaluationContext, SimTransaction } from './transaction';

/**
 * The chance a multi-method document offers the transaction its payment method, by
 * `evaluateMethod`'s rule (contract §2): no block for the method or a disabled block, 0; no
 * availability tree, 1 (always available, whatever `defaultActionDisable` says); otherwise the
 * availability tree's enable leaves, and where it reaches none, the document's default action.
 * With the block's index, for the caller's document paths.
 */
export const offeredChance = (doc: MultiMethodDocument, tx: SimTransaction, ctx: EvaluationContext): { index: number; chance: number } => {
  const index = methodIndex(doc, tx.paymentMethod);
  const block = doc.methods[index];
  if (!block || block.disabled) return { index, chance: 0 };
  if (!block.availability?.tree) return { index, chance: 1 };
  const { outcomes } = probabilities(block.availability.tree, null, tx, ctx, { kind: 'availability', treePath: `methods/${index}/availability/tree` });
  const chance = outcomes.reduce((sum, { decision, probability }) => sum + ((decision.kind === 'action' ? decision.action === 'enable' : doc.defaultActionDisable !== true) ? probability : 0), 0);
  return { index, chance };
};
