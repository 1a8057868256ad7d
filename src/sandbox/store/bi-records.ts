import { sql } from 'drizzle-orm';
import { BiRecord } from '@domain/bi/record';
import type { BulkSession } from '../db/bulk-session';
import { selectRows, type SandboxDb } from '../db/client';
import { copyLine } from './bi-copy-text';
import { BI_ROW_COLUMNS, biRowOf, biRowValues } from './bi-row';

/**
 * Writes BI records: the record as `_doc` and every column the catalogue derives from it
 * (bi-row.ts). A replaced record (same uuid: a follow-up or a chargeback changes its
 * transaction's record) keeps its index position (`_seq`) and the moment it became visible.
 */

type Row = Record<string, unknown>;

const LIST = BI_ROW_COLUMNS.map((c) => `"${c}"`).join(', ');
const UPDATES = BI_ROW_COLUMNS.filter((c) => c !== '_visible_at')
  .map((c) => `"${c}" = excluded."${c}"`)
  .join(', ');
/**
 * Rows go in as one JSON parameter through `jsonb_populate_recordset`, which keeps a batch of any
 * size to one statement (a 150-column multi-row INSERT runs into PostgreSQL's 65,535 parameters).
 */
const UPSERT_HEAD = `insert into bi_records (${LIST}) select ${LIST} from jsonb_populate_recordset(null::bi_records, `;
const UPSERT_TAIL = `::jsonb) on conflict (uuid) do update set ${UPDATES}`;

/**
 * Inserts records, or replaces the stored record of the same uuid. Records are parsed with the
 * domain's schema first, so a record that breaks the mapping never lands.
 */
export const writeBiRecords = async (db: SandboxDb, records: readonly BiRecord[], visibleAt: Date): Promise<void> => {
  if (records.length === 0) return;
  const rows = records.map((r) => biRowOf(BiRecord.parse(r) as Row, visibleAt));
  await db.execute(sql`${sql.raw(UPSERT_HEAD)}${JSON.stringify(rows)}${sql.raw(UPSERT_TAIL)}`);
};

/** COPY's text of the rows, in parts of about 256 kB (a part per row would be a message per row on a server). */
function* copyParts(records: readonly BiRecord[], visibleAt: Date): Generator<string> {
  let part = '';
  for (const record of records) {
    part += copyLine(biRowValues(record as Row, visibleAt));
    if (part.length >= 262_144) {
      yield part;
      part = '';
    }
  }
  if (part) yield part;
}

const UNIQUE_VIOLATION = '23505';

/**
 * writeBiRecords for records the sandbox built itself, many at a time (generated history): the same
 * rows, the same replacement rule, without the schema parse (generate.property.test.ts holds that
 * every generated record parses) and through COPY. Records whose uuid is stored already are
 * replaced by writeBiRecords' statement; the others are COPYed in. Runs in the caller's session
 * (one transaction), so the check and the COPY see the same table; should another session insert
 * one of the uuids in between, the COPY fails on the key and the whole batch goes the upsert way.
 */
export const copyBiRecords = async (session: BulkSession, records: readonly BiRecord[], visibleAt: Date): Promise<void> => {
  if (records.length === 0) return;
  const stored = new Set((await session.query<{ uuid: string }>('select uuid from bi_records where uuid = any($1::text[])', [records.map((r) => r.uuid)])).map((r) => r.uuid));
  const fresh = stored.size === 0 ? records : records.filter((r) => !stored.has(r.uuid!));
  const upsert = (some: readonly BiRecord[]) => session.query(`${UPSERT_HEAD}$1${UPSERT_TAIL}`, [JSON.stringify(some.map((r) => biRowOf(r as Row, visibleAt)))]);
  if (fresh.length > 0) {
    await session.query('savepoint bi_copy');
    try {
      await session.copyFrom(`bi_records (${LIST})`, copyParts(fresh, visibleAt));
      await session.query('release savepoint bi_copy');
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await session.query('rollback to savepoint bi_copy');
      return void (await upsert(records));
    }
  }
  if (stored.size > 0) await upsert(records.filter((r) => stored.has(r.uuid!)));
};

/** A stored record as written (whether visible yet or not); undefined when there is none. */
export const readBiRecord = async (db: SandboxDb, uuid: string): Promise<BiRecord | undefined> => {
  const [row] = await selectRows<{ _doc: BiRecord }>(db, sql`select _doc from bi_records where uuid = ${uuid}`);
  return row?._doc;
};
