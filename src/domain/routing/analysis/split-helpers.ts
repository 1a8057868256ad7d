import { AMOUNT_COMPARATORS, TRANSACTION_TYPES } from '../conditions/param-values';
import { CARD_TYPE_LABELS } from '../describe/labels';
import type { Condition } from '../document';
import type { Comparator } from './amount-interval';
import { isEmptyMoney, moneyWords, type Money, type MoneyWorld } from './money';
import { UNTOUCHED_SET, type Blocked, type IntRange, type ReachState, type Say, type Side, type Tracked } from './reach-state';
import { isEmptySet, keepOnly, valueSetWords, without, type ValueSet } from './value-set';

/**
 * One condition applied to what arrives at it: what goes on to `then` and to `else`, each a
 * narrower state or `Blocked`. The helpers below do the narrowing; each reasoned kind's file
 * (`conditions/<kind>.ts`, its `analysis`) calls one with its params, mirroring the evaluator's
 * semantics for that kind. A transaction the condition cannot evaluate takes neither branch (it
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
const narrow = <K extends keyof Fields>(
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

const riskWords: Say = (arrived) => {
  const r = arrived as IntRange;
  const text = r.lo === r.hi ? `only risk score ${r.lo}` : Number.isFinite(r.lo) && Number.isFinite(r.hi) ? `only a risk score from ${r.lo} to ${r.hi}` : Number.isFinite(r.lo) ? `only a risk score ≥ ${r.lo}` : `only a risk score ≤ ${r.hi}`;
  return { text, plural: false };
};

/** RiskScore (evaluator: a missing score is 0, so every integer is possible). */
const riskRange = (r: IntRange, cmp: Comparator, p: number, holds: boolean): IntRange => {
  const c = holds ? cmp : ({ '=': '!=', '>': '<=', '>=': '<', '<': '>=', '<=': '>' } as const)[cmp];
  const lo = c === '=' || c === '>=' ? Math.max(r.lo, p) : c === '>' ? Math.max(r.lo, p + 1) : c === '!=' && r.lo === p ? p + 1 : r.lo;
  const hi = c === '=' || c === '<=' ? Math.min(r.hi, p) : c === '<' ? Math.min(r.hi, p - 1) : c === '!=' && r.hi === p ? p - 1 : r.hi;
  return lo === r.lo && hi === r.hi ? r : { lo, hi };
};

const typeWords: Say = (mask) => {
  const names = TRANSACTION_TYPES.filter((_, i) => (mask as number) & (1 << i));
  if (names.length === 0) return { text: 'no transaction type', plural: false };
  return { text: `only transaction ${names.length === 1 ? 'type' : 'types'} ${names.join(', ')}`, plural: names.length > 1 };
};

const sayExtra: Say = (arrived) => {
  const [key, set] = arrived as [string, ValueSet];
  return valueSetWords({ one: `extra data ${key}`, many: `extra data ${key} values` }, set);
};

const extraSide = (state: ReachState, at: Place, key: string, before: Tracked<ValueSet>, next: ValueSet, branch: 'then' | 'else'): Side => {
  if (next === before.value) return state;
  if (isEmptySet(next)) return blocked(before, sayExtra, at.world, [key, before.value]);
  const extraData = new Map(state.extraData).set(key, { value: next, cause: { path: at.path, branch, condition: at.condition } });
  return { ...state, extraData };
};

/** ExtraData `=` / `!=` (evaluator: an absent key is in no list, values compare case-sensitively). */
const splitExtraData = (state: ReachState, at: Place, key: string, value: string, equal: boolean): Split => {
  const before = state.extraData.get(key) ?? UNTOUCHED_SET;
  const one = [value];
  const inside = keepOnly(before.value, one);
  const outside = without(before.value, one);
  const [yes, no] = equal ? [inside, outside] : [outside, inside];
  return { then: extraSide(state, at, key, before, yes, 'then'), else: extraSide(state, at, key, before, no, 'else') };
};


/** TransactionType: a bit per `TRANSACTION_TYPES` entry. */
export const splitTransactionType = (state: ReachState, at: Place, type: unknown): Split => {
  const index = TRANSACTION_TYPES.indexOf(type as (typeof TRANSACTION_TYPES)[number]);
  if (index < 0) return unknownSplit(state);
  const mask = state.transactionType.value;
  const yes = mask & (1 << index);
  const no = mask & ~(1 << index);
  return { then: narrow(state, 'transactionType', yes, yes === 0, 'then', at, typeWords), else: narrow(state, 'transactionType', no, no === 0, 'else', at, typeWords) };
};

export const splitRiskScore = (state: ReachState, at: Place, comparator: unknown, riskScore: unknown): Split => {
  if (!isComparator(comparator) || typeof riskScore !== 'number' || !Number.isInteger(riskScore)) return unknownSplit(state);
  const r = state.risk.value;
  const yes = riskRange(r, comparator, riskScore, true);
  const no = riskRange(r, comparator, riskScore, false);
  return { then: narrow(state, 'risk', yes, yes.lo > yes.hi, 'then', at, riskWords), else: narrow(state, 'risk', no, no.lo > no.hi, 'else', at, riskWords) };
};

/** ExtraData `=` / `!=` only; `matches` is unknown, and so is the key `currency` (it falls back to the transaction currency, which ties it to another field). */
export const splitExtraDataCondition = (state: ReachState, at: Place, p: Readonly<Record<string, unknown>>): Split => {
  const { key, value, comparator } = p;
  if (typeof key !== 'string' || key === 'currency' || typeof value !== 'string' || (comparator !== '=' && comparator !== '!=')) return unknownSplit(state);
  return splitExtraData(state, at, key, value, comparator === '=');
};
