import { kindOf } from '../conditions/catalogue';
import type { Condition } from '../document';
import type { ReachState } from './reach-state';
import { unknownSplit, type Place, type Split } from './split-helpers';

export type { Place, Split } from './split-helpers';

/**
 * One condition applied to what arrives at it, by the kind's own `analysis` facet
 * (`conditions/<kind>.ts`). Kinds the analysis does not reason about, and constraints the studio
 * does not know, keep both branches as they arrived.
 */
export const splitOn = (state: ReachState, at: Place): Split => {
  const condition = at.condition as Condition | null;
  const kind = typeof condition?.constraint === 'string' ? kindOf(condition.constraint) : undefined;
  if (!kind?.analysis.reasoned) return unknownSplit(state);
  return kind.analysis.split(state, at, (condition?.params ?? {}) as Record<string, unknown>);
};
