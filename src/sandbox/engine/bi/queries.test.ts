import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../test-support';
import { failure, ids, NOW, SANDBOX_URL, search, writeFixture } from '../../routes/bi/test-fixture';

// Queries against the hand-checked fixture (routes/bi/test-fixture.ts): production sees u1 u2 u3 u4 u8.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
  await writeFixture(sandbox.db);
});
afterAll(() => sandbox.close());

const q = (query: unknown) => ids(sandbox.app, query);

describe('audience', () => {
  it('shows the tenant’s visible production records; the BI sandbox address only test_mode ones', async () => {
    expect(await q({ match_all: {} })).toEqual(['u1', 'u2', 'u3', 'u4', 'u8']);
    expect((await search(sandbox.app, {}, SANDBOX_URL)).hits.hits.map((h) => h._id)).toEqual(['u5']);
    expect(await q({ match_none: {} })).toEqual([]);
  });
});

describe('term-level queries', () => {
  it('keyword term, terms, case_insensitive and value/boost forms', async () => {
    expect(await q({ term: { status: 'success' } })).toEqual(['u1', 'u3', 'u4']);
    expect(await q({ term: { status: { value: 'SUCCESS', case_insensitive: true, boost: 2 } } })).toEqual(['u1', 'u3', 'u4']);
    expect(await q({ term: { status: 'Success' } })).toEqual([]);
    expect(await q({ terms: { method: ['Paypal', 'DirectDebit'] } })).toEqual(['u3', 'u4']);
    expect(await q({ ids: { values: ['u2', 'u5', 'u6'] } })).toEqual(['u2']);
  });

  it('a term on a text field matches one analysed token', async () => {
    expect(await q({ term: { description: 'tent' } })).toEqual(['u1', 'u2']);
    expect(await q({ term: { description: 'Tent' } })).toEqual([]);
  });

  it('scaled_float: rounded to the factor with OpenSearch’s double arithmetic', async () => {
    expect(await q({ term: { amount: 10.5 } })).toEqual(['u1']);
    expect(await q({ term: { amount: '1.005' } })).toEqual(['u3']);
    expect(await q({ range: { amount: { gte: 10, lte: 20 } } })).toEqual(['u1', 'u2']);
    expect(await q({ range: { amount: { gt: 20 } } })).toEqual(['u4']);
    expect(await q({ range: { amount: { lt: 10.5 } } })).toEqual(['u3']);
    // 1.005 × 1000 is 1004.999… in doubles: ceil(nextUp) = 1005, so gt 1.005 still holds 1.005 (as in OpenSearch).
    expect(await q({ range: { amount: { gt: 1.005, lt: 6 } } })).toEqual(['u3']);
  });

  it('integers: strings coerced, decimals match nothing, ranges compare exactly', async () => {
    expect(await q({ term: { attempt: '2' } })).toEqual(['u2']);
    expect(await q({ term: { attempt: 1.5 } })).toEqual([]);
    expect(await q({ range: { attempt: { gt: 1.5 } } })).toEqual(['u2']);
  });

  it('dates: date math with rounding, formats, epoch_millis and time_zone', async () => {
    expect(await q({ range: { created_at: { gte: 'now-24h' } } })).toEqual(['u1', 'u2', 'u8']);
    expect(await q({ range: { created_at: { gte: 'now/d' } } })).toEqual(['u1', 'u2', 'u8']);
    expect(await q({ range: { created_at: { lt: 'now/d' } } })).toEqual(['u3', 'u4']);
    expect(await q({ range: { created_at: { gte: '2026-11-23', format: 'yyyy-MM-dd' } } })).toEqual(['u1', 'u2', 'u3', 'u8']);
    // lte and gt round up: a day without time means its last millisecond.
    expect(await q({ range: { created_at: { lte: '2026-11-23', format: 'yyyy-MM-dd' } } })).toEqual(['u3', 'u4']);
    expect(await q({ range: { created_at: { gt: '2026-11-23', format: 'yyyy-MM-dd' } } })).toEqual(['u1', 'u2', 'u8']);
    expect(await q({ range: { created_at: { gte: 1795478400000, format: 'epoch_millis' } } })).toEqual(['u1', 'u2', 'u8']);
    expect(await q({ range: { created_at: { gte: '2026-10-01||+1M/M', format: 'yyyy-MM-dd' } } })).toEqual(['u1', 'u2', 'u3', 'u8']);
    expect(await q({ range: { created_at: { gte: '2026-11-24 11:00:00', time_zone: '+02:00' } } })).toEqual(['u1', 'u2']);
    expect(await q({ range: { created_at: { gte: '2026-11-24 10:00:00', time_zone: 'Europe/Berlin' } } })).toEqual(['u1', 'u2']);
    expect(await q({ term: { created_at: '2026-11-24 10:00:00' } })).toEqual(['u1']);
  });

  it('booleans, ip (exact, CIDR, range) and exists', async () => {
    expect(await q({ term: { is_captured: true } })).toEqual(['u1']);
    expect(await q({ term: { is_captured: 'false' } })).toEqual(['u4']);
    expect(await q({ bool: { must_not: { term: { is_captured: true } } } })).toEqual(['u2', 'u3', 'u4', 'u8']);
    expect(await q({ term: { 'customer.ip_address': '10.0.0.0/8' } })).toEqual(['u1', 'u2']);
    expect(await q({ term: { 'customer.ip_address': '192.168.1.7' } })).toEqual(['u3']);
    expect(await q({ range: { 'customer.ip_address': { gte: '10.5.0.0', lte: '10.255.255.255' } } })).toEqual(['u2']);
    expect(await q({ exists: { field: 'is_captured' } })).toEqual(['u1', 'u4']);
    expect(await q({ exists: { field: 'customer' } })).toEqual(['u1', 'u2', 'u3']);
    expect(await q({ exists: { field: 'amount' } })).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(await q({ exists: { field: 'items' } })).toEqual([]);
    expect(await q({ exists: { field: 'extra_data.shop' } })).toEqual(['u1', 'u3']);
  });

  it('prefix and wildcard on keyword and text', async () => {
    expect(await q({ prefix: { connector_name: 'Card' } })).toEqual(['u1', 'u2', 'u3']);
    expect(await q({ prefix: { merchant_txid: { value: 'ord' } } })).toEqual(['u1', 'u2']);
    expect(await q({ wildcard: { connector_name: 'C?rd*' } })).toEqual(['u1', 'u2', 'u3']);
    expect(await q({ wildcard: { connector_name: { value: 'card*', case_insensitive: true } } })).toEqual(['u1', 'u2', 'u3']);
    expect(await q({ wildcard: { description: { value: 'ten?' } } })).toEqual(['u1', 'u2']);
  });

  it('.raw sub-fields and dynamic objects', async () => {
    expect(await q({ term: { 'risk_data.risk_profile_name.raw': 'Strict Profile' } })).toEqual(['u2']);
    expect(await q({ match: { 'risk_data.risk_profile_name': 'profile' } })).toEqual(['u1', 'u2']);
    expect(await q({ term: { 'customer.email.raw': 'anna@example.com' } })).toEqual(['u1']);
    expect(await q({ match: { 'customer.email': 'example.com' } })).toEqual(['u1']);
    expect(await q({ term: { 'extra_data.shop': 'b' } })).toEqual(['u3']);
    // A dynamic member stored as a JSON number is the keyword "3".
    expect(await q({ term: { 'extra_data.visits': '3' } })).toEqual(['u1']);
    expect(await q({ term: { 'extra_data.visits': 3 } })).toEqual(['u1']);
    expect(await q({ term: { 'extra_data.visits': '3.0' } })).toEqual([]);
    expect(await q({ term: { 'customer.extra_data.tier': 'gold' } })).toEqual(['u1']);
    expect(await q({ term: { no_such_field: 'x' } })).toEqual([]);
  });
});

describe('full-text queries', () => {
  it('match: analysed, operator, minimum_should_match; exact on keyword', async () => {
    expect(await q({ match: { description: 'blue TENT' } })).toEqual(['u1', 'u2', 'u4']);
    expect(await q({ match: { description: { query: 'blue tent', operator: 'and' } } })).toEqual(['u1']);
    expect(await q({ match: { description: { query: 'blue tent', minimum_should_match: 2 } } })).toEqual(['u1']);
    expect(await q({ match: { description: { query: 'blue tent', minimum_should_match: '100%' } } })).toEqual(['u1']);
    expect(await q({ match: { description: { query: 'blue tent', minimum_should_match: -1 } } })).toEqual(['u1', 'u2', 'u4']);
    expect(await q({ match: { status: 'success' } })).toEqual(['u1', 'u3', 'u4']);
    expect(await q({ match: { currency: 'eur' } })).toEqual([]);
    expect(await q({ match: { amount: '20' } })).toEqual(['u2']);
  });

  it('match_phrase needs the tokens in order', async () => {
    expect(await q({ match_phrase: { description: 'red tent' } })).toEqual(['u2']);
    expect(await q({ match_phrase: { description: 'tent red' } })).toEqual([]);
    expect(await q({ match_phrase: { description: { query: 'Blue Tent' } } })).toEqual(['u1']);
  });

  it('multi_match over listed and patterned fields', async () => {
    expect(await q({ multi_match: { query: 'blue', fields: ['description', 'connector_name'] } })).toEqual(['u1', 'u4']);
    expect(await q({ multi_match: { query: 'blue', fields: ['desc*^2'] } })).toEqual(['u1', 'u4']);
    expect(await q({ multi_match: { query: 'Card A', fields: ['connector_name'] } })).toEqual(['u1', 'u3']);
    expect(await q({ multi_match: { query: 'red tent', type: 'phrase', fields: ['description'] } })).toEqual(['u2']);
    expect(await q({ multi_match: { query: 'camping', fields: ['*'] } })).toEqual(['u3']);
  });
});

describe('compound queries', () => {
  it('bool: should alone needs one; beside must it is optional unless minimum_should_match', async () => {
    expect(await q({ bool: { should: [{ term: { status: 'error' } }, { term: { method: 'Paypal' } }] } })).toEqual(['u2', 'u3']);
    expect(await q({ bool: { must: [{ term: { currency: 'EUR' } }], should: [{ term: { method: 'Paypal' } }] } })).toEqual(['u1', 'u3', 'u4']);
    expect(await q({ bool: { filter: { term: { currency: 'EUR' } }, should: [{ term: { method: 'Paypal' } }], minimum_should_match: 1 } })).toEqual(['u3']);
    expect(await q({ bool: { should: [{ term: { status: 'error' } }, { term: { method: 'Creditcard' } }], minimum_should_match: 2 } })).toEqual(['u2']);
    expect(await q({ constant_score: { filter: { term: { status: 'error' } } } })).toEqual(['u2']);
    expect(await q({ bool: {} })).toEqual(['u1', 'u2', 'u3', 'u4', 'u8']);
  });

  it('nested: per element; a nested field outside nested matches nothing', async () => {
    expect(await q({ nested: { path: 'items', query: { term: { 'items.name': 'tent' } } } })).toEqual(['u1', 'u2']);
    const bothOnOneItem = { nested: { path: 'items', query: { bool: { must: [{ match: { 'items.name': 'tent' } }, { range: { 'items.price': { gte: 10 } } }] } } } };
    expect(await q(bothOnOneItem)).toEqual(['u1']);
    expect(await q({ term: { 'items.name': 'tent' } })).toEqual([]);
    expect(await q({ nested: { path: 'fees', query: { term: { 'fees.entity.raw': 'Acme Bank' } } } })).toEqual(['u1']);
    expect(await q({ nested: { path: 'errors', query: { match: { 'errors.message': 'funds' } }, score_mode: 'max' } })).toEqual(['u2']);
    expect(await q({ nested: { path: 'status_history', query: { range: { 'status_history.created_at': { gte: '2026-11-24 10:00:00' } } } } })).toEqual(['u1']);
    expect(await q({ nested: { path: 'fees', query: { range: { 'fees.amount': { gte: 0.1234 } } } } })).toEqual(['u1']);
    expect(await q({ nested: { path: 'nope', query: { match_all: {} }, ignore_unmapped: true } })).toEqual([]);
  });
});

describe('query_string (Lucene syntax)', () => {
  const qs = (query: string, extra: Record<string, unknown> = {}) => q({ query_string: { query, ...extra } });
  it('fields, boolean operators, grouping, phrases, ranges, wildcards, _exists_', async () => {
    expect(await qs('status:success AND method:Creditcard')).toEqual(['u1']);
    expect(await qs('status:success OR status:error')).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(await qs('NOT status:success')).toEqual(['u2', 'u8']);
    expect(await qs('+method:Creditcard -status:error')).toEqual(['u1', 'u8']);
    expect(await qs('(status:error OR method:Paypal) AND currency:EUR')).toEqual(['u3']);
    expect(await qs('description:"red tent"')).toEqual(['u2']);
    expect(await qs('amount:[10 TO 20]')).toEqual(['u1', 'u2']);
    expect(await qs('amount:{10.5 TO 20]')).toEqual(['u2']);
    expect(await qs('amount:>=100')).toEqual(['u4']);
    expect(await qs('connector_name:Card*')).toEqual(['u1', 'u2', 'u3']);
    expect(await qs('description:TENT')).toEqual(['u1', 'u2']);
    expect(await qs('_exists_:is_captured')).toEqual(['u1', 'u4']);
    expect(await qs('customer.billing_country:AT')).toEqual(['u3']);
  });

  it('default field * and default_operator', async () => {
    expect(await qs('tent')).toEqual(['u1', 'u2']);
    expect(await qs('blue tent', { default_field: 'description', default_operator: 'AND' })).toEqual(['u1']);
    expect(await qs('blue tent', { default_field: 'description' })).toEqual(['u1', 'u2', 'u4']);
    expect(await qs('20')).toEqual(['u2']);
  });

  it('a syntax error is a 400 naming the query', async () => {
    const e = await failure(sandbox.app, { query: { query_string: { query: 'status:(' } } });
    expect(e.error.type).toBe('search_phase_execution_exception');
    expect(e.error.root_cause[0]!.reason).toContain('Failed to parse query [status:(]');
  });
});
