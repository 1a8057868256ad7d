import {
  TRANSACTION_ERROR_CODES as CODES, type PaymentRequest, type RegisterRequest, type RoutedOperation, type TransactionResponse,
} from '../../../contracts/gateway-transactions';
import { evaluationContext } from '../../../domain/routing/evaluation/evaluation-context';
import type { transactions } from '../../db/schema';
import { dccOffer } from '../../engine/dcc/dcc-offer';
import { profileIntentOf, registersOnSuccess } from '../../engine/profiles/transaction-profile';
import { finishTransaction } from '../../engine/transactions/finish';
import { cardRecord, paymentSourceOf } from '../../engine/transactions/payment-source';
import { routingOf, type RoutingOutcome } from '../../engine/transactions/routing-of';
import { hexId, transactionAnswer } from '../../engine/transactions/settle';
import { toSimTransaction, type InitialTransaction } from '../../engine/transactions/sim-transaction';
import { storedInstrumentRouting } from '../../engine/transactions/stored-routing';
import type { ApiConnector } from '../../http/connector-auth';
import { TransactionFailure } from '../../http/transaction-errors';
import { connectorsOfTenant } from '../../store/connectors';
import { findMerchantTransaction, insertTransaction, isUniqueViolation, merchantTransactionIdTaken } from '../../store/transactions';
import type { TransactionDeps } from './deps';

export const duplicateId = (id: string) => new TransactionFailure(409, CODES.duplicateTransactionId, `Duplicate transaction id: merchantTransactionId '${id}' was already used on this connector`);

/** `referenceUuid`: the series' first transaction decides InitialConnector / InitialAdapter. */
const initialOf = async (deps: TransactionDeps, api: ApiConnector, referenceUuid: string | undefined): Promise<{ guid: string | null; initial?: InitialTransaction }> => {
  if (referenceUuid === undefined) return { guid: null };
  const referenced = await findMerchantTransaction(deps.db, api.connector.merchantGuid, referenceUuid);
  if (!referenced) throw new TransactionFailure(400, CODES.invalidParameter, `Invalid parameter 'referenceUuid': no transaction '${referenceUuid}' of this merchant`);
  const guid = referenced.initialConnectorGuid ?? referenced.connectorGuid;
  const connector = guid ? (await connectorsOfTenant(deps.db, api.tenantGuid)).find((c) => c.guid === guid) : undefined;
  return connector ? { guid: connector.guid, initial: { connectorGuid: connector.guid, adapter: connector.adapter, method: connector.method } } : { guid: null };
};

/** Writes the transaction inside one database transaction; a second request with the same id loses on the unique index with 3004. */
export const writeOnce = async <T>(deps: TransactionDeps, merchantTransactionId: string, write: (tx: TransactionDeps['db']) => Promise<T>): Promise<T> => {
  try {
    return await deps.db.transaction(write);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateId(merchantTransactionId);
    throw e;
  }
};

/**
 * One transaction request after authentication and signature: the card (test card or stored
 * instrument), the profile it registers into, routing (meta-connectors; a stored instrument goes to
 * its own connector), then the connectors along the failover chain with the test card's behaviour.
 * The transaction, its attempts and the stored instrument are written together.
 */
export const createTransaction = async (deps: TransactionDeps, api: ApiConnector, operation: RoutedOperation, request: PaymentRequest | RegisterRequest): Promise<TransactionResponse> => {
  const { db } = deps;
  const { connector } = api;
  const source = await paymentSourceOf(db, api, request.transactionToken);
  const initial = await initialOf(deps, api, request.referenceUuid);
  const intent = await profileIntentOf(db, api, operation, request);
  if (await merchantTransactionIdTaken(db, connector.guid, request.merchantTransactionId)) throw duplicateId(request.merchantTransactionId);

  const tx = toSimTransaction(operation, request, source.card, api.baseCurrency, initial.initial);
  const ctx = evaluationContext({ baseCurrency: api.baseCurrency, random: deps.random });
  const routed: RoutingOutcome = source.instrument && connector.isMetaConnector
    ? { routing: storedInstrumentRouting(connector, source.instrument, tx), chain: [source.instrument.connectorGuid] }
    : await routingOf(db, connector, tx, ctx);
  const tenantConnectors = new Map((await connectorsOfTenant(db, api.tenantGuid)).map((c) => [c.guid, c]));

  const createdAt = deps.now();
  const uuid = hexId(deps.randomBytes);
  const metaConnectorGuid = connector.isMetaConnector ? connector.guid : null;
  const amount = request.amount ?? null;
  const currency = request.currency ?? null;
  const base: typeof transactions.$inferInsert = {
    uuid, purchaseId: `${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${hexId(deps.randomBytes)}`,
    merchantTransactionId: request.merchantTransactionId, merchantGuid: connector.merchantGuid,
    apiConnectorGuid: connector.guid, metaConnectorGuid, type: operation, status: 'error', amount, currency, paymentMethod: 'Creditcard',
    transactionToken: request.transactionToken, transactionIndicator: request.transactionIndicator ?? null,
    referenceUuid: request.referenceUuid ?? null, initialConnectorGuid: initial.guid, card: cardRecord(source),
    customer: request.customer ?? null, extraData: request.extraData ?? null, routing: routed.routing,
    withRegister: operation !== 'register' && registersOnSuccess(operation, request), createdAt,
  };

  const quote = request.requestDcc && operation !== 'register' && amount !== null && currency !== null
    ? dccOffer({ amount, currency, cardCurrency: source.card.cardCurrency, firstConnector: tenantConnectors.get(routed.chain[0] ?? ''), baseCurrency: api.baseCurrency, uuid: hexId(deps.randomBytes) })
    : undefined;
  if (quote) {
    // Contract §4: no acquirer is tried until the payer picks a currency (continue-dcc); what the
    // registering transaction will store is kept for then.
    const pending = await writeOnce(deps, request.merchantTransactionId, (t) => insertTransaction(t, {
      ...base, status: 'pending-dcc', connectorGuid: null, dcc: { quote, selectedCurrency: null, continuedAt: null },
      customerProfile: intent ? { requested: { ...intent } } : null,
    }, []));
    return transactionAnswer(pending);
  }

  const row = await writeOnce(deps, request.merchantTransactionId, async (t) => {
    const inserted = await insertTransaction(t, base, []);
    return finishTransaction(t, deps, api, { row: inserted, chain: routed.chain, card: source.card, amount, currency, intent, failure: routed.failure });
  });
  return transactionAnswer(row);
};
