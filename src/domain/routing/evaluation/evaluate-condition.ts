import { asKnownCondition, constraintInfo, type KnownCondition } from '../condition-catalogue';
import type { ConditionParams, ConstraintId } from '../condition-params';
import type { Condition } from '../document';
import { cardConditions } from './conditions/card-conditions';
import { customerAndAmountConditions } from './conditions/customer-conditions';
import { unevaluable } from './conditions/shared';
import { transactionConditions } from './conditions/transaction-conditions';
import type { ConditionNote, ConditionResult, ConditionTest } from './conditions/types';
import type { EvaluationContext, SimTransaction } from './transaction';

export type { ConditionNote, ConditionResult, ConditionTest } from './conditions/types';

/** One preparer per catalogue constraint; the mapped type makes a missing constraint a type error. */
const PREPARERS: { [K in ConstraintId]: (params: ConditionParams<K>) => ConditionTest } = {
  ...customerAndAmountConditions,
  ...cardConditions,
  ...transactionConditions,
};

const cannot = (sentence: string, inputs: Record<string, unknown> = {}): ConditionTest => (_tx, _ctx, target) => unevaluable(target, inputs, sentence);

/**
 * A condition turned into a test, doing all param work (regex compilation, list Sets, decimal
 * thresholds) once. An unknown constraint (a newer catalogue) or params the catalogue rejects
 * (mid-edit) cannot be evaluated: the simulator must not guess what the gateway would do.
 */
export const prepareCondition = (condition: Condition | undefined): ConditionTest => {
  if (!condition || typeof condition.constraint !== 'string') return cannot('Condition missing, cannot be evaluated');
  const info = constraintInfo(condition.constraint);
  if (!info) return cannot(`${condition.constraint} is not a condition this studio knows, cannot be evaluated`, { constraint: condition.constraint });
  const known: KnownCondition | undefined = asKnownCondition(condition);
  if (!known) return cannot(`${info.name}: the params are invalid, cannot be evaluated`, { params: condition.params });
  const prepare = PREPARERS[known.constraint] as (params: KnownCondition['params']) => ConditionTest;
  return prepare(known.params);
};

export interface ConditionOutcome extends ConditionNote {
  result: ConditionResult;
}

/** Evaluates one condition against a transaction: the result, what it read, and the fact in words. */
export const evaluateCondition = (condition: Condition | undefined, tx: SimTransaction, ctx: EvaluationContext): ConditionOutcome => {
  const note: ConditionNote = { inputs: {}, sentence: '' };
  const result = prepareCondition(condition)(tx, ctx, note);
  return { result, ...note };
};
