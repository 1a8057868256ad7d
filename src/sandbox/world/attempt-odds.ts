import type { AcquirerModel, ApprovalTerms, IssuerModel } from './acquirer-model';
import { amountBand, type PaymentFeatures } from './payment-features';

/** The chance of each answer of one attempt. The four add up to 1. */
export interface AttemptOdds {
  approve: number;
  soft: number;
  hard: number;
  timeout: number;
}

/** How an incident changes an acquirer's answers (docs/sandbox-world.md "Incidents"). */
export interface Degradation {
  /** Percentage points taken off the issuer's approval (never below 0). */
  approvalDropPp: number;
  /** Share of the attempts that did not time out that now time out too (0–1). */
  addedTimeoutRate: number;
  addedLatencyMs: number;
}

export const NO_DEGRADATION: Degradation = { approvalDropPp: 0, addedTimeoutRate: 0, addedLatencyMs: 0 };

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

const termOf = (table: Readonly<Partial<Record<string, number>>>, key: string | undefined) => (key === undefined ? 0 : (table[key] ?? 0));

/** The linear predictor of approval of a payment at an acquirer, before the issuer's state. */
export const approvalLogit = (terms: ApprovalTerms, region: readonly string[], currencies: readonly string[], f: PaymentFeatures): number =>
  terms.intercept
  + termOf(terms.brand, f.brand)
  + termOf(terms.cardType, f.cardType)
  + (f.country !== undefined && !region.includes(f.country) ? terms.crossBorder : 0)
  + (currencies.includes(f.currency) ? 0 : terms.foreignCurrency)
  + termOf(terms.amountBand, amountBand(f.baseAmount))
  + (f.threeDSecure ? terms.threeDSecure : 0)
  + termOf(terms.initiator, f.initiator)
  + (terms.riskPer100 * f.riskScore) / 100;

/** P(the payment is doubtful for its issuer): the same at every acquirer. */
export const doubtfulChance = (issuer: IssuerModel, f: PaymentFeatures): number => {
  const d = issuer.doubtful;
  return logistic(d.intercept + termOf(d.cardType, f.cardType) + (f.threeDSecure ? d.threeDSecure : 0) + termOf(d.initiator, f.initiator) + (d.riskPer100 * f.riskScore) / 100);
};

/** One attempt's odds at `model` for a payment in issuer state `doubtful`, under a degradation. */
export const attemptOdds = (model: AcquirerModel, issuer: IssuerModel, f: PaymentFeatures, doubtful: boolean, degradation: Degradation = NO_DEGRADATION): AttemptOdds => {
  const timeout = model.timeoutRate + (1 - model.timeoutRate) * degradation.addedTimeoutRate;
  const base = logistic(approvalLogit(model.approval, model.region, model.currencies, f) + (doubtful ? issuer.doubtfulPenalty : 0));
  const approved = Math.max(0, base - degradation.approvalDropPp / 100);
  const hardShare = doubtful ? model.hardDeclineShare.doubtful : model.hardDeclineShare.good;
  const answered = 1 - timeout;
  return {
    approve: answered * approved,
    hard: answered * (1 - approved) * hardShare,
    soft: answered * (1 - approved) * (1 - hardShare),
    timeout,
  };
};
