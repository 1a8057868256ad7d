import { getAt, isWithin, type EditCommand } from '@domain/routing/commands';
import type { RuleNode } from '@domain/routing/document';

/** What Ctrl+C / Ctrl+X put aside: the rules as they were, and for a cut the place they still sit until the paste. */
export interface Clipboard {
  node: RuleNode;
  /** Path of the cut rules; null for a copy. */
  cutFrom: string | null;
}

/** The one command a paste dispatches, and what to tell the user about it; or why it cannot paste. */
export type PastePlan = { command: EditCommand; notice: string | null } | { problem: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A paste of a cut is a move: one `moveSubtree`, so the rules keep their ids (the gateway keeps
 * their history) and one undo puts them back, exactly as drag and drop does. A copy is pasted as
 * new rules. When the cut rules are no longer where they were, as they were (edited, removed, or
 * another rule now in their place), moving whatever is there would move the wrong thing: the
 * clipboard is pasted as a copy instead, and the notice says so.
 */
export const planPaste = (doc: unknown, clipboard: Clipboard | null, to: string): PastePlan => {
  if (!clipboard) return { problem: 'The clipboard is empty: cut or copy a rule first' };
  const { node, cutFrom } = clipboard;
  if (cutFrom === null) return { command: { type: 'pasteSubtree', to, node }, notice: null };
  const there = getAt(doc, cutFrom);
  if (same(there, node)) {
    if (isWithin(to, cutFrom)) return { problem: 'The cut rules cannot be pasted inside themselves: choose an empty branch outside them' };
    return { command: { type: 'moveSubtree', from: cutFrom, to }, notice: null };
  }
  const why = there === null || there === undefined ? 'were removed' : 'were changed or replaced';
  return {
    command: { type: 'pasteSubtree', to, node },
    notice: `The cut rules ${why} after the cut, so they were pasted as a copy: new rules without their ids. The rules at '${cutFrom}' were left as they are.`,
  };
};
