import type { PaymentRequest, RegisterRequest } from '@contracts/gateway-transactions';
import type { InitialTransaction } from '@domain/routing/evaluation';

// A gateway request becomes the simulator's `SimTransaction` through the domain's
// `requestTransaction`, so the sandbox routes on exactly the facts the studio replays with (the
// decisions where the contract is silent are listed there and in the sandbox README).
export { requestTransaction as toSimTransaction, type CardFacts, type InitialTransaction } from '@domain/routing/evaluation';

/** What InitialConnector/InitialAdapter read of the connector that processed a series' first transaction. */
export const initialTransactionOf = (connector: { guid: string; adapter: string; method: string }): InitialTransaction => ({
  connectorGuid: connector.guid,
  adapter: connector.adapter,
  method: connector.method,
});

/** The members of a transaction request that routing reads (a payment-page transaction has them without a token). */
export type RoutedFacts = Pick<PaymentRequest | RegisterRequest, 'amount' | 'currency' | 'customer' | 'extraData' | 'transactionIndicator'>;
