import { hitSet, hits, ms, post, type ConformanceCase } from './case-types';

/** Query clauses, per field type, against the production index (see fixture.ts for the table). */
const byUuid = [{ uuid: 'asc' }];
const q = (query: unknown, extra: Record<string, unknown> = {}) => post({ query, sort: byUuid, size: 20, ...extra });
const ALL = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16'];
const nested = (path: string, query: unknown) => ({ nested: { path, query } });

export const QUERY_CASES: ConformanceCase[] = [
  // match_all, match_none, index order
  { name: 'match_all answers the production index in index order (constant scores tie)', request: post({ size: 20 }), expected: hits(ALL) },
  { name: 'default size is 10', request: post({}), expected: hits(ALL.slice(0, 10), 16) },
  { name: 'the BI sandbox address answers only test_mode records', request: post({ size: 20 }, { address: 'sandbox' }), expected: hits(['s01', 's02', 's03', 's04']) },
  { name: 'match_none', request: post({ query: { match_none: {} } }), expected: hits([]) },
  { name: 'empty bool is match_all', request: post({ query: { bool: {} }, size: 0 }), expected: hits([], 16) },
  // spec example: a transaction by uuid
  { name: 'spec: look up a transaction by uuid (POST term)', request: post({ query: { term: { uuid: 'p03' } } }), expected: hits(['p03']) },
  { name: "another tenant's record is never visible", request: q({ term: { uuid: 'o01' } }), expected: hits([]) },
  { name: 'a record before its indexing delay is not visible', request: q({ terms: { uuid: ['f01', 'p01'] } }), expected: hits(['p01']) },
  { name: 'a test_mode record is not visible at the production address', request: q({ term: { uuid: 's01' } }), expected: hits([]) },
  // keyword
  { name: 'term on keyword', request: q({ term: { status: 'success' } }), expected: hits(['p01', 'p03', 'p04', 'p06', 'p07', 'p09', 'p10', 'p11', 'p13', 'p16']) },
  { name: 'term on keyword with {value}', request: q({ term: { connector_name: { value: 'PayPal Wallet' } } }), expected: hits(['p04', 'p05', 'p10', 'p14']) },
  { name: 'terms on keyword', request: q({ terms: { status: ['error', 'redirect'] } }), expected: hits(['p02', 'p05', 'p08', 'p14']) },
  { name: 'match on keyword is exact (no analysis)', request: q({ match: { currency: 'usd' } }), expected: hits([]) },
  { name: 'match on keyword, exact value', request: q({ match: { currency: 'USD' } }), expected: hits(['p03', 'p09', 'p10']) },
  { name: 'range on keyword is lexicographic', request: q({ range: { currency: { gte: 'CHF', lt: 'GBP' } } }), expected: hits(['p01', 'p02', 'p04', 'p05', 'p07', 'p08', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16']) },
  { name: 'range: the later of lte/lt wins (lte Z, then lt GBP = lt GBP)', request: q({ range: { currency: { gte: 'CHF', lte: 'Z', lt: 'GBP' } } }), expected: hits(['p01', 'p02', 'p04', 'p05', 'p07', 'p08', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16']) },
  // text
  { name: 'term on text matches a token as written: Blue is not a token', request: q({ term: { description: 'Blue' } }), expected: hits([]) },
  { name: 'term on text matches a lower-case token', request: q({ term: { description: 'blue' } }), expected: hits(['p01', 'p03', 'p08', 'p16']) },
  { name: 'match analyses its input (or)', request: q({ match: { description: 'Blue TENT' } }), expected: hits(['p01', 'p02', 'p03', 'p05', 'p07', 'p08', 'p13', 'p16']) },
  { name: 'match operator and', request: q({ match: { description: { query: 'blue tent', operator: 'and' } } }), expected: hits(['p01', 'p03', 'p16']) },
  { name: 'match of one token ignores minimum_should_match (a term query, no boolean to apply it to)', request: q({ match: { description: { query: 'tent', minimum_should_match: 2 } } }), expected: hits(['p01', 'p02', 'p03', 'p05', 'p07', 'p13', 'p16']) },
  { name: 'match operator and with minimum_should_match 1 matches nothing (no SHOULD clause to count)', request: q({ match: { description: { query: 'blue tent', operator: 'and', minimum_should_match: 1 } } }), expected: hits([]) },
  { name: 'match minimum_should_match 2 of 3', request: q({ match: { description: { query: 'blue tent large', minimum_should_match: 2 } } }), expected: hits(['p01', 'p03', 'p16']) },
  {
    name: 'match minimum_should_match 66% of 3 truncates to 1',
    request: q({ match: { description: { query: 'blue tent large', minimum_should_match: '66%' } } }),
    expected: hits(['p01', 'p02', 'p03', 'p05', 'p07', 'p08', 'p13', 'p16']),
  },
  { name: 'match_phrase needs the tokens in order', request: q({ match_phrase: { description: 'blue tent' } }), expected: hits(['p01', 'p03']) },
  { name: 'match_phrase in the other order', request: q({ match_phrase: { description: 'tent blue' } }), expected: hits(['p16']) },
  { name: 'match across punctuation', request: q({ match: { description: 'Poles: carbon' } }), expected: hits(['p03', 'p06']) },
  { name: 'match_phrase across punctuation', request: q({ match_phrase: { description: 'poles, carbon' } }), expected: hits(['p06']) },
  { name: 'multi_match over two text fields', request: q({ multi_match: { query: 'carbon', fields: ['description', 'customer.last_name'] } }), expected: hits(['p02', 'p06']) },
  { name: 'multi_match with a boost suffix', request: q({ multi_match: { query: 'berg', fields: ['customer.last_name^2', 'customer.first_name'] } }), expected: hits(['p01', 'p04', 'p07']) },
  { name: 'match on the standard-analysed email', request: q({ match: { 'customer.email': 'anna.berg@example.com' } }), expected: hits(['p01', 'p04']) },
  { name: 'term on the email-analysed .raw matches the lower-cased address', request: q({ term: { 'customer.email.raw': 'anna.berg@example.com' } }), expected: hits(['p01', 'p04']) },
  { name: 'term on .raw is not analysed', request: q({ term: { 'customer.email.raw': 'Anna.Berg@example.com' } }), expected: hits([]) },
  { name: 'term on a keyword .raw multi-field', request: q({ term: { 'risk_data.risk_profile_name.raw': 'Default Profile' } }), expected: hits(['p01', 'p03']) },
  { name: 'match on the text parent of .raw', request: q({ match: { 'risk_data.risk_profile_name': 'STRICT' } }), expected: hits(['p02']) },
  { name: 'prefix on text matches a token', request: q({ prefix: { description: 'pol' } }), expected: hits(['p03', 'p06']) },
  { name: 'prefix on keyword', request: q({ prefix: { connector_name: 'Beta' } }), expected: hits(['p02', 'p06', 'p11', 'p13', 'p16']) },
  { name: 'wildcard on keyword', request: q({ wildcard: { currency: 'U?D' } }), expected: hits(['p03', 'p09', 'p10']) },
  { name: 'wildcard on text tokens', request: q({ wildcard: { description: { value: 't*t' } } }), expected: hits(['p01', 'p02', 'p03', 'p05', 'p07', 'p13', 'p16']) },
  { name: 'exists on a text field (null and missing are absent)', request: q({ exists: { field: 'description' } }), expected: hits(ALL.filter((id) => id !== 'p09' && id !== 'p14')) },
  { name: 'exists on an integer', request: q({ exists: { field: 'attempt' } }), expected: hits(ALL.filter((id) => !['p11', 'p13', 'p15'].includes(id))) },
  { name: 'exists on an object', request: q({ exists: { field: 'customer' } }), expected: hits(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p14']) },
  { name: 'ids (index order, unknown ids ignored)', request: post({ query: { ids: { values: ['p03', 'p01', 'nope', 'o01'] } } }), expected: hits(['p01', 'p03']) },
  // scaled_float
  { name: 'range on scaled_float', request: q({ range: { amount: { gte: 20, lt: 100 } } }), expected: hits(['p02', 'p03', 'p06', 'p10', 'p12', 'p13', 'p16']) },
  { name: 'scaled_float 0.0005 is stored as 0.001; a term 0.0005 rounds the same way', request: q({ term: { amount: 0.0005 } }), expected: hits(['p05']) },
  { name: 'scaled_float term on the stored value', request: q({ term: { amount: '0.001' } }), expected: hits(['p05']) },
  { name: 'scaled_float range rounds per bound (gt 0.0005 ⇒ ≥ 0.001, lte 1.0015 ⇒ ≤ 1.001)', request: q({ range: { amount: { gt: 0.0005, lte: 1.0015 } } }), expected: hits(['p05', 'p11']) },
  { name: 'scaled_float lte below the smallest step matches nothing', request: q({ range: { amount: { lte: 0.0004 } } }), expected: hits([]) },
  { name: 'scaled_float 1.001 (stored 1001)', request: q({ term: { amount: 1.001 } }), expected: hits(['p11']) },
  { name: 'fees scaled_float (factor 10000) term in nested', request: q(nested('fees', { term: { 'fees.amount': 0.0001 } })), expected: hits(['p01']) },
  {
    // OpenSearch 2.17 scales a query value exactly (1.5 → 2) and finds nothing; the sandbox scales it
    // as the index side does, as OpenSearch 3.3 does (PR #19188): both READMEs say so.
    name: 'fees 0.00015 is indexed as round(1.4999999999999998) = 1, and a term 0.00015 is scaled the same way: it matches (OpenSearch 3.3, not 2.17)',
    request: q(nested('fees', { term: { 'fees.amount': 0.00015 } })),
    expected: hits(['p01']),
  },
  // integer, byte, short
  { name: 'terms on integer', request: q({ terms: { attempt: [2, '3'] } }), expected: hits(['p03', 'p16']) },
  { name: 'range on integer', request: q({ range: { attempt: { gte: 2 } } }), expected: hits(['p03', 'p16']) },
  { name: 'term on integer with a string value', request: q({ term: { attempt: '2' } }), expected: hits(['p03']) },
  { name: 'term on byte', request: q({ term: { 'creditcard.expiry_month': 12 } }), expected: hits(['p01', 'p08', 'p15']) },
  { name: 'range on short', request: q({ range: { 'creditcard.expiry_year': { lt: 2027 } } }), expected: hits(['p02', 'p08']) },
  // boolean
  { name: 'term on boolean true', request: q({ term: { is_captured: true } }), expected: hits(['p01', 'p03', 'p09', 'p16']) },
  { name: 'term on boolean "true"', request: q({ term: { is_captured: 'true' } }), expected: hits(['p01', 'p03', 'p09', 'p16']) },
  { name: 'term on boolean false matches explicit false only', request: q({ term: { is_captured: false } }), expected: hits(['p02', 'p06']) },
  // ip
  { name: 'ip exact', request: q({ term: { 'customer.ip_address': '10.1.2.3' } }), expected: hits(['p01']) },
  { name: 'ip CIDR', request: q({ term: { 'customer.ip_address': '10.0.0.0/8' } }), expected: hits(['p01', 'p02', 'p05']) },
  { name: 'ipv6 CIDR', request: q({ term: { 'customer.ip_address': '2001:db8::/32' } }), expected: hits(['p03']) },
  // dynamic objects
  { name: 'extra_data member as keyword', request: q({ term: { 'extra_data.shop': 'app' } }), expected: hits(['p02', 'p04']) },
  { name: 'exists on an extra_data member', request: q({ exists: { field: 'extra_data.plan' } }), expected: hits(['p07']) },
  // dates
  { name: 'range now-24h (gte includes exactly 24 h ago)', request: q({ range: { created_at: { gte: 'now-24h' } } }), expected: hits(['p01', 'p02', 'p03', 'p04']) },
  { name: 'range gte now/d rounds down to the day', request: q({ range: { created_at: { gte: 'now/d' } } }), expected: hits(['p01', 'p02']) },
  { name: 'range gt now-1d/d rounds up to the end of yesterday', request: q({ range: { created_at: { gt: 'now-1d/d' } } }), expected: hits(['p01', 'p02']) },
  { name: 'range gte now-1d/d rounds down to the start of yesterday', request: q({ range: { created_at: { gte: 'now-1d/d' } } }), expected: hits(['p01', 'p02', 'p03', 'p04', 'p05']) },
  { name: 'range lte now-1d/d rounds up (includes all of yesterday)', request: q({ range: { created_at: { lte: 'now-1d/d' } } }), expected: hits(ALL.slice(2)) },
  { name: 'range now-1M is a calendar month (Feb 15 12:00 included, 10:00 not)', request: q({ range: { created_at: { gte: 'now-1M' } } }), expected: hits(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p10', 'p14', 'p15', 'p16']) },
  { name: 'anchored date math 2026-02-01||+1M/M (gte: March 1st)', request: q({ range: { created_at: { gte: '2026-02-01 00:00:00||+1M/M' } } }), expected: hits(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p14', 'p15', 'p16']) },
  { name: 'anchored date math ||/M with lte rounds up to the end of February', request: q({ range: { created_at: { lte: '2026-02-01 00:00:00||/M' } } }), expected: hits(['p08', 'p09', 'p10', 'p11', 'p12', 'p13']) },
  { name: 'anchored date math ||/M with gt rounds up (Feb 28 23:59:59 excluded)', request: q({ range: { created_at: { gt: '2026-02-01 00:00:00||/M' } } }), expected: hits(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p14', 'p15', 'p16']) },
  { name: 'date math months clamp the day (Mar 31 − 1M = Feb 28)', request: q({ range: { created_at: { gte: '2026-03-31 00:00:00||-1M' } } }), expected: hits(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p14', 'p15', 'p16']) },
  { name: 'term on a date with rounding matches the whole unit', request: q({ term: { created_at: 'now/d' } }), expected: hits(['p01', 'p02']) },
  { name: 'range with format epoch_millis', request: q({ range: { created_at: { gte: ms('2026-03-15 00:00:00'), format: 'epoch_millis' } } }), expected: hits(['p01', 'p02']) },
  { name: 'range with the spec date format', request: q({ range: { created_at: { gte: '2026-03-10 00:00:00', lt: '2026-03-13 00:00:00', format: 'yyyy-MM-dd HH:mm:ss' } } }), expected: hits(['p06', 'p14']) },
  { name: 'date term on a yyyy-MM-dd nested date', request: q(nested('fees', { term: { 'fees.date': '2026-03-10' } })), expected: hits(['p06']) },
  { name: 'date range on a yyyy-MM-dd nested date', request: q(nested('fees', { range: { 'fees.date': { gte: '2026-03-15' } } })), expected: hits(['p01']) },
  // nested
  { name: 'nested: both conditions on the same item', request: q(nested('items', { bool: { must: [{ term: { 'items.currency': 'EUR' } }, { range: { 'items.quantity': { gte: 2 } } }] } })), expected: hits(['p01', 'p03']) },
  { name: 'nested: USD and quantity ≥ 3 on one item: none', request: q(nested('items', { bool: { filter: [{ term: { 'items.currency': 'USD' } }, { range: { 'items.quantity': { gte: 3 } } }] } })), expected: hits([]) },
  {
    name: 'two nested clauses may match different items',
    request: q({ bool: { must: [nested('items', { term: { 'items.currency': 'USD' } }), nested('items', { range: { 'items.quantity': { gte: 3 } } })] } }),
    expected: hits(['p03']),
  },
  { name: 'exists inside nested', request: q(nested('items', { exists: { field: 'items.price' } })), expected: hits(['p01', 'p03', 'p06', 'p09', 'p16']) },
  { name: 'a nested field outside nested matches nothing', request: q({ term: { 'items.currency': 'EUR' } }), expected: hits([]) },
  { name: 'nested match on a text member', request: q(nested('errors', { match: { 'errors.message': 'declined' } })), expected: hits(['p02', 'p05', 'p08']) },
  { name: 'nested keyword multi-field', request: q(nested('fees', { term: { 'fees.entity.raw': 'Card Scheme' } })), expected: hits(['p01']) },
  { name: 'nested keyword tags', request: q(nested('tags', { term: { 'tags.name': 'vip' } })), expected: hits(['p01', 'p04']) },
  // compound
  { name: 'constant_score', request: post({ query: { constant_score: { filter: { term: { status: 'error' } } } } }), expected: hits(['p02', 'p05', 'p08']) },
  { name: 'bool must_not (missing values are kept)', request: q({ bool: { must_not: [{ term: { status: 'success' } }] } }), expected: hits(['p02', 'p05', 'p08', 'p12', 'p14', 'p15']) },
  {
    // Queries.fixNegativeQueryIfNeeded rebuilds a must_not-only bool with a match-all filter and drops its minimum_should_match
    name: 'bool of must_not only ignores minimum_should_match',
    request: q({ bool: { must_not: [{ term: { status: 'success' } }], minimum_should_match: 2 } }),
    expected: hits(['p02', 'p05', 'p08', 'p12', 'p14', 'p15']),
  },
  { name: 'bool filter with minimum_should_match 1 and no should matches nothing', request: q({ bool: { filter: { term: { method: 'Creditcard' } }, minimum_should_match: 1 } }), expected: hits([]) },
  { name: 'bool must_not exists', request: q({ bool: { must_not: { exists: { field: 'status' } } } }), expected: hits(['p15']) },
  { name: 'bool should only: at least one', request: q({ bool: { should: [{ term: { currency: 'USD' } }, { term: { currency: 'GBP' } }] } }), expected: hits(['p03', 'p06', 'p09', 'p10']) },
  {
    name: 'bool filter + should: should is optional',
    request: q({ bool: { filter: { term: { method: 'Creditcard' } }, should: { term: { currency: 'USD' } } } }),
    expected: hits(['p01', 'p02', 'p03', 'p06', 'p08', 'p09', 'p11', 'p12', 'p13', 'p15', 'p16']),
  },
  { name: 'bool filter + should + minimum_should_match 1', request: q({ bool: { filter: { term: { method: 'Creditcard' } }, should: { term: { currency: 'USD' } }, minimum_should_match: 1 } }), expected: hits(['p03', 'p09']) },
  {
    name: 'bool minimum_should_match 2 of 3',
    request: q({ bool: { should: [{ term: { status: 'error' } }, { term: { currency: 'EUR' } }, { term: { method: 'Creditcard' } }], minimum_should_match: 2 } }),
    expected: hits(['p01', 'p02', 'p05', 'p08', 'p11', 'p12', 'p13', 'p15', 'p16']),
  },
  { name: 'bool minimum_should_match -1 of 2 (one suffices)', request: q({ bool: { should: [{ term: { currency: 'CHF' } }, { term: { currency: 'GBP' } }], minimum_should_match: -1 } }), expected: hits(['p06', 'p14']) },
  // relevance-ordered answers compare as sets
  { name: 'match without sort (order by relevance: compared as a set)', request: post({ query: { match: { description: 'tent' } } }), expected: hitSet(['p01', 'p02', 'p03', 'p05', 'p07', 'p13', 'p16']) },
];
