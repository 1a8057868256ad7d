import type { FastifyInstance } from 'fastify';
import { ContinueDccRequest, TRANSACTION_ERROR_CODES as CODES, TransactionRouting, type TransactionResponse } from '../../../contracts/gateway-transactions';
import { DccData, dccSelectionProblem } from '../../../domain/dcc/dcc';
import type { ProfileIntent } from '../../engine/profiles/transaction-profile';
import { finishTransaction } from '../../engine/transactions/finish';
import { transactionAnswer } from '../../engine/transactions/settle';
import type { ApiConnector } from '../../http/connector-auth';
import { invalidMessage } from '../../http/field-problem';
import { TransactionFailure } from '../../http/transaction-errors';
import { findByUuidOrDccUuid, findTestCard } from '../../store/transactions';
import type { TransactionDeps } from './deps';
import { parseJsonBody, parseTransactionRequest } from './parse-request';
import { usableConnector, verifiedRequest } from './verified-request';

/**
 * continue-dcc (contract §4): the payer's currency choice finishes a PENDING_DCC transaction. Under
 * the transaction's row lock, so of two continues at once exactly one proceeds and the other finds
 * it no longer pending (1006). The attempts run along the chain routing chose when the quote was
 * made (not routed again), in the chosen currency; the same row is updated, the quote kept.
 */
export const continueDcc = async (deps: TransactionDeps, api: ApiConnector, request: ContinueDccRequest): Promise<TransactionResponse> =>
  deps.db.transaction(async (db) => {
    const row = await findByUuidOrDccUuid(db, api.connector.guid, request.continueDccUuid);
    if (!row) throw new TransactionFailure(400, CODES.invalidParameter, invalidMessage('continueDccUuid', `no DCC quote or transaction '${request.continueDccUuid}' of this connector`));
    if (row.status !== 'pending-dcc' || !row.dcc?.quote) throw new TransactionFailure(400, CODES.invalidState, `Transaction '${row.uuid}' is not pending DCC`);
    const quote = DccData.parse(row.dcc.quote);
    const selected = request.selectedDccCurrency;
    const problem = dccSelectionProblem(quote, selected);
    if (problem) throw new TransactionFailure(400, CODES.invalidParameter, invalidMessage('selectedDccCurrency', problem));

    const amount = selected === quote.originalCurrency ? quote.originalAmount : quote.convertedAmount;
    const chain = row.routing ? TransactionRouting.parse(row.routing).chain : [row.apiConnectorGuid];
    const card = await findTestCard(db, String(row.card?.testCardToken));
    if (!card) throw new Error(`transaction ${row.uuid} has no test card`);
    const updated = await finishTransaction(db, deps, api, {
      row, chain, card, amount, currency: selected, intent: row.customerProfile?.requested as ProfileIntent | undefined,
      set: { dcc: { ...row.dcc, selectedCurrency: selected, continuedAt: deps.now().toISOString() } },
    });
    return transactionAnswer(updated);
  });

/** `POST <prefix>/<apiKey>/continue-dcc`: the same authentication and signing as every transaction request. */
export const registerContinueDcc = (scope: FastifyInstance, deps: TransactionDeps): void => {
  scope.post<{ Params: { apiKey: string } }>('/:apiKey/continue-dcc', async (request) => {
    const { api, raw } = verifiedRequest(request);
    usableConnector(api);
    return continueDcc(deps, api, parseTransactionRequest(ContinueDccRequest, parseJsonBody(raw)));
  });
};
