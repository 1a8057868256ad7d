import { z } from 'zod';
import { groupedNumber } from '../../format/grouped-number';
import { compareDecimal, decimalToNumber, multiplyDecimal, toDecimal, type Decimal } from '../../money/decimal';
import { splitAmount } from '../analysis/money';
import { isComparator, moneySplit, unknownSplit } from '../analysis/split-helpers';
import { comparatorSymbol, formatNumber } from '../describe/format';
import { holds, note, relation, unevaluable } from '../evaluation/conditions/shared';
import { rateToBase } from '../evaluation/rate-to-base';
import type { ConditionTest } from '../evaluation/conditions/types';
import type { EvaluationContext } from '../evaluation/transaction';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { AMOUNT_COMPARATORS, BASE_AMOUNT, currencyCode } from './param-values';

const params = z.strictObject({
  comparator: z.enum(AMOUNT_COMPARATORS),
  amount: z.number().min(0, 'the amount may not be negative'),
  currency: z.union([currencyCode, z.literal(BASE_AMOUNT)]),
});

/** "1200.00" → "1,200.00": keeps the decimals as written, only groups the thousands. */
const formatAmount = (amount: string): string => {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

// Rates arrive as numbers; parse each one once per rates object, not once per condition.
const rateCache = new WeakMap<Record<string, number>, Map<string, Decimal | undefined>>();

/** Units of base currency per unit of `currency`; the base currency is 1 unless the table says otherwise. */
const rateOf = (ctx: EvaluationContext, code: string): Decimal | undefined => {
  let cache = rateCache.get(ctx.rates);
  if (!cache) rateCache.set(ctx.rates, (cache = new Map()));
  if (cache.has(code)) return cache.get(code);
  const raw = rateToBase(ctx, code);
  const rate = raw === undefined ? undefined : toDecimal(raw);
  cache.set(code, rate);
  return rate;
};

/**
 * AmountCurrency (contract §2): the transaction amount is converted when currencies differ, and
 * `Base Amount` compares in the tenant's base currency. Conversion never divides: both sides are
 * taken to the base currency (amount × rate) and compared exactly, so a threshold exactly on the
 * converted amount is decided the same way on every machine. A currency without a rate makes the
 * condition unevaluable (the contract is silent; guessing a rate would route real money blindly).
 */
const prepare = (p: z.infer<typeof params>): ConditionTest => {
  const threshold = toDecimal(p.amount) as Decimal;
  const base = p.currency === BASE_AMOUNT;
  const shownThreshold = groupedNumber(p.amount, 2);
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
      const sentence = `Amount ${formatAmount(tx.amount)} ${tx.currency} ≈ ${groupedNumber(converted, 2)} ${want} ${relation(p.comparator, result)} ${shownThreshold} ${unit}`;
      note(target, fullInputs, sentence);
    }
    return result;
  };
};

export const amountCurrency = defineKind({
  identifier: 'AmountCurrency',
  name: 'Amount',
  input: 'amount',
  multiMethod: true,
  params,
  describe: ({ comparator, amount, currency }) =>
    currency === BASE_AMOUNT
      ? `Amount in base currency ${comparatorSymbol(comparator)} ${formatNumber(amount)}`
      : `Amount ${comparatorSymbol(comparator)} ${formatNumber(amount)} ${currency}`,
  prepare,
  analysis: reasoned((state, at, p) => {
    const { comparator, amount, currency } = p;
    if (!isComparator(comparator) || typeof amount !== 'number' || typeof currency !== 'string') return unknownSplit(state);
    return moneySplit(state, at, splitAmount(state.money.value, at.world, { comparator, amount, currency }), false);
  }),
  // Amount, currency and base amount are in every record (ALWAYS in insights' replay fields).
  replay: replayFrom([]),
  form: formOf(params, { defaults: { comparator: '>=', amount: 100, currency: BASE_AMOUNT } }),
  samples: [
    { comparator: '<', amount: 49.99, currency: BASE_AMOUNT },
    { comparator: '>=', amount: 1000, currency: 'EUR' },
  ],
});
