import { get, hits, post, type ConformanceCase } from './case-types';

/**
 * Relevance: hits ordered by `_score` (BM25 for full-text clauses, docs/sandbox-bi.md "Scores"), ties
 * in index order. Hand-computed over the production index's 16 records (fixture.ts): `description`
 * has 14 records with tokens, 40 tokens in all (avgdl 20/7); `merchant_txid` 16 records, 35 tokens.
 * With k1 1.2 and b 0.75 a term scores idf · tf / (tf + 0.3 + 0.315 · dl) on description
 * (0.3 + 0.41142857 · dl on merchant_txid), idf = ln(1 + (N − n + 0.5) / (n + 0.5)):
 * description `blue` n 4 → 1.2039728, `tent` n 7 → ln 2, `red` n 1 → ln 10, `poles` n 2 → ln 6;
 * merchant_txid `order` n 13 → 0.2305237, `1012` n 2 → ln 6.8. On a one-shard index holding only
 * these records OpenSearch gives the same scores (its lengths are exact this short).
 */

const AT = 'description';
export const SCORE_CASES: ConformanceCase[] = [
  {
    name: 'match orders by BM25: tf saturates (blue ×3 first), both terms beat one, a short field beats a long one, ties in index order',
    request: post({ query: { match: { [AT]: 'blue tent' } } }),
    expected: hits(['p08', 'p03', 'p01', 'p16', 'p02', 'p05', 'p13', 'p07'], 8, {
      scores: [0.8508642, 0.8450423, 0.7410625, 0.7410625, 0.3591436, 0.3087515, 0.3087515, 0.2707606],
      maxScore: 0.8508642,
    }),
  },
  {
    name: 'the rarer term scores higher: red (1 record) above poles (2)',
    request: post({ query: { match: { [AT]: 'red poles' } } }),
    expected: hits(['p02', 'p03', 'p06'], 3, { scores: [1.193049, 0.7981111, 0.7981111] }),
  },
  {
    name: 'the payment whose merchant_txid holds every word comes first (issue 42), the common word alone after it',
    request: post({ query: { match: { merchant_txid: 'order 1012' } }, size: 3 }),
    expected: hits(['p12', 'p11', 'p01'], 13, { scores: [1.011583, 0.8473576, 0.1085912] }),
  },
  {
    name: 'bool sums must and matching should clauses; a non-text clause adds 1',
    request: post({ query: { bool: { must: [{ match: { [AT]: 'tent' } }], should: [{ term: { currency: 'USD' } }] } }, size: 3 }),
    expected: hits(['p03', 'p02', 'p05'], 7, { scores: [1.3087515, 0.3591436, 0.3087515] }),
  },
  {
    name: 'a filter does not score: 0 for every hit, index order',
    request: post({ query: { bool: { filter: [{ match: { [AT]: 'blue tent' } }] } }, size: 3 }),
    expected: hits(['p01', 'p02', 'p03'], 8, { scores: [0, 0, 0], maxScore: 0 }),
  },
  {
    name: 'constant_score scores 1, index order',
    request: post({ query: { constant_score: { filter: { match: { [AT]: 'blue tent' } } } }, size: 2 }),
    expected: hits(['p01', 'p02'], 8, { scores: [1, 1] }),
  },
  {
    name: '_score as a sort key: its values in `sort` (printed as floats print: 0.30875152), then uuid; search_after pages on the printed score',
    request: post({ query: { match: { [AT]: 'tent' } }, sort: ['_score', { uuid: 'asc' }], search_after: [0.30875152, 'p03'] }),
    expected: hits(['p05', 'p13', 'p01', 'p07', 'p16'], 7, {
      sortValues: [[0.30875152, 'p05'], [0.30875152, 'p13'], [0.27076063, 'p01'], [0.27076063, 'p07'], [0.27076063, 'p16']],
      scores: [0.3087515, 0.3087515, 0.2707606, 0.2707606, 0.2707606],
    }),
  },
  {
    name: 'a field sort gives no score',
    request: post({ query: { match: { [AT]: 'blue tent' } }, sort: [{ uuid: 'desc' }], size: 1 }),
    expected: hits(['p16'], 8, { scores: [null], maxScore: null }),
  },
  {
    name: 'q: one term over every field is the best field (dis_max), ordered by score',
    request: get('description:(blue tent)'),
    expected: hits(['p08', 'p03', 'p01', 'p16', 'p02', 'p05', 'p13', 'p07'], 8, { scores: [0.8508642, 0.8450423, 0.7410625, 0.7410625, 0.3591436, 0.3087515, 0.3087515, 0.2707606] }),
    engineOnly: 'the reference does not model query_string',
  },
];
