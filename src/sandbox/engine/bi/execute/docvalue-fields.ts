import { sql, type SQL } from 'drizzle-orm';
import { BI_FIELDS, biField, type BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import { biColumnName } from '@sandbox/db/bi-schema';
import type { DocValueFieldSpec } from '../ast';
import { SUPPORTED_FORMATS, checkFormat, formatDate } from '../date-math';
import { shardError, unsupported, type BiError } from '../errors';
import { fielddataError } from '../compile/aggs/field-input';
import { column } from '../compile/fields';
import { UTC } from '../time-zone';

/**
 * `docvalue_fields` as OpenSearch 2.17's FetchDocValuesPhase answers them, read from the typed
 * columns of `bi_records` (never `_doc`: a replay pages a million records needing a dozen fields).
 *
 * - Names with `*` expand against the mapping's leaf fields (multi-fields included) and, per
 *   record, the members of the root dynamic objects (`extra_data.*`); a plain name stays itself.
 * - Each hit gets `fields: {name: [values]}`: keyword strings (sorted, deduplicated, as
 *   SortedSetDocValues), numbers, scaled_float as `long × (1 / factor)`, booleans, ip strings,
 *   dates in the field's format or the entry's `format`. A field without a value in the record is
 *   left out; a hit with none has no `fields`. The same field asked twice gets its values twice.
 * - A name the mapping does not have, an object, or a field of a nested group gives nothing (doc
 *   values of nested fields live on the nested documents, never on the hit's).
 * - A text field has no doc values: OpenSearch's fielddata error, raised (like OpenSearch's fetch
 *   phase) only when there is a hit to fetch, the first failing entry in request order; so is a
 *   `format` a field type cannot take, and what the sandbox does not model (geo_point doc values,
 *   numeric DecimalFormat patterns, date formats other than `checkFormat`'s).
 */

const MAX_DOCVALUE_FIELDS = 100;

/** Metadata fields OpenSearch's field lookup has; their doc values are not modelled. */
const META_FIELDS = ['_id', '_index', '_routing', '_source', '_seq_no', '_primary_term', '_version', '_ignored', '_field_names', '_doc_count', '_nested_path', '_data_stream_timestamp'];

const LEAVES = BI_FIELDS.filter((f) => f.type !== 'object' && f.type !== 'nested');
const ROOT_DYNAMIC = BI_FIELDS.filter((f) => f.type === 'object' && f.dynamic && f.nested === null);

const toRegex = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');

type Row = Record<string, unknown>;

/** One requested (expanded) field: its values in a row. */
interface Entry {
  /** The values of one record, in doc-value order; a wildcard over dynamic objects gives several names. */
  read(row: Row): Array<[string, unknown[]]>;
}

export interface DocValuesPlan {
  /** Extra select items (`<expr> as "dv<i>"`) for a hits statement over `bi_records t`. */
  columns: SQL[];
  /** Their names (`dv<i>`), in the same order. */
  names: string[];
  /** An error OpenSearch raises in the fetch phase: thrown only when there are hits. */
  fetchError?: BiError;
  /** The hit's `fields`, or undefined when no requested field has a value in the record. */
  render(row: Row): Record<string, unknown[]> | undefined;
}

const compareCodePoints = (a: string, b: string) => {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
};

/** Keyword doc values: sorted by UTF-8 bytes (code points), each value once. */
const keywordSet = (values: string[]) => [...new Set(values)].sort(compareCodePoints);

/** A dynamic object's members as keyword values per dotted path (objects flattened, arrays spread). */
const flattenDynamic = (value: unknown, path: string, out: Map<string, string[]>) => {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const v of value) flattenDynamic(v, path, out);
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Row)) flattenDynamic(v, `${path}.${k}`, out);
    return;
  }
  const list = out.get(path) ?? [];
  list.push(String(value));
  out.set(path, list);
};

/** IPv4-mapped IPv6 addresses print as IPv4, as OpenSearch's InetAddresses do. */
const ipText = (text: string) => {
  const host = text.replace(/\/\d+$/, '');
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(host) ? host.slice(7) : host;
};

export const planDocValues = (specs: readonly DocValueFieldSpec[] | undefined): DocValuesPlan | undefined => {
  if (!specs || specs.length === 0) return undefined;
  const columns: SQL[] = [];
  const aliases = new Map<string, string>();
  /** The alias of a select expression, added once however many entries read it. */
  const select = (key: string, expr: SQL): string => {
    let alias = aliases.get(key);
    if (!alias) {
      alias = `dv${aliases.size}`;
      aliases.set(key, alias);
      columns.push(sql`${expr} as ${sql.raw(`"${alias}"`)}`);
    }
    return alias;
  };
  const dynamicMembers = new Map<string, (row: Row) => Map<string, string[]>>();
  /** The flattened members of a root dynamic object, computed once per row. */
  const membersOf = (owner: BiField) => {
    let read = dynamicMembers.get(owner.path);
    if (!read) {
      const alias = select(`dyn:${owner.path}`, column(biColumnName(owner.path)));
      const cache = new WeakMap<Row, Map<string, string[]>>();
      read = (row) => {
        let m = cache.get(row);
        if (!m) {
          m = new Map();
          const v = row[alias];
          if (v !== null && v !== undefined && typeof v === 'object') for (const [k, x] of Object.entries(v as Row)) flattenDynamic(x, `${owner.path}.${k}`, m);
          cache.set(row, m);
        }
        return m;
      };
      dynamicMembers.set(owner.path, read);
    }
    return read;
  };

  let fetchError: BiError | undefined;
  const failLater = (e: BiError) => {
    fetchError ??= e;
  };
  const nothing: Entry = { read: () => [] };

  /** A mapped field (from the catalogue or a dynamic member) as an entry. */
  const entryOf = (name: string, field: BiField, format: string | undefined, at: string): Entry => {
    if (field.type === 'object' || field.type === 'nested') return nothing;
    if (field.type === 'text') {
      failLater(fielddataError(name, at));
      return nothing;
    }
    if (field.type === 'geo_point') {
      failLater(unsupported(`[docvalue_fields] on the geo_point field [${name}]`, at));
      return nothing;
    }
    if (format !== undefined && format !== 'use_field_mapping') {
      if (field.type === 'scaled_float' || field.type === 'long' || field.type === 'integer' || field.type === 'short' || field.type === 'byte') failLater(unsupported(`[docvalue_fields] number format [${format}]`, at));
      else if (field.type !== 'date') failLater(shardError('illegal_argument_exception', `Field [${name}] of type [${field.type}] does not support custom formats`, at));
      else if (!checkFormat(format)) failLater(unsupported(`[docvalue_fields] date format [${format}] (supported: ${SUPPORTED_FORMATS.join(', ')})`, at));
    }
    // Doc values of a nested group's fields are on its nested documents: a hit has none.
    if (field.nested !== null) return nothing;
    if (field.dynamic) {
      let owner: BiField | undefined;
      for (let i = name.lastIndexOf('.'); i > 0 && !owner; i = name.lastIndexOf('.', i - 1)) {
        const o = biField(name.slice(0, i));
        if (o?.dynamic && o.type === 'object') owner = o;
      }
      if (!owner || owner.nested !== null) return nothing;
      const members = membersOf(owner);
      return { read: (row) => [[name, keywordSet(members(row).get(name) ?? [])]] };
    }
    const source = column(biColumnName(field.multiFieldOf ?? field.path));
    const one = (alias: string, convert: (v: unknown) => unknown): Entry => ({
      read: (row) => {
        const v = row[alias];
        return [[name, v === null || v === undefined ? [] : [convert(v)]]];
      },
    });
    switch (field.type) {
      case 'keyword':
        return one(select(`kw:${field.multiFieldOf ?? field.path}`, source), String);
      case 'date': {
        const pattern = format !== undefined && format !== 'use_field_mapping' ? format : (field.format ?? DATE_FORMAT);
        return one(select(`date:${field.path}`, sql`(extract(epoch from ${source}) * 1000)::float8`), (v) => formatDate(Number(v), pattern, UTC));
      }
      case 'scaled_float': {
        const inverse = 1 / field.scalingFactor!;
        return one(select(`num:${field.path}`, sql`${source}::text`), (v) => Number(v) * inverse);
      }
      case 'boolean':
        return one(select(`bool:${field.path}`, source), (v) => v === true || v === 't' || v === 'true');
      case 'ip':
        return one(select(`ip:${field.path}`, sql`host(${source})`), (v) => ipText(String(v)));
      default:
        return one(select(`num:${field.path}`, sql`${source}::text`), Number);
    }
  };

  const entries: Entry[] = [];
  let count = 0;
  for (const spec of specs) {
    const { field: pattern, format, at } = spec;
    if (!pattern.includes('*')) {
      count++;
      if (pattern.startsWith('_')) throw unsupported(`[docvalue_fields] on the metadata field [${pattern}]`, at);
      const field = biField(pattern);
      entries.push(field ? entryOf(pattern, field, format, at) : nothing);
      continue;
    }
    const re = toRegex(pattern);
    if (META_FIELDS.some((m) => re.test(m))) throw unsupported(`[docvalue_fields] pattern [${pattern}] matching metadata fields`, at);
    for (const f of LEAVES) {
      if (!re.test(f.path)) continue;
      count++;
      entries.push(entryOf(f.path, f, format, at));
    }
    // Members of the root dynamic objects: the mapping has those some record carries, so the
    // pattern expands per record to the members the record has.
    const literal = pattern.slice(0, pattern.indexOf('*'));
    for (const owner of ROOT_DYNAMIC) {
      const prefix = `${owner.path}.`;
      if (!literal.startsWith(prefix) && !prefix.startsWith(literal)) continue;
      const formatted = format !== undefined && format !== 'use_field_mapping';
      const members = membersOf(owner);
      entries.push({
        read: (row) => {
          const found = [...members(row)].filter(([name]) => re.test(name));
          if (formatted && found.length) throw shardError('illegal_argument_exception', `Field [${found[0]![0]}] of type [keyword] does not support custom formats`, at);
          return found.map(([name, values]) => [name, keywordSet(values)]);
        },
      });
    }
  }
  if (count > MAX_DOCVALUE_FIELDS)
    throw shardError(
      'illegal_argument_exception',
      `Trying to retrieve too many docvalue_fields. Must be less than or equal to: [${MAX_DOCVALUE_FIELDS}] but was [${count}]. This limit can be set by changing the [index.max_docvalue_fields_search] index level setting.`,
      'docvalue_fields',
    );

  return {
    columns,
    names: [...aliases.values()],
    ...(fetchError ? { fetchError } : {}),
    render: (row) => {
      const out: Record<string, unknown[]> = {};
      let any = false;
      for (const e of entries)
        for (const [name, values] of e.read(row)) {
          if (values.length === 0) continue;
          (out[name] ??= []).push(...values);
          any = true;
        }
      return any ? out : undefined;
    },
  };
};
