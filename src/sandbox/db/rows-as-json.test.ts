import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase, selectRowsAsJson, type SandboxDatabase } from './client';

/**
 * selectRowsAsJson with the statement's column names sends each row as a JSON array: the rows it
 * gives back must be the ones the object form gives, in the statement's order, and rows wider than
 * a function's 100 arguments must still come back (as objects).
 */
let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase();
}, 60_000);
afterAll(async () => database.close());

const values = sql`select * from (values
  (3, 'c', true, '{"b": [1, null]}'::jsonb, null::text, '2026-11-26 10:00:00+00'::timestamptz),
  (1, 'a"q', false, 'null'::jsonb, 'x', null),
  (2, null, null, '[]'::jsonb, '', '2026-01-01 00:00:00+00')
) v(n, "text", flag, doc, maybe, at) order by n desc`;

describe('selectRowsAsJson', () => {
  it('gives the same rows, in order, with the column names as without', async () => {
    const asObjects = await selectRowsAsJson<Record<string, unknown>>(database.db, values);
    const asArrays = await selectRowsAsJson<Record<string, unknown>>(database.db, values, ['n', 'text', 'flag', 'doc', 'maybe', 'at']);
    expect(asArrays).toEqual(asObjects);
    expect(asArrays.map((r) => r.n)).toEqual([3, 2, 1]);
    expect(asArrays[0]).toEqual({ n: 3, text: 'c', flag: true, doc: { b: [1, null] }, maybe: null, at: '2026-11-26T10:00:00+00:00' });
    expect(asArrays[2]).toMatchObject({ text: 'a"q', doc: null });
  });

  it('answers an empty statement with no rows', async () => {
    expect(await selectRowsAsJson(database.db, sql`select 1 as n where false`, ['n'])).toEqual([]);
  });

  it('reads rows wider than a function takes arguments (120 columns)', async () => {
    const names = Array.from({ length: 120 }, (_v, i) => `c${i}`);
    const statement = sql.raw(`select ${names.map((n, i) => `${i} as ${n}`).join(', ')}`);
    const [row] = await selectRowsAsJson<Record<string, number>>(database.db, statement, names);
    expect(Object.keys(row!)).toHaveLength(120);
    expect(row!.c119).toBe(119);
  });
});
