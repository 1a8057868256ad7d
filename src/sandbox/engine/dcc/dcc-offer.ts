import { quoteDcc, type DccData, type DccQuote } from '@domain/dcc/dcc';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';

/**
 * The sandbox's conversion charge in percent, added to the rate (contract §4 `markUp`). A real
 * acquirer sets its own; 3.5 % is in the range card schemes' DCC providers charge.
 */
export const DCC_MARK_UP_PERCENT = 3.5;

export interface DccOfferInput {
  /** The transaction's amount and currency. */
  amount: string;
  currency: string;
  /** The card's currency (the test card's). */
  cardCurrency: string;
  /** The connector that would process the transaction first (the plain connector, or the routed chain's first). */
  firstConnector: { dccEnabled: boolean } | undefined;
  baseCurrency: string;
  uuid: string;
}

const disclaimerOf = (q: DccQuote): string =>
  `Your card is billed in ${q.convertedCurrency}: ${q.originalAmount} ${q.originalCurrency} converted at 1 ${q.originalCurrency} = ${q.conversionRate} ${q.convertedCurrency}, ` +
  `a rate that includes a ${q.markUp} % conversion mark-up, gives ${q.convertedAmount} ${q.convertedCurrency}. ` +
  `You may choose to pay ${q.originalAmount} ${q.originalCurrency} in the original currency instead.`;

/**
 * The DCC quote a `requestDcc` transaction gets, or undefined when no conversion is possible (the
 * first connector has DCC off, the card is in the transaction's currency, or a rate is missing):
 * then the transaction proceeds normally. Rates are the router's own (the reference rates rebased to
 * the tenant's base currency), so a quote and an AmountCurrency condition agree on what money is worth.
 */
export const dccOffer = (input: DccOfferInput): DccData | undefined => {
  if (!input.firstConnector?.dccEnabled) return undefined;
  const { rates } = evaluationContext({ baseCurrency: input.baseCurrency });
  const quote = quoteDcc({ amount: input.amount, from: input.currency, to: input.cardCurrency, rates, markUpPercent: DCC_MARK_UP_PERCENT });
  return quote ? { uuid: input.uuid, ...quote, disclaimer: disclaimerOf(quote) } : undefined;
};
