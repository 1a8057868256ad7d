import { describe, expect, it } from 'vitest';
import type { BiRecord } from '@domain/bi/record';
import { UNSUPPORTED, searchReference } from '.';

/** The reference's own behaviour on tiny indexes, against answers worked out by hand. */
const NOW = new Date('2026-03-29T12:00:00Z');
const records: BiRecord[] = [
  { uuid: 'a', status: 'success', amount: 1.5, created_at: '2026-03-28 22:30:00', description: 'Blue tent', items: [{ price: 2, currency: 'EUR' }] },
  { uuid: 'b', status: 'error', amount: 0.5, created_at: '2026-03-29 00:30:00', description: 'red tent', items: [{ price: 3, currency: 'USD' }, { price: 4, currency: 'EUR' }] },
  { uuid: 'c', created_at: '2026-03-29 23:30:00', description: 'blue' },
];
const run = (body: unknown) => searchReference(records, body, { now: NOW });
const ids = (body: unknown) => ((run(body).body as { hits: { hits: { _id: string }[] } }).hits.hits ?? []).map((h) => h._id);
const aggs = (body: unknown) => (run(body).body as { aggregations: Record<string, unknown> }).aggregations;

describe('reference search', () => {
  it('combines bool clauses as Lucene does', () => {
    expect(ids({ query: { bool: { should: [{ term: { status: 'success' } }, { term: { status: 'error' } }] } } })).toEqual(['a', 'b']);
    expect(ids({ query: { bool: { filter: { exists: { field: 'description' } }, should: { term: { status: 'x' } } } } })).toEqual(['a', 'b', 'c']);
    expect(ids({ query: { bool: { should: [{ term: { status: 'success' } }], minimum_should_match: 2 } } })).toEqual([]);
    expect(ids({ query: { bool: { must_not: { term: { status: 'error' } } } } })).toEqual(['a', 'c']);
  });

  it('finds a dynamic object when it holds a member', () => {
    const withExtra: BiRecord[] = [{ uuid: 'x', extra_data: { shop: 'web' } }, { uuid: 'y', extra_data: {} }, { uuid: 'z' }];
    const found = searchReference(withExtra, { query: { exists: { field: 'extra_data' } } }, { now: NOW }).body as { hits: { hits: { _id: string }[] } };
    expect(found.hits.hits.map((h) => h._id)).toEqual(['x']);
  });

  it('reads range ends in order: a later gte replaces an earlier gt', () => {
    expect(ids({ query: { range: { amount: { gt: 1.5, gte: 1.5 } } } })).toEqual(['a']);
    expect(ids({ query: { range: { amount: { gte: 1.5, gt: 1.5 } } } })).toEqual([]);
  });

  it('keeps nested conditions on one nested object', () => {
    expect(ids({ query: { nested: { path: 'items', query: { bool: { must: [{ term: { 'items.currency': 'EUR' } }, { range: { 'items.price': { gte: 3 } } }] } } } } })).toEqual(['b']);
    expect(aggs({ size: 0, aggs: { n: { nested: { path: 'items' }, aggs: { s: { sum: { field: 'items.price' } }, r: { reverse_nested: {} } } } } })).toEqual({ n: { doc_count: 3, s: { value: 9 }, r: { doc_count: 2 } } });
  });

  it('buckets days in a time zone across the DST change', () => {
    const h = aggs({ size: 0, aggs: { d: { date_histogram: { field: 'created_at', calendar_interval: 'day', time_zone: 'Europe/Vienna' } } } });
    // 22:30Z on the 28th is 23:30 local; 00:30Z on the 29th is 01:30 local; 23:30Z on the 29th is 01:30 on the 30th (+02:00)
    expect(h).toEqual({
      d: {
        buckets: [
          { key_as_string: '2026-03-28 00:00:00', key: Date.parse('2026-03-27T23:00:00Z'), doc_count: 1 },
          { key_as_string: '2026-03-29 00:00:00', key: Date.parse('2026-03-28T23:00:00Z'), doc_count: 1 },
          { key_as_string: '2026-03-30 00:00:00', key: Date.parse('2026-03-29T22:00:00Z'), doc_count: 1 },
        ],
      },
    });
  });

  it('orders terms buckets by a metric with NaN last in both directions', () => {
    const order = (dir: string) => (aggs({ size: 0, aggs: { t: { terms: { field: 'status', missing: 'none', order: { m: dir } }, aggs: { m: { avg: { field: 'amount' } } } } } }).t as { buckets: { key: string }[] }).buckets.map((b) => b.key);
    expect(order('asc')).toEqual(['error', 'success', 'none']);
    expect(order('desc')).toEqual(['success', 'error', 'none']);
  });

  it('pages with search_after, missing values last, and returns sort values', () => {
    const body = { sort: [{ amount: 'asc' }, { uuid: 'asc' }], size: 2 };
    const page1 = run(body).body as { hits: { hits: { _id: string; sort: unknown[] }[] } };
    expect(page1.hits.hits.map((h) => [h._id, h.sort])).toEqual([['b', [0.5, 'b']], ['a', [1.5, 'a']]]);
    expect(ids({ ...body, search_after: [1.5, 'a'] })).toEqual(['c']);
  });

  it('answers OpenSearch-shaped errors, and marks DSL it does not model', () => {
    expect(run({ query: { term: { status: 'x' } }, surprise: 1 })).toMatchObject({ status: 400, body: { error: { type: 'parsing_exception' }, status: 400 } });
    expect(run({ query: { query_string: { query: 'a' } } })).toMatchObject({ status: 400, body: { error: { type: UNSUPPORTED } } });
    expect(run({ query: { range: { created_at: { gte: 'now-1x' } } } })).toMatchObject({ status: 400, body: { error: { type: 'parse_exception' } } });
    expect(run({ size: 0, aggs: { x: { sum: { field: 'status' } } } })).toMatchObject({ status: 400, body: { error: { type: 'illegal_argument_exception' } } });
    expect(run('not an object')).toMatchObject({ status: 400 });
    // a bad order path is refused even when no bucket would need it
    expect(run({ size: 0, query: { match_none: {} }, aggs: { t: { terms: { field: 'status', order: { nope: 'asc' } } } } })).toMatchObject({ status: 400, body: { error: { type: 'illegal_argument_exception' } } });
  });
});
