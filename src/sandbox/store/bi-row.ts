import { analyze } from '@domain/bi/analyzer';
import type { BiField } from '@domain/bi/fields';
import { secondText } from '../db/second-text';
import { BI_COLUMN_FIELDS, biColumnName, biTokensColumnName, derivedMemberKey, NESTED_MEMBERS, SOURCE_COLUMN_FIELDS } from '../db/bi-schema';

/**
 * A BI record's row of `bi_records`: the record as `_doc` and every column the catalogue derives
 * from it. The plan of columns is worked out once (paths split, kinds decided) and a row is one
 * pass over it: history writes derive hundreds of thousands of rows, and splitting every path and
 * walking the catalogue twice per record cost more than the rest of the derivation together.
 */

type Row = Record<string, unknown>;

/** A date value of the mapping's formats (UTC) as epoch milliseconds. */
const dateMillis = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : `${value.replace(' ', 'T')}Z`);

const indexedElements = (group: string, elements: unknown): unknown => {
  if (!Array.isArray(elements)) return elements;
  const members = NESTED_MEMBERS.get(group) ?? [];
  return elements.map((element: unknown) => {
    if (element === null || typeof element !== 'object') return element;
    const out: Row = { ...(element as Row) };
    for (const { key, field } of members) {
      const value = out[key];
      if (value === undefined || value === null) continue;
      const derived = derivedMemberKey(key, field);
      if (derived === null) continue;
      if (field.type === 'text') out[derived] = analyze(field.analyzer ?? 'standard', value as string);
      else if (field.type === 'scaled_float') out[derived] = Math.round((value as number) * field.scalingFactor!);
      else out[derived] = dateMillis(value as string);
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
    // A nested group is read back with the derived keys left out; no element can have one of its own,
    // since a record's declared objects are strict (domain/bi/record.ts): only the mapping's members.
    default:
      return true;
  }
};

/** How a field's value becomes its column's: `tokens` also fills the `__tokens` column after it. */
type Kind = 'plain' | 'timestamp' | 'day' | 'scaled' | 'nested' | 'text';

interface PlannedColumn {
  field: BiField;
  parts: readonly string[];
  kind: Kind;
  /** In SOURCE_COLUMN_FIELDS: counts for `_columns_exact` and `_null_leaves`. */
  source: boolean;
}

const SOURCE = new Set(SOURCE_COLUMN_FIELDS);
const kindOf = (f: BiField): Kind => {
  if (f.type === 'date') return f.format === 'yyyy-MM-dd' ? 'day' : 'timestamp';
  if (f.type === 'scaled_float') return 'scaled';
  if (f.type === 'nested') return 'nested';
  return f.type === 'text' ? 'text' : 'plain';
};
const PLAN: readonly PlannedColumn[] = BI_COLUMN_FIELDS.map((f) => ({ field: f, parts: f.path.split('.'), kind: kindOf(f), source: SOURCE.has(f) }));

/** The columns a row has values for, in the order biRowValues gives them. */
export const BI_ROW_COLUMNS: readonly string[] = [
  '_doc',
  '_visible_at',
  '_columns_exact',
  '_null_leaves',
  ...PLAN.flatMap(({ field, kind }) => (kind === 'text' ? [biColumnName(field.path), biTokensColumnName(field.path)] : [biColumnName(field.path)])),
];

/** How a column's value is written as text (COPY): jsonb columns as JSON, text[] columns as array literals, the rest as is. */
export type BiColumnText = 'json' | 'array' | 'scalar';
const textOf = ({ field, kind }: PlannedColumn): BiColumnText => (kind === 'nested' || field.type === 'geo_point' || field.type === 'object' ? 'json' : 'scalar');
/** BI_ROW_COLUMNS' text forms, in the same order. */
export const BI_ROW_COLUMN_TEXT: readonly BiColumnText[] = ['json', 'scalar', 'scalar', 'array', ...PLAN.flatMap((c): BiColumnText[] => (c.kind === 'text' ? ['scalar', 'array'] : [textOf(c)]))];

const valueAt = (record: Row, parts: readonly string[]): unknown => {
  let value: unknown = record;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Row)[part];
  }
  return value;
};

/**
 * The row's values in BI_ROW_COLUMNS order (undefined: no value, NULL), for a record that parses
 * as a BiRecord. Dates are timestamptz text, amounts round(value × factor), nested groups their
 * indexed elements, text fields followed by their tokens.
 */
export const biRowValues = (doc: Row, visibleAt: Date): unknown[] => {
  const values: unknown[] = [doc, visibleAt.toISOString(), true, undefined];
  const nulls: string[] = [];
  let exact = true;
  for (const { field, parts, kind, source } of PLAN) {
    const value = valueAt(doc, parts);
    if (value === undefined || value === null) {
      if (source && value === null) nulls.push(field.path);
      values.push(undefined);
      if (kind === 'text') values.push(undefined);
      continue;
    }
    if (source && exact) exact = columnGivesBack(field, value);
    switch (kind) {
      case 'timestamp':
        values.push(`${value as string}+00`);
        break;
      case 'day':
        values.push(value);
        break;
      case 'scaled':
        values.push(Math.round((value as number) * field.scalingFactor!));
        break;
      case 'nested':
        values.push(indexedElements(field.path, value));
        break;
      case 'text':
        values.push(value, analyze(field.analyzer ?? 'standard', value as string));
        break;
      default:
        values.push(value);
    }
  }
  values[2] = exact;
  values[3] = nulls;
  return values;
};

/** The same row as an object of column → value (columns without a value left out). */
export const biRowOf = (doc: Row, visibleAt: Date): Row => {
  const values = biRowValues(doc, visibleAt);
  const row: Row = {};
  for (let i = 0; i < values.length; i++) if (values[i] !== undefined) row[BI_ROW_COLUMNS[i]!] = values[i];
  return row;
};
