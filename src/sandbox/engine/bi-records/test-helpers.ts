import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { BiRecord } from '@domain/bi/record';
import { selectRows, type SandboxDb } from '../../db/client';
import { readBiRecord } from '../../store/bi-records';

/** The stored record of a uuid, checked against the record schema (every record the builder writes must parse). */
export const storedRecord = async (db: SandboxDb, uuid: string): Promise<BiRecord> => {
  const record = await readBiRecord(db, uuid);
  expect(record, `a BI record ${uuid}`).toBeDefined();
  return BiRecord.parse(record);
};

/** Every record of a payment (`broker_id`, or the uuid alone for a plain connector's), by attempt. */
export const recordsOfPayment = async (db: SandboxDb, uuid: string): Promise<BiRecord[]> =>
  (await selectRows<{ _doc: BiRecord }>(db, sql`select _doc from bi_records where broker_id = ${uuid} or uuid = ${uuid} order by attempt`)).map((r) => BiRecord.parse(r._doc));

export const visibleAt = async (db: SandboxDb, uuid: string): Promise<string> => {
  const [row] = await selectRows<{ v: string | Date }>(db, sql`select _visible_at as v from bi_records where uuid = ${uuid}`);
  return new Date(row!.v).toISOString();
};

/** Every stored transaction has its record, and every attempt but the last its own (the record model's invariant). */
export const expectEveryTransactionRecorded = async (db: SandboxDb): Promise<void> => {
  const missing = await selectRows<{ uuid: string }>(db, sql`
    select t.uuid from transactions t left join bi_records b on b.uuid = t.uuid where b.uuid is null
    union all
    select a.uuid from transaction_attempts a
      join (select transaction_uuid, max(attempt) as last from transaction_attempts group by transaction_uuid) m on m.transaction_uuid = a.transaction_uuid
      left join bi_records b on b.uuid = a.uuid
      where a.attempt < m.last and b.uuid is null`);
  expect(missing.map((m) => m.uuid), 'transactions or attempts without a BI record').toEqual([]);
};
