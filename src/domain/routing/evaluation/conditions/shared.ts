import type { AMOUNT_COMPARATORS } from '../../conditions/param-values';
import { comparatorSymbol } from '../../describe/format';
import { labelOf, listOf } from '../../describe/labels';
import type { ConditionNote, ConditionResult, ConditionTest } from './types';
import type { EvaluationContext, SimTransaction } from '../transaction';

export type AmountComparator = (typeof AMOUNT_COMPARATORS)[number];

/** Applies a comparator to the sign of `actual - expected`. */
export const holds = (comparator: AmountComparator, sign: number): boolean => {
  switch (comparator) {
    case '=':
      return sign === 0;
    case '>':
      return sign > 0;
    case '>=':
      return sign >= 0;
    case '<':
      return sign < 0;
    case '<=':
      return sign <= 0;
  }
};

/** "≥" when it holds, "is not ≥" when it does not: sentences state the fact, not the rule. */
export const relation = (comparator: AmountComparator, result: boolean): string =>
  result ? comparatorSymbol(comparator) : `is not ${comparatorSymbol(comparator)}`;

export const note = (target: ConditionNote | undefined, inputs: Record<string, unknown>, sentence: string): void => {
  if (target) {
    target.inputs = inputs;
    target.sentence = sentence;
  }
};

export const unevaluable = (target: ConditionNote | undefined, inputs: Record<string, unknown>, sentence: string): ConditionResult => {
  note(target, inputs, sentence);
  return 'unevaluable';
};

/** Where a membership condition gets its value from; `missing` says why there is none. */
export type Reader = (tx: SimTransaction, ctx: EvaluationContext) => { value: string | undefined; missing?: string };

export interface MembershipSpec {
  label: string;
  field: string;
  comparator: 'in' | 'notin';
  values: readonly string[];
  labels?: Readonly<Record<string, string>>;
  /** Checked first: a card condition without a card is unevaluable (contract §2). */
  requires?: { present: (tx: SimTransaction) => boolean; reason: string };
  read: Reader;
  /** Compare case-insensitively (card brands arrive as "VISA" or "visa" depending on the source). */
  caseInsensitive?: boolean;
}

/**
 * `in` / `notin` against a list. An absent value is in no list, so `in` is false and `notin` true:
 * the contract's rule for BIN conditions without BIN data, applied alike to every list condition
 * whose subject exists (card, customer) but lacks the field.
 */
export const membership = (spec: MembershipSpec): ConditionTest => {
  const fold = (v: string) => (spec.caseInsensitive ? v.toLowerCase() : v);
  const set = new Set(spec.values.map(fold));
  const list = listOf(spec.values, spec.labels);
  return (tx, ctx, target) => {
    if (spec.requires && !spec.requires.present(tx))
      return unevaluable(target, {}, `${spec.label}: ${spec.requires.reason}, cannot be evaluated`);
    const { value, missing } = spec.read(tx, ctx);
    const found = value !== undefined && set.has(fold(value));
    const result = spec.comparator === 'in' ? found : !found;
    if (target) {
      const shown = value === undefined ? `unknown (${missing ?? 'no data'})` : spec.labels ? labelOf(spec.labels, value) : value;
      note(target, { [spec.field]: value ?? null }, `${spec.label} ${shown} is ${found ? '' : 'not '}in ${list}`);
    }
    return result;
  };
};

/** yes/no conditions over an optional flag; an absent flag counts as "no" (see the callers). */
export const yesNo = (
  expected: 'yes' | 'no',
  field: string,
  read: (tx: SimTransaction) => boolean | undefined,
  words: { yes: string; no: string },
  requires?: MembershipSpec['requires'],
): ConditionTest => {
  const want = expected === 'yes';
  return (tx, _ctx, target) => {
    if (requires && !requires.present(tx)) return unevaluable(target, {}, `${words.yes}: ${requires.reason}, cannot be evaluated`);
    const raw = read(tx);
    const actual = raw ?? false;
    if (target) note(target, { [field]: raw ?? null }, `${actual ? words.yes : words.no}${raw === undefined ? ' (no data)' : ''}`);
    return actual === want;
  };
};

/** A card condition on a transaction without card data cannot be evaluated (contract §2). */
export const needsCard: MembershipSpec['requires'] = { present: (tx: SimTransaction) => tx.card !== undefined, reason: 'no card data' };
/** A customer condition on a transaction without customer data cannot be evaluated (contract §2). */
export const needsCustomer: MembershipSpec['requires'] = { present: (tx: SimTransaction) => tx.customer !== undefined, reason: 'no customer data' };
export const NO_BIN = 'no BIN data';

// IBANs are printed in groups of four and typed in any case; rules are written against the
// electronic form, so spaces go and letters are upper-cased before matching.
export const normalIban = (iban: string | undefined): string | undefined => iban?.replace(/\s+/g, '').toUpperCase();
