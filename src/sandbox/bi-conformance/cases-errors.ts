import { error, get, hitSet, hits, post, type ConformanceCase } from './case-types';

/** Refusals, HTTP-level behaviour and the `?q=` query-string syntax. */
const HTTP = 'HTTP-level behaviour of the gateway (headers, credentials, body parsing)';
const QUERY_STRING = 'the reference does not parse the ?q= query-string syntax';

export const ERROR_CASES: ConformanceCase[] = [
  { name: 'unknown query clause', request: post({ query: { foo: { status: 'x' } } }), expected: error(400, 'parsing_exception', 'foo') },
  { name: 'malformed bool (unknown member)', request: post({ query: { bool: { shoud: [{ term: { status: 'error' } }] } } }), expected: error(400, 'parsing_exception', 'shoud') },
  { name: 'bad range date', request: post({ query: { range: { created_at: { gte: 'yesterday' } } } }), expected: error(400, 'parse_exception', 'yesterday') },
  { name: 'terms aggregation on a text field', request: post({ size: 0, aggs: { d: { terms: { field: 'description' } } } }), expected: error(400, 'illegal_argument_exception', 'description') },
  { name: 'sort on a text field', request: post({ sort: [{ description: 'asc' }] }), expected: error(400, 'illegal_argument_exception', 'description') },
  { name: 'from + size above 10,000', request: post({ from: 9995, size: 10 }), expected: error(400, 'illegal_argument_exception', '10000') },
  { name: 'unknown aggregation type', request: post({ size: 0, aggs: { x: { bogus_agg: { field: 'status' } } } }), expected: error(400, 'parsing_exception', 'bogus_agg') },
  { name: 'non-JSON body', request: { method: 'POST', rawBody: '{"query": {"match_all": {}', contentType: 'application/json' }, expected: error(400), engineOnly: HTTP },
  { name: 'POST without Content-Type is refused', request: { method: 'POST', rawBody: '{}', contentType: null }, expected: error(406), engineOnly: HTTP },
  { name: 'POST with a wrong Content-Type is refused', request: { method: 'POST', rawBody: '{}', contentType: 'text/plain' }, expected: error(406), engineOnly: HTTP },
  { name: 'Content-Type is compared case-insensitively', request: post({ query: { term: { uuid: 'p07' } } }, { contentType: 'Application/JSON; UTF-8' }), expected: hits(['p07']) },
  { name: 'wrong credentials', request: post({}, { credentials: 'wrong' }), expected: error(401), engineOnly: HTTP },
  { name: 'no credentials', request: get('uuid:p03', { credentials: 'none' }), expected: error(401), engineOnly: HTTP },
  // ?q= (query-string syntax)
  { name: 'spec: look up a transaction by uuid (GET ?q=)', request: get('uuid:p03'), expected: hits(['p03']), engineOnly: QUERY_STRING },
  { name: 'q field:value', request: get('status:error'), expected: hitSet(['p02', 'p05', 'p08']), engineOnly: QUERY_STRING },
  { name: 'q quoted phrase', request: get('description:"blue tent"'), expected: hitSet(['p01', 'p03']), engineOnly: QUERY_STRING },
  { name: 'q AND', request: get('status:success AND currency:USD'), expected: hitSet(['p03', 'p09', 'p10']), engineOnly: QUERY_STRING },
  { name: 'q OR', request: get('method:Paypal OR currency:GBP'), expected: hitSet(['p04', 'p05', 'p06', 'p10', 'p14']), engineOnly: QUERY_STRING },
  { name: 'q NOT', request: get('NOT status:success'), expected: hitSet(['p02', 'p05', 'p08', 'p12', 'p14', 'p15']), engineOnly: QUERY_STRING },
  { name: 'q range [a TO b] (inclusive)', request: get('amount:[20 TO 50]'), expected: hitSet(['p02', 'p03', 'p10', 'p13']), engineOnly: QUERY_STRING },
  { name: 'q wildcard', request: get('currency:U*'), expected: hitSet(['p03', 'p09', 'p10']), engineOnly: QUERY_STRING },
  { name: 'q at the BI sandbox address', request: get('status:success', { address: 'sandbox' }), expected: hitSet(['s01', 's03', 's04']), engineOnly: QUERY_STRING },
];
