import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { BiRecord } from '@domain/bi/record';
import { withBulkSession, type BulkSession } from '../db/bulk-session';
import { selectRows, type SandboxDb } from '../db/client';
import { ALL_RECORDS } from '../bi-conformance/fixture';
import { copyBiRecords, writeBiRecords } from './bi-records';

/**
 * copyBiRecords (COPY, no parse) must store exactly what writeBiRecords (parse, one upsert
 * statement) stores: every column of every row, for records with text COPY has to escape (tabs,
 * newlines, backslashes, quotes, braces, `\N`, any Unicode), nulls and missing values, nested
 * groups and dynamic objects; and a replaced record keeps its `_seq` and `_visible_at` either way.
 * Run against PGlite (bi-copy.test.ts) and a PostgreSQL server (bi-copy.postgres.test.ts).
 */

const HOSTILE = ['\t', '\n', '\r\n', '\\', '\\N', '"', "'", '{a,b}', 'NULL', ' ', ',', 'é', '東京', '🙂', '\u2028', 'a.b', '3.14'];
const textArb = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.array(fc.constantFrom(...HOSTILE), { minLength: 1, maxLength: 4 }).map((p) => p.join('')));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.option(arb, { nil: null, freq: 4 }), { nil: undefined, freq: 3 });
const dateArb = fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2030, 0, 1) / 1000 }).map((s) => new Date(s * 1000).toISOString().slice(0, 19).replace('T', ' '));

const recordArb = fc.record(
  {
    status: maybe(fc.constantFrom('success', 'error')),
    amount: maybe(fc.oneof(fc.constantFrom(0, 0.0005, 12.345, -3.5), fc.double({ min: -1e9, max: 1e9, noNaN: true }))),
    attempt: maybe(fc.integer({ min: -5, max: 5 })),
    created_at: maybe(dateArb),
    description: maybe(textArb),
    merchant_txid: maybe(textArb),
    connector_name: maybe(textArb),
    is_captured: maybe(fc.boolean()),
    customer: maybe(fc.record({ email: maybe(textArb), first_name: maybe(textArb), ip_address: maybe(fc.constantFrom('10.1.2.3', '2001:db8::1', '::ffff:10.0.0.1')), birth_date: maybe(fc.constantFrom('1990-02-28', '2000-12-31')) }, { requiredKeys: [] })),
    extra_data: maybe(fc.dictionary(textArb, fc.oneof(textArb, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 3 })),
    items: maybe(fc.array(fc.record({ name: maybe(textArb), price: maybe(fc.double({ min: 0, max: 1e6, noNaN: true })) }, { requiredKeys: [] }), { maxLength: 3 })),
    fees: maybe(fc.array(fc.record({ amount: maybe(fc.constantFrom(0.1234, 0.00005, 2)), entity: maybe(textArb), date: maybe(fc.constantFrom('2026-11-24', '2026-02-28')) }, { requiredKeys: [] }), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

/** Drops undefined members: the record schema takes missing, not undefined, as "no value". */
const clean = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const recordsArb = fc.array(recordArb, { minLength: 1, maxLength: 15 }).map((list) => list.map((fields, i) => clean({ uuid: `w${String(i).padStart(2, '0')}`, ...fields }) as BiRecord));

/** Every column of every row but the sequence's own number, which only orders them. */
const stored = (db: SandboxDb) => selectRows<{ row: Record<string, unknown> }>(db, sql`select to_jsonb(b) - '_seq' as row from bi_records b order by _seq`);

const VISIBLE = new Date('2026-11-24T11:00:00Z');
const LATER = new Date('2026-11-25T11:00:00Z');
const copy = (db: SandboxDb, records: readonly BiRecord[], at: Date) => withBulkSession(db, (s) => copyBiRecords(s, records, at));

/** Each record changed somewhere, as a follow-up rewrites a transaction's record. */
const rewritten = (records: readonly BiRecord[]) => records.map((r, i) => ({ ...r, is_captured: i % 2 === 0, description: `rewritten ${i}\t\\` }));

/** Asks the stored uuids of nobody: the COPY then meets a stored uuid, as if another session had just inserted it. */
const blindSession = (session: BulkSession): BulkSession => ({ ...session, query: (text, params) => (text.startsWith('select uuid from bi_records') ? Promise.resolve([]) : session.query(text, params)) });

export const writeEquivalenceTests = (db: () => SandboxDb) => {
  const both = async (write: (d: SandboxDb) => Promise<void>, other: (d: SandboxDb) => Promise<void>) => {
    await db().execute(sql`delete from bi_records`);
    await write(db());
    const expected = await stored(db());
    await db().execute(sql`delete from bi_records`);
    await other(db());
    return { expected, actual: await stored(db()) };
  };

  it('stores exactly the rows writeBiRecords stores, for records of any text', async () => {
    await fc.assert(
      fc.asyncProperty(recordsArb, async (records) => {
        const { expected, actual } = await both((d) => writeBiRecords(d, records, VISIBLE), (d) => copy(d, records, VISIBLE));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 40, seed: 40 },
    );
  });

  it('stores the conformance fixture as writeBiRecords does', async () => {
    const { expected, actual } = await both((d) => writeBiRecords(d, ALL_RECORDS, VISIBLE), (d) => copy(d, ALL_RECORDS, VISIBLE));
    expect(actual).toEqual(expected);
    expect(actual).toHaveLength(ALL_RECORDS.length);
  });

  it('replaces a stored record in place: its values change, its _seq and _visible_at stay', async () => {
    const records = ALL_RECORDS.slice(0, 6);
    const { expected, actual } = await both(
      async (d) => {
        await writeBiRecords(d, records, VISIBLE);
        await writeBiRecords(d, [...rewritten(records.slice(0, 3)), { uuid: 'new-1', status: 'success' }], LATER);
      },
      async (d) => {
        await copy(d, records, VISIBLE);
        await copy(d, [...rewritten(records.slice(0, 3)), { uuid: 'new-1', status: 'success' }], LATER);
      },
    );
    expect(actual).toEqual(expected);
    const rows = await selectRows<{ uuid: string; _seq: number; _visible_at: string; description: string | null }>(db(), sql`select uuid, _seq, _visible_at, description from bi_records order by _seq`);
    expect(rows.map((r) => r.uuid)).toEqual([...records.map((r) => r.uuid), 'new-1']);
    expect(rows[0]!.description).toBe('rewritten 0\t\\');
    expect(rows.map((r) => new Date(r._visible_at).toISOString())).toEqual([...records.map(() => VISIBLE.toISOString()), LATER.toISOString()]);
  });

  it('replaces through the upsert when the COPY meets a uuid stored meanwhile', async () => {
    const records = ALL_RECORDS.slice(0, 4);
    const { expected, actual } = await both(
      async (d) => {
        await writeBiRecords(d, records.slice(0, 2), VISIBLE);
        await writeBiRecords(d, rewritten(records), LATER);
      },
      async (d) => {
        await copy(d, records.slice(0, 2), VISIBLE);
        await withBulkSession(d, (s) => copyBiRecords(blindSession(s), rewritten(records), LATER));
      },
    );
    expect(actual).toEqual(expected);
  });

  it('writes nothing of a batch that fails', async () => {
    await db().execute(sql`delete from bi_records`);
    await expect(copy(db(), [{ uuid: 'ok-1' }, { uuid: 'bad', created_at: 'not a date' }], VISIBLE)).rejects.toThrow();
    await expect(copy(db(), [{ uuid: 'twice' }, { uuid: 'twice' }], VISIBLE)).rejects.toThrow();
    expect(await stored(db())).toEqual([]);
  });
};
