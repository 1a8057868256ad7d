import { aggs, hits, ms, post, type ConformanceCase } from './case-types';

/** Aggregations, hand-computed over the production index (fixture.ts). */
const agg = (a: Record<string, unknown>, query?: unknown) => post({ size: 0, ...(query ? { query } : {}), aggs: a });
const bucket = (key: unknown, doc_count: number, extra: Record<string, unknown> = {}) => ({ key, doc_count, ...extra });
const terms = (buckets: unknown[], sumOther = 0) => ({ doc_count_error_upper_bound: 0, sum_other_doc_count: sumOther, buckets });
const day = (utc: string, doc_count: number) => ({ key_as_string: utc, key: ms(utc), doc_count });

export const AGG_CASES: ConformanceCase[] = [
  {
    name: 'spec: count by status over the last 24 hours',
    request: agg({ by_status: { terms: { field: 'status' } } }, { bool: { filter: [{ range: { created_at: { gte: 'now-24h' } } }] } }),
    expected: aggs(4, { by_status: terms([bucket('success', 3), bucket('error', 1)]) }),
  },
  {
    name: 'spec: volume per method and currency over the last month (terms → terms → sum)',
    request: agg(
      { methods: { terms: { field: 'method', min_doc_count: 1, order: { _count: 'desc' }, size: 10 }, aggs: { currencies: { terms: { field: 'currency', size: 10 }, aggs: { volume: { sum: { field: 'amount' } } } } } } },
      { bool: { filter: [{ range: { created_at: { gte: 'now-1M' } } }] } },
    ),
    expected: aggs(12, {
      methods: terms([
        bucket('Creditcard', 7, { currencies: terms([bucket('EUR', 5, { volume: { value: 245.499 } }), bucket('GBP', 1, { volume: { value: 75.25 } }), bucket('USD', 1, { volume: { value: 49.99 } })]) }),
        bucket('Paypal', 4, { currencies: terms([bucket('EUR', 2, { volume: { value: 10.001 } }), bucket('CHF', 1, { volume: { value: 12.345 } }), bucket('USD', 1, { volume: { value: 20 } })]) }),
        bucket('DirectDebit', 1, { currencies: terms([bucket('EUR', 1, { volume: { value: 200 } })]) }),
      ]),
    }),
  },
  {
    name: 'spec form: range with format epoch_millis and date math',
    request: agg({ n: { value_count: { field: 'uuid' } } }, { range: { created_at: { gte: 'now-24h', lte: 'now', format: 'epoch_millis' } } }),
    expected: aggs(4, { n: { value: 4 } }),
  },
  { name: 'terms: count desc, ties by key asc', request: agg({ s: { terms: { field: 'status' } } }), expected: aggs(16, { s: terms([bucket('success', 10), bucket('error', 3), bucket('pending-dcc', 1), bucket('redirect', 1)]) }) },
  { name: 'terms: size and sum_other_doc_count', request: agg({ s: { terms: { field: 'status', size: 2 } } }), expected: aggs(16, { s: terms([bucket('success', 10), bucket('error', 3)], 2) }) },
  { name: 'terms: order _count asc, ties by key asc', request: agg({ s: { terms: { field: 'status', order: { _count: 'asc' } } } }), expected: aggs(16, { s: terms([bucket('pending-dcc', 1), bucket('redirect', 1), bucket('error', 3), bucket('success', 10)]) }) },
  {
    name: 'terms: missing and order _key',
    request: agg({ s: { terms: { field: 'status', missing: 'unknown', order: { _key: 'asc' } } } }),
    expected: aggs(16, { s: terms([bucket('error', 3), bucket('pending-dcc', 1), bucket('redirect', 1), bucket('success', 10), bucket('unknown', 1)]) }),
  },
  { name: 'terms: min_doc_count', request: agg({ c: { terms: { field: 'connector_name', min_doc_count: 5 } } }), expected: aggs(16, { c: terms([bucket('Alpha Acquiring EUR', 6), bucket('Beta Payments EUR', 5)]) }) },
  {
    name: 'terms: min_doc_count 0 lists keys of the whole index',
    request: agg({ m: { terms: { field: 'method', min_doc_count: 0 } } }, { term: { currency: 'USD' } }),
    expected: aggs(3, { m: terms([bucket('Creditcard', 2), bucket('Paypal', 1), bucket('DirectDebit', 0)]) }),
  },
  {
    name: 'terms: order by a sum sub-aggregation',
    request: agg({ c: { terms: { field: 'connector_name', order: { total: 'desc' } }, aggs: { total: { sum: { field: 'amount' } } } } }),
    expected: aggs(16, {
      c: terms([
        bucket('Alpha Acquiring EUR', 6, { total: { value: 529.99 } }),
        bucket('Beta Payments EUR', 5, { total: { value: 241.75 } }),
        bucket('SEPA Direct Debit', 1, { total: { value: 200 } }),
        bucket('PayPal Wallet', 4, { total: { value: 42.346 } }),
      ]),
    }),
  },
  {
    name: 'terms: order by a stats metric',
    request: agg({ c: { terms: { field: 'currency', order: { 'st.max': 'desc' } }, aggs: { st: { stats: { field: 'amount' } } } } }),
    expected: aggs(16, { c: { buckets: [bucket('USD', 3, { st: { max: 300 } }), bucket('EUR', 11, { st: { max: 200 } }), bucket('GBP', 1, { st: { max: 75.25 } }), bucket('CHF', 1, { st: { max: 12.345 } })] } }),
  },
  { name: 'terms on integer: numeric keys', request: agg({ a: { terms: { field: 'attempt' } } }), expected: aggs(16, { a: terms([bucket(1, 11), bucket(2, 1), bucket(3, 1)]) }) },
  { name: 'terms on boolean: keys 1/0 with key_as_string', request: agg({ c: { terms: { field: 'is_captured' } } }), expected: aggs(16, { c: terms([bucket(1, 4, { key_as_string: 'true' }), bucket(0, 2, { key_as_string: 'false' })]) }) },
  { name: 'terms on an extra_data member', request: agg({ s: { terms: { field: 'extra_data.shop' } } }), expected: aggs(16, { s: terms([bucket('web', 4), bucket('app', 2)]) }) },
  { name: 'terms on a date: key ms and key_as_string', request: agg({ d: { terms: { field: 'created_at', size: 1, order: { _key: 'desc' } } } }), expected: aggs(16, { d: terms([bucket(ms('2026-03-15 11:30:00'), 1, { key_as_string: '2026-03-15 11:30:00' })], 15) }) },
  {
    name: 'metrics: sum, avg, min, max, value_count, cardinality',
    request: agg({
      sum: { sum: { field: 'amount' } },
      avg: { avg: { field: 'amount' } },
      min: { min: { field: 'amount' } },
      max: { max: { field: 'amount' } },
      statuses: { value_count: { field: 'status' } },
      currencies: { cardinality: { field: 'currency' } },
    }),
    expected: aggs(16, { sum: { value: 1014.086 }, avg: { value: 63.380375 }, min: { value: 0.001 }, max: { value: 300 }, statuses: { value: 15 }, currencies: { value: 4 } }),
  },
  { name: 'stats over an integer with missing values', request: agg({ st: { stats: { field: 'attempt' } } }), expected: aggs(16, { st: { count: 13, min: 1, max: 3, avg: 16 / 13, sum: 16 } }) },
  { name: 'metrics of an empty bucket', request: agg({ sum: { sum: { field: 'amount' } }, avg: { avg: { field: 'amount' } }, max: { max: { field: 'amount' } }, st: { stats: { field: 'amount' } } }, { match_none: {} }), expected: aggs(0, { sum: { value: 0 }, avg: { value: null }, max: { value: null }, st: { count: 0, min: null, max: null, avg: null, sum: 0 } }) },
  {
    name: 'min and max of a date print value_as_string',
    request: agg({ first: { min: { field: 'created_at' } }, last: { max: { field: 'created_at' } } }),
    expected: aggs(16, { first: { value: ms('2025-12-31 23:59:59'), value_as_string: '2025-12-31 23:59:59' }, last: { value: ms('2026-03-15 11:30:00'), value_as_string: '2026-03-15 11:30:00' } }),
  },
  {
    name: 'percentiles interpolate linearly between closest ranks',
    request: agg({ p: { percentiles: { field: 'amount', percents: [0, 25, 50, 100] } } }, { term: { method: 'Paypal' } }),
    expected: aggs(4, { p: { values: { '0.0': 0.001, '25.0': 7.50025, '50.0': 11.1725, '100.0': 20 } } }),
  },
  {
    name: 'date_histogram calendar month',
    request: agg({ h: { date_histogram: { field: 'created_at', calendar_interval: 'month' } } }),
    expected: aggs(16, { h: { buckets: [day('2025-12-01 00:00:00', 1), day('2026-01-01 00:00:00', 2), day('2026-02-01 00:00:00', 3), day('2026-03-01 00:00:00', 10)] } }),
  },
  {
    name: 'date_histogram calendar quarter',
    request: agg({ h: { date_histogram: { field: 'created_at', calendar_interval: 'quarter' } } }),
    expected: aggs(16, { h: { buckets: [day('2025-10-01 00:00:00', 1), day('2026-01-01 00:00:00', 15)] } }),
  },
  {
    name: 'date_histogram month in time_zone +01:00 moves the month-edge records',
    request: agg({ h: { date_histogram: { field: 'created_at', calendar_interval: '1M', time_zone: '+01:00' } } }),
    expected: aggs(16, {
      h: {
        buckets: [
          { key_as_string: '2026-01-01 00:00:00', key: ms('2025-12-31 23:00:00'), doc_count: 2 },
          { key_as_string: '2026-02-01 00:00:00', key: ms('2026-01-31 23:00:00'), doc_count: 3 },
          { key_as_string: '2026-03-01 00:00:00', key: ms('2026-02-28 23:00:00'), doc_count: 11 },
        ],
      },
    }),
  },
  {
    name: 'date_histogram fixed 1d fills empty days and extended_bounds',
    request: agg(
      { h: { date_histogram: { field: 'created_at', fixed_interval: '1d', extended_bounds: { min: '2026-03-09 00:00:00', max: '2026-03-16 00:00:00' } } } },
      { range: { created_at: { gte: '2026-03-10 00:00:00' } } },
    ),
    expected: aggs(8, {
      h: {
        buckets: [
          day('2026-03-09 00:00:00', 0), day('2026-03-10 00:00:00', 1), day('2026-03-11 00:00:00', 0), day('2026-03-12 00:00:00', 1),
          day('2026-03-13 00:00:00', 1), day('2026-03-14 00:00:00', 3), day('2026-03-15 00:00:00', 2), day('2026-03-16 00:00:00', 0),
        ],
      },
    }),
  },
  {
    name: 'date_histogram day with min_doc_count 1',
    request: agg({ h: { date_histogram: { field: 'created_at', calendar_interval: 'day', min_doc_count: 1 } } }, { range: { created_at: { gte: '2026-03-10 00:00:00' } } }),
    expected: aggs(8, { h: { buckets: [day('2026-03-10 00:00:00', 1), day('2026-03-12 00:00:00', 1), day('2026-03-13 00:00:00', 1), day('2026-03-14 00:00:00', 3), day('2026-03-15 00:00:00', 2)] } }),
  },
  {
    name: 'date_histogram week starts on Monday',
    request: agg({ h: { date_histogram: { field: 'created_at', calendar_interval: 'week' } } }, { range: { created_at: { gte: '2026-03-01 00:00:00' } } }),
    expected: aggs(10, { h: { buckets: [day('2026-02-23 00:00:00', 1), day('2026-03-02 00:00:00', 1), day('2026-03-09 00:00:00', 8)] } }),
  },
  {
    name: 'histogram fills empty buckets',
    request: agg({ h: { histogram: { field: 'amount', interval: 50 } } }),
    expected: aggs(16, { h: { buckets: [bucket(0, 10), bucket(50, 3), bucket(100, 1), bucket(150, 0), bucket(200, 1), bucket(250, 0), bucket(300, 1)] } }),
  },
  {
    name: 'range aggregation: buckets sorted by from, generated and custom keys',
    request: agg({ r: { range: { field: 'amount', ranges: [{ from: 100 }, { key: 'small', to: 20 }, { from: 20, to: 100 }] } } }),
    expected: aggs(16, { r: { buckets: [{ key: 'small', to: 20, doc_count: 6 }, { key: '20.0-100.0', from: 20, to: 100, doc_count: 7 }, { key: '100.0-*', from: 100, doc_count: 3 }] } }),
  },
  {
    name: 'date_range with date math',
    request: agg({ r: { date_range: { field: 'created_at', ranges: [{ from: 'now-1M/M', to: 'now/d' }] } } }),
    expected: aggs(16, { r: { buckets: [{ key: '2026-02-01 00:00:00-2026-03-15 00:00:00', from: ms('2026-02-01 00:00:00'), from_as_string: '2026-02-01 00:00:00', to: ms('2026-03-15 00:00:00'), to_as_string: '2026-03-15 00:00:00', doc_count: 11 }] } }),
  },
  { name: 'filter aggregation with a metric', request: agg({ blue: { filter: { term: { description: 'blue' } }, aggs: { v: { sum: { field: 'amount' } } } } }), expected: aggs(16, { blue: { doc_count: 4, v: { value: 264.989 } } }) },
  {
    name: 'filters aggregation, keyed, with the other bucket',
    request: agg({ f: { filters: { filters: { paypal: { term: { method: 'Paypal' } }, errors: { term: { status: 'error' } } }, other_bucket: true } } }),
    expected: aggs(16, { f: { buckets: { errors: { doc_count: 3 }, paypal: { doc_count: 4 }, _other_: { doc_count: 10 } } } }),
  },
  { name: 'filters aggregation, anonymous', request: agg({ f: { filters: { filters: [{ term: { currency: 'USD' } }, { term: { currency: 'GBP' } }] } } }), expected: aggs(16, { f: { buckets: [{ doc_count: 3 }, { doc_count: 1 }] } }) },
  {
    name: 'nested → terms → reverse_nested → terms',
    request: agg({ items: { nested: { path: 'items' }, aggs: { cur: { terms: { field: 'items.currency' }, aggs: { orders: { reverse_nested: {}, aggs: { st: { terms: { field: 'status' } } } } } }, price: { sum: { field: 'items.price' } } } } }),
    expected: aggs(16, {
      items: {
        doc_count: 7,
        price: { value: 615.239 },
        cur: terms([
          bucket('EUR', 4, { orders: { doc_count: 3, st: terms([bucket('success', 3)]) } }),
          bucket('USD', 2, { orders: { doc_count: 2, st: terms([bucket('success', 2)]) } }),
          bucket('GBP', 1, { orders: { doc_count: 1, st: terms([bucket('success', 1)]) } }),
        ]),
      },
    }),
  },
  { name: 'nested stats and cardinality', request: agg({ items: { nested: { path: 'items' }, aggs: { q: { stats: { field: 'items.quantity' } }, c: { cardinality: { field: 'items.currency' } } } } }), expected: aggs(16, { items: { doc_count: 7, q: { count: 7, min: 1, max: 3, sum: 11, avg: 11 / 7 }, c: { value: 3 } } }) },
  { name: 'a root field inside a nested aggregation has no values', request: agg({ items: { nested: { path: 'items' }, aggs: { a: { sum: { field: 'amount' } } } } }), expected: aggs(16, { items: { doc_count: 7, a: { value: 0 } } }) },
  { name: 'a nested field outside nested has no values', request: agg({ c: { terms: { field: 'items.currency' } } }), expected: aggs(16, { c: terms([]) }) },
  {
    name: 'top_hits inside terms',
    request: agg({ m: { terms: { field: 'method', size: 1 }, aggs: { top: { top_hits: { size: 2, sort: [{ amount: 'desc' }], _source: ['uuid'] } } } } }),
    expected: aggs(16, { m: terms([bucket('Creditcard', 11, { top: { hits: { total: { value: 11, relation: 'eq' }, hits: [{ _id: 'p09', _source: { uuid: 'p09' } }, { _id: 'p01', _source: { uuid: 'p01' } }] } } })], 5) }),
  },
  {
    name: 'top_hits with docvalue_fields and _source false',
    request: agg({ m: { terms: { field: 'method', size: 1 }, aggs: { top: { top_hits: { size: 2, sort: [{ amount: 'desc' }], _source: false, docvalue_fields: ['uuid', 'amount', { field: 'created_at', format: 'epoch_millis' }] } } } } }),
    expected: aggs(16, {
      m: terms([bucket('Creditcard', 11, { top: { hits: { total: { value: 11, relation: 'eq' }, hits: [{ _id: 'p09', fields: { uuid: ['p09'], amount: [300], created_at: [String(ms('2026-02-15 10:00:00'))] } }, { _id: 'p01', fields: { uuid: ['p01'], amount: [100], created_at: [String(ms('2026-03-15 11:30:00'))] } }] } } })], 5),
    }),
  },
  {
    name: 'composite: first page',
    request: agg({ c: { composite: { size: 3, sources: [{ m: { terms: { field: 'method' } } }, { cur: { terms: { field: 'currency' } } }] } } }),
    expected: aggs(16, { c: { after_key: { m: 'Creditcard', cur: 'USD' }, buckets: [{ key: { m: 'Creditcard', cur: 'EUR' }, doc_count: 8 }, { key: { m: 'Creditcard', cur: 'GBP' }, doc_count: 1 }, { key: { m: 'Creditcard', cur: 'USD' }, doc_count: 2 }] } }),
  },
  {
    name: 'composite: after',
    request: agg({ c: { composite: { size: 3, sources: [{ m: { terms: { field: 'method' } } }, { cur: { terms: { field: 'currency' } } }], after: { m: 'Creditcard', cur: 'USD' } } } }),
    expected: aggs(16, { c: { after_key: { m: 'Paypal', cur: 'EUR' }, buckets: [{ key: { m: 'DirectDebit', cur: 'EUR' }, doc_count: 1 }, { key: { m: 'Paypal', cur: 'CHF' }, doc_count: 1 }, { key: { m: 'Paypal', cur: 'EUR' }, doc_count: 2 }] } }),
  },
  {
    name: 'composite: last page and the end',
    request: agg({
      last: { composite: { size: 3, sources: [{ m: { terms: { field: 'method' } } }, { cur: { terms: { field: 'currency' } } }], after: { m: 'Paypal', cur: 'EUR' } } },
      end: { composite: { size: 3, sources: [{ m: { terms: { field: 'method' } } }, { cur: { terms: { field: 'currency' } } }], after: { m: 'Paypal', cur: 'USD' } } },
    }),
    expected: aggs(16, { last: { after_key: { m: 'Paypal', cur: 'USD' }, buckets: [{ key: { m: 'Paypal', cur: 'USD' }, doc_count: 1 }] }, end: { buckets: [] } }),
  },
  {
    name: 'composite: desc order and missing_bucket (null first ascending)',
    request: agg({ c: { composite: { sources: [{ s: { terms: { field: 'status', missing_bucket: true } } }, { m: { terms: { field: 'method', order: 'desc' } } }] } } }),
    expected: aggs(16, {
      c: {
        after_key: { s: 'success', m: 'Creditcard' },
        buckets: [
          { key: { s: null, m: 'Creditcard' }, doc_count: 1 },
          { key: { s: 'error', m: 'Paypal' }, doc_count: 1 },
          { key: { s: 'error', m: 'Creditcard' }, doc_count: 2 },
          { key: { s: 'pending-dcc', m: 'Creditcard' }, doc_count: 1 },
          { key: { s: 'redirect', m: 'Paypal' }, doc_count: 1 },
          { key: { s: 'success', m: 'Paypal' }, doc_count: 2 },
          { key: { s: 'success', m: 'DirectDebit' }, doc_count: 1 },
          { key: { s: 'success', m: 'Creditcard' }, doc_count: 7 },
        ],
      },
    }),
  },
  { name: 'aggregations at the BI sandbox address', request: post({ size: 0, aggs: { s: { terms: { field: 'status' } } } }, { address: 'sandbox' }), expected: aggs(4, { s: terms([bucket('success', 3), bucket('error', 1)]) }) },
  { name: 'hits and aggregations together', request: post({ query: { term: { currency: 'GBP' } }, aggs: { v: { sum: { field: 'base_amount' } } } }), expected: hits(['p06'], 1, { aggregations: { v: { value: 86.5 } } }) },
];
