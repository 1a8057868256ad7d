import {
  TRANSACTION_ERROR_CODES as CODES, type TransactionErrorItem, type PaymentRequest, type RegisterRequest, type RoutedOperation, type TransactionResponse,
} from '../../../contracts/gateway-transactions';
import { evaluationContext } from '../../../domain/routing/evaluation/evaluation-context';
import type { ApiConnector } from '../../http/connector-auth';
import { runAttempts, type Attempt } from '../../engine/transactions/acquirer';
import { routingOf } from '../../engine/transactions/routing-of';
import { toSimTransaction, type InitialTransaction } from '../../engine/transactions/sim-transaction';
import { TransactionFailure } from '../../http/transaction-errors';
import { connectorsOfTenant } from '../../store/connectors';
import {
  findMerchantTransaction, findTestCard, insertTransaction, isUniqueViolation, merchantTransactionIdTaken,
} from '../../store/transactions';
import type { TransactionDeps } from './deps';

const hex = (deps: TransactionDeps, bytes: number) => Buffer.from(deps.randomBytes(bytes)).toString('hex');
const duplicate = (id: string) => new TransactionFailure(409, CODES.duplicateTransactionId, `Duplicate transaction id: merchantTransactionId '${id}' was already used on this connector`);

/** `referenceUuid`: the series' first transaction decides InitialConnector / InitialAdapter. */
const initialOf = async (deps: TransactionDeps, api: ApiConnector, referenceUuid: string | undefined): Promise<{ guid: string | null; initial?: InitialTransaction }> => {
  if (referenceUuid === undefined) return { guid: null };
  const referenced = await findMerchantTransaction(deps.db, api.connector.merchantGuid, referenceUuid);
  if (!referenced) throw new TransactionFailure(400, CODES.invalidParameter, `Invalid parameter 'referenceUuid': no transaction '${referenceUuid}' of this merchant`);
  const guid = referenced.initialConnectorGuid ?? referenced.connectorGuid;
  const connector = guid ? (await connectorsOfTenant(deps.db, api.tenantGuid)).find((c) => c.guid === guid) : undefined;
  return connector ? { guid: connector.guid, initial: { connectorGuid: connector.guid, adapter: connector.adapter, method: connector.method } } : { guid: null };
};

/**
 * One transaction request after authentication and signature: route (meta-connectors), try the
 * connectors along the failover chain with the test card's behaviour, store the transaction with
 * every attempt, answer in the contract's shape.
 */
export const createTransaction = async (deps: TransactionDeps, api: ApiConnector, operation: RoutedOperation, request: PaymentRequest | RegisterRequest): Promise<TransactionResponse> => {
  const { db } = deps;
  const { connector } = api;
  const card = await findTestCard(db, request.transactionToken);
  if (!card) throw new TransactionFailure(400, CODES.invalidParameter, "Invalid parameter 'transactionToken': not a token of the sandbox's tokenizing component");
  const initial = await initialOf(deps, api, request.referenceUuid);
  if (await merchantTransactionIdTaken(db, connector.guid, request.merchantTransactionId)) throw duplicate(request.merchantTransactionId);

  const tx = toSimTransaction(operation, request, card, api.baseCurrency, initial.initial);
  const ctx = evaluationContext({ baseCurrency: api.baseCurrency, random: deps.random });
  const { routing, chain, failure } = await routingOf(db, connector, tx, ctx);
  const tenantConnectors = new Map((await connectorsOfTenant(db, api.tenantGuid)).map((c) => [c.guid, c]));
  const attempts: Attempt[] = runAttempts(chain, card, (guid) => tenantConnectors.get(guid));

  const last = attempts.at(-1);
  const success = last?.status === 'success';
  const error: TransactionErrorItem | undefined = success
    ? undefined
    : last?.errorCode != null
      ? { errorMessage: last.errorMessage ?? '', errorCode: last.errorCode, ...(last.adapterMessage ? { adapterMessage: last.adapterMessage } : {}), ...(last.adapterCode ? { adapterCode: last.adapterCode } : {}) }
      : (failure ?? { errorCode: CODES.configuration, errorMessage: 'No connector could process the transaction' });

  const createdAt = deps.now();
  const uuid = hex(deps, 10);
  const purchaseId = `${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${hex(deps, 10)}`;
  const metaConnectorGuid = connector.isMetaConnector ? connector.guid : null;
  const amount = request.amount ?? null;
  const currency = request.currency ?? null;
  try {
    await insertTransaction(
      db,
      {
        uuid, purchaseId, merchantTransactionId: request.merchantTransactionId, merchantGuid: connector.merchantGuid,
        apiConnectorGuid: connector.guid, metaConnectorGuid, connectorGuid: last?.connectorGuid ?? null,
        type: operation, status: success ? 'success' : 'error', amount, currency, paymentMethod: 'Creditcard',
        transactionToken: request.transactionToken, transactionIndicator: request.transactionIndicator ?? null,
        referenceUuid: request.referenceUuid ?? null, initialConnectorGuid: initial.guid,
        card: { brand: card.brand, bin: card.bin, lastFourDigits: card.lastFourDigits, binCountry: card.binCountry, cardCurrency: card.cardCurrency, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, testCardToken: card.token },
        withRegister: operation !== 'register' && request.withRegister === true,
        customer: request.customer ?? null, extraData: request.extraData ?? null, routing,
        errorCode: error?.errorCode ?? null, errorMessage: error?.errorMessage ?? null,
        adapterCode: error?.adapterCode ?? null, adapterMessage: error?.adapterMessage ?? null, createdAt,
      },
      attempts.map((a, i) => ({
        uuid: hex(deps, 10), transactionUuid: uuid, attempt: i + 1, connectorGuid: a.connectorGuid, metaConnectorGuid,
        status: a.status, amount, currency, errorCode: a.errorCode, errorMessage: a.errorMessage,
        adapterCode: a.adapterCode, adapterMessage: a.adapterMessage, createdAt,
      })),
    );
  } catch (e) {
    // Two requests with one id at once: the unique index decides, the loser gets the same 3004.
    if (isUniqueViolation(e)) throw duplicate(request.merchantTransactionId);
    throw e;
  }
  return { success, uuid, purchaseId, returnType: success ? 'FINISHED' : 'ERROR', paymentMethod: 'Creditcard', ...(error ? { errors: [error] } : {}) };
};
