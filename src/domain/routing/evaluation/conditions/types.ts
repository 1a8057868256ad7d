import type { EvaluationContext, SimTransaction } from '../transaction';

/** `unevaluable`: the transaction lacks what the condition needs; evaluation stops there (contract §2). */
export type ConditionResult = true | false | 'unevaluable';

/** Filled in only when a trace is wanted, so bulk evaluation builds no strings or objects. */
export interface ConditionNote {
  /** What the condition read, by dotted field name ("card.binCountry": "DE"). */
  inputs: Record<string, unknown>;
  /** The fact in words ("Card BIN country DE is in DE, AT, CH"); the evaluator adds the branch. */
  sentence: string;
}

/** A condition with its params already prepared (regexes compiled, lists as Sets, thresholds parsed). */
export type ConditionTest = (tx: SimTransaction, ctx: EvaluationContext, note?: ConditionNote) => ConditionResult;
