import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVISIONING_CREDENTIALS } from '@fixtures/world';
import { basicAuthHeader } from '../../http/basic-auth';
import { createTestSandbox, type TestSandbox } from '../../test-support';
import { AUTH, failure, NOW, post, search, URL, writeFixture } from './test-fixture';

// The HTTP surface of the BI data source: auth, content types, URI search, hits options and every 400 path.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
  await writeFixture(sandbox.db);
});
afterAll(() => sandbox.close());

const inject = (options: { method?: 'GET' | 'POST'; url?: string; headers?: Record<string, string>; payload?: string }) =>
  sandbox.app.inject({ method: options.method ?? 'POST', url: options.url ?? URL, headers: options.headers ?? {}, ...(options.payload !== undefined ? { payload: options.payload } : {}) });

describe('authentication and content type', () => {
  it('401 security_exception without, with wrong, or with non-BI credentials', async () => {
    for (const authorization of [undefined, basicAuthHeader({ username: 'bi-demo', password: 'wrong' }), basicAuthHeader(PROVISIONING_CREDENTIALS)]) {
      const res = await inject({ headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, payload: '{}' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { type: 'security_exception', root_cause: [{ type: 'security_exception' }] }, status: 401 });
    }
  });

  it('POST needs application/json (case-insensitive, optional utf-8), else 406 {error, status}', async () => {
    for (const type of ['application/json', 'Application/JSON ; UTF-8', 'application/json;utf-8', 'application/json; charset=UTF-8']) {
      expect((await inject({ headers: { authorization: AUTH, 'content-type': type }, payload: '{}' })).statusCode, type).toBe(200);
    }
    for (const type of ['text/plain', 'application/x-ndjson', 'application/json; utf-16']) {
      const res = await inject({ headers: { authorization: AUTH, 'content-type': type }, payload: '{}' });
      expect(res.statusCode, type).toBe(406);
      expect(res.json()).toEqual({ error: `Content-Type header [${type}] is not supported`, status: 406 });
    }
    expect((await inject({ headers: { authorization: AUTH } })).statusCode).toBe(406);
  });

  it('an empty POST body is match_all; malformed JSON and non-object bodies are 400', async () => {
    const empty = await inject({ headers: { authorization: AUTH, 'content-type': 'application/json' }, payload: '' });
    expect(empty.json().hits.total).toEqual({ value: 5, relation: 'eq' });
    expect((await failure(sandbox.app, '{"query":')).error.type).toBe('parse_exception');
    expect((await failure(sandbox.app, '[1]')).error.type).toBe('parsing_exception');
  });
});

describe('URI search (GET)', () => {
  it('q in the query-string syntax with size, from, sort and track_total_hits', async () => {
    const get = (qs: string) => inject({ method: 'GET', url: `${URL}?${qs}`, headers: { authorization: AUTH } });
    const one = await get('q=status:error');
    expect(one.statusCode).toBe(200);
    expect(one.json().hits.hits.map((h: { _id: string }) => h._id)).toEqual(['u2']);
    const page = (await get('q=currency:EUR&size=1&from=1&sort=amount:desc&track_total_hits=false')).json();
    expect(page.hits.total).toBeUndefined();
    expect(page.hits.hits.map((h: { _id: string; sort: unknown[] }) => [h._id, h.sort])).toEqual([['u1', [10.5]]]);
    const unknown = await get('q=x&colour=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.reason).toContain('unrecognized parameter: [colour]');
    expect((await get('q=status:(')).statusCode).toBe(400);
  });
});

describe('hits', () => {
  const order = async (body: Record<string, unknown>) => (await search(sandbox.app, body)).hits.hits.map((h) => [h._id, h.sort]);

  it('sort: asc/desc, missing placement, dates, nested with mode, _doc; sort values in hits', async () => {
    expect(await order({ sort: [{ amount: 'asc' }] })).toEqual([['u3', [1.005]], ['u1', [10.5]], ['u2', [20]], ['u4', [100]], ['u8', [null]]]);
    expect((await order({ sort: [{ amount: { order: 'desc' } }] })).map(([id]) => id)).toEqual(['u4', 'u2', 'u1', 'u3', 'u8']);
    expect((await order({ sort: [{ amount: { order: 'asc', missing: '_first' } }] })).map(([id]) => id)).toEqual(['u8', 'u3', 'u1', 'u2', 'u4']);
    expect((await order({ sort: [{ created_at: 'desc' }], size: 1 }))[0]).toEqual(['u2', [Date.parse('2026-11-24T11:30:00Z')]]);
    expect(await order({ sort: [{ 'items.price': { order: 'desc', nested: { path: 'items' } } }], size: 2 })).toEqual([['u2', [12]], ['u1', [10.5]]]);
    expect(await order({ sort: [{ 'items.price': { order: 'asc', mode: 'sum', nested: { path: 'items', filter: { term: { 'items.currency': 'EUR' } } } } }], size: 1 })).toEqual([['u1', [10.5]]]);
    expect(await order({ sort: ['_doc'], size: 2 })).toHaveLength(2);
  });

  it('search_after continues after the last sort values', async () => {
    const first = await search(sandbox.app, { size: 2, sort: [{ amount: 'asc' }, { uuid: 'asc' }] });
    expect(first.hits.hits.map((h) => h._id)).toEqual(['u3', 'u1']);
    const next = await search(sandbox.app, { size: 2, sort: [{ amount: 'asc' }, { uuid: 'asc' }], search_after: first.hits.hits[1]!.sort });
    expect(next.hits.hits.map((h) => h._id)).toEqual(['u2', 'u4']);
    const last = await search(sandbox.app, { size: 2, sort: [{ amount: 'asc' }, { uuid: 'asc' }], search_after: next.hits.hits[1]!.sort });
    expect(last.hits.hits.map((h) => [h._id, h.sort])).toEqual([['u8', [null, 'u8']]]);
  });

  it('_source filtering, track_total_hits, scores', async () => {
    const r = await search(sandbox.app, { query: { term: { uuid: 'u1' } }, _source: { includes: ['uuid', 'customer.*'], excludes: ['customer.email'] } });
    expect(r.hits.hits[0]!._source).toEqual({ uuid: 'u1', customer: { billing_country: 'DE', ip_address: '10.1.2.3', first_name: 'Anna', extra_data: { tier: 'gold' } } });
    expect((await search(sandbox.app, { _source: false, size: 1 })).hits.hits[0]).toEqual({ _index: 'transactions', _id: 'u1', _score: 1 });
    expect((await search(sandbox.app, { track_total_hits: 2, size: 0 })).hits).toEqual({ total: { value: 2, relation: 'gte' }, max_score: null, hits: [] });
    expect((await search(sandbox.app, { track_total_hits: true, size: 0 })).hits.total).toEqual({ value: 5, relation: 'eq' });
    const filtered = await search(sandbox.app, { query: { bool: { filter: { term: { status: 'error' } } } } });
    expect([filtered.hits.max_score, filtered.hits.hits[0]!._score]).toEqual([0, 0]);
    const sorted = await search(sandbox.app, { sort: ['uuid'], size: 1 });
    expect([sorted.hits.max_score, sorted.hits.hits[0]!._score]).toEqual([null, null]);
  });
});

describe('400s in OpenSearch’s shape', () => {
  const reason = async (body: unknown) => (await failure(sandbox.app, body)).error;

  it('unknown and malformed clauses name the clause and where it is', async () => {
    expect(await reason({ query: { foo: {} } })).toMatchObject({ type: 'parsing_exception', reason: 'unknown query [foo] at [query.foo]' });
    expect((await reason({ query: { bool: { must: [{ term: { status: 'x' } }, { foo: {} }] } } })).reason).toBe('unknown query [foo] at [query.bool.must[1].foo]');
    expect((await reason({ query: { bool: { must: 'x' } } })).reason).toContain('at [query.bool.must]');
    expect((await reason({ query: { term: { status: 'a', method: 'b' } } })).reason).toContain("[term] query doesn't support multiple fields");
    expect((await reason({ query: { range: { amount: { gte: 1, near: 2 } } } })).reason).toContain('[range] query does not support [near]');
    expect((await reason({ query: { term: { status: 'a' }, match_all: {} } })).type).toBe('parsing_exception');
    expect((await reason({ colour: 'red' })).reason).toBe('Unknown key for a VALUE_STRING in [colour]. at [colour]');
    expect((await reason({ query: { fuzzy: { status: 'x' } } })).reason).toContain('[fuzzy] query is not supported');
    expect((await reason({ aggs: { a: { bogus: {} } } })).reason).toContain('Unknown aggregation type [bogus]');
    expect((await reason({ aggs: { a: { sum: { field: 'amount' }, aggs: { b: { max: { field: 'amount' } } } } } })).type).toBe('aggregation_initialization_exception');
    expect((await reason({ aggs: { a: { terms: { field: 'status' }, aggs: { c: { composite: { sources: [] } } } } } })).reason).toContain('[composite] aggregation cannot be used with a parent');
  });

  it('values a field cannot take: search_phase_execution_exception with the shard-level cause', async () => {
    const bad = await reason({ query: { term: { attempt: 'abc' } } });
    expect(bad).toMatchObject({ type: 'search_phase_execution_exception', root_cause: [{ type: 'query_shard_exception', reason: 'failed to create query: For input string: "abc" at [query.term.attempt]' }] });
    expect((await reason({ query: { term: { is_captured: 'yes' } } })).root_cause[0]!.reason).toContain("Can't parse boolean value [yes]");
    expect((await reason({ query: { term: { 'customer.ip_address': 'not-an-ip' } } })).root_cause[0]!.reason).toContain('is not an IP string literal');
    expect((await reason({ query: { range: { created_at: { gte: '2026-11-24' } } } })).root_cause[0]!.type).toBe('parse_exception');
    expect((await reason({ query: { prefix: { amount: '1' } } })).root_cause[0]!.reason).toContain('Can only use prefix queries on keyword and text fields');
    expect((await reason({ sort: ['description'] })).root_cause[0]!.reason).toContain('Text fields are not optimised');
    expect((await reason({ sort: ['items.price'] })).root_cause[0]!.reason).toContain('mandatory to set the [nested] context');
    expect((await reason({ sort: ['nope'] })).root_cause[0]!.reason).toContain('No mapping found for [nope]');
    expect((await reason({ query: { nested: { path: 'customer', query: { match_all: {} } } } })).root_cause[0]!.reason).toContain('is not of nested type');
    // A value beyond the column's range fails in the database: still a 400 (found by the property below).
    expect((await reason({ query: { match_phrase: { amount: 9223372036854776 } } })).root_cause[0]!.type).toBe('query_shard_exception');
  });

  it('the result window: from + size above 10,000', async () => {
    const e = await reason({ from: 9995, size: 10 });
    expect(e.type).toBe('search_phase_execution_exception');
    expect(e.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: expect.stringContaining('Result window is too large, from + size must be less than or equal to: [10000] but was [10005]') });
    expect((await post(sandbox.app, { from: 0, size: 10000 })).statusCode).toBe(200);
    expect((await reason({ size: -1 })).reason).toContain('[size] parameter cannot be negative');
    expect((await reason({ search_after: [1, 2], sort: ['amount'] })).root_cause[0]!.reason).toBe('search_after has 2 value(s) but sort has 1. at [search_after]');
  });
});

describe('no input gives a 5xx', () => {
  const FIELDS = ['status', 'amount', 'created_at', 'description', 'customer.ip_address', 'items.price', 'items.name', 'is_captured', 'attempt', 'extra_data.x', 'nope', 'customer', 'fees.entity.raw'];
  const value = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant('now-1d/d'), fc.constant('10.0.0.0/8'), fc.constant(null));
  const field = fc.constantFrom(...FIELDS);
  const query: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    q: fc.oneof(
      { depthSize: 'small' },
      fc.record({ term: fc.dictionary(field, value, { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ terms: fc.dictionary(field, fc.array(value, { maxLength: 3 }), { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ range: fc.dictionary(field, fc.record({ gte: value, lt: value, format: fc.constantFrom('yyyy-MM-dd', 'epoch_millis', 'x') }, { requiredKeys: [] }), { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ match: fc.dictionary(field, value, { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ match_phrase: fc.dictionary(field, value, { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ wildcard: fc.dictionary(field, value, { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ prefix: fc.dictionary(field, value, { minKeys: 1, maxKeys: 1 }) }),
      fc.record({ exists: fc.record({ field }) }),
      fc.record({ query_string: fc.record({ query: fc.string({ maxLength: 20 }) }) }),
      fc.record({ nested: fc.record({ path: fc.constantFrom('items', 'fees', 'customer', 'x'), query: tie('q') }) }),
      fc.record({ bool: fc.record({ must: fc.array(tie('q'), { maxLength: 2 }), should: fc.array(tie('q'), { maxLength: 2 }), minimum_should_match: value }, { requiredKeys: [] }) }),
    ),
  })).q;
  const agg = fc.oneof(
    fc.record({ terms: fc.record({ field, size: value, order: fc.constantFrom({ _count: 'asc' }, { _key: 'desc' }, { m: 'asc' }, 'x') }, { requiredKeys: [] }), aggs: fc.constant({ m: { sum: { field: 'amount' } } }) }),
    fc.record({ date_histogram: fc.record({ field, calendar_interval: fc.constantFrom('day', '1M', '2d'), time_zone: fc.constantFrom('Europe/Berlin', '+01:00', 'Mars/Base') }, { requiredKeys: [] }) }),
    fc.record({ histogram: fc.record({ field, interval: value }, { requiredKeys: [] }) }),
    fc.record({ percentiles: fc.record({ field, percents: fc.array(value, { maxLength: 2 }) }, { requiredKeys: [] }) }),
    fc.record({ range: fc.record({ field, ranges: fc.array(fc.record({ from: value, to: value }, { requiredKeys: [] }), { maxLength: 2 }) }, { requiredKeys: [] }) }),
    fc.record({ composite: fc.record({ sources: fc.array(fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.record({ terms: fc.record({ field }) }), { minKeys: 1, maxKeys: 1 }), { maxLength: 2 }), after: fc.dictionary(fc.string({ maxLength: 3 }), value) }, { requiredKeys: [] }) }),
  );
  const body = fc.record(
    {
      query,
      size: value,
      from: value,
      sort: fc.array(fc.oneof(field, fc.dictionary(field, fc.constantFrom('asc', 'desc', 'up'), { minKeys: 1, maxKeys: 1 })), { maxLength: 2 }),
      search_after: fc.array(value, { maxLength: 2 }),
      _source: fc.oneof(fc.boolean(), fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 })),
      track_total_hits: value,
      aggs: fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), agg, { maxKeys: 2 }),
    },
    { requiredKeys: [] },
  );

  it('a null where a number belongs (a histogram interval, a bound) is a 400, not a crash (found by the property below)', async () => {
    for (const histogram of [{ interval: null }, { field: 'amount', interval: 10, extended_bounds: { min: null } }, { field: 'amount', interval: 10, offset: {} }]) {
      const res = await post(sandbox.app, JSON.stringify({ size: 0, aggs: { h: { histogram } } }));
      expect(res.statusCode, `${JSON.stringify(histogram)} → ${res.body}`).toBe(400);
    }
  });

  it('random JSON and random near-valid search bodies are answered below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), body), async (b) => {
        const res = await post(sandbox.app, JSON.stringify(b));
        expect(res.statusCode, `${JSON.stringify(b)} → ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
