import { BI_FIELDS, biField, type BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import type { BiRecord } from '@domain/bi/record';
import { formatDate } from './dates';
import { rawValues, type Doc } from './docs';
import { illegalArgument, isObject, parsingError, unsupported } from './errors';
import { parseIp } from './ip';
import { docValue } from './numbers';
import { booleanValues, compareStrings, dateValues, keywordValues, numberValues } from './values';

/**
 * `docvalue_fields` (OpenSearch 2.17's FetchDocValuesPhase) computed from the record as written,
 * by the mapping:
 * - entries are field names or `{field, format}`; a name with `*` expands to the mapping's leaf
 *   fields (multi-fields too) and to the members of root dynamic objects the record carries; a
 *   plain name is itself. More than 100 expanded names: `index.max_docvalue_fields_search`.
 * - values per type: keyword strings sorted by code point, each once (SortedSet doc values);
 *   numbers ascending; scaled_float `round(v × factor) × (1 / factor)`; booleans; ip strings;
 *   dates in the mapping's format or the entry's (`epoch_millis` prints a string).
 * - unmapped names, objects, and fields of nested groups give nothing (their doc values are on the
 *   nested documents); a text field has no doc values: the fielddata error, raised only when
 *   hits are fetched, the first failing entry in request order.
 * - `fields` lists only names with values; the same name asked twice gets its values twice; a hit
 *   whose names all lack values has no `fields`.
 */
export interface DocValueSpec {
  field: string;
  format?: string;
}

const MAX = 100;
const META = ['_id', '_index', '_routing', '_source', '_seq_no', '_primary_term', '_version', '_ignored', '_field_names', '_doc_count', '_nested_path', '_data_stream_timestamp'];
const LEAVES = BI_FIELDS.filter((f) => f.type !== 'object' && f.type !== 'nested');
const DYNAMIC_ROOTS = BI_FIELDS.filter((f) => f.type === 'object' && f.dynamic && f.nested === null);

const toRegex = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');

export const parseDocValueFields = (v: unknown): DocValueSpec[] => {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw parsingError('Unknown key for a VALUE in [docvalue_fields].');
  const specs = v.map((e): DocValueSpec => {
    if (typeof e === 'string' || typeof e === 'number' || typeof e === 'boolean') return { field: String(e) };
    if (!isObject(e) || typeof e.field !== 'string') throw parsingError('[docvalue_fields] entries are field names or {field, format} objects');
    for (const k of Object.keys(e)) if (k !== 'field' && k !== 'format') throw parsingError(`[field_and_format] unknown field [${k}]`);
    if (e.format !== undefined && e.format !== null && typeof e.format !== 'string') throw parsingError('[field_and_format] [format] must be a string');
    return typeof e.format === 'string' && e.format !== 'use_field_mapping' ? { field: e.field, format: e.format } : { field: e.field };
  });
  let count = 0;
  for (const s of specs) {
    if (!s.field.includes('*')) {
      if (s.field.startsWith('_')) throw unsupported(`docvalue_fields on metadata fields ([${s.field}])`);
      count++;
    } else {
      const re = toRegex(s.field);
      if (META.some((m) => re.test(m))) throw unsupported(`docvalue_fields patterns matching metadata fields ([${s.field}])`);
      count += LEAVES.filter((f) => re.test(f.path)).length;
    }
  }
  if (count > MAX)
    throw illegalArgument(`Trying to retrieve too many docvalue_fields. Must be less than or equal to: [${MAX}] but was [${count}]. This limit can be set by changing the [index.max_docvalue_fields_search] index level setting.`);
  return specs;
};

const printDate = (ms: number, format: string): string => {
  if (format === 'epoch_millis') return String(ms);
  if (format === 'epoch_second') return String(Math.floor(ms / 1000));
  if (['strict_date_optional_time', 'date_optional_time', 'strict_date_time', 'date_time'].includes(format)) return new Date(ms).toISOString();
  return formatDate(ms, format);
};

type Values = (doc: Doc) => unknown[];

const ipString = (text: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text) ? text.slice(7) : text.toLowerCase());

/** The doc values of one mapped field, or the fetch-phase error it raises. */
const valuesOf = (name: string, f: BiField, format: string | undefined): Values => {
  if (f.type === 'object' || f.type === 'nested') return () => [];
  if (f.type === 'text')
    throw illegalArgument(
      `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${name}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
    );
  if (f.type === 'geo_point') throw unsupported(`docvalue_fields on geo_point fields ([${name}])`);
  if (format !== undefined && f.type !== 'date') {
    if (f.type === 'keyword' || f.type === 'boolean' || f.type === 'ip') throw illegalArgument(`Field [${name}] of type [${f.type}] does not support custom formats`);
    throw unsupported(`DecimalFormat patterns in docvalue_fields ([${name}])`);
  }
  switch (f.type) {
    case 'keyword':
      return (doc) => [...new Set(keywordValues(doc, f))].sort(compareStrings);
    case 'date': {
      const pattern = format ?? f.format ?? DATE_FORMAT;
      return (doc) => dateValues(doc, f).sort((a, b) => a - b).map((ms) => printDate(ms, pattern));
    }
    case 'scaled_float':
      return (doc) => numberValues(doc, f).sort((a, b) => a - b).map((l) => docValue(l, f.scalingFactor!));
    case 'boolean':
      return (doc) => booleanValues(doc, f).sort((a, b) => Number(a) - Number(b));
    case 'ip':
      return (doc) => {
        const seen = new Map<bigint, string>();
        for (const raw of rawValues(doc, f.path, f.nested)) {
          const n = parseIp(String(raw));
          if (n !== undefined && !seen.has(n)) seen.set(n, ipString(String(raw)));
        }
        return [...seen.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, s]) => s);
      };
    default:
      return (doc) => numberValues(doc, f).sort((a, b) => a - b);
  }
};

/** The members of a dynamic object as dotted paths with their keyword values. */
const dynamicMembers = (value: unknown, path: string, out: Map<string, string[]>) => {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) for (const v of value) dynamicMembers(v, path, out);
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) dynamicMembers(v, `${path}.${k}`, out);
  else out.set(path, [...(out.get(path) ?? []), String(value)]);
};

const membersOf = (record: BiRecord, owner: BiField): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  let v: unknown = record;
  for (const part of owner.path.split('.')) v = isObject(v) ? v[part] : undefined;
  if (isObject(v)) for (const [k, x] of Object.entries(v)) dynamicMembers(x, `${owner.path}.${k}`, out);
  return out;
};

/**
 * The renderer of hits' `fields`, built when hits are fetched (so its errors are the fetch
 * phase's: none without hits). undefined when the request has no docvalue_fields.
 */
export const docValuesRenderer = (specs: readonly DocValueSpec[]): ((record: BiRecord) => Record<string, unknown[]> | undefined) | undefined => {
  if (specs.length === 0) return undefined;
  const entries: Array<(record: BiRecord, doc: Doc) => Array<[string, unknown[]]>> = [];
  for (const { field, format } of specs) {
    if (!field.includes('*')) {
      const f = biField(field);
      if (!f) continue;
      const values = valuesOf(field, f, format);
      entries.push((_r, doc) => [[field, values(doc)]]);
      continue;
    }
    const re = toRegex(field);
    for (const f of LEAVES.filter((l) => re.test(l.path))) {
      const values = valuesOf(f.path, f, format);
      entries.push((_r, doc) => [[f.path, values(doc)]]);
    }
    for (const owner of DYNAMIC_ROOTS)
      entries.push((record) => {
        const found = [...membersOf(record, owner)].filter(([path]) => re.test(path));
        if (format !== undefined && found.length > 0) throw illegalArgument(`Field [${found[0]![0]}] of type [keyword] does not support custom formats`);
        return found.map(([path, values]) => [path, [...new Set(values)].sort(compareStrings)]);
      });
  }
  return (record) => {
    const doc: Doc = { record, ord: 0, nested: null };
    const out: Record<string, unknown[]> = {};
    let any = false;
    for (const entry of entries)
      for (const [name, values] of entry(record, doc)) {
        if (values.length === 0) continue;
        (out[name] ??= []).push(...values);
        any = true;
      }
    return any ? out : undefined;
  };
};
