import { AMOUNT_COMPARATORS } from '../conditions/param-values';
import { CARD_TYPE_LABELS } from '../describe/labels';
import type { Condition } from '../document';
import type { Comparator } from './amount-interval';
import { isEmptyMoney, moneyWords, type Money, type MoneyWorld } from './money';
import type { Blocked, ReachState, Say, Side, Tracked } from './reach-state';
import { isEmptySet, keepOnly, valueSetWords, without, type ValueSet } from './value-set';

/**
 * One condition applied to what arrives at it: what goes on to `then` and to `else`, each a
 * narrower state or `Blocked`. The helpers below do the narrowing several kinds share; each reasoned
 * kind's file (`conditions/<kind>.ts`, its `analysis`) calls one with its params, or narrows its own
 * field with `narrow` (RiskScore, TransactionType, ExtraData), mirroring the evaluator's semantics
 * for that kind. A transaction the condition cannot evaluate takes neither branch (it
 * stops at the default), so a branch only ever narrows, never widens. Params are read leniently:
 * where they are invalid the evaluator finds the condition unevaluable and reaches neither branch,
 * so whatever the analysis keeps there over-approximates nothing, and stays sound.
 */
export interface Split {
  readonly then: Side;
  readonly else: Side;
}

export interface Place {
  readonly path: string;
  readonly condition: Condition;
  readonly world: MoneyWorld;
}

type Fields = Omit<ReachState, 'extraData' | 'currencyCause'>;

export const unknownSplit = (state: ReachState): Split => ({ then: state, else: state });

export const blocked = (before: Tracked<unknown> | undefined, say?: Say, world?: MoneyWorld, arrived: unknown = before?.value): Blocked => ({ blocked: true, cause: before?.cause, arrived, say, world });

/** The state for one branch after `key` became `value`: the same state when nothing narrowed. */
export const narrow = <K extends keyof Fields>(
  state: ReachState,
  key: K,
  value: Fields[K]['value'],
  empty: boolean,
  branch: 'then' | 'else',
  at: Place,
  say: Say,
): Side => {
  const before = state[key] as Tracked<Fields[K]['value']>;
  if (value === before.value) return state;
  if (empty) return blocked(before, say, at.world);
  return { ...state, [key]: { value, cause: { path: at.path, branch, condition: at.condition } } };
};

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown, fold: boolean): readonly string[] | undefined =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string') ? (fold ? v.map((s: string) => s.toLowerCase()) : (v as string[])) : undefined;
export const isComparator = (v: unknown): v is Comparator => typeof v === 'string' && (AMOUNT_COMPARATORS as readonly string[]).includes(v);

export type SetField = 'customerCountry' | 'ipCountry' | 'binCountry' | 'cardType';
const SET_WORDS: Record<SetField, Say> = {
  customerCountry: (s) => valueSetWords({ one: 'customer country', many: 'customer countries' }, s as ValueSet),
  ipCountry: (s) => valueSetWords({ one: 'customer IP country', many: 'customer IP countries' }, s as ValueSet),
  binCountry: (s) => valueSetWords({ one: 'card BIN country', many: 'card BIN countries' }, s as ValueSet),
  // Every card has a brand: "(or none)" would be noise.
  cardType: (s) => valueSetWords({ one: 'card type', many: 'card types' }, s as ValueSet, CARD_TYPE_LABELS, false),
};

/**
 * `in` / `notin` (evaluator's `membership`): a missing value is in no list. A card or customer
 * condition without a card or customer is unevaluable, which only removes transactions from both
 * branches, so it needs no field of its own.
 */
export const splitMembership = (state: ReachState, at: Place, field: SetField, values: unknown, comparator: unknown): Split => {
  const fold = field === 'cardType';
  const set = list(values, fold);
  if (!set || (comparator !== 'in' && comparator !== 'notin')) return unknownSplit(state);
  const current = state[field].value;
  const inside = keepOnly(current, set);
  const outside = without(current, set);
  const [yes, no] = comparator === 'in' ? [inside, outside] : [outside, inside];
  return {
    then: narrow(state, field, yes, isEmptySet(yes), 'then', at, SET_WORDS[field]),
    else: narrow(state, field, no, isEmptySet(no), 'else', at, SET_WORDS[field]),
  };
};

const sayMoney: Say = (m, world) => moneyWords(m as Money, world);
const sayCurrencies: Say = (m, world) => moneyWords(m as Money, world, false);

/**
 * Like `narrow`, but a dead Currency test names the rule that last changed which currencies arrive,
 * not a later amount rule that only narrowed their amounts.
 */
const moneySide = (state: ReachState, next: Money, branch: 'then' | 'else', at: Place, currencyTest: boolean): Side => {
  const before = state.money;
  if (next === before.value) return state;
  if (isEmptyMoney(next)) return currencyTest ? blocked({ value: before.value, cause: state.currencyCause ?? before.cause }, sayCurrencies, at.world) : blocked(before, sayMoney, at.world);
  const cause = { path: at.path, branch, condition: at.condition };
  // Currencies only ever drop out, so a change of count is a change of set.
  const currenciesChanged = next.others !== before.value.others || next.known.size !== before.value.known.size;
  return { ...state, money: { value: next, cause }, currencyCause: currenciesChanged ? cause : state.currencyCause };
};

export const moneySplit = (state: ReachState, at: Place, split: { then: Money; else: Money } | undefined, currencyTest: boolean): Split =>
  split ? { then: moneySide(state, split.then, 'then', at, currencyTest), else: moneySide(state, split.else, 'else', at, currencyTest) } : unknownSplit(state);
