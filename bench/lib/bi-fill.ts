import { sql, type SQL } from 'drizzle-orm';
import { BI_COLUMN_FIELDS, biColumnName, biTokensColumnName } from '@sandbox/db/bi-schema';
import type { SandboxDb } from '@sandbox/db/client';

/**
 * Grows bi_records to `target` rows by copying the records already written (through the real
 * writer) inside the database: each copy gets a new uuid and its created_at moved by a fixed
 * stride, wrapped into the same window, so the value distributions stay those of the written
 * records. A copy's payment id (`broker_id`) is new too (hex, from an md5 of the original's and the
 * copy's number, so a payment's attempts stay together): the outcome estimate samples payments by it. It exists because the machine the benchmarks run on writes ~500 records/s through
 * `writeBiRecords` (zod parse, analysis, ten indexes), so 1,000,000 written records would take most
 * of an hour; the write rate is measured on the written part and reported as such.
 */
const COPIED = ['_visible_at', '_columns_exact', '_null_leaves', ...BI_COLUMN_FIELDS.flatMap((f) => (f.type === 'text' ? [biColumnName(f.path), biTokensColumnName(f.path)] : [biColumnName(f.path)]))].filter(
  (c) => c !== 'uuid' && c !== 'created_at' && c !== 'broker_id',
);

/** `only`: copy just the written records matching it (`written` is then their count), e.g. one connector's first attempts for a replay. */
export const fillByCopies = async (db: SandboxDb, written: number, target: number, windowStart: Date, windowDays: number, only: SQL = sql`true`): Promise<void> => {
  const copies = Math.ceil(target / written) - 1;
  const span = windowDays * 86_400;
  const start = windowStart.getTime() / 1000;
  const list = sql.raw(COPIED.map((c) => `"${c}"`).join(', '));
  const source = sql.raw(COPIED.map((c) => `s."${c}"`).join(', '));
  for (let n = 1; n <= copies; n++) {
    const limit = Math.min(written, target - written * n);
    if (limit <= 0) break;
    // 7919 hours: a stride prime to the window's hours, so copies do not pile up on the same times.
    const moved = sql`timestamptz 'epoch' + (${start}::float8 + mod((extract(epoch from s.created_at)::numeric - ${start}::numeric + ${n * 7919 * 3600}::numeric), ${span}::numeric)::float8) * interval '1 second'`;
    await db.execute(sql`
      insert into bi_records (uuid, created_at, broker_id, _doc, ${list})
      select c.uuid, c.created_at, c.broker_id,
        jsonb_set(jsonb_set(case when c.broker_id is null then s._doc else s._doc || jsonb_build_object('broker_id', c.broker_id) end, '{uuid}', to_jsonb(c.uuid)), '{created_at}', to_jsonb(to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'))), ${source}
      from (select * from bi_records where ${only} order by _seq limit ${limit}::bigint) s
      cross join lateral (select s.uuid || ${`-c${n}`}::text as uuid, ${moved} as created_at, substr(md5(s.broker_id || ${`-c${n}`}::text), 1, 20) as broker_id) c`);
  }
};
