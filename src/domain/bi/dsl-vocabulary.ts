/**
 * The search DSL subset the BI data source supports (OpenSearch 2.17 names), with the members each
 * clause takes: the one list the query console completes from and the engine's conformance tests
 * walk, so a clause the engine learns is a clause the console offers.
 */

/** Top-level members of a search body. */
export const BI_SEARCH_MEMBERS = ['query', 'aggs', 'aggregations', 'size', 'from', 'sort', 'search_after', '_source', 'track_total_hits'] as const;

/** How a clause's members are written: `field` clauses key their options by a field name (`term: {status: …}`). */
export type ClauseShape = 'compound' | 'field' | 'options';

export interface ClauseVocabulary {
  shape: ClauseShape;
  /** Members of the clause (or of its per-field object for `field` clauses). */
  members: readonly string[];
  /** Members whose value is itself a query or a list of queries. */
  queries?: readonly string[];
}

export const BI_QUERY_CLAUSES: Readonly<Record<string, ClauseVocabulary>> = {
  bool: { shape: 'compound', members: ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost'], queries: ['must', 'filter', 'should', 'must_not'] },
  match_all: { shape: 'options', members: ['boost'] },
  match_none: { shape: 'options', members: [] },
  term: { shape: 'field', members: ['value', 'boost', 'case_insensitive'] },
  terms: { shape: 'field', members: ['boost'] },
  range: { shape: 'field', members: ['gt', 'gte', 'lt', 'lte', 'format', 'time_zone', 'boost'] },
  exists: { shape: 'options', members: ['field'] },
  match: { shape: 'field', members: ['query', 'operator', 'minimum_should_match', 'boost'] },
  match_phrase: { shape: 'field', members: ['query', 'slop', 'boost'] },
  multi_match: { shape: 'options', members: ['query', 'fields', 'type', 'operator', 'minimum_should_match'] },
  prefix: { shape: 'field', members: ['value', 'case_insensitive', 'boost'] },
  wildcard: { shape: 'field', members: ['value', 'case_insensitive', 'boost'] },
  ids: { shape: 'options', members: ['values'] },
  query_string: { shape: 'options', members: ['query', 'default_field', 'fields', 'default_operator'] },
  nested: { shape: 'compound', members: ['path', 'query', 'score_mode', 'ignore_unmapped'], queries: ['query'] },
  constant_score: { shape: 'compound', members: ['filter', 'boost'], queries: ['filter'] },
};

export const BI_AGGREGATIONS: Readonly<Record<string, readonly string[]>> = {
  terms: ['field', 'size', 'min_doc_count', 'order', 'missing', 'include', 'exclude', 'shard_size'],
  sum: ['field', 'missing'],
  avg: ['field', 'missing'],
  min: ['field', 'missing'],
  max: ['field', 'missing'],
  value_count: ['field'],
  cardinality: ['field', 'precision_threshold'],
  stats: ['field', 'missing'],
  percentiles: ['field', 'percents', 'keyed'],
  date_histogram: ['field', 'calendar_interval', 'fixed_interval', 'time_zone', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'format', 'offset', 'order', 'keyed'],
  histogram: ['field', 'interval', 'min_doc_count', 'extended_bounds', 'offset', 'order', 'keyed'],
  range: ['field', 'ranges', 'keyed'],
  date_range: ['field', 'ranges', 'format', 'time_zone', 'keyed'],
  filter: [],
  filters: ['filters', 'other_bucket', 'other_bucket_key'],
  nested: ['path'],
  reverse_nested: ['path'],
  top_hits: ['size', 'from', 'sort', '_source'],
  composite: ['sources', 'size', 'after'],
};

/** Members next to an aggregation's type in its object. */
export const BI_AGGREGATION_MEMBERS = ['aggs', 'aggregations', 'meta'] as const;

/** Calendar intervals of `date_histogram`. */
export const BI_CALENDAR_INTERVALS = ['minute', '1m', 'hour', '1h', 'day', '1d', 'week', '1w', 'month', '1M', 'quarter', '1q', 'year', '1y'] as const;
