import { createContext, useContext } from 'react';

/** What the editable canvas lets nodes do; null in the read-only drawing. Stable identity, so memoised nodes do not re-render. */
export interface RuleGraphEditing {
  /** A subtree dragged onto an empty branch. */
  moveSubtree(from: string, to: string): void;
}

export const RuleGraphEditingContext = createContext<RuleGraphEditing | null>(null);
export const useRuleGraphEditing = () => useContext(RuleGraphEditingContext);

/** The drag payload: a rule node's document path. */
export const RULE_PATH_MIME = 'application/x-routing-rule-path';
