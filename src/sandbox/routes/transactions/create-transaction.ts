import type { z } from 'zod';
import {
  PaymentRequest, TRANSACTION_ERROR_CODES as CODES, type RegisterRequest, type RoutedOperation, type TransactionResponse,
} from '@contracts/gateway-transactions';
import type { transactions } from '../../db/schema';
import { requestExtrasOf } from '../../engine/bi-records/request-extras';
import { syncBiRecords } from '../../engine/bi-records/sync';
import { profileIntentOf, registersOnSuccess } from '../../engine/profiles/transaction-profile';
import { pay } from '../../engine/transactions/pay';
import { paymentSourceOf, referencedInstrument } from '../../engine/transactions/payment-source';
import { hexId, transactionAnswer } from '../../engine/transactions/settle';
import { initialTransactionOf, type InitialTransaction } from '../../engine/transactions/sim-transaction';
import type { ApiConnector } from '../../engine/api-connector';
import { TransactionFailure } from '../../engine/transaction-failure';
import { findConnector } from '../../store/connectors';
import { findMerchantTransaction, insertTransaction, isUniqueViolation, merchantTransactionIdTaken } from '../../store/transactions';
import type { TransactionDeps } from './deps';

export const duplicateId = (id: string) => new TransactionFailure(409, CODES.duplicateTransactionId, `Duplicate transaction id: merchantTransactionId '${id}' was already used on this connector`);

/** `referenceUuid`: the series' first transaction decides InitialConnector / InitialAdapter. */
const initialOf = async (deps: TransactionDeps, api: ApiConnector, referenceUuid: string | undefined): Promise<{ guid: string | null; initial?: InitialTransaction }> => {
  if (referenceUuid === undefined) return { guid: null };
  const referenced = await findMerchantTransaction(deps.db, api.connector.merchantGuid, referenceUuid);
  if (!referenced) throw new TransactionFailure(400, CODES.invalidParameter, `Invalid parameter 'referenceUuid': no transaction '${referenceUuid}' of this merchant`);
  const guid = referenced.initialConnectorGuid ?? referenced.connectorGuid;
  const connector = guid ? await findConnector(deps.db, api.tenantGuid, guid) : undefined;
  return connector ? { guid: connector.guid, initial: initialTransactionOf(connector) } : { guid: null };
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
 * debit/preauthorize without a token: with a `referenceUuid` the instrument it registered pays;
 * without one the payer picks the card on the sandbox's payment page (spec DCC table, REDIRECT).
 */
export const HostedPaymentRequest = PaymentRequest.omit({ transactionToken: true });
export type HostedPaymentRequest = z.infer<typeof HostedPaymentRequest>;

export const paymentPageUrl = (publicUrl: string, uuid: string) => `${publicUrl.replace(/\/$/, '')}/sandbox/payment-page/${uuid}`;

/**
 * The platform's `threeDSecureData['3dsecure']` (OFF, OPTIONAL, MANDATORY): the sandbox authenticates
 * OPTIONAL and MANDATORY frictionlessly (no challenge), which the acquirer models read.
 */
const asksThreeDSecure = (request: Readonly<Record<string, unknown>>): boolean => {
  const data = request.threeDSecureData;
  const mode = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)['3dsecure'] : undefined;
  return mode === 'MANDATORY' || mode === 'OPTIONAL';
};

/**
 * One transaction request after authentication and signature: the card (test card or stored
 * instrument; none: the payment page), the profile it registers into, then `pay` routes it and
 * tries the connectors or quotes DCC. Refusals come before anything is written; the transaction,
 * its attempts, the stored instrument and its BI records are written together.
 */
export const createTransaction = async (
  deps: TransactionDeps,
  api: ApiConnector,
  operation: RoutedOperation,
  request: PaymentRequest | RegisterRequest | HostedPaymentRequest,
): Promise<TransactionResponse> => {
  const { db } = deps;
  const { connector } = api;
  const token = typeof request.transactionToken === 'string' ? request.transactionToken : undefined;
  // No token: a referenceUuid pays with the instrument it registered (contract §4); neither: the payment page.
  const source = token !== undefined ? await paymentSourceOf(db, api, token)
    : request.referenceUuid !== undefined && operation !== 'register' ? await referencedInstrument(db, api, request.referenceUuid) : undefined;
  const initial = await initialOf(deps, api, request.referenceUuid);
  const intent = await profileIntentOf(db, api, operation, request);
  if (await merchantTransactionIdTaken(db, connector.guid, request.merchantTransactionId)) throw duplicateId(request.merchantTransactionId);

  const createdAt = deps.now();
  const uuid = hexId(deps.randomBytes);
  const base: typeof transactions.$inferInsert = {
    uuid, purchaseId: `${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${hexId(deps.randomBytes)}`,
    merchantTransactionId: request.merchantTransactionId, merchantGuid: connector.merchantGuid, apiConnectorGuid: connector.guid,
    metaConnectorGuid: connector.isMetaConnector ? connector.guid : null, type: operation, status: 'error',
    amount: request.amount ?? null, currency: request.currency ?? null, paymentMethod: 'Creditcard', transactionToken: token ?? '',
    transactionIndicator: request.transactionIndicator ?? null, referenceUuid: request.referenceUuid ?? null, initialConnectorGuid: initial.guid,
    customer: request.customer ?? null, extraData: request.extraData ?? null, routing: null,
    withRegister: operation !== 'register' && registersOnSuccess(operation, request), createdAt,
  };
  const requestDcc = request.requestDcc === true;
  const extras = requestExtrasOf(request);
  if (!source) {
    const { successUrl, errorUrl, cancelUrl } = request;
    const waiting = await writeOnce(deps, request.merchantTransactionId, async (t) => {
      const inserted = await insertTransaction(t, {
        ...base, status: 'redirect', hostedPage: { requestDcc, successUrl, errorUrl, cancelUrl }, customerProfile: intent ? { requested: { ...intent } } : null,
      }, []);
      await syncBiRecords(t, deps, [inserted.uuid], extras);
      return inserted;
    });
    return { ...transactionAnswer(waiting), redirectUrl: paymentPageUrl(deps.publicUrl(), uuid) };
  }
  const row = await writeOnce(deps, request.merchantTransactionId, async (t) => {
    const paid = await pay(t, deps, api, await insertTransaction(t, base, []), {
      operation, facts: request, requestDcc, source, initial: initial.initial, intent, threeDSecure: asksThreeDSecure(request),
    });
    await syncBiRecords(t, deps, [paid.uuid], extras);
    return paid;
  });
  return transactionAnswer(row);
};
