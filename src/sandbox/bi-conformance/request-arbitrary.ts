import fc from 'fast-check';
import { AMOUNTS } from './record-arbitrary';
import { leafQuery, queryArb } from './query-arbitrary';

/**
 * Random search requests: a query, aggregations nested up to depth 3, and a hit page sorted with
 * `uuid` as the last key, so every hit order is fully determined and comparable.
 */
const keywordField = fc.constantFrom('status', 'method', 'currency', 'connector_name', 'creditcard.bin_country', 'extra_data.shop');
const numericField = fc.constantFrom('amount', 'attempt', 'creditcard.expiry_month');
const metricName = fc.constantFrom('sum', 'avg', 'min', 'max', 'value_count', 'cardinality');

const metricAgg = (field: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.tuple(metricName, field).map(([type, f]) => ({ [type]: { field: f } })),
    field.map((f) => ({ stats: { field: f } })),
    field.map((f) => ({ percentiles: { field: f, percents: [0, 25, 50, 90, 100] } })),
    keywordField.map((f) => ({ cardinality: { field: f } })),
    keywordField.map((f) => ({ value_count: { field: f } })),
  );

const rootMetric = metricAgg(numericField);
const nestedMetric = metricAgg(fc.constantFrom('items.price', 'items.quantity'));

type Aggs = Record<string, unknown>;

const withSubs = (agg: Record<string, unknown>, subs: Aggs | undefined) => (subs && Object.keys(subs).length > 0 ? { ...agg, aggs: subs } : agg);

/**
 * Named aggregations at one level; `depth` counts the bucket levels still allowed below (3 is the
 * top). `min_doc_count: 0` anywhere: both sides list every key of the index at the level, and
 * render nothing for it inside a histogram's filled-in bucket (OpenSearch's buildEmptyAggregation).
 */
const aggsAt = (depth: number, nested: boolean): fc.Arbitrary<Aggs> => {
  const metric = nested ? nestedMetric : rootMetric;
  const subs = depth > 1 ? fc.option(aggsAt(depth - 1, nested), { nil: undefined }) : fc.constant(undefined);
  // order by a metric sub-aggregation named `m` that is added to the same bucket
  const ordered = fc.constantFrom<unknown>(undefined, { _count: 'asc' }, { _key: 'asc' }, { _key: 'desc' }, { m: 'desc' }, { m: 'asc' }, [{ m: 'desc' }, { _key: 'desc' }]);
  const minDocCount = fc.constantFrom(undefined, 1, 2, 0, 0);
  const termsAgg = nested
    ? fc
        .record({ size: fc.integer({ min: 1, max: 4 }), min_doc_count: minDocCount, order: ordered, subs })
        .map(({ subs: s, ...t }) => ({ terms: JSON.parse(JSON.stringify({ field: 'items.currency', ...t })), aggs: { m: { sum: { field: 'items.price' } }, ...(s ?? {}) } }))
    : fc.oneof(
        { weight: 3, arbitrary: fc
          .record({ field: keywordField, size: fc.integer({ min: 1, max: 4 }), min_doc_count: minDocCount, missing: fc.constantFrom(undefined, undefined, 'n/a'), order: ordered, subs })
          .map(({ subs: s, ...t }) => ({ terms: JSON.parse(JSON.stringify(t)), aggs: { m: { sum: { field: 'amount' } }, ...(s ?? {}) } })) },
        { weight: 1, arbitrary: fc
          .record({ field: fc.constantFrom('attempt', 'creditcard.expiry_month', 'is_captured'), size: fc.integer({ min: 1, max: 4 }), min_doc_count: minDocCount, missing: fc.constantFrom(undefined, 9), order: ordered, subs })
          .map(({ subs: s, ...t }) => ({ terms: JSON.parse(JSON.stringify(t.field === 'is_captured' && t.missing !== undefined ? { ...t, missing: false } : t)), aggs: { m: { sum: { field: 'amount' } }, ...(s ?? {}) } })) },
      );
  const bucketAggs: fc.Arbitrary<Record<string, unknown>>[] = [termsAgg];
  if (!nested) {
    bucketAggs.push(
      fc
        .record({ interval: fc.constantFrom({ calendar_interval: 'day' }, { calendar_interval: 'week' }, { calendar_interval: 'month' }, { fixed_interval: '12h' }, { fixed_interval: '7d' }), time_zone: fc.constantFrom(undefined, 'UTC', '+01:00', '-05:30'), min_doc_count: fc.constantFrom(undefined, 0, 1), subs })
        .map(({ interval, subs: s, ...rest }) => withSubs({ date_histogram: JSON.parse(JSON.stringify({ field: 'created_at', ...interval, ...rest })) }, s)),
      fc.record({ field: fc.constantFrom('amount', 'attempt'), interval: fc.constantFrom(1, 10, 50, 100), subs }).map(({ subs: s, ...h }) => withSubs({ histogram: h }, s)),
      fc
        .record({ cut: fc.uniqueArray(fc.constantFrom(...AMOUNTS), { minLength: 1, maxLength: 3 }), subs })
        .map(({ cut, subs: s }) => withSubs({ range: { field: 'amount', ranges: [{ to: cut[0] }, ...cut.slice(1).map((c, i) => ({ from: cut[i], to: c })), { from: cut[cut.length - 1] }] } }, s)),
      fc.record({ from: fc.constantFrom('now-7d/d', 'now-1M/M', '2026-02-01 00:00:00'), to: fc.constantFrom('now/d', 'now', '2026-03-10 00:00:00'), subs }).map(({ from, to, subs: s }) => withSubs({ date_range: { field: 'created_at', ranges: [{ to: from }, { from, to }, { from: to }] } }, s)),
      fc.record({ q: queryArb, subs }).map(({ q, subs: s }) => withSubs({ filter: q }, s)),
      fc.record({ a: queryArb, b: queryArb, other: fc.boolean(), subs }).map(({ a, b, other, subs: s }) => withSubs({ filters: { filters: { a, b }, other_bucket: other } }, s)),
      fc.record({ inner: depth > 1 ? aggsAt(depth - 1, true) : fc.constant({ p: { sum: { field: 'items.price' } } }) }).map(({ inner }) => ({ nested: { path: 'items' }, aggs: inner })),
    );
  } else if (depth > 1) {
    bucketAggs.push(fc.option(aggsAt(depth - 1, false), { nil: undefined }).map((s) => withSubs({ reverse_nested: {} }, s ?? { c: { value_count: { field: 'uuid' } } })));
  }
  const one = fc.oneof({ weight: 2, arbitrary: metric }, { weight: 3, arbitrary: fc.oneof(...bucketAggs) });
  return fc.array(one, { minLength: 1, maxLength: 2 }).map((list) => Object.fromEntries(list.map((a, i) => [`a${depth}${i}`, a])));
};

/** A composite at the top level, named `comp` (the property test pages it with `after`). */
const compositeAgg = fc
  .record({ sources: fc.uniqueArray(fc.constantFrom('status', 'method', 'currency', 'attempt'), { minLength: 1, maxLength: 2 }), desc: fc.boolean(), missingBucket: fc.boolean(), size: fc.integer({ min: 1, max: 5 }) })
  .map(({ sources, desc, missingBucket, size }) => ({
    composite: { size, sources: sources.map((f, i) => ({ [f]: { terms: { field: f, ...(i === 0 && desc ? { order: 'desc' } : {}), ...(missingBucket ? { missing_bucket: true } : {}) } } })) },
  }));

const fieldSortArb = fc
  .uniqueArray(fc.constantFrom('amount', 'created_at', 'attempt', 'status', 'method', 'is_captured'), { maxLength: 2 })
  .chain((fields) => fc.tuple(...fields.map((f) => fc.record({ order: fc.constantFrom('asc', 'desc'), missing: fc.constantFrom('_first', '_last', undefined) }).map((o) => ({ [f]: JSON.parse(JSON.stringify(o)) })))))
  .chain((keys) => fc.constantFrom('asc', 'desc').map((o) => [...keys, { uuid: o }]));

/** Field sorts ending in `uuid`; relevance first (`_score`, then uuid, paged by search_after); or no sort: relevance, ties in index order. */
const sortArb = fc.oneof(
  { weight: 4, arbitrary: fieldSortArb },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('asc', 'desc'), fc.constantFrom('asc', 'desc')).map(([s, u]) => [{ _score: s }, { uuid: u }]) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/**
 * docvalue_fields entries: every type the records carry, date formats, a dynamic wildcard, names
 * that give nothing. (A text field is refused whenever there are hits; the conformance cases hold
 * that, and the generators stay valid requests.)
 */
const docValueFieldsArb = fc.array(
  fc.constantFrom<unknown>(
    'uuid', 'status', 'currency', 'amount', 'attempt', 'created_at', 'is_captured', 'customer.ip_address', 'creditcard.expiry_month', 'creditcard.bin_country',
    { field: 'created_at', format: 'epoch_millis' }, { field: 'created_at', format: 'strict_date_optional_time' }, 'extra_data.*', 'extra_data.shop', 'items.price', 'no_such_field',
  ),
  { minLength: 1, maxLength: 4 },
);

/**
 * `_source`: mostly root fields with columns of their own (answered from the columns where a record's
 * columns give its values back exactly: source-fetch.ts), sometimes names that need the document
 * (an object, a nested member, a wildcard, an exclude) or the whole record.
 */
const sourcePaths = fc.constantFrom(
  'uuid', 'status', 'currency', 'amount', 'attempt', 'created_at', 'is_captured', 'description', 'connector_name',
  'customer.ip_address', 'customer.last_name', 'creditcard.bin_country', 'creditcard.expiry_month', 'extra_data',
  'customer', 'items.price', 'extra_data.shop', 'no_such_field',
);
const sourceArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<unknown>(['uuid']) },
  { weight: 4, arbitrary: fc.uniqueArray(sourcePaths, { minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.tuple(fc.uniqueArray(sourcePaths, { minLength: 1, maxLength: 4 }), fc.constantFrom('extra_data.shop', 'customer.*', 'amount')).map(([includes, exclude]) => ({ includes, excludes: [exclude] })) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, ['cust*'], 'currency') },
);

export interface GeneratedRequest {
  body: Record<string, unknown>;
  /** Ask for the page after the first one (search_after, and composite `after` when there is a `comp`). */
  page2: boolean;
}

export const requestArb: fc.Arbitrary<GeneratedRequest> = fc
  .record({
    query: fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: leafQuery }, { weight: 2, arbitrary: queryArb }),
    aggs: fc.option(fc.oneof({ weight: 5, arbitrary: aggsAt(3, false) }, { weight: 1, arbitrary: compositeAgg.map((c) => ({ comp: c })) }), { nil: undefined, freq: 3 }),
    sort: sortArb,
    size: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(30)),
    page2: fc.boolean(),
    docvalueFields: fc.option(docValueFieldsArb, { nil: undefined, freq: 2 }),
    noSource: fc.boolean(),
    source: sourceArb,
  })
  .map(({ query, aggs, sort, size, page2, docvalueFields, noSource, source }) => ({
    body: JSON.parse(JSON.stringify({ query, aggs, sort, size, _source: docvalueFields && noSource ? false : source, docvalue_fields: docvalueFields })),
    page2,
  }));
