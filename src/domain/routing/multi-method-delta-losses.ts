import type { MultiMethodDocument } from './document';
import { methodChanged, sentAsBareDisable } from './multi-method-delta';
import { countNodes } from './tree-walk';

export type ResetFlag = 'rerouteRecurring' | 'convertDebitToPreauth';

/** What the gateway drops from a method when the save switches it off with `{method, disabled: true}`. */
export interface DisableLoss {
  method: string;
  /** Index of the method in the edited document. */
  index: number;
  availabilityRules: number;
  routingRules: number;
  /** Flags that are on now and will read false after the save. */
  flags: ResetFlag[];
  /** Members of the block the studio does not know (from a newer gateway), dropped with the rest. */
  otherMembers: string[];
}

const KNOWN = new Set(['method', 'defaultConnector', 'disabled', 'rerouteRecurring', 'convertDebitToPreauth', 'availability', 'routing']);

/**
 * The methods this save switches off that carry trees or flags, with what they lose. The gateway
 * reads a sent block as the method's whole state (omitted trees → null, omitted flags → false), so
 * the rules and flags the user sees on such a method are gone after the save: nothing silent about
 * it, the editor and the review name each one. Counted on the edited document, which is what the
 * user looks at (edits made to the rules of a method being switched off are not sent either).
 */
export const disableLosses = (live: MultiMethodDocument, next: MultiMethodDocument): DisableLoss[] => {
  const before = new Map(live.methods.map((b) => [b.method.toLowerCase(), b]));
  return next.methods.flatMap((block, index) => {
    const old = before.get(block.method.toLowerCase());
    if (!methodChanged(old, block) || !sentAsBareDisable(old, block)) return [];
    const loss: DisableLoss = {
      method: block.method,
      index,
      availabilityRules: countNodes(block.availability?.tree),
      routingRules: countNodes(block.routing?.tree),
      flags: (['rerouteRecurring', 'convertDebitToPreauth'] as const).filter((flag) => block[flag] === true),
      otherMembers: Object.keys(block).filter((k) => !KNOWN.has(k) && block[k] !== undefined),
    };
    return loss.availabilityRules + loss.routingRules + loss.flags.length + loss.otherMembers.length > 0 ? [loss] : [];
  });
};
