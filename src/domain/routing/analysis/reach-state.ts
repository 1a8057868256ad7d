import type { Condition } from '../document';
import { TRANSACTION_TYPES } from '../conditions/param-values';
import { anyMoney, type Money, type MoneyWorld } from './money';
import { ANY_VALUE, type Phrase, type ValueSet } from './value-set';

/**
 * What can still arrive at a node, field by field. Each condition the analysis understands reads
 * one field (AmountCurrency reads currency and amount, which is why they are one field), so the set
 * of transactions reaching a node is exactly the product of these per-field sets, and it is empty as
 * soon as one field is. States are immutable and shared: a condition that narrows nothing passes its
 * parent's state object on, so the walk allocates only where a rule actually narrows.
 */

/** The ancestor rule and branch that last narrowed a field: what a warning names as the reason. */
export interface Cause {
  readonly path: string;
  readonly branch: 'then' | 'else';
  readonly condition: Condition;
}

export interface Tracked<T> {
  readonly value: T;
  readonly cause: Cause | undefined;
}

/** Integer risk scores, bounds included (±Infinity: unbounded). A missing score counts as 0. */
export interface IntRange {
  readonly lo: number;
  readonly hi: number;
}

export interface ReachState {
  readonly money: Tracked<Money>;
  /** The last rule that changed which currencies arrive (not just their amounts): what a dead Currency test names. */
  readonly currencyCause: Cause | undefined;
  readonly customerCountry: Tracked<ValueSet>;
  readonly ipCountry: Tracked<ValueSet>;
  readonly binCountry: Tracked<ValueSet>;
  /** Card brands, lower-cased as the evaluator folds them. */
  readonly cardType: Tracked<ValueSet>;
  /** A bit per `TRANSACTION_TYPES` entry. */
  readonly transactionType: Tracked<number>;
  readonly risk: Tracked<IntRange>;
  /** Per extra-data key ever narrowed; a key not here can hold anything. */
  readonly extraData: ReadonlyMap<string, Tracked<ValueSet>>;
}

export const ALL_TRANSACTION_TYPES = (1 << TRANSACTION_TYPES.length) - 1;

const untouched = <T>(value: T): Tracked<T> => ({ value, cause: undefined });

export const UNTOUCHED_SET = untouched(ANY_VALUE);

export const everything = (world: MoneyWorld): ReachState => ({
  money: untouched(anyMoney(world)),
  currencyCause: undefined,
  customerCountry: UNTOUCHED_SET,
  ipCountry: UNTOUCHED_SET,
  binCountry: UNTOUCHED_SET,
  cardType: UNTOUCHED_SET,
  transactionType: untouched(ALL_TRANSACTION_TYPES),
  risk: untouched({ lo: -Infinity, hi: Infinity }),
  extraData: new Map(),
});

/** Says what arrived in a field, in words; called only when a finding is reported. */
export type Say = (arrived: unknown, world: MoneyWorld) => Phrase;

/**
 * A branch no transaction takes: what arrived in the field that rules it out, and who narrowed that
 * field. The words are made only when the finding is reported, not on every dead branch met.
 */
export interface Blocked {
  readonly blocked: true;
  readonly cause: Cause | undefined;
  readonly arrived: unknown;
  readonly say: Say | undefined;
  readonly world: MoneyWorld | undefined;
}

/** "only USD arrives", "only currencies other than USD arrive": what arrived where the branch died, or undefined when no field explains it. */
export const arrivingWords = (b: Blocked): string | undefined => {
  const said = b.say && b.world ? b.say(b.arrived, b.world) : undefined;
  return said && `${said.text} ${said.plural ? 'arrive' : 'arrives'}`;
};

export type Side = ReachState | Blocked;

export const isBlocked = (side: Side): side is Blocked => 'blocked' in side;
