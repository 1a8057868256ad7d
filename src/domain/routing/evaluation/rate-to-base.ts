import type { EvaluationContext } from './transaction';

/**
 * Units of the context's base currency per unit of `currency`: the table's rate, 1 for the base
 * currency itself when the table does not name it, undefined when there is no usable (positive)
 * rate. The evaluator's amount conversion and the batch's amount sums read rates only through this.
 */
export const rateToBase = (ctx: Pick<EvaluationContext, 'rates' | 'baseCurrency'>, currency: string): number | undefined => {
  const raw = Object.hasOwn(ctx.rates, currency) ? ctx.rates[currency] : currency === ctx.baseCurrency ? 1 : undefined;
  return raw !== undefined && raw > 0 ? raw : undefined;
};
