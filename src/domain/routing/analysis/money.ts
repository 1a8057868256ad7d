import { toDecimal, multiplyDecimal, type Decimal } from '../../money/decimal';
import { BASE_AMOUNT } from '../conditions/param-values';
import { rateToBase } from '../evaluation/rate-to-base';
import type { EvaluationSettings } from '../evaluation/transaction';
import type { Phrase } from './value-set';
import { intervalWords, isEmptyInterval, isUnbounded, narrowInterval, ZERO_UP, type Comparator, type Interval } from './amount-interval';

/**
 * Currency and amount as one field, because AmountCurrency reads both: per currency the analysis
 * tracks by name, an interval of `amount × scale`, where the scale is the currency's rate to the
 * base currency (1 when it has none). The evaluator compares `amount × rate(tx) ? threshold ×
 * rate(wanted)`, or `amount ? threshold` when the currencies agree; scaled this way both are one
 * comparison against one exact bound, so the analysis decides every threshold as the evaluator does.
 *
 * Currencies outside the tracked universe (`others`) have no rate and are named by no condition, so
 * every AmountCurrency is unevaluable for them: they never pass one, on either branch.
 */
export interface MoneyWorld {
  readonly base: string;
  /** Every tracked currency: each with a rate, the base currency, each named in a condition. */
  readonly universe: readonly string[];
  /** Rates as the evaluator reads them (`rateToBase`, then `toDecimal`); undefined: no usable rate. */
  readonly rates: ReadonlyMap<string, Decimal | undefined>;
}

export interface Money {
  readonly known: ReadonlyMap<string, Interval>;
  /** Whether currencies outside the universe can still arrive. */
  readonly others: boolean;
}

const rateOf = (ctx: EvaluationSettings, currency: string): Decimal | undefined => {
  const raw = rateToBase(ctx, currency);
  return raw === undefined ? undefined : toDecimal(raw);
};

export const moneyWorld = (ctx: EvaluationSettings, named: Iterable<string>): MoneyWorld => {
  const universe = new Set<string>([ctx.baseCurrency, ...Object.keys(ctx.rates), ...named]);
  const rates = new Map<string, Decimal | undefined>();
  for (const c of universe) rates.set(c, rateOf(ctx, c));
  return { base: ctx.baseCurrency, universe: [...universe], rates };
};

export const anyMoney = (world: MoneyWorld): Money => ({ known: new Map(world.universe.map((c) => [c, ZERO_UP])), others: true });

export const isEmptyMoney = (m: Money): boolean => !m.others && m.known.size === 0;

/** Currency is X: `then` keeps X alone, `else` drops it. Same objects when nothing changes. */
export const splitCurrency = (m: Money, world: MoneyWorld, currency: string): { then: Money; else: Money } => {
  const interval = m.known.get(currency);
  if (interval === undefined) {
    // A tracked currency no longer here (an ancestor excluded it) can never take `then`. An
    // untracked one cannot happen (the universe holds every named currency); if it did, it would be
    // one of `others`, which that co-set already over-approximates.
    const then: Money = world.rates.has(currency) || !m.others ? { known: new Map(), others: false } : { known: new Map(), others: true };
    return { then, else: m };
  }
  const then = !m.others && m.known.size === 1 ? m : { known: new Map([[currency, interval]]), others: false };
  const rest = new Map(m.known);
  rest.delete(currency);
  return { then, else: { known: rest, others: m.others } };
};

/** AmountCurrency: each tracked currency's interval split at its own exact bound; unevaluable ones leave both sides. */
export const splitAmount = (
  m: Money,
  world: MoneyWorld,
  params: { comparator: Comparator; amount: number; currency: string },
): { then: Money; else: Money } | undefined => {
  const threshold = toDecimal(params.amount);
  const wanted = params.currency === BASE_AMOUNT ? world.base : params.currency;
  if (!threshold || !world.rates.has(wanted)) return undefined;
  const wantedRate = world.rates.get(wanted);
  const then = new Map<string, Interval>();
  const otherwise = new Map<string, Interval>();
  let thenSame = !m.others;
  let elseSame = !m.others;
  for (const [currency, interval] of m.known) {
    const rate = world.rates.get(currency);
    let bound: Decimal | undefined;
    if (currency === wanted) bound = rate ? multiplyDecimal(threshold, rate) : threshold;
    else if (rate && wantedRate) bound = multiplyDecimal(threshold, wantedRate);
    if (!bound) {
      thenSame = elseSame = false;
      continue;
    }
    const yes = narrowInterval(interval, params.comparator, bound, true);
    const no = narrowInterval(interval, params.comparator, bound, false);
    if (isEmptyInterval(yes)) thenSame = false;
    else then.set(currency, yes);
    if (yes !== interval) thenSame = false;
    if (isEmptyInterval(no)) elseSame = false;
    else otherwise.set(currency, no);
    if (no !== interval) elseSame = false;
  }
  return { then: thenSame ? m : { known: then, others: false }, else: elseSame ? m : { known: otherwise, others: false } };
};

/** At most this many currencies are spelled out; a message is for reading, not an inventory. */
const SHOWN = 3;
const some = (items: readonly string[]): string => (items.length > SHOWN ? `${items.slice(0, SHOWN).join(', ')} and ${items.length - SHOWN} more` : items.join(', '));

/** "only USD, EUR", "only USD (amounts ≥ 500 USD)", "currencies other than CHF", with the number its verb takes. */
export const moneyWords = (m: Money, world: MoneyWorld, withAmounts = true): Phrase => {
  const named = [...m.known].map(([c, i]) => (!withAmounts || isUnbounded(i) ? c : `${c} (amounts ${intervalWords(i, world.rates.get(c))} ${c})`));
  if (!m.others) return named.length ? { text: `only ${some(named)}`, plural: named.length > 1 } : { text: 'no currency', plural: false };
  const missing = world.universe.filter((c) => !m.known.has(c));
  const restricted = named.filter((words) => words.includes('('));
  const base = missing.length ? `only currencies other than ${some(missing)}` : 'any currency';
  return { text: restricted.length ? `${base}; ${some(restricted)}` : base, plural: missing.length > 0 };
};
