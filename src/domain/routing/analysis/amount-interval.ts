import { groupedNumber } from '../../format/grouped-number';
import { compareDecimal, decimalToNumber, type Decimal } from '../../money/decimal';

/**
 * An interval of amounts, exact (bigint decimals, as the evaluator compares), over the real numbers.
 * Treating amounts as reals only over-approximates (amounts have at most six decimals), which keeps
 * the analysis sound: an interval empty over the reals holds no amount either.
 */
export interface Interval {
  /** null: unbounded. */
  readonly lo: Decimal | null;
  readonly loOpen: boolean;
  readonly hi: Decimal | null;
  readonly hiOpen: boolean;
}

export const ZERO_UP: Interval = { lo: { units: 0n, scale: 0 }, loOpen: false, hi: null, hiOpen: false };

export const isEmptyInterval = (i: Interval): boolean => {
  if (!i.lo || !i.hi) return false;
  const c = compareDecimal(i.lo, i.hi);
  return c > 0 || (c === 0 && (i.loOpen || i.hiOpen));
};

/** Raises the lower bound to `b` (open or closed), or returns `i` when it is already at least that. */
const atLeast = (i: Interval, b: Decimal, open: boolean): Interval => {
  if (i.lo) {
    const c = compareDecimal(b, i.lo);
    if (c < 0 || (c === 0 && (i.loOpen || !open))) return i;
  }
  return { ...i, lo: b, loOpen: open };
};

const atMost = (i: Interval, b: Decimal, open: boolean): Interval => {
  if (i.hi) {
    const c = compareDecimal(b, i.hi);
    if (c > 0 || (c === 0 && (i.hiOpen || !open))) return i;
  }
  return { ...i, hi: b, hiOpen: open };
};

/** `i` minus the single point `b`: only an endpoint can be shaved off and stay one interval. */
const notAt = (i: Interval, b: Decimal): Interval => {
  let out = i;
  if (out.lo && !out.loOpen && compareDecimal(out.lo, b) === 0) out = { ...out, loOpen: true };
  if (out.hi && !out.hiOpen && compareDecimal(out.hi, b) === 0) out = { ...out, hiOpen: true };
  return out;
};

export type Comparator = '=' | '>' | '>=' | '<' | '<=';

/** The part of `i` where `value <cmp> b` holds (`holds`), or where it does not. Same object when unchanged. */
export const narrowInterval = (i: Interval, cmp: Comparator, b: Decimal, holds: boolean): Interval => {
  switch (holds ? cmp : NEGATION[cmp]) {
    case '=':
      return atMost(atLeast(i, b, false), b, false);
    case '!=':
      return notAt(i, b);
    case '>':
      return atLeast(i, b, true);
    case '>=':
      return atLeast(i, b, false);
    case '<':
      return atMost(i, b, true);
    case '<=':
      return atMost(i, b, false);
  }
};

const NEGATION: Record<Comparator, Comparator | '!='> = { '=': '!=', '>': '<=', '>=': '<', '<': '>=', '<=': '>' };

/** "≥ 500", "> 100 and < 250": bounds divided back by the currency's scale, for people only. */
export const intervalWords = (i: Interval, scale: Decimal | undefined): string => {
  const plain = (d: Decimal) => groupedNumber(decimalToNumber(d) / (scale ? decimalToNumber(scale) : 1), 2);
  const lower = i.lo && i.lo.units !== 0n ? `${i.loOpen ? '>' : '≥'} ${plain(i.lo)}` : i.lo && i.loOpen ? '> 0' : '';
  const upper = i.hi ? `${i.hiOpen ? '<' : '≤'} ${plain(i.hi)}` : '';
  if (i.lo && i.hi && compareDecimal(i.lo, i.hi) === 0) return `= ${plain(i.lo)}`;
  return [lower, upper].filter(Boolean).join(' and ') || 'any amount';
};

export const isUnbounded = (i: Interval): boolean => i === ZERO_UP || (!i.hi && (!i.lo || (i.lo.units === 0n && !i.loOpen)));
