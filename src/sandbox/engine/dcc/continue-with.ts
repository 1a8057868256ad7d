import { TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import { TransactionRouting } from '@contracts/sandbox-transactions';
import { DccData, dccSelectionProblem } from '@domain/dcc/dcc';
import type { SandboxDb } from '../../db/client';
import type { TransactionRow } from '../../db/schema';
import type { ApiConnector } from '../api-connector';
import { invalidMessage } from '../field-problem';
import { TransactionFailure } from '../transaction-failure';
import { findTestCard } from '../../store/transactions';
import type { ProfileIntent } from '../profiles/transaction-profile';
import { finishTransaction } from '../transactions/finish';
import type { PayDeps } from '../transactions/pay';

/**
 * Finishes a transaction that waits for the payer's currency (continue-dcc, or the payment page's
 * second step): the attempts run along the chain routing chose when the quote was made (not routed
 * again), in the chosen currency; the same row is updated and keeps the quote with the choice.
 * The caller holds the row lock, so of two continues exactly one finds it still pending.
 */
export const continueWith = async (db: SandboxDb, deps: PayDeps, api: ApiConnector, row: TransactionRow, selected: string): Promise<TransactionRow> => {
  if (row.status !== 'pending-dcc' || !row.dcc?.quote) throw new TransactionFailure(400, CODES.invalidState, `Transaction '${row.uuid}' is not pending DCC`);
  const quote = DccData.parse(row.dcc.quote);
  const problem = dccSelectionProblem(quote, selected);
  if (problem) throw new TransactionFailure(400, CODES.invalidParameter, invalidMessage('selectedDccCurrency', problem));
  const amount = selected === quote.originalCurrency ? quote.originalAmount : quote.convertedAmount;
  const chain = row.routing ? TransactionRouting.parse(row.routing).chain : [row.apiConnectorGuid];
  const card = await findTestCard(db, String(row.card?.testCardToken));
  if (!card) throw new Error(`transaction ${row.uuid} has no test card`);
  return finishTransaction(db, deps, api, {
    row, chain, card, amount, currency: selected, intent: row.customerProfile?.requested as ProfileIntent | undefined,
    set: { dcc: { ...row.dcc, selectedCurrency: selected, continuedAt: deps.now().toISOString() } },
  });
};

