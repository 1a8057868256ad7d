import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { merchants, testCards, transactionAttempts, transactions, type AttemptRow, type TransactionRow } from '../db/schema';

export const findTestCard = async (db: SandboxDb, token: string) => {
  const [card] = await db.select().from(testCards).where(eq(testCards.token, token));
  return card;
};

/** A transaction of this merchant, for `referenceUuid`. */
export const findMerchantTransaction = async (db: SandboxDb, merchantGuid: string, uuid: string): Promise<TransactionRow | undefined> => {
  const [row] = await db.select().from(transactions).where(and(eq(transactions.uuid, uuid), eq(transactions.merchantGuid, merchantGuid)));
  return row;
};

export const merchantTransactionIdTaken = async (db: SandboxDb, apiConnectorGuid: string, merchantTransactionId: string): Promise<boolean> => {
  const rows = await db
    .select({ uuid: transactions.uuid })
    .from(transactions)
    .where(and(eq(transactions.apiConnectorGuid, apiConnectorGuid), eq(transactions.merchantTransactionId, merchantTransactionId)));
  return rows.length > 0;
};

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle may wrap it in `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Writes a transaction and its attempts; call it inside a database transaction so a reader never sees one without the other. */
export const insertTransaction = async (db: SandboxDb, row: typeof transactions.$inferInsert, attempts: Array<typeof transactionAttempts.$inferInsert>): Promise<TransactionRow> => {
  const [inserted] = await db.insert(transactions).values(row).returning();
  if (attempts.length > 0) await db.insert(transactionAttempts).values(attempts);
  return inserted!;
};

export const updateTransaction = async (db: SandboxDb, uuid: string, set: Partial<typeof transactions.$inferInsert>): Promise<TransactionRow> => {
  const [updated] = await db.update(transactions).set(set).where(eq(transactions.uuid, uuid)).returning();
  return updated!;
};

export const insertAttempts = async (db: SandboxDb, attempts: Array<typeof transactionAttempts.$inferInsert>): Promise<void> => {
  if (attempts.length > 0) await db.insert(transactionAttempts).values(attempts);
};

/** A transaction of the tenant with its attempts in order; undefined when it does not exist for this tenant. */
export const readTransaction = async (db: SandboxDb, tenantGuid: string, uuid: string): Promise<{ row: TransactionRow; attempts: AttemptRow[] } | undefined> => {
  const [found] = await db
    .select({ row: transactions })
    .from(transactions)
    .innerJoin(merchants, eq(merchants.guid, transactions.merchantGuid))
    .where(and(eq(transactions.uuid, uuid), eq(merchants.tenantGuid, tenantGuid)));
  if (!found) return undefined;
  const attempts = await db.select().from(transactionAttempts).where(eq(transactionAttempts.transactionUuid, uuid)).orderBy(asc(transactionAttempts.attempt));
  return { row: found.row, attempts };
};

/**
 * A transaction of the tenant, or undefined. `lock` takes its row lock: attach, detach and the
 * follow-ups that change what a transaction allows (capture, void, refund, deregister) run one after
 * the other per referenced transaction.
 */
export const findTenantTransaction = async (db: SandboxDb, tenantGuid: string, uuid: string, lock = false): Promise<TransactionRow | undefined> => {
  const query = db
    .select({ row: transactions })
    .from(transactions)
    .innerJoin(merchants, eq(merchants.guid, transactions.merchantGuid))
    .where(and(eq(transactions.uuid, uuid), eq(merchants.tenantGuid, tenantGuid)));
  const [found] = lock ? await query.for('update', { of: transactions }) : await query;
  return found?.row;
};

/** The successful follow-ups (capture, void, refund, deregister) of a transaction: what it still allows is derived from these. */
export const successfulFollowUpsOf = (db: SandboxDb, uuid: string): Promise<TransactionRow[]> =>
  db
    .select()
    .from(transactions)
    .where(and(eq(transactions.referenceUuid, uuid), eq(transactions.status, 'success'), inArray(transactions.type, ['capture', 'void', 'refund', 'deregister'])));

/** A transaction received by this connector, named by its uuid or by its DCC quote's uuid, row-locked (continue-dcc). */
export const findByUuidOrDccUuid = async (db: SandboxDb, apiConnectorGuid: string, id: string): Promise<TransactionRow | undefined> => {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.apiConnectorGuid, apiConnectorGuid), or(eq(transactions.uuid, id), sql`${transactions.dcc} -> 'quote' ->> 'uuid' = ${id}`)))
    .for('update');
  return row;
};

/** A transaction by uuid alone (the payment page is reached by the uuid in its address); `lock` for a step that changes it. */
export const transactionByUuid = async (db: SandboxDb, uuid: string, lock = false): Promise<TransactionRow | undefined> => {
  const query = db.select().from(transactions).where(eq(transactions.uuid, uuid));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};
