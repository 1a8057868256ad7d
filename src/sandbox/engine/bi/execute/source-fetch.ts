import { sql } from 'drizzle-orm';
import { biColumnName, NESTED_DERIVED_KEYS, SOURCE_COLUMN_FIELDS } from '@sandbox/db/bi-schema';
import type { BiField } from '@domain/bi/fields';
import type { SourceFilter } from '../ast';
import { columnOutput, type OutputItem } from '../compile/column-output';
import { column } from '../compile/fields';
import { sourceFilter } from './source-filter';
import { compileSourceBuilder, type PathTree } from './source-builder';
import { secondText } from '@sandbox/db/second-text';

/**
 * How a hit's `_source` is fetched. The answer is always `_doc` (the record as written) cut by the
 * request's `_source` filter; what differs is where the values are read:
 *
 * - In general from `_doc`: the whole document, about 3 kB per record, detoasted, turned into text
 *   and parsed for every hit (most of a replay's paging time when a page holds 5,000 hits).
 * - For a filter that only names root fields the record has columns for (`uuid`, `currency`,
 *   `creditcard.type`, `extra_data`, a nested group such as `fees`…: what the studio's insights,
 *   replay and outcome estimate ask), from those
 *   columns, in the records whose columns reproduce `_doc` exactly (`_columns_exact`, set by the
 *   writer: no amount rounded, no date or address written in another form) with the leaves written
 *   as JSON null listed (`_null_leaves`), so null and missing stay apart. The other records in the
 *   same page still come from `_doc`. Either way the same filter cuts the result, so the answer is
 *   the same (engine-vs-reference and source-fetch tests).
 */

type Row = Record<string, unknown>;

export interface SourceFetch {
  /** What to select over `bi_records t` (compile/column-output.ts: a column the hit reads elsewhere too is selected once). */
  items: OutputItem[];
  /** The hit's `_source` (undefined with `_source: false`); `at[k]`: where `items[k]`'s value is in `values`. */
  read(values: readonly unknown[], at: readonly number[]): Row | undefined;
}

const BY_PATH = new Map(SOURCE_COLUMN_FIELDS.map((f) => [f.path, f]));

/** The column in the form jsValue turns into the JSON value that was written (the writer marks a record inexact where this differs). */
const outputOf = (f: BiField): OutputItem => {
  const name = biColumnName(f.path);
  switch (f.type) {
    case 'date':
      // Epoch milliseconds, written back as `yyyy-MM-dd HH:mm:ss` by jsValue: the writer's
      // exactness check formats the same way.
      return columnOutput(name, 'ms');
    case 'ip':
      return columnOutput(name, 'host');
    default:
      // Numbers as they are, not as text: jsValue's Number() makes the same double of a JSON number
      // (hits), a string (node-postgres' bigint, in top_hits) or a number (PGlite's), and PostgreSQL
      // writes a number into JSON without the cast to text and the string escaping.
      return columnOutput(name, 'value');
  }
};

const jsValue = (f: BiField): ((v: unknown) => unknown) => {
  switch (f.type) {
    case 'scaled_float': {
      const factor = f.scalingFactor!;
      return (v) => Number(v) / factor;
    }
    case 'long':
    case 'integer':
    case 'short':
    case 'byte':
      return Number;
    case 'date':
      return (v) => secondText(Number(v));
    case 'nested': {
      // The elements as written: the column's copy has the writer's derived keys beside the members.
      const derived = NESTED_DERIVED_KEYS.get(f.path);
      if (!derived) return (v) => v;
      return (v) =>
        Array.isArray(v)
          ? v.map((e: unknown) => {
              if (e === null || typeof e !== 'object') return e;
              const out: Row = {};
              for (const k in e as Row) if (!derived.has(k)) out[k] = (e as Row)[k];
              return out;
            })
          : v;
    }
    default:
      return (v) => v;
  }
};

/** jsonb's key order (shorter keys first, then bytewise), which `_doc`'s objects have. */
const jsonbKeyOrder = (a: string, b: string) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The included paths as a tree in jsonb key order. */
const treeOf = (paths: readonly string[]): PathTree => {
  const root: Map<string, Map<string, unknown> | number> = new Map();
  paths.forEach((path, i) => {
    const parts = path.split('.');
    let level = root;
    parts.forEach((part, j) => {
      if (j === parts.length - 1) level.set(part, i);
      else {
        let next = level.get(part);
        if (!(next instanceof Map)) level.set(part, (next = new Map()));
        level = next as Map<string, Map<string, unknown> | number>;
      }
    });
  });
  const toTree = (level: Map<string, unknown>): PathTree =>
    [...level.keys()].sort(jsonbKeyOrder).map((k) => {
      const v = level.get(k);
      return [k, v instanceof Map ? toTree(v as Map<string, unknown>) : (v as number)];
    });
  return toTree(root);
};

/**
 * The columns plan, or undefined when the filter needs `_doc`: `_source: true` (the whole record),
 * wildcards, excludes, or a name that is not a root field with a column of its own (an object, a
 * nested group's member, a date of the `yyyy-MM-dd` format).
 */
const fromColumns = (filter: SourceFilter | true): SourceFetch | undefined => {
  if (filter === true || filter === false || filter.excludes.length > 0 || filter.includes.length === 0) return undefined;
  const paths = [...new Set(filter.includes)];
  const fields = paths.map((p) => BY_PATH.get(p));
  if (fields.some((f) => !f)) return undefined;
  // A path inside another included one (`extra_data` and `extra_data.x`): the filter decides, from `_doc`.
  if (paths.some((p) => paths.some((q) => p.startsWith(`${q}.`)))) return undefined;
  const convert = fields.map((f) => jsValue(f!));
  // The items: `_exact`, `_nulls`, `_doc`, then the fields' columns.
  const LEAVES = 3;
  const tree = treeOf(paths);
  const cut = sourceFilter(filter);
  const build = compileSourceBuilder(tree, paths, convert, LEAVES);
  return {
    items: [
      { key: 'source:_exact', sql: sql`t._columns_exact` },
      // The null leaves matter only where one of the asked columns is NULL (a leaf written as null, or
      // missing): in the others the answer reads none of them, and a row's list costs PostgreSQL a
      // JSON array to write (in the bench's history, 43 % of first attempts have all replay fields).
      { key: 'source:_nulls', sql: sql`case when ${sql.join(fields.map((f) => sql`${column(biColumnName(f!.path))} is null`), sql` or `)} then t._null_leaves end` },
      { key: 'source:_doc unless exact', sql: sql`case when t._columns_exact then null else t._doc end` },
      ...fields.map((f) => outputOf(f!)),
    ],
    read: (values, at) => (values[at[0]!] === true ? (build(values, at, (values[at[1]!] as string[] | null) ?? []) ?? {}) : cut(values[at[2]!] as Row)),
  };
};

export const planSourceFetch = (filter: SourceFilter | true): SourceFetch => {
  if (filter === false) return { items: [], read: () => undefined };
  const columns = fromColumns(filter);
  if (columns) return columns;
  const cut = sourceFilter(filter);
  return { items: [{ key: 'source:whole _doc', sql: sql`t._doc` }], read: (values, at) => cut(values[at[0]!] as Row) };
};
