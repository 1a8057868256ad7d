import { STUDIO_CATALOGUE, type ConditionCatalogue } from '../conditions/catalogue';
import type { Condition } from '../document';
import { unevaluable } from './conditions/shared';
import type { ConditionNote, ConditionResult, ConditionTest } from './conditions/types';
import type { EvaluationContext, SimTransaction } from './transaction';
import { parseParams } from '../conditions/parse-params';

export type { ConditionNote, ConditionResult, ConditionTest } from './conditions/types';

const cannot = (sentence: string, inputs: Record<string, unknown> = {}): ConditionTest => (_tx, _ctx, target) => unevaluable(target, inputs, sentence);

/**
 * A condition turned into a test by its kind's `prepare` (`conditions/<kind>.ts`), doing all param
 * work (regex compilation, list Sets, decimal thresholds) once. An unknown constraint (a newer
 * catalogue) or params the kind's schema rejects (mid-edit) cannot be evaluated: the simulator must
 * not guess what the gateway would do.
 */
export const prepareCondition = (condition: Condition | undefined, catalogue: ConditionCatalogue = STUDIO_CATALOGUE): ConditionTest => {
  if (!condition || typeof condition.constraint !== 'string') return cannot('Condition missing, cannot be evaluated');
  const kind = catalogue.kindOf(condition.constraint);
  if (!kind) return cannot(`${condition.constraint} is not a condition this studio knows, cannot be evaluated`, { constraint: condition.constraint });
  const parsed = parseParams(kind.params, condition.params);
  if (!parsed.success) return cannot(`${kind.name}: the params are invalid, cannot be evaluated`, { params: condition.params });
  return kind.prepare(parsed.data);
};

export interface ConditionOutcome extends ConditionNote {
  result: ConditionResult;
}

/** Evaluates one condition against a transaction: the result, what it read, and the fact in words. */
export const evaluateCondition = (
  condition: Condition | undefined,
  tx: SimTransaction,
  ctx: EvaluationContext,
  catalogue: ConditionCatalogue = STUDIO_CATALOGUE,
): ConditionOutcome => {
  const note: ConditionNote = { inputs: {}, sentence: '' };
  const result = prepareCondition(condition, catalogue)(tx, ctx, note);
  return { result, ...note };
};
