import { sql } from 'drizzle-orm';
import { analyze } from '@domain/bi/analyzer';
import { BI_FIELDS, type BiField } from '@domain/bi/fields';
import { BiRecord } from '@domain/bi/record';
import { selectRows, type SandboxDb } from '../db/client';
import { secondText } from '../db/second-text';
import { BI_COLUMN_FIELDS, biColumnName, biTokensColumnName, SOURCE_COLUMN_FIELDS } from '../db/bi-schema';

/**
 * Writes BI records: the record as `_doc` and every column the catalogue derives from it. Records
 * are parsed with the domain's schema first, so a record that breaks the mapping never lands.
 * Rows go in as one JSON parameter through `jsonb_populate_recordset`, which keeps a batch of any
 * size to one statement (a 150-column multi-row INSERT runs into PostgreSQL's 65,535 parameters).
 */

type Row = Record<string, unknown>;

const valueAt = (record: Row, path: string): unknown => {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Row)[part];
  }
  return value;
};

/** A date value of the mapping's formats (UTC) as epoch milliseconds. */
const dateMillis = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : `${value.replace(' ', 'T')}Z`);

/** The members of each nested group (path relative to the group), for the derived element keys. */
const NESTED_MEMBERS = new Map<string, Array<{ key: string; field: BiField }>>();
for (const f of BI_FIELDS) {
  if (f.nested === null || f.multiFieldOf || f.type === 'object' || f.type === 'nested') continue;
  const members = NESTED_MEMBERS.get(f.nested) ?? [];
  members.push({ key: f.path.slice(f.nested.length + 1), field: f });
  NESTED_MEMBERS.set(f.nested, members);
}

/**
 * A nested group's elements as its jsonb column holds them: each element as written, plus what the
 * query engine compares instead of the raw value, derived here once with the same functions as
 * the root columns: `<key>__tokens` (analysed text), `<key>__scaled` (round(value × factor)),
 * `<key>__ms` (a date as epoch milliseconds). `_doc` keeps the elements exactly as written.
 */
const indexedElements = (group: string, elements: unknown): unknown => {
  if (!Array.isArray(elements)) return elements;
  return elements.map((element: unknown) => {
    if (element === null || typeof element !== 'object') return element;
    const out: Row = { ...(element as Row) };
    for (const { key, field } of NESTED_MEMBERS.get(group) ?? []) {
      const value = out[key];
      if (value === undefined || value === null) continue;
      if (field.type === 'text') out[`${key}__tokens`] = analyze(field.analyzer ?? 'standard', value as string);
      else if (field.type === 'scaled_float') out[`${key}__scaled`] = Math.round((value as number) * field.scalingFactor!);
      else if (field.type === 'date') out[`${key}__ms`] = dateMillis(value as string);
    }
    return out;
  });
};

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Whether the column gives `value` back as written (engine/bi/execute/source-fetch.ts reads it the same way). */
const columnGivesBack = (f: BiField, value: unknown): boolean => {
  switch (f.type) {
    case 'scaled_float':
      return Math.round((value as number) * f.scalingFactor!) / f.scalingFactor! === value;
    case 'date':
      // Read back as epoch seconds formatted this very way: '24:00:00' or a leap second would come back otherwise.
      return secondText(dateMillis(value as string)) === value;
    case 'ip':
      // host(inet) prints IPv4 as written; an IPv6 address may come back in another spelling.
      return IPV4.test(value as string);
    default:
      return true;
  }
};

/** The columns of one record; `visibleAt` is when queries may see it. */
export const biRowOf = (record: BiRecord, visibleAt: Date): Row => {
  const doc = BiRecord.parse(record) as Row;
  const nulls: string[] = [];
  let exact = true;
  for (const f of SOURCE_COLUMN_FIELDS) {
    const value = valueAt(doc, f.path);
    if (value === null) nulls.push(f.path);
    else if (value !== undefined && exact) exact = columnGivesBack(f, value);
  }
  const row: Row = { _doc: doc, _visible_at: visibleAt.toISOString(), _columns_exact: exact, _null_leaves: nulls };
  for (const f of BI_COLUMN_FIELDS) {
    const value = valueAt(doc, f.path);
    if (value === undefined || value === null) continue;
    const column = biColumnName(f.path);
    if (f.type === 'date') row[column] = `${value as string}${f.format === 'yyyy-MM-dd' ? '' : '+00'}`;
    else if (f.type === 'scaled_float') row[column] = Math.round((value as number) * f.scalingFactor!);
    else if (f.type === 'nested') row[column] = indexedElements(f.path, value);
    else row[column] = value;
    if (f.type === 'text') row[biTokensColumnName(f.path)] = analyze(f.analyzer ?? 'standard', value as string);
  }
  return row;
};

/**
 * Inserts records, or replaces the stored record of the same uuid (a follow-up or a chargeback
 * changes its transaction's record): a replaced record keeps its index position and the moment it
 * became visible.
 */
export const writeBiRecords = async (db: SandboxDb, records: readonly BiRecord[], visibleAt: Date): Promise<void> => {
  if (records.length === 0) return;
  const rows = records.map((r) => biRowOf(r, visibleAt));
  const columns = ['_doc', '_visible_at', '_columns_exact', '_null_leaves', ...BI_COLUMN_FIELDS.flatMap((f) => (f.type === 'text' ? [biColumnName(f.path), biTokensColumnName(f.path)] : [biColumnName(f.path)]))];
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const updates = sql.raw(
    columns
      .filter((c) => c !== '_visible_at')
      .map((c) => `"${c}" = excluded."${c}"`)
      .join(', '),
  );
  await db.execute(
    sql`insert into bi_records (${list}) select ${list} from jsonb_populate_recordset(null::bi_records, ${JSON.stringify(rows)}::jsonb) on conflict (uuid) do update set ${updates}`,
  );
};

/** A stored record as written (whether visible yet or not); undefined when there is none. */
export const readBiRecord = async (db: SandboxDb, uuid: string): Promise<BiRecord | undefined> => {
  const [row] = await selectRows<{ _doc: BiRecord }>(db, sql`select _doc from bi_records where uuid = ${uuid}`);
  return row?._doc;
};
