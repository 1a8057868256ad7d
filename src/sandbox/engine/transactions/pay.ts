import type { RoutedOperation } from '@contracts/gateway-transactions';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import type { SandboxDb } from '../../db/client';
import type { TransactionRow } from '../../db/schema';
import type { ApiConnector } from '../api-connector';
import type { RandomBytes } from '../../routing/rule-id-generator';
import { findConnector } from '../../store/connectors';
import { updateTransaction } from '../../store/transactions';
import { dccOffer } from '../dcc/dcc-offer';
import type { ProfileIntent } from '../profiles/transaction-profile';
import { finishTransaction } from './finish';
import { cardRecord, type PaymentSource } from './payment-source';
import { routingOf, type RoutingOutcome } from './routing-of';
import type { World } from '../../world/acquirer-model';
import { hexId } from './settle';
import { toSimTransaction, type InitialTransaction, type RoutedFacts } from './sim-transaction';
import { storedInstrumentRouting } from './stored-routing';

export interface PayDeps {
  randomBytes: RandomBytes;
  random: () => number;
  now: () => Date;
  /** The acquirer models that answer tokenized cards. */
  world: World;
}

export interface Payment {
  operation: RoutedOperation;
  facts: RoutedFacts;
  requestDcc: boolean;
  source: PaymentSource;
  initial?: InitialTransaction;
  intent?: ProfileIntent;
  /** The request asked for 3-D Secure (`threeDSecureData`): the sandbox authenticates frictionlessly. */
  threeDSecure?: boolean;
}

/**
 * Pays a stored transaction with a card: route (a stored instrument goes to its own connector),
 * then either quote DCC and wait for the payer's choice, or try the connectors now. A new request
 * and the payment page's card choice both come here, inside their database transaction.
 */
export const pay = async (db: SandboxDb, deps: PayDeps, api: ApiConnector, row: TransactionRow, p: Payment): Promise<TransactionRow> => {
  const { connector } = api;
  const tx = toSimTransaction(p.operation, p.facts, p.source.card, api.baseCurrency, p.initial);
  const routed: RoutingOutcome = p.source.instrument && connector.isMetaConnector
    ? { routing: storedInstrumentRouting(connector, p.source.instrument, tx), chain: [p.source.instrument.connectorGuid] }
    : await routingOf(db, connector, tx, evaluationContext({ baseCurrency: api.baseCurrency, random: deps.random }));
  const set = { transactionToken: p.source.instrument?.paymentToken ?? p.source.card.token, card: cardRecord(p.source, p.threeDSecure === true), routing: routed.routing };
  const amount = p.facts.amount ?? null;
  const currency = p.facts.currency ?? null;

  const first = routed.chain[0] === undefined ? undefined : await findConnector(db, api.tenantGuid, routed.chain[0]);
  const quote = p.requestDcc && p.operation !== 'register' && amount !== null && currency !== null
    ? dccOffer({ amount, currency, cardCurrency: p.source.card.cardCurrency, firstConnector: first, baseCurrency: api.baseCurrency, uuid: hexId(deps.randomBytes) })
    : undefined;
  if (quote) {
    // Contract §4: no acquirer is tried until the payer picks a currency; what a registering
    // transaction will store is kept for then.
    return updateTransaction(db, row.uuid, {
      ...set, status: 'pending-dcc', connectorGuid: null, dcc: { quote, selectedCurrency: null, continuedAt: null },
      customerProfile: p.intent ? { requested: { ...p.intent } } : null,
    });
  }
  return finishTransaction(db, deps, api, { row, chain: routed.chain, card: p.source.card, amount, currency, intent: p.intent, failure: routed.failure, set });
};
