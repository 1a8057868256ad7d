import { sql, type SQL } from 'drizzle-orm';
import { biColumnName, SOURCE_COLUMN_FIELDS } from '@sandbox/db/bi-schema';
import type { BiField } from '@domain/bi/fields';
import type { SourceFilter } from '../ast';
import { column } from '../compile/fields';
import { sourceFilter } from './source-filter';

/**
 * How a hit's `_source` is fetched. The answer is always `_doc` (the record as written) cut by the
 * request's `_source` filter; what differs is where the values are read:
 *
 * - In general from `_doc`: the whole document, about 3 kB per record, detoasted, turned into text
 *   and parsed for every hit (most of a replay's paging time when a page holds 5,000 hits).
 * - For a filter that only names root fields the record has columns for (`uuid`, `currency`,
 *   `creditcard.type`, `extra_data`…: what the studio's insights and replay ask), from those
 *   columns, in the records whose columns reproduce `_doc` exactly (`_columns_exact`, set by the
 *   writer: no amount rounded, no date or address written in another form) with the leaves written
 *   as JSON null listed (`_null_leaves`), so null and missing stay apart. The other records in the
 *   same page still come from `_doc`. Either way the same filter cuts the result, so the answer is
 *   the same (engine-vs-reference and source-fetch tests).
 */

type Row = Record<string, unknown>;

export interface SourceFetch {
  /** Select items over `bi_records t`. */
  columns: SQL[];
  /** Their names (`<expr> as "<name>"`), in the same order. */
  names: string[];
  /** The hit's `_source` (undefined with `_source: false`). */
  read(row: Row): Row | undefined;
}

const BY_PATH = new Map(SOURCE_COLUMN_FIELDS.map((f) => [f.path, f]));

/** The column as the JSON value that was written (the writer marks a record inexact where this differs). */
const valueExpression = (f: BiField): SQL => {
  const c = column(biColumnName(f.path));
  switch (f.type) {
    case 'date':
      return sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
    case 'ip':
      return sql`host(${c})`;
    case 'scaled_float':
    case 'long':
    case 'integer':
    case 'short':
    case 'byte':
      // As text: node-postgres answers bigint as a string, PGlite as a number.
      return sql`${c}::text`;
    default:
      return c;
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
    default:
      return (v) => v;
  }
};

/** jsonb's key order (shorter keys first, then bytewise), which `_doc`'s objects have. */
const jsonbKeyOrder = (a: string, b: string) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The included paths as a tree in jsonb key order: `["customer", ["billing_country", "ip_address"]]`. */
type Tree = Array<[string, Tree | number]>;

const treeOf = (paths: readonly string[]): Tree => {
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
  const toTree = (level: Map<string, unknown>): Tree =>
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
  const tree = treeOf(paths);
  const cut = sourceFilter(filter);
  /** What the filter would keep of `_doc`: the leaves it has (null included), objects only when one of their asked members is there. */
  const build = (level: Tree, row: Row, nulls: readonly string[]): Row | undefined => {
    let out: Row | undefined;
    for (const [key, next] of level) {
      let value: unknown;
      if (typeof next !== 'number') value = build(next, row, nulls);
      else {
        const v = row[`sc${next}`];
        value = v !== null && v !== undefined ? convert[next]!(v) : nulls.includes(paths[next]!) ? null : undefined;
      }
      if (value !== undefined) (out ??= {})[key] = value;
    }
    return out;
  };
  return {
    columns: [
      sql`t._columns_exact as "_exact"`,
      sql`t._null_leaves as "_nulls"`,
      sql`case when t._columns_exact then null else t._doc end as "_doc"`,
      ...fields.map((f, i) => sql`${valueExpression(f!)} as ${sql.raw(`"sc${i}"`)}`),
    ],
    names: ['_exact', '_nulls', '_doc', ...fields.map((_f, i) => `sc${i}`)],
    read: (row) => (row._exact === true ? (build(tree, row, (row._nulls as string[] | null) ?? []) ?? {}) : cut(row._doc as Row)),
  };
};

export const planSourceFetch = (filter: SourceFilter | true): SourceFetch => {
  if (filter === false) return { columns: [], names: [], read: () => undefined };
  const columns = fromColumns(filter);
  if (columns) return columns;
  const cut = sourceFilter(filter);
  return { columns: [sql`t._doc`], names: ['_doc'], read: (row) => cut(row._doc as Row) };
};
