import type { PaymentRequest, RegisterRequest, RoutedOperation } from '../../../contracts/gateway-transactions';
import type { SimTransaction } from '../../../domain/routing/evaluation/transaction';

/** What the sandbox knows about the card behind a `transactionToken` (its tokenizing vault). */
export interface CardFacts {
  brand: string;
  bin: string;
  binCountry: string;
}

/** The first transaction of a series that `referenceUuid` points into: what InitialConnector/InitialAdapter read. */
export interface InitialTransaction {
  connectorGuid: string;
  adapter: string;
  method: string;
}

/** What InitialConnector/InitialAdapter read of the connector that processed a series' first transaction. */
export const initialTransactionOf = (connector: { guid: string; adapter: string; method: string }): InitialTransaction => ({
  connectorGuid: connector.guid,
  adapter: connector.adapter,
  method: connector.method,
});

/**
 * A gateway request as routing reads it: the one `SimTransaction` shape the simulator also
 * evaluates, so the sandbox and the studio decide on the same facts. Decisions where the contract is
 * silent (also in the sandbox README):
 * - The card is the tokenized test card: brand, BIN and BIN country, BIN lookup `success`; level,
 *   type, segment, prepaid and reloadable are unknown (BIN conditions on them: `in` false).
 * - `recurring` is true for `transactionIndicator: RECURRING`, false for any other indicator.
 * - No risk check runs: no risk score (RiskScore reads 0, as in the simulator). No IBAN, no scheme
 *   reference id.
 * - register without amount/currency routes as 0 in the tenant's base currency.
 */
/** The members of a transaction request that routing reads (a payment-page transaction has them without a token). */
export type RoutedFacts = Pick<PaymentRequest | RegisterRequest, 'amount' | 'currency' | 'customer' | 'extraData' | 'transactionIndicator'>;

export const toSimTransaction = (
  operation: RoutedOperation,
  request: RoutedFacts,
  card: CardFacts,
  baseCurrency: string,
  initial?: InitialTransaction,
): SimTransaction => {
  const tx: SimTransaction = {
    transactionType: operation,
    amount: request.amount ?? '0',
    currency: request.currency ?? baseCurrency,
    card: { brand: card.brand, bin: card.bin, binCountry: card.binCountry, lookupStatus: 'success' },
    paymentMethod: 'Creditcard',
  };
  if (request.customer) {
    const { billingCountry, ipAddress } = request.customer;
    tx.customer = { ...(billingCountry === undefined ? {} : { billingCountry }), ...(ipAddress === undefined ? {} : { ipAddress }) };
  }
  if (request.extraData) tx.extraData = { ...request.extraData };
  if (request.transactionIndicator) tx.recurring = request.transactionIndicator === 'RECURRING';
  if (initial) {
    tx.initialConnectorGuid = initial.connectorGuid;
    tx.initialAdapter = { adapterIdentifier: initial.adapter, methodIdentifier: initial.method };
  }
  return tx;
};
