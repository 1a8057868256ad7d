import type { FastifyInstance } from 'fastify';
import { ContinueDccRequest, TRANSACTION_ERROR_CODES as CODES, type TransactionResponse } from '@contracts/gateway-transactions';
import { syncBiRecords } from '../../engine/bi-records/sync';
import { continueWith } from '../../engine/dcc/continue-with';
import { transactionAnswer } from '../../engine/transactions/settle';
import type { ApiConnector } from '../../engine/api-connector';
import { invalidMessage } from '../../engine/field-problem';
import { TransactionFailure } from '../../engine/transaction-failure';
import { findByUuidOrDccUuid } from '../../store/transactions';
import type { TransactionDeps } from './deps';
import { parseJsonBody, parseTransactionRequest } from './parse-request';
import { usableConnector, verifiedRequest } from './verified-request';

/** continue-dcc (contract §4): `continueDccUuid` is the quote's uuid or the transaction's, of this key's connector. */
export const continueDcc = async (deps: TransactionDeps, api: ApiConnector, request: ContinueDccRequest): Promise<TransactionResponse> =>
  deps.db.transaction(async (db) => {
    const row = await findByUuidOrDccUuid(db, api.connector.guid, request.continueDccUuid);
    if (!row) throw new TransactionFailure(400, CODES.invalidParameter, invalidMessage('continueDccUuid', `no DCC quote or transaction '${request.continueDccUuid}' of this connector`));
    const continued = await continueWith(db, deps, api, row, request.selectedDccCurrency);
    await syncBiRecords(db, deps, [continued.uuid]);
    return transactionAnswer(continued);
  });

/** `POST <prefix>/<apiKey>/continue-dcc`: the same authentication and signing as every transaction request. */
export const registerContinueDcc = (scope: FastifyInstance, deps: TransactionDeps): void => {
  scope.post<{ Params: { apiKey: string } }>('/:apiKey/continue-dcc', async (request) => {
    const { api, raw } = verifiedRequest(request);
    usableConnector(api);
    return continueDcc(deps, api, parseTransactionRequest(ContinueDccRequest, parseJsonBody(raw)));
  });
};
