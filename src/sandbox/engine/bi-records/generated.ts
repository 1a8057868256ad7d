import { sql } from 'drizzle-orm';
import { selectRows, type SandboxDb } from '../../db/client';

/**
 * Generated history is marked by a tag (`tags: [{name: 'generated', createdBy: 'history-generator'}]`)
 * and a `merchant_txid` starting with `hist-`: a reset keeps it, a query can leave it out
 * (`must_not: nested tags term tags.name: generated`), and start-up knows whether to generate.
 */
export const GENERATED_TAG = 'generated';
export const GENERATED_BY = 'history-generator';
export const GENERATED_TXID_PREFIX = 'hist-';

const generated = sql`tags @> ${JSON.stringify([{ name: GENERATED_TAG }])}::jsonb`;

/** Removes every record that is not generated history (the live transactions' and chargebacks' records). */
export const deleteLiveBiRecords = async (db: SandboxDb): Promise<void> => {
  await db.execute(sql`delete from bi_records where tags is null or not (${generated})`);
};

export const hasGeneratedHistory = async (db: SandboxDb): Promise<boolean> =>
  (await selectRows<{ one: number }>(db, sql`select 1 as one from bi_records where ${generated} limit 1`)).length > 0;
