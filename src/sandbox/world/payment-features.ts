import { AMOUNT_BAND_LIMITS, type AmountBand, type CardType, type Initiator } from './acquirer-model';

/**
 * What the acquirer models read of a payment: only what routing can see too (a routing rule could
 * send exactly this segment elsewhere), plus 3-D Secure and the transaction indicator, which the
 * gateway knows from the request.
 */
export interface PaymentFeatures {
  method: string;
  /** Card brand; undefined for other methods. */
  brand?: string | undefined;
  cardType?: CardType | undefined;
  /** The card's BIN country, or the customer's country for other methods. */
  country?: string | undefined;
  currency: string;
  /** The amount in the tenant's base currency. */
  baseAmount: number;
  threeDSecure: boolean;
  initiator: Initiator;
  /** 0–100; the sandbox runs no risk check of its own, so a live request reads 0. */
  riskScore: number;
}

export const amountBand = (baseAmount: number): AmountBand =>
  baseAmount >= AMOUNT_BAND_LIMITS.jumbo ? 'jumbo' : baseAmount >= AMOUNT_BAND_LIMITS.large ? 'large' : baseAmount >= AMOUNT_BAND_LIMITS.medium ? 'medium' : 'small';

/** The transaction indicator as the issuer reads it (contract §4 values). */
export const initiatorOf = (indicator: string | null | undefined): Initiator => {
  if (indicator === 'RECURRING' || indicator === 'CARDONFILE' || indicator === 'CARDONFILE_MERCHANT') return 'merchant';
  if (indicator === 'MOTO') return 'moto';
  return 'customer';
};

export const cardTypeOf = (binType: unknown): CardType | undefined => (binType === 'CREDIT' || binType === 'DEBIT' ? binType : undefined);
