import { STUDIO_CATALOGUE } from '../conditions/catalogue';
import type { ConstraintId } from '../conditions/registry';

/**
 * Which conditions the analysis reasons about (issue 13, "state which"): the kinds whose `analysis`
 * facet is `reasoned` (`conditions/<kind>.ts`, each unknown one says why). Every other condition is
 * unknown: both branches keep what arrived, and the analysis never warns because of it.
 */
export const REASONED_CONSTRAINTS: readonly ConstraintId[] = STUDIO_CATALOGUE.kinds
  .filter((kind) => kind.analysis.reasoned)
  .map((kind) => kind.identifier as ConstraintId);

const reasoned = new Set<string>(REASONED_CONSTRAINTS);

export const isReasoned = (constraint: string): boolean => reasoned.has(constraint);
