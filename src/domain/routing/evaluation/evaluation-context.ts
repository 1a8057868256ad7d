import { counterLookup, type CounterValue } from './counters';
import { DEMO_IP_RANGES, ipCountryLookup, type IpCountryLookup } from './ip-country';
import { REFERENCE_SETTINGS } from './reference-rates';
import type { CounterQuery, EvaluationContext } from './transaction';

/**
 * The one way to build an evaluation context. The single simulator, the batch, the multi-method
 * simulator, golden checks in the browser and in the BFF, and the sandbox's router all call it, so a
 * transaction cannot route one way in one place and another way elsewhere (a golden case that
 * passes in the simulator must pass at save time).
 */
export interface EvaluationContextOptions {
  /** The tenant's base currency: "Base Amount" thresholds are in it. Comes from the environment. */
  baseCurrency: string;
  /** Units of the base currency per unit of each currency; the reference rates when omitted. */
  rates?: Readonly<Record<string, number>>;
  /** Stated counter values, or a lookup (the sandbox reads its own); none: counter conditions are unevaluable. */
  counters?: readonly CounterValue[] | ((query: CounterQuery) => number | undefined);
  /** IP address → country; the demo ranges (RFC 5737 blocks) when omitted. */
  ipCountry?: IpCountryLookup;
  /** A seeded source in [0, 1); when omitted, drawing a number is a programmer error (golden cases never draw). */
  random?: () => number;
}

export const DEMO_IP_LOOKUP: IpCountryLookup = ipCountryLookup(DEMO_IP_RANGES);

const noRandom = () => {
  throw new Error('this evaluation was built without a random source, yet a load balancer drew a number');
};

/**
 * A rate table is relative: it only means "units of the base currency" when the base's own rate is
 * 1. The reference table is in EUR, so for a USD tenant every rate is divided by the USD rate. A
 * table that does not name the base currency is taken as written.
 */
export const ratesIn = (baseCurrency: string, rates: Readonly<Record<string, number>>): Readonly<Record<string, number>> => {
  const own = Object.hasOwn(rates, baseCurrency) ? rates[baseCurrency]! : 1;
  // The same object when nothing changes: the evaluator caches parsed rates per rates object, so a
  // batch building one context per row keeps that cache.
  if (own === 1) return rates;
  return Object.fromEntries(Object.entries(rates).map(([currency, rate]) => [currency, currency === baseCurrency ? 1 : rate / own]));
};

// Lives in its own module so the AmountCurrency kind can import it without this file's counters (an import cycle through the catalogue).
export { rateToBase } from './rate-to-base';

export const evaluationContext = (options: EvaluationContextOptions): EvaluationContext => {
  const { baseCurrency, counters } = options;
  return {
    baseCurrency,
    rates: ratesIn(baseCurrency, options.rates ?? REFERENCE_SETTINGS.rates) as Record<string, number>,
    ipCountry: options.ipCountry ?? DEMO_IP_LOOKUP,
    counters: counters === undefined ? undefined : typeof counters === 'function' ? counters : counterLookup(counters),
    random: options.random ?? noRandom,
  };
};
