import { isNestedPath, nestedDocsOf, type Doc } from './docs';
import { ReferenceError, illegalArgument, isObject, parsingError, unsupported } from './errors';
import { renderHit, sortDocs } from './hits';
import { compileQuery } from './queries';
import { parseSort } from './sort';
import { parseSourceFilter } from './source-filter';
import { docValuesRenderer, parseDocValueFields } from './docvalue-fields';
import { runSubs, type Agg, type AggFactory } from './agg-types';
import { distinctKeys, groupBy, indexKeys, keyOf, orderValueOf, parseOrder, printKey, sortBuckets, type Bucket } from './agg-keys';
import { valueField } from './values';

/** Bucket aggregations with keys from values or queries: terms, filter(s), nested, reverse_nested, top_hits. */

const TERMS_KEYS = ['field', 'size', 'shard_size', 'min_doc_count', 'shard_min_doc_count', 'order', 'missing', 'show_term_doc_count_error', 'execution_hint', 'collect_mode', 'value_type', 'include', 'exclude', 'format', 'script'];

const nonNegativeInt = (v: unknown, name: string, fallback: number): number => {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw illegalArgument(`[${name}] must be a non-negative integer, got [${String(v)}]`);
  return v;
};

export const termsAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body)) throw parsingError('[terms] aggregation must be an object');
  for (const k of Object.keys(body)) if (!TERMS_KEYS.includes(k)) throw parsingError(`[terms] unknown field [${k}]`);
  if (body.include !== undefined || body.exclude !== undefined || body.script !== undefined || body.format !== undefined) throw unsupported('[terms] include, exclude, script and format');
  const field = valueField(body.field, 'terms');
  const size = nonNegativeInt(body.size, 'size', 10);
  if (size === 0) throw illegalArgument('[size] must be greater than 0. Found [0] in [terms]');
  const minDocCount = nonNegativeInt(body.min_doc_count, 'min_doc_count', 1);
  const missing = body.missing === undefined ? undefined : keyOf(field, body.missing);
  const order = parseOrder(body.order, [{ path: '_count', desc: true }]);
  const subs = compileSubs({ ...ctx, parent: 'terms' });
  // Validate order paths once, on no documents, so a bad path is an error even on an empty index.
  for (const o of order) if (o.path !== '_key' && o.path !== '_count') orderValueOf(subs, o.path, []);
  if (field) distinctKeys({ record: {}, ord: 0, nested: null }, field, undefined); // refuses text fields
  return {
    subs,
    run: (docs, empty) => {
      const groups = groupBy(docs, (d) => distinctKeys(d, field, missing));
      if (minDocCount === 0 && !empty) for (const k of indexKeys(ctx, field, missing)) if (!groups.has(k)) groups.set(k, []);
      const candidates: Bucket[] = [...groups].map(([key, list]) => ({ key, docs: list })).filter((b) => b.docs.length >= minDocCount);
      const sorted = sortBuckets(candidates, order, subs);
      const shown = sorted.slice(0, size);
      const other = sorted.slice(size).reduce((n, b) => n + b.docs.length, 0);
      return {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: other,
        buckets: shown.map((b) => ({ ...printKey(field, b.key), doc_count: b.docs.length, ...runSubs(subs, b.docs, empty) })),
      };
    },
  };
};

export const filterAgg: AggFactory = (body, ctx, compileSubs) => {
  const m = compileQuery(body, ctx.query);
  const subs = compileSubs({ ...ctx, parent: 'filter' });
  const bucketDocs = (docs: Doc[]) => docs.filter(m);
  return { subs, bucketDocs, run: (docs, empty) => ({ doc_count: bucketDocs(docs).length, ...runSubs(subs, bucketDocs(docs), empty) }) };
};

export const filtersAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body)) throw parsingError('[filters] aggregation must be an object');
  for (const k of Object.keys(body)) if (!['filters', 'other_bucket', 'other_bucket_key'].includes(k)) throw parsingError(`[filters] unknown field [${k}]`);
  const keyed = isObject(body.filters);
  if (!keyed && !Array.isArray(body.filters)) throw parsingError('[filters] requires [filters] as an object or an array');
  // Keyed filters come back sorted by name (OpenSearch sorts them when it parses the request).
  const named = keyed ? Object.entries(body.filters as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : (body.filters as unknown[]).map((q, i) => [String(i), q] as const);
  const filters = named.map(([name, q]) => ({ name, m: compileQuery(q, ctx.query) }));
  const otherKey = typeof body.other_bucket_key === 'string' ? body.other_bucket_key : '_other_';
  const other = body.other_bucket === true || body.other_bucket_key !== undefined;
  const subs = compileSubs({ ...ctx, parent: 'filters' });
  return {
    run: (docs, empty) => {
      const buckets = filters.map(({ name, m }) => ({ name, docs: docs.filter(m) }));
      if (other) buckets.push({ name: otherKey, docs: docs.filter((d) => !filters.some(({ m }) => m(d))) });
      const render = (list: Doc[]) => ({ doc_count: list.length, ...runSubs(subs, list, empty) });
      return { buckets: keyed ? Object.fromEntries(buckets.map((b) => [b.name, render(b.docs)])) : buckets.map((b) => render(b.docs)) };
    },
  };
};

export const nestedAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body) || typeof body.path !== 'string') throw parsingError('[nested] aggregation requires [path]');
  const path = body.path;
  if (!isNestedPath(path)) throw illegalArgument(`[nested] nested path [${path}] not found`);
  if (ctx.nested !== null) throw unsupported('a nested aggregation inside another nested level');
  const subs = compileSubs({ ...ctx, nested: path, parent: 'nested' });
  const bucketDocs = (docs: Doc[]) => docs.flatMap((d) => nestedDocsOf(d, path));
  return { subs, bucketDocs, run: (docs, empty) => ({ doc_count: bucketDocs(docs).length, ...runSubs(subs, bucketDocs(docs), empty) }) };
};

export const reverseNestedAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body)) throw parsingError('[reverse_nested] aggregation must be an object');
  if (body.path !== undefined) throw unsupported('[reverse_nested] path (the mapping has one nested level)');
  if (ctx.nested === null) throw new ReferenceError('illegal_argument_exception', 'Reverse nested aggregation can only be used inside a [nested] aggregation');
  const subs = compileSubs({ ...ctx, nested: null, parent: 'reverse_nested' });
  const bucketDocs = (docs: Doc[]) => {
    const roots = new Map<number, Doc>();
    for (const d of docs) if (!roots.has(d.ord)) roots.set(d.ord, { record: d.record, ord: d.ord, nested: null });
    return [...roots.values()].sort((a, b) => a.ord - b.ord);
  };
  return { subs, bucketDocs, run: (docs, empty) => ({ doc_count: bucketDocs(docs).length, ...runSubs(subs, bucketDocs(docs), empty) }) };
};

export const topHitsAgg: AggFactory = (body, ctx) => {
  if (!isObject(body)) throw parsingError('[top_hits] aggregation must be an object');
  for (const k of Object.keys(body)) if (!['size', 'from', 'sort', '_source', 'docvalue_fields'].includes(k)) throw parsingError(`[top_hits] unknown field [${k}]`);
  if (ctx.nested !== null) throw unsupported('top_hits inside a nested aggregation');
  const size = nonNegativeInt(body.size, 'size', 3);
  const from = nonNegativeInt(body.from, 'from', 0);
  const keys = parseSort(body.sort, ctx.query);
  const source = parseSourceFilter(body._source);
  const docValueSpecs = parseDocValueFields(body.docvalue_fields);
  return {
    run: (docs) => {
      const page = sortDocs(docs, keys).slice(from, from + size);
      const fields = page.length > 0 ? docValuesRenderer(docValueSpecs) : undefined;
      const hits = page.map((s) => renderHit(s, keys, source, fields));
      return { hits: { total: { value: docs.length, relation: 'eq' }, max_score: keys.length === 0 && hits.length > 0 ? 1 : null, hits } };
    },
  };
};

export type { Agg };
