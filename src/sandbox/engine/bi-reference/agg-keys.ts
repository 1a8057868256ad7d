import type { BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import { formatDate, parseDate } from './dates';
import { isNestedPath, nestedDocsOf, type Doc } from './docs';
import { illegalArgument } from './errors';
import { javaCompare, type Agg, type AggContext } from './agg-types';
import { compareValues, docValues, type DocValue } from './values';

/** Bucket keys (terms and composite sources): grouping, printing, ordering. */

/** The distinct doc values of a field in one document, or the `missing` stand-in. */
export const distinctKeys = (doc: Doc, field: BiField | undefined, missing: DocValue | undefined): DocValue[] => {
  const values = field ? [...new Set(docValues(doc, field))] : [];
  return values.length === 0 && missing !== undefined ? [missing] : values;
};

/** A `missing` parameter (or composite `after` value) read in the field's terms. */
export const keyOf = (field: BiField | undefined, v: unknown): DocValue => {
  if (!field || field.type === 'keyword' || field.type === 'ip') return String(v);
  if (field.type === 'date') return typeof v === 'number' ? v : parseDate(String(v), field.format ?? DATE_FORMAT, false);
  if (field.type === 'boolean') return v === true || v === 'true' || v === 1 ? 1 : 0;
  const n = Number(v);
  if (!Number.isFinite(n)) throw illegalArgument(`[${String(v)}] is not a value of the ${field.type} field [${field.path}]`);
  return n;
};

/** A terms bucket's key members: dates and booleans also print as key_as_string. */
export const printKey = (field: BiField | undefined, key: DocValue): Record<string, unknown> => {
  if (field?.type === 'date') return { key, key_as_string: formatDate(key as number, field.format ?? DATE_FORMAT) };
  if (field?.type === 'boolean') return { key, key_as_string: key === 1 ? 'true' : 'false' };
  return { key };
};

/** Groups documents by key, each document once per distinct key. */
export const groupBy = (docs: Doc[], keysOf: (d: Doc) => DocValue[]): Map<DocValue, Doc[]> => {
  const groups = new Map<DocValue, Doc[]>();
  for (const d of docs)
    for (const k of keysOf(d)) {
      const list = groups.get(k);
      if (list) list.push(d);
      else groups.set(k, [d]);
    }
  return groups;
};

/** Every document of the context's level in the whole index (for `min_doc_count: 0`). */
export const levelDocs = (ctx: AggContext): Doc[] => (ctx.nested && isNestedPath(ctx.nested) ? ctx.index.flatMap((d) => nestedDocsOf(d, ctx.nested!)) : [...ctx.index]);

/**
 * The keys `min_doc_count: 0` lists: every value of the field at the context's level in the whole
 * index, and the `missing` key where OpenSearch's values source has it: always for keyword and ip
 * fields (`MissingValues.insertOrd` adds it to the ordinals), for numbers, dates and booleans when
 * a document of the level lacks the field (their fill-in reads each document's value or `missing`).
 */
export const indexKeys = (ctx: AggContext, field: BiField | undefined, missing: DocValue | undefined): DocValue[] => {
  const ordinals = field?.type === 'keyword' || field?.type === 'ip';
  const keys = new Set(levelDocs(ctx).flatMap((d) => distinctKeys(d, field, ordinals ? undefined : missing)));
  if (ordinals && missing !== undefined) keys.add(missing);
  return [...keys];
};

export interface OrderCriterion {
  path: string;
  desc: boolean;
}

export const parseOrder = (order: unknown, fallback: OrderCriterion[]): OrderCriterion[] => {
  if (order === undefined) return fallback;
  const list = Array.isArray(order) ? order : [order];
  return list.map((o) => {
    if (typeof o !== 'object' || o === null || Object.keys(o).length !== 1) throw illegalArgument('[order] entries must be single-key objects like {"_count": "desc"}');
    const [path, dir] = Object.entries(o)[0]!;
    if (dir !== 'asc' && dir !== 'desc') throw illegalArgument(`Unknown order direction [${String(dir)}]`);
    return { path, desc: dir === 'desc' };
  });
};

/** The number an order path (`sub`, `stats.avg`, `filtered>sum`) reads from a bucket's documents. */
export const orderValueOf = (subs: Map<string, Agg>, path: string, docs: Doc[]): number => {
  const steps = path.split('>');
  let current = subs;
  let current_docs = docs;
  for (const [i, step] of steps.entries()) {
    const last = i === steps.length - 1;
    const dot = last ? step.indexOf('.') : -1;
    const name = dot < 0 ? step : step.slice(0, dot);
    const metric = dot < 0 ? undefined : step.slice(dot + 1);
    const agg = current.get(name);
    if (!agg) throw illegalArgument(`Invalid aggregator order path [${path}]. Unknown aggregation [${name}]`);
    if (!last) {
      if (!agg.bucketDocs || !agg.subs) throw illegalArgument(`Invalid aggregator order path [${path}]: [${name}] is not a single-bucket aggregation`);
      current_docs = agg.bucketDocs(current_docs);
      current = agg.subs;
      continue;
    }
    if (agg.orderValue) return agg.orderValue(current_docs, metric);
    if (agg.bucketDocs && (metric === undefined || metric === '_count' || metric === 'doc_count')) return agg.bucketDocs(current_docs).length;
    throw illegalArgument(`Invalid aggregator order path [${path}]: [${name}] is a multi-bucket aggregation`);
  }
  return NaN;
};

export interface Bucket {
  key: DocValue;
  docs: Doc[];
}

/** Sorts buckets by the criteria, then by key ascending (OpenSearch's tie-break for every non-key order). */
export const sortBuckets = (buckets: Bucket[], criteria: OrderCriterion[], subs: Map<string, Agg>): Bucket[] => {
  const cache = new Map<Bucket, Map<string, number>>();
  const value = (b: Bucket, path: string) => {
    let m = cache.get(b);
    if (!m) cache.set(b, (m = new Map()));
    if (!m.has(path)) m.set(path, orderValueOf(subs, path, b.docs));
    return m.get(path)!;
  };
  const keyed = criteria.some((c) => c.path === '_key');
  const all = keyed ? criteria : [...criteria, { path: '_key', desc: false }];
  return [...buckets].sort((a, b) => {
    for (const c of all) {
      if (c.path !== '_key' && c.path !== '_count') {
        // Comparators.compareDiscardNaN: a NaN metric (an empty avg) sorts last in either direction.
        const x = value(a, c.path);
        const y = value(b, c.path);
        if (Number.isNaN(x) || Number.isNaN(y)) {
          if (Number.isNaN(x) && Number.isNaN(y)) continue;
          return Number.isNaN(x) ? 1 : -1;
        }
        const d = javaCompare(x, y);
        if (d !== 0) return c.desc ? -d : d;
        continue;
      }
      const d = c.path === '_key' ? compareValues(a.key, b.key) : a.docs.length - b.docs.length;
      if (d !== 0) return c.desc ? -d : d;
    }
    return 0;
  });
};
