import { BASE_AMOUNT, type ConditionParams } from '../../condition-params';
import { compareDecimal, decimalToNumber, multiplyDecimal, toDecimal, type Decimal } from '../../../money/decimal';
import { rateToBase } from '../evaluation-context';
import type { EvaluationContext } from '../transaction';
import { holds, note, relation, unevaluable } from './shared';
import type { ConditionTest } from './types';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "1200.00" → "1,200.00": keeps the decimals as written, only groups the thousands. */
export const formatAmount = (amount: string): string => {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

// Rates arrive as numbers; parse each one once per rates object, not once per condition.
const rateCache = new WeakMap<Record<string, number>, Map<string, Decimal | undefined>>();

/** Units of base currency per unit of `currency`; the base currency is 1 unless the table says otherwise. */
const rateOf = (ctx: EvaluationContext, currency: string): Decimal | undefined => {
  let cache = rateCache.get(ctx.rates);
  if (!cache) rateCache.set(ctx.rates, (cache = new Map()));
  if (cache.has(currency)) return cache.get(currency);
  const raw = rateToBase(ctx, currency);
  const rate = raw === undefined ? undefined : toDecimal(raw);
  cache.set(currency, rate);
  return rate;
};

/**
 * AmountCurrency (contract §2): the transaction amount is converted when currencies differ, and
 * `Base Amount` compares in the tenant's base currency. Conversion never divides: both sides are
 * taken to the base currency (amount × rate) and compared exactly, so a threshold exactly on the
 * converted amount is decided the same way on every machine. A currency without a rate makes the
 * condition unevaluable (the contract is silent; guessing a rate would route real money blindly).
 */
export const amountCurrency = (p: ConditionParams<'AmountCurrency'>): ConditionTest => {
  const threshold = toDecimal(p.amount) as Decimal;
  const base = p.currency === BASE_AMOUNT;
  const shownThreshold = money.format(p.amount);
  return (tx, ctx, target) => {
    const amount = toDecimal(tx.amount);
    const want = base ? ctx.baseCurrency : p.currency;
    const inputs = { amount: tx.amount, currency: tx.currency };
    if (!amount) return unevaluable(target, inputs, `Amount "${tx.amount}" is not a decimal amount, cannot be evaluated`);
    const unit = base ? `${want} (base currency)` : want;
    if (tx.currency === want) {
      const result = holds(p.comparator, compareDecimal(amount, threshold));
      note(target, inputs, `Amount ${formatAmount(tx.amount)} ${tx.currency} ${relation(p.comparator, result)} ${shownThreshold} ${unit}`);
      return result;
    }
    const from = rateOf(ctx, tx.currency);
    const to = rateOf(ctx, want);
    if (!from || !to) return unevaluable(target, inputs, `Amount: no exchange rate for ${from ? want : tx.currency}, cannot be evaluated`);
    const result = holds(p.comparator, compareDecimal(multiplyDecimal(amount, from), multiplyDecimal(threshold, to)));
    if (target) {
      const converted = (decimalToNumber(amount) * decimalToNumber(from)) / decimalToNumber(to);
      const fullInputs = { ...inputs, [`rates.${tx.currency}`]: decimalToNumber(from), [`rates.${want}`]: decimalToNumber(to) };
      const sentence = `Amount ${formatAmount(tx.amount)} ${tx.currency} ≈ ${money.format(converted)} ${want} ${relation(p.comparator, result)} ${shownThreshold} ${unit}`;
      note(target, fullInputs, sentence);
    }
    return result;
  };
};

/** A missing risk score counts as 0 (contract §2), e.g. when no risk check ran. */
export const riskScore = (p: ConditionParams<'RiskScore'>): ConditionTest => (tx, _ctx, target) => {
  const score = tx.riskScore ?? 0;
  const result = holds(p.comparator, Math.sign(score - p.riskScore));
  if (target)
    note(target, { riskScore: tx.riskScore ?? null }, `Risk score ${score}${tx.riskScore === undefined ? ' (none given, counts as 0)' : ''} ${relation(p.comparator, result)} ${p.riskScore}`);
  return result;
};
