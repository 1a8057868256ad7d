import {
  AMOUNT_FOLLOW_UPS, TRANSACTION_ERROR_CODES as CODES, type AmountFollowUpRequest, type FollowUpOperation, type FollowUpRequest, type TransactionResponse,
} from '@contracts/gateway-transactions';
import type { SandboxDb } from '../../db/client';
import { requestExtrasOf } from '../../engine/bi-records/request-extras';
import { syncBiRecords } from '../../engine/bi-records/sync';
import { cardAnswerer, runAttempts } from '../../engine/transactions/acquirer';
import { followUpProblem } from '../../engine/transactions/follow-up-rules';
import { attemptRows, hexId, outcomeColumns, outcomeOf, transactionAnswer } from '../../engine/transactions/settle';
import type { ApiConnector } from '../../engine/api-connector';
import { invalidMessage } from '../../engine/field-problem';
import { TransactionFailure } from '../../engine/transaction-failure';
import { findConnector } from '../../store/connectors';
import { detachInstrument, liveInstrumentOfTransaction } from '../../store/profiles';
import { findTenantTransaction, insertTransaction, merchantTransactionIdTaken, successfulFollowUpsOf, updateTransaction } from '../../store/transactions';
import { duplicateId, writeOnce } from './create-transaction';
import type { TransactionDeps } from './deps';

/** Follow-ups do not depend on the test card: the acquirer that authorised the transaction accepts them. */
const ACCEPTS = cardAnswerer({ behaviour: 'success', declineCode: null });

/** A deregister also ends the instrument in its profile (spec: detached automatically). */
const deregister = async (db: SandboxDb, referenceUuid: string, now: Date) => {
  await updateTransaction(db, referenceUuid, { deregisteredAt: now });
  const live = await liveInstrumentOfTransaction(db, referenceUuid);
  if (live) await detachInstrument(db, live, now);
};

/**
 * capture, void, refund, deregister (contract §1, §2): checked against the referenced transaction
 * under its row lock (two captures at once cannot both take the last amount), then one attempt on
 * the connector that processed it, never rerouted. The referenced transaction must have been sent
 * through this key's connector or processed by it (design: a follow-up names its own merchant's
 * transaction through the same door).
 */
export const followUp = async (deps: TransactionDeps, api: ApiConnector, operation: FollowUpOperation, request: FollowUpRequest | AmountFollowUpRequest): Promise<TransactionResponse> => {
  const key = api.connector;
  if (await merchantTransactionIdTaken(deps.db, key.guid, request.merchantTransactionId)) throw duplicateId(request.merchantTransactionId);
  const row = await writeOnce(deps, request.merchantTransactionId, async (db) => {
    const ref = await findTenantTransaction(db, api.tenantGuid, request.referenceUuid, true);
    if (!ref || (ref.apiConnectorGuid !== key.guid && ref.connectorGuid !== key.guid)) {
      throw new TransactionFailure(400, CODES.invalidParameter, invalidMessage('referenceUuid', `no transaction '${request.referenceUuid}' of this connector`));
    }
    // Again under the lock: a request with the same id that waited for it is a duplicate (3004), not a state problem.
    if (await merchantTransactionIdTaken(db, key.guid, request.merchantTransactionId)) throw duplicateId(request.merchantTransactionId);
    // By operation, not by the body: a loose schema keeps an unknown `amount` sent with a void or deregister.
    const ask = AMOUNT_FOLLOW_UPS.includes(operation) ? { amount: (request as AmountFollowUpRequest).amount, currency: (request as AmountFollowUpRequest).currency } : {};
    const problem = followUpProblem(operation, ref, await successfulFollowUpsOf(db, ref.uuid), ask);
    if (problem) throw new TransactionFailure(400, problem.errorCode, problem.message);

    const connector = await findConnector(db, api.tenantGuid, ref.connectorGuid!);
    const attempts = connector ? runAttempts([connector.guid], ACCEPTS, () => connector) : [];
    const outcome = outcomeOf(attempts);
    const createdAt = deps.now();
    const uuid = hexId(deps.randomBytes);
    const metaConnectorGuid = key.isMetaConnector ? key.guid : null;
    const amount = ask.amount ?? null;
    const currency = ask.currency ?? null;
    const inserted = await insertTransaction(db, {
      uuid, purchaseId: ref.purchaseId, merchantTransactionId: request.merchantTransactionId, merchantGuid: key.merchantGuid,
      apiConnectorGuid: key.guid, metaConnectorGuid, type: operation, amount, currency, paymentMethod: ref.paymentMethod,
      transactionToken: ref.transactionToken, transactionIndicator: null, referenceUuid: ref.uuid, initialConnectorGuid: null,
      card: ref.card, customer: ref.customer, extraData: request.extraData ?? null, routing: null, createdAt, ...outcomeColumns(outcome),
    }, attemptRows(attempts, { randomBytes: deps.randomBytes, transactionUuid: uuid, metaConnectorGuid, amount, currency, createdAt }));
    if (outcome.success && operation === 'deregister') await deregister(db, ref.uuid, createdAt);
    // Its own record, and the referenced transaction's record with the follow-up's flags.
    await syncBiRecords(db, deps, [uuid, ref.uuid], requestExtrasOf(request));
    return inserted;
  });
  return transactionAnswer(row);
};
