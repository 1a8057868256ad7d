import { z } from 'zod';

/**
 * The simulated world's truth: how each acquirer answers an attempt and what it charges. The
 * sandbox draws its acquirers' answers from these models (generated history, live traffic, live
 * transactions with cards that are not test cards); tests and benchmarks read them to know the
 * true effect of a routing change. The studio never reads them: it learns from BI, as it would at
 * a real gateway (docs/sandbox-world.md).
 *
 * An attempt's answer, for a payment with features x at acquirer a (docs/sandbox-world.md has the numbers):
 * 1. the acquirer times out with probability `timeoutRate` (technical, before any issuer sees it);
 * 2. otherwise the issuer approves with p = logistic(linear predictor of x at a, plus the issuer's
 *    penalty when the payment is "doubtful" for its issuer);
 * 3. otherwise it declines, hard with probability `hardDeclineShare[state]`, else soft.
 * Whether a payment is doubtful is drawn once per payment (probability from `IssuerModel`), so an
 * issuer that refuses a payment at one acquirer is likely to refuse it at the next: the failover
 * chain's attempts are independent given that latent state, and correlated through it.
 */

export const AMOUNT_BANDS = ['small', 'medium', 'large', 'jumbo'] as const;
export type AmountBand = (typeof AMOUNT_BANDS)[number];
/** Band limits in the tenant's base currency: small < 30 ≤ medium < 250 ≤ large < 1,000 ≤ jumbo. */
export const AMOUNT_BAND_LIMITS = { medium: 30, large: 250, jumbo: 1000 } as const;

/** Who started the payment: the cardholder in a session, the merchant on file (recurring, card on file), or mail/telephone order. */
export const INITIATORS = ['customer', 'merchant', 'moto'] as const;
export type Initiator = (typeof INITIATORS)[number];

export const CARD_TYPES = ['CREDIT', 'DEBIT'] as const;
export type CardType = (typeof CARD_TYPES)[number];

const coefficient = z.number().min(-20).max(20);
const share = z.number().min(0).max(1);
const country = z.string().regex(/^[A-Z]{2}$/);
const currency = z.string().regex(/^[A-Z]{3}$/);
const money = z.number().min(0).max(1000);
const percent = z.number().min(0).max(100);

/** Additive terms of the logit of approval; a feature the model does not name adds 0. */
export const ApprovalTerms = z.strictObject({
  intercept: coefficient,
  /** By card brand (`visa`, `mastercard`, `amex`, `maestro`, …). */
  brand: z.record(z.string(), coefficient),
  cardType: z.partialRecord(z.enum(CARD_TYPES), coefficient),
  /** Added when the card's country (the customer's for other methods) is outside the acquirer's region. */
  crossBorder: coefficient,
  /** Added when the transaction's currency is not one the acquirer processes natively. */
  foreignCurrency: coefficient,
  amountBand: z.partialRecord(z.enum(AMOUNT_BANDS), coefficient),
  /** Added when the payment was authenticated with 3-D Secure. */
  threeDSecure: coefficient,
  initiator: z.partialRecord(z.enum(INITIATORS), coefficient),
  /** Times riskScore / 100 (a risk score of 0–100). */
  riskPer100: coefficient,
});
export type ApprovalTerms = z.infer<typeof ApprovalTerms>;

export const AcquirerModel = z.strictObject({
  /** The adapter identifier of the connectors this acquirer serves (`AlphaAcquiring`). */
  acquirer: z.string().min(1),
  name: z.string().min(1),
  /** Countries whose cards (or customers, for other methods) are domestic for this acquirer. */
  region: z.array(country),
  /** Currencies it processes without conversion. */
  currencies: z.array(currency).min(1),
  approval: ApprovalTerms,
  /** Share of attempts that time out before an issuer answers. */
  timeoutRate: share,
  /** Share of declines that are hard (never failed over), by the payment's issuer state. */
  hardDeclineShare: z.strictObject({ good: share, doubtful: share }),
  /** Answer time: log-normal with this median (ms) and spread (sigma of the log); a timeout takes `timeoutMs`. */
  latency: z.strictObject({ medianMs: z.number().min(1).max(60_000), sigma: z.number().min(0).max(3), timeoutMs: z.number().int().min(1).max(120_000) }),
});
export type AcquirerModel = z.infer<typeof AcquirerModel>;

/** The issuer side, shared by every acquirer: which payments are doubtful, and how much that lowers approval everywhere. */
export const IssuerModel = z.strictObject({
  /** Logit of P(doubtful): intercept, plus terms like the approval's (brand, card type, 3-D Secure, initiator, risk). */
  doubtful: z.strictObject({
    intercept: coefficient,
    cardType: z.partialRecord(z.enum(CARD_TYPES), coefficient),
    threeDSecure: coefficient,
    initiator: z.partialRecord(z.enum(INITIATORS), coefficient),
    riskPer100: coefficient,
  }),
  /** Added to the logit of approval at every acquirer when the payment is doubtful. */
  doubtfulPenalty: coefficient,
});
export type IssuerModel = z.infer<typeof IssuerModel>;

/** A percentage of the amount plus a fixed part (in the tenant's base currency). */
export const Rate = z.strictObject({ percent, fixed: money });
export type Rate = z.infer<typeof Rate>;

/**
 * What an acquirer charges. `interchange++`: the issuer's interchange (by whether the card is
 * domestic to the acquirer's region, and card type), the scheme fee and the acquirer's markup, each
 * a fee entry of its own type; a brand priced apart (Amex: the scheme sets one discount rate) is in
 * `brandRates`. `blended`: one rate per brand (`brandRates`, else `blended`). Both may charge per
 * attempt (`authorisation`, approved or not), for converting a currency the connector does not
 * settle in (`conversionPercent`), per refund and per chargeback.
 */
export const PriceList = z.strictObject({
  acquirer: z.string().min(1),
  kind: z.enum(['interchange++', 'blended']),
  interchange: z.strictObject({ domestic: z.partialRecord(z.enum(CARD_TYPES), percent), foreign: z.partialRecord(z.enum(CARD_TYPES), percent) }).optional(),
  scheme: Rate.optional(),
  markup: Rate.optional(),
  blended: Rate.optional(),
  brandRates: z.record(z.string(), Rate).default({}),
  authorisation: money.default(0),
  conversionPercent: percent.default(0),
  refund: money.default(0),
  chargeback: money.default(0),
});
export type PriceList = z.infer<typeof PriceList>;

export const World = z.strictObject({
  issuer: IssuerModel,
  acquirers: z.array(AcquirerModel),
  prices: z.array(PriceList),
});
export type World = z.infer<typeof World>;
