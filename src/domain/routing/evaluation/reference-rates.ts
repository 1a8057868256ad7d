import type { EvaluationSettings } from './transaction';

/**
 * Indicative exchange rates (units of EUR per unit) for simulations when an environment configures
 * none: good enough to decide an amount threshold in another currency, never to move money.
 */
export const REFERENCE_SETTINGS: EvaluationSettings = {
  baseCurrency: 'EUR',
  rates: { EUR: 1, USD: 0.92, GBP: 1.17, CHF: 1.05, SEK: 0.088, DKK: 0.134, NOK: 0.086, PLN: 0.23, CZK: 0.04, JPY: 0.0061, CAD: 0.68, AUD: 0.61 },
};
