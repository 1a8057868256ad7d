import { asc, eq, sql } from 'drizzle-orm';
import { selectRows, type SandboxDb } from '../../db/client';
import { transactionAttempts } from '../../db/schema';
import { readBiRecord, writeBiRecords } from '../../store/bi-records';
import { successfulFollowUpsOf, transactionByUuid } from '../../store/transactions';
import { buildBiRecords } from './build-records';
import type { RequestExtras } from './request-extras';
import type { BiEvent, BiWorld } from './subject';
import { loadBiWorld, tenantOfMerchant } from './world';

/** The sandbox's clock and the indexing delay: when records are written and when queries may see them. */
export interface BiClock {
  now: () => Date;
  /** A new record becomes searchable this long after it is written (updates keep their first moment). */
  biIndexingDelayMs: number;
}

export const visibleAfter = (clock: BiClock, at: Date) => new Date(at.getTime() + clock.biIndexingDelayMs);

const parseBiDate = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);

/** Chargebacks and reversals of a transaction exist only as records (the sandbox has no chargeback row): read them there. */
const chargebackEvents = async (db: SandboxDb, uuid: string): Promise<BiEvent[]> => {
  const rows = await selectRows<{ type: BiEvent['type']; amount: string | null; created_at: string }>(
    db,
    sql`select _doc->>'type' as type, _doc->>'amount' as amount, _doc->>'created_at' as created_at from bi_records where related_id = ${uuid} and type in ('chargeback', 'cb-reversal')`,
  );
  return rows.map((r) => ({ type: r.type, amount: r.amount, createdAt: parseBiDate(r.created_at) }));
};

/**
 * Writes the records of stored transactions as they are now: each one's attempts, its follow-up
 * flags (from its successful follow-ups and chargebacks), its status history going on from the
 * stored record. Call it inside the database transaction that changed the rows, so a record and its
 * rows are written together or not at all.
 */
export const syncBiRecords = async (db: SandboxDb, clock: BiClock, uuids: readonly string[], extras: RequestExtras = {}): Promise<void> => {
  const at = clock.now();
  const worlds = new Map<string, BiWorld>();
  for (const uuid of uuids) {
    const tx = await transactionByUuid(db, uuid);
    if (!tx) throw new Error(`transaction ${uuid} does not exist`);
    const tenantGuid = await tenantOfMerchant(db, tx.merchantGuid);
    const world = worlds.get(tenantGuid) ?? (await loadBiWorld(db, tenantGuid));
    worlds.set(tenantGuid, world);
    const attempts = await db.select().from(transactionAttempts).where(eq(transactionAttempts.transactionUuid, uuid)).orderBy(asc(transactionAttempts.attempt));
    const followUps = await successfulFollowUpsOf(db, uuid);
    const events: BiEvent[] = [...followUps.map((f) => ({ type: f.type, amount: f.amount, createdAt: f.createdAt })), ...(await chargebackEvents(db, uuid))];
    const previous = await readBiRecord(db, uuid);
    const records = buildBiRecords(tx, attempts, world, {
      modifiedAt: at,
      previous,
      events,
      testMode: previous?.test_mode ?? false,
      tags: previous?.tags ?? [],
      riskScore: previous?.risk_data?.final_score ?? 0,
      // The request's own facts belong to the transaction it created, the first one named.
      ...(uuid === uuids[0] ? extras : {}),
    });
    await writeBiRecords(db, records, visibleAfter(clock, at));
  }
};
