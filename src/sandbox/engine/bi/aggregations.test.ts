import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../test-support';
import { failure, NOW, search, writeFixture } from '../../routes/bi/test-fixture';

// Aggregations against the hand-checked fixture: production records u1 (10.5 EUR Creditcard success),
// u2 (20 USD Creditcard error), u3 (1.005 EUR Paypal success), u4 (100 EUR DirectDebit success), u8 (no amount, GBP Creditcard redirect).
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
  await writeFixture(sandbox.db);
});
afterAll(() => sandbox.close());

const aggs = async (a: Record<string, unknown>, query?: unknown) => (await search(sandbox.app, { size: 0, ...(query ? { query } : {}), aggs: a })).aggregations!;
const keyed = (buckets: Array<{ key: unknown; doc_count: number }>) => buckets.map((b) => [b.key, b.doc_count]);

describe('terms', () => {
  it('counts per value, ordered by count then key, with an exact sum_other_doc_count', async () => {
    const r = await aggs({ s: { terms: { field: 'status' } }, one: { terms: { field: 'status', size: 1 } } });
    expect(r.s).toEqual({ doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [{ key: 'success', doc_count: 3 }, { key: 'error', doc_count: 1 }, { key: 'redirect', doc_count: 1 }] });
    expect(r.one).toEqual({ doc_count_error_upper_bound: 0, sum_other_doc_count: 2, buckets: [{ key: 'success', doc_count: 3 }] });
  });

  it('orders by _key, _term, a metric and a stats value', async () => {
    const r = await aggs({
      k: { terms: { field: 'status', order: { _key: 'asc' } } },
      t: { terms: { field: 'status', order: [{ _term: 'desc' }] } },
      m: { terms: { field: 'method', order: { avg_amount: 'desc' } }, aggs: { avg_amount: { avg: { field: 'amount' } } } },
      s: { terms: { field: 'method', order: { 'st.max': 'asc' } }, aggs: { st: { stats: { field: 'amount' } } } },
    });
    expect(keyed(r.k.buckets)).toEqual([['error', 1], ['redirect', 1], ['success', 3]]);
    expect(keyed(r.t.buckets)).toEqual([['success', 3], ['redirect', 1], ['error', 1]]);
    expect(r.m.buckets.map((b: { key: string; avg_amount: { value: number } }) => [b.key, b.avg_amount.value])).toEqual([['DirectDebit', 100], ['Creditcard', 15.25], ['Paypal', 1.005]]);
    expect(r.s.buckets.map((b: { key: string }) => b.key)).toEqual(['Paypal', 'Creditcard', 'DirectDebit']);
  });

  it('missing, include/exclude, min_doc_count, numbers and booleans', async () => {
    const r = await aggs({
      brand: { terms: { field: 'creditcard.bin_brand', missing: 'none' } },
      inc: { terms: { field: 'status', include: ['success', 'error'] } },
      exc: { terms: { field: 'status', exclude: 'succ.*' } },
      min: { terms: { field: 'status', min_doc_count: 2 } },
      attempt: { terms: { field: 'attempt' } },
      captured: { terms: { field: 'is_captured' } },
      amount: { terms: { field: 'amount', size: 1, order: { _key: 'asc' } } },
    });
    expect(keyed(r.brand.buckets)).toEqual([['none', 3], ['mastercard', 1], ['visa', 1]]);
    expect(keyed(r.inc.buckets)).toEqual([['success', 3], ['error', 1]]);
    expect(keyed(r.exc.buckets)).toEqual([['error', 1], ['redirect', 1]]);
    // buckets under min_doc_count are dropped, not counted as "other" (conformance case "terms: min_doc_count")
    expect(r.min).toMatchObject({ sum_other_doc_count: 0, buckets: [{ key: 'success', doc_count: 3 }] });
    expect(keyed(r.attempt.buckets)).toEqual([[1, 4], [2, 1]]);
    expect(r.captured.buckets).toEqual([{ key: 0, key_as_string: 'false', doc_count: 1 }, { key: 1, key_as_string: 'true', doc_count: 1 }]);
    expect(r.amount.buckets).toEqual([{ key: 1.005, doc_count: 1 }]);
  });

  it('a terms aggregation on a text field is refused (fielddata)', async () => {
    const e = await failure(sandbox.app, { aggs: { d: { terms: { field: 'description' } } } });
    expect(e.error.type).toBe('search_phase_execution_exception');
    expect(e.error.root_cause[0]!.reason).toContain('Text fields are not optimised');
  });
});

describe('metrics', () => {
  it('sum, avg, min, max, value_count, cardinality, stats on scaled_float (real values)', async () => {
    const r = await aggs({
      sum: { sum: { field: 'amount' } },
      avg: { avg: { field: 'amount' } },
      min: { min: { field: 'amount' } },
      max: { max: { field: 'amount' } },
      count: { value_count: { field: 'amount' } },
      connectors: { cardinality: { field: 'connector_guid' } },
      stats: { stats: { field: 'amount' } },
      withMissing: { sum: { field: 'amount', missing: 1 } },
      nothing: { avg: { field: 'no_such_field' } },
      meta: { max: { field: 'attempt' }, meta: { why: 'test' } },
    });
    expect(r.sum).toEqual({ value: 131.505 });
    expect(r.avg).toEqual({ value: 131.505 / 4 });
    expect(r.min).toEqual({ value: 1.005 });
    expect(r.max).toEqual({ value: 100 });
    expect(r.count).toEqual({ value: 4 });
    expect(r.connectors).toEqual({ value: 3 });
    expect(r.stats).toEqual({ count: 4, min: 1.005, max: 100, avg: 131.505 / 4, sum: 131.505 });
    expect(r.withMissing).toEqual({ value: 132.505 });
    expect(r.nothing).toEqual({ value: null });
    expect(r.meta).toEqual({ meta: { why: 'test' }, value: 2 });
  });

  it('percentiles (linear interpolation), keyed and as a list; dates with value_as_string', async () => {
    const r = await aggs({
      p: { percentiles: { field: 'amount', percents: [50, 100] } },
      list: { percentiles: { field: 'amount', percents: [50], keyed: false } },
      first: { min: { field: 'created_at' } },
    });
    expect(r.p).toEqual({ values: { '50.0': 15.25, '100.0': 100 } });
    expect(r.list).toEqual({ values: [{ key: 50, value: 15.25 }] });
    expect(r.first).toEqual({ value: Date.parse('2026-10-30T08:00:00Z'), value_as_string: '2026-10-30 08:00:00' });
  });
});

describe('histograms and ranges', () => {
  it('date_histogram: calendar and fixed intervals, time zones, empty buckets, extended_bounds', async () => {
    const r = await aggs({
      berlin: { date_histogram: { field: 'created_at', calendar_interval: '1d', time_zone: 'Europe/Berlin', min_doc_count: 1 } },
      half: { date_histogram: { field: 'created_at', fixed_interval: '12h', min_doc_count: 1 } },
      month: { date_histogram: { field: 'created_at', calendar_interval: 'month', extended_bounds: { min: '2026-09-01 00:00:00', max: '2026-12-01 00:00:00' } } },
      days: { date_histogram: { field: 'created_at', calendar_interval: 'day', format: 'yyyy-MM-dd' } },
    });
    expect(r.berlin.buckets).toEqual([
      { key_as_string: '2026-10-30 00:00:00', key: Date.parse('2026-10-29T23:00:00Z'), doc_count: 1 },
      { key_as_string: '2026-11-23 00:00:00', key: Date.parse('2026-11-22T23:00:00Z'), doc_count: 1 },
      { key_as_string: '2026-11-24 00:00:00', key: Date.parse('2026-11-23T23:00:00Z'), doc_count: 3 },
    ]);
    expect(r.half.buckets.map((b: { key_as_string: string; doc_count: number }) => [b.key_as_string, b.doc_count])).toEqual([['2026-10-30 00:00:00', 1], ['2026-11-23 00:00:00', 1], ['2026-11-24 00:00:00', 3]]);
    expect(r.month.buckets.map((b: { key_as_string: string; doc_count: number }) => [b.key_as_string, b.doc_count])).toEqual([
      ['2026-09-01 00:00:00', 0],
      ['2026-10-01 00:00:00', 1],
      ['2026-11-01 00:00:00', 4],
      ['2026-12-01 00:00:00', 0],
    ]);
    expect(r.days.buckets).toHaveLength(26);
    expect(r.days.buckets[1]).toEqual({ key_as_string: '2026-10-31', key: Date.parse('2026-10-31T00:00:00Z'), doc_count: 0 });
  });

  it('histogram fills empty buckets; range and date_range with keys and keyed', async () => {
    const r = await aggs({
      h: { histogram: { field: 'amount', interval: 50 } },
      r: { range: { field: 'amount', ranges: [{ from: 50 }, { to: 10 }, { from: 10, to: 50 }] } },
      k: { range: { field: 'amount', keyed: true, ranges: [{ key: 'small', to: 10 }] } },
      d: { date_range: { field: 'created_at', ranges: [{ from: 'now-1d/d', to: 'now/d' }] } },
    });
    expect(keyed(r.h.buckets)).toEqual([[0, 3], [50, 0], [100, 1]]);
    expect(r.r.buckets).toEqual([
      { key: '*-10.0', to: 10, doc_count: 1 },
      { key: '10.0-50.0', from: 10, to: 50, doc_count: 2 },
      { key: '50.0-*', from: 50, doc_count: 1 },
    ]);
    expect(r.k).toEqual({ buckets: { small: { to: 10, doc_count: 1 } } });
    expect(r.d.buckets).toEqual([
      {
        key: '2026-11-23 00:00:00-2026-11-24 00:00:00',
        from: Date.parse('2026-11-23T00:00:00Z'),
        from_as_string: '2026-11-23 00:00:00',
        to: Date.parse('2026-11-24T00:00:00Z'),
        to_as_string: '2026-11-24 00:00:00',
        doc_count: 1,
      },
    ]);
  });
});

describe('single-bucket, nested and paging aggregations', () => {
  it('filter and filters (named, anonymous, other bucket)', async () => {
    const r = await aggs({
      ok: { filter: { term: { status: 'success' } }, aggs: { v: { sum: { field: 'amount' } } } },
      named: { filters: { other_bucket: true, filters: { pp: { term: { method: 'Paypal' } }, err: { term: { status: 'error' } } } } },
      anon: { filters: { filters: [{ term: { currency: 'EUR' } }, { match_all: {} }] } },
    });
    expect(r.ok).toEqual({ doc_count: 3, v: { value: 111.505 } });
    expect(r.named).toEqual({ buckets: { err: { doc_count: 1 }, pp: { doc_count: 1 }, _other_: { doc_count: 3 } } });
    expect(r.anon).toEqual({ buckets: [{ doc_count: 3 }, { doc_count: 5 }] });
  });

  it('nested counts elements; reverse_nested counts each record once', async () => {
    const r = await aggs({
      items: {
        nested: { path: 'items' },
        aggs: {
          total: { sum: { field: 'items.price' } },
          cur: { terms: { field: 'items.currency' }, aggs: { back: { reverse_nested: {}, aggs: { v: { sum: { field: 'amount' } } } } } },
        },
      },
      outside: { terms: { field: 'items.currency' } },
    });
    expect(r.items).toEqual({
      doc_count: 3,
      total: { value: 30.5 },
      cur: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 'USD', doc_count: 2, back: { doc_count: 1, v: { value: 20 } } },
          { key: 'EUR', doc_count: 1, back: { doc_count: 1, v: { value: 10.5 } } },
        ],
      },
    });
    expect(r.outside.buckets).toEqual([]);
  });

  it('top_hits per bucket', async () => {
    const r = await aggs({ s: { terms: { field: 'status', size: 2 }, aggs: { top: { top_hits: { size: 1, sort: [{ amount: 'desc' }], _source: ['uuid'] } } } } });
    expect(r.s.buckets[0].top.hits).toEqual({ total: { value: 3, relation: 'eq' }, max_score: null, hits: [{ _index: 'transactions', _id: 'u4', _score: null, _source: { uuid: 'u4' }, sort: [100] }] });
    expect(r.s.buckets[1].top.hits.hits[0]._id).toBe('u2');
  });

  it('composite pages through every bucket with after_key', async () => {
    const page = async (after?: Record<string, unknown>) =>
      (await aggs({ c: { composite: { size: 2, sources: [{ st: { terms: { field: 'status' } } }, { m: { terms: { field: 'method' } } }], ...(after ? { after } : {}) } } })).c;
    const p1 = await page();
    expect(p1.buckets.map((b: { key: unknown }) => b.key)).toEqual([{ st: 'error', m: 'Creditcard' }, { st: 'redirect', m: 'Creditcard' }]);
    expect(p1.after_key).toEqual({ st: 'redirect', m: 'Creditcard' });
    const p2 = await page(p1.after_key);
    expect(p2.buckets.map((b: { key: unknown; doc_count: number }) => [b.key, b.doc_count])).toEqual([[{ st: 'success', m: 'Creditcard' }, 1], [{ st: 'success', m: 'DirectDebit' }, 1]]);
    const p3 = await page(p2.after_key);
    expect(p3.buckets.map((b: { key: unknown }) => b.key)).toEqual([{ st: 'success', m: 'Paypal' }]);
    expect(await page(p3.after_key)).toEqual({ buckets: [] });
  });
});

describe('the spec’s examples', () => {
  it('looks up a transaction by uuid', async () => {
    const r = await search(sandbox.app, { query: { term: { uuid: 'u2' } } });
    expect(r.hits.total).toEqual({ value: 1, relation: 'eq' });
    expect(r.hits.hits[0]).toMatchObject({ _id: 'u2', _source: { uuid: 'u2', status: 'error', amount: 20 } });
  });

  it('counts by status over the last 24 hours', async () => {
    const r = await aggs({ by_status: { terms: { field: 'status' } } }, { range: { created_at: { gte: 'now-24h' } } });
    expect(keyed(r.by_status.buckets)).toEqual([['error', 1], ['redirect', 1], ['success', 1]]);
  });

  it('volume per method and currency over the last month', async () => {
    const r = await aggs(
      { by_method: { terms: { field: 'method' }, aggs: { by_currency: { terms: { field: 'currency' }, aggs: { volume: { sum: { field: 'amount' } } } } } } },
      { range: { created_at: { gte: 'now-1M' } } },
    );
    const flat = r.by_method.buckets.map((m: { key: string; doc_count: number; by_currency: { buckets: Array<{ key: string; volume: { value: number } }> } }) => [
      m.key,
      m.doc_count,
      m.by_currency.buckets.map((c) => [c.key, c.volume.value]),
    ]);
    expect(flat).toEqual([
      ['Creditcard', 3, [['EUR', 10.5], ['GBP', 0], ['USD', 20]]],
      ['DirectDebit', 1, [['EUR', 100]]],
      ['Paypal', 1, [['EUR', 1.005]]],
    ]);
  });
});
