import type { SimTransaction } from './transaction';

/**
 * A gateway transaction request as routing reads it: the one `SimTransaction` shape the simulator
 * evaluates. The sandbox routes real requests with it and the studio replays a test transaction's
 * route with it, so both decide on the same facts. Decisions where the contract is silent:
 * - the card is the tokenized test card (brand, BIN when known, BIN country; lookup `success`);
 *   level, type, segment, prepaid and reloadable are unknown (BIN conditions on them: `in` false);
 * - `recurring` is true for `transactionIndicator: RECURRING`, false for any other indicator;
 * - no risk check runs (RiskScore reads 0, as in the simulator); no IBAN, no scheme reference id;
 * - a register without amount/currency routes as 0 in the tenant's base currency.
 */

export interface CardFacts {
  brand: string;
  bin?: string | undefined;
  binCountry: string;
}

/** The first transaction of a series that `referenceUuid` points into: what InitialConnector/InitialAdapter read. */
export interface InitialTransaction {
  connectorGuid: string;
  adapter: string;
  method: string;
}

/** The members of a transaction request routing reads. */
export interface RoutedFacts {
  amount?: string | undefined;
  currency?: string | undefined;
  customer?: { billingCountry?: string | undefined; ipAddress?: string | undefined } | undefined;
  extraData?: Readonly<Record<string, string>> | undefined;
  transactionIndicator?: string | undefined;
}

export const requestTransaction = (
  operation: SimTransaction['transactionType'],
  request: RoutedFacts,
  card: CardFacts,
  baseCurrency: string,
  initial?: InitialTransaction,
): SimTransaction => {
  const tx: SimTransaction = {
    transactionType: operation,
    amount: request.amount ?? '0',
    currency: request.currency ?? baseCurrency,
    card: { brand: card.brand, ...(card.bin ? { bin: card.bin } : {}), binCountry: card.binCountry, lookupStatus: 'success' },
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
