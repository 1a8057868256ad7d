import type { BiRecord } from '@domain/bi/record';
import { cardTypeOf, initiatorOf, type PaymentFeatures } from './payment-features';

/**
 * What the acquirer models read of a payment, read back from its BI record (tests and the world
 * bench check generated outcomes against the models with it): the card's brand, type and country
 * (the customer's country for other methods), the charged currency and amount, 3-D Secure, the
 * transaction indicator and the risk score.
 */
export const featuresOfRecord = (r: BiRecord, baseCurrency: string, rates: Readonly<Record<string, number>>): PaymentFeatures => {
  const card = r.method === 'Creditcard' ? r.creditcard ?? undefined : undefined;
  const currency = r.currency ?? baseCurrency;
  return {
    method: r.method ?? 'Creditcard',
    brand: card?.type ?? undefined,
    cardType: cardTypeOf(card?.bin_type),
    country: card ? (card.bin_country ?? undefined) : (r.customer?.billing_country ?? undefined),
    currency,
    baseAmount: r.amount === null || r.amount === undefined ? 0 : r.amount * (rates[currency] ?? 1),
    threeDSecure: card?.['3ds_status'] === 'authenticated',
    initiator: initiatorOf(r.transaction_indicator),
    riskScore: r.risk_data?.final_score ?? 0,
  };
};

/** An attempt's answer as its record shows it; undefined for a configuration error (no acquirer drew it). */
export const answerOfRecord = (r: BiRecord): 'approve' | 'soft' | 'hard' | 'timeout' | undefined => {
  if (r.status === 'success') return 'approve';
  const code = r.first_error_code;
  if (code === '3001') return 'timeout';
  if (code === '2003') return 'soft';
  if (code === '2006' || code === '2001') return 'hard';
  return undefined;
};
