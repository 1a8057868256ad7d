import { DATE_FORMAT } from '@domain/bi/mapping';
import type { BiField } from '@domain/bi/fields';
import { parseDate } from './dates';
import { isNestedPath, nestedDocsOf, type Doc } from './docs';
import { ReferenceError, illegalArgument, isObject, parsingError, unsupported } from './errors';
import type { QueryContext } from './term-queries';
import { compareValues, docValues, fieldOf, type DocValue } from './values';
import { compileQuery } from './queries';

/**
 * Hit sorting. Keys compare in order; whatever they leave tied falls back to index order (Lucene's
 * doc id, ascending even under a descending sort). `_score` is constant in the reference (no
 * relevance), so it never separates hits. A missing value sorts `_last` unless asked otherwise,
 * and shows as `null` in the hit's `sort` array (OpenSearch shows a type-specific sentinel there;
 * the reference's `search_after` reads `null` as "missing" instead).
 */
export interface SortKey {
  kind: 'field' | 'doc' | 'score';
  field?: BiField;
  desc: boolean;
  missing: '_first' | '_last' | DocValue;
  /** For a nested sort: the group, and a filter on its documents. */
  nested?: { path: string; filter?: (d: Doc) => boolean };
  mode: 'min' | 'max' | 'sum' | 'avg';
}

const entries = (sort: unknown): unknown[] => (sort === undefined ? [] : Array.isArray(sort) ? sort : [sort]);

const SORT_KEYS = ['order', 'missing', 'mode', 'nested', 'unmapped_type', 'numeric_type'];

export const parseSort = (sort: unknown, ctx: QueryContext): SortKey[] =>
  entries(sort).map((entry): SortKey => {
    let name: string;
    let spec: Record<string, unknown> = {};
    if (typeof entry === 'string') name = entry;
    else if (isObject(entry) && Object.keys(entry).length === 1) {
      const [k, v] = Object.entries(entry)[0]!;
      name = k;
      if (typeof v === 'string') spec = { order: v };
      else if (isObject(v)) spec = v;
      else throw parsingError(`[sort] malformed value for [${k}]`);
    } else throw parsingError('[sort] entries must be a field name or a single-key object');
    for (const k of Object.keys(spec)) if (!SORT_KEYS.includes(k)) throw parsingError(`[field_sort] unknown field [${k}]`);
    const order = spec.order ?? (name === '_score' ? 'desc' : 'asc');
    if (order !== 'asc' && order !== 'desc') throw illegalArgument(`Unknown SortOrder [${String(order)}]`);
    const desc = order === 'desc';
    if (name === '_doc') return { kind: 'doc', desc, missing: '_last', mode: 'min' };
    if (name === '_score') return { kind: 'score', desc, missing: '_last', mode: 'min' };
    const field = fieldOf(name);
    if (!field) {
      if (spec.unmapped_type !== undefined) return { kind: 'doc', desc: false, missing: '_last', mode: 'min' };
      throw new ReferenceError('query_shard_exception', `No mapping found for [${name}] in order to sort on`);
    }
    const mode = (spec.mode ?? (desc ? 'max' : 'min')) as SortKey['mode'];
    if (!['min', 'max', 'sum', 'avg'].includes(mode)) throw illegalArgument(`Unknown SortMode [${String(spec.mode)}]`);
    let nested: SortKey['nested'];
    if (field.nested !== null) {
      if (!isObject(spec.nested) || spec.nested.path !== field.nested) throw new ReferenceError('query_shard_exception', `it is mandatory to set the [nested] context on the nested sort field: [${name}].`);
      if (spec.nested.nested !== undefined) throw unsupported('multi-level nested sorts');
      nested = { path: field.nested, ...(spec.nested.filter !== undefined ? { filter: compileQuery(spec.nested.filter, ctx) } : {}) };
    } else if (spec.nested !== undefined) throw new ReferenceError('query_shard_exception', `[nested] nested path [${String((spec.nested as { path?: unknown }).path)}] is not a nested field for [${name}]`);
    docValues({ record: {}, ord: 0, nested: null }, field); // refuses text fields up front
    const missing = spec.missing === undefined ? '_last' : spec.missing === '_first' || spec.missing === '_last' ? spec.missing : (spec.missing as DocValue);
    return { kind: 'field', field, desc, missing, mode, ...(nested ? { nested } : {}) };
  });

const pick = (values: DocValue[], mode: SortKey['mode']): DocValue | null => {
  if (values.length === 0) return null;
  if (typeof values[0] === 'string') return [...values].sort(compareValues)[mode === 'max' ? values.length - 1 : 0]!;
  const nums = values as number[];
  if (mode === 'min') return Math.min(...nums);
  if (mode === 'max') return Math.max(...nums);
  const sum = nums.reduce((a, b) => a + b, 0);
  return mode === 'sum' ? sum : sum / nums.length;
};

/** The sort value of a hit for one key (null: missing). */
export const sortValue = (doc: Doc, key: SortKey): DocValue | null => {
  if (key.kind === 'doc') return doc.ord;
  if (key.kind === 'score') return 1;
  const f = key.field!;
  const docs = key.nested && isNestedPath(key.nested.path) ? nestedDocsOf(doc, key.nested.path).filter((d) => !key.nested!.filter || key.nested!.filter(d)) : [doc];
  const v = pick(
    docs.flatMap((d) => docValues(d, f)),
    key.mode,
  );
  if (v === null && key.missing !== '_first' && key.missing !== '_last') return parseAfterValue(key, key.missing);
  return v;
};

/** Reads a search_after (or `missing`) value in the key's terms: dates as ms or formatted strings. */
export const parseAfterValue = (key: SortKey, v: unknown): DocValue | null => {
  if (v === null) return null;
  if (key.kind !== 'field') return Number(v);
  const f = key.field!;
  if (f.type === 'keyword' || f.type === 'ip') return String(v);
  if (f.type === 'date' && typeof v === 'string' && !/^-?\d+$/.test(v)) return parseDate(v, f.format ?? DATE_FORMAT, false);
  if (f.type === 'boolean' && typeof v === 'boolean') return v ? 1 : 0;
  const n = Number(v);
  if (!Number.isFinite(n)) throw illegalArgument(`search_after value [${String(v)}] does not fit the sort field [${f.path}]`);
  return n;
};

/** Compares two sort tuples under the keys (missing values placed per key). */
export const compareTuples = (keys: SortKey[], a: (DocValue | null)[], b: (DocValue | null)[]): number => {
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === null || y === null) {
      if (x === y) continue;
      const missingFirst = key.missing === '_first';
      return (x === null) === missingFirst ? -1 : 1;
    }
    const c = compareValues(x, y);
    if (c !== 0) return key.desc ? -c : c;
  }
  return 0;
};
