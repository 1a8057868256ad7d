import type { TransactionErrorItem } from '@contracts/gateway-transactions';
import type { SandboxDb } from '../../db/client';
import type { TransactionRow, transactions } from '../../db/schema';
import type { ApiConnector } from '../api-connector';
import type { RandomBytes } from '../../routing/rule-id-generator';
import { connectorsOfTenant } from '../../store/connectors';
import { insertAttempts, updateTransaction } from '../../store/transactions';
import { storeRegisteredInstrument, type ProfileIntent } from '../profiles/transaction-profile';
import type { World } from '../../world/acquirer-model';
import { runAttempts } from './acquirer';
import { liveAnswerer } from './live-answerer';
import type { TestCardRow } from './payment-source';
import { attemptRows, outcomeColumns, outcomeOf } from './settle';

export interface FinishDeps {
  randomBytes: RandomBytes;
  /** Draws of the world's acquirer models (tokenized cards). */
  random: () => number;
  now: () => Date;
  world: World;
}

export interface Finish {
  /** The stored transaction (new, pending DCC, or waiting on the payment page), locked or just inserted in this database transaction. */
  row: TransactionRow;
  /** Connectors to try in order. */
  chain: readonly string[];
  card: TestCardRow;
  /** What is charged: the request's amount, or the quote's in the payer's currency. */
  amount: string | null;
  currency: string | null;
  intent?: ProfileIntent;
  /** Why nothing can be tried, when the chain is empty. */
  failure?: TransactionErrorItem;
  /** Further columns to set with the outcome (the DCC choice). */
  set?: Partial<typeof transactions.$inferInsert>;
}

/**
 * Runs the attempts of a stored transaction and records their outcome on the same row; on success
 * a registering transaction's instrument goes into its profile. Every way a payment ends (a new
 * request, continue-dcc, the payment page) finishes here, inside the caller's database transaction.
 */
export const finishTransaction = async (db: SandboxDb, deps: FinishDeps, api: ApiConnector, f: Finish): Promise<TransactionRow> => {
  const tenantConnectors = new Map((await connectorsOfTenant(db, api.tenantGuid)).map((c) => [c.guid, c]));
  const cardRecord = (f.set?.card ?? f.row.card) as Record<string, unknown> | null;
  const answer = await liveAnswerer(db, deps, api, { card: f.card, cardRecord, amount: f.amount, currency: f.currency, transactionIndicator: f.row.transactionIndicator });
  const attempts = runAttempts(f.chain, answer, (guid) => tenantConnectors.get(guid));
  const outcome = outcomeOf(attempts, f.failure);
  const { amount, currency } = f;
  await insertAttempts(db, attemptRows(attempts, { randomBytes: deps.randomBytes, transactionUuid: f.row.uuid, metaConnectorGuid: f.row.metaConnectorGuid, amount, currency, createdAt: deps.now() }));
  const row = await updateTransaction(db, f.row.uuid, { ...f.set, ...outcomeColumns(outcome), amount, currency, customerProfile: null });
  if (!outcome.success || !f.intent) return row;
  const profile = await storeRegisteredInstrument(db, deps, api, row, f.intent);
  return profile ? updateTransaction(db, row.uuid, { customerProfile: { ...profile } }) : row;
};
