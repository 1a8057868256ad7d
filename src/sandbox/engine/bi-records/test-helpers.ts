import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { BiRecord } from '../../../domain/bi/record';
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
