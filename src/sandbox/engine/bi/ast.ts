/**
 * The typed form of a search request, made by the DSL parser (`parse/`) and by the query-string
 * parser (`query-string/`), compiled to SQL by `compile/`. Every node keeps `at`, the place in the
 * request it came from, so a value the field cannot take is reported where it was written.
 */

export type Scalar = string | number | boolean;

export interface RangeBounds {
  gt?: Scalar;
  gte?: Scalar;
  lt?: Scalar;
  lte?: Scalar;
}

export type Query =
  | { kind: 'match_all' }
  | { kind: 'match_none' }
  /**
   * `scoreMode` (relevance only, compile/score.ts): `constant` for `constant_score` (its filter in
   * `filter`, scoring 1), `max` where OpenSearch takes the best of the `should` clauses (dis_max:
   * multi_match best_fields/phrase, a query_string term over several fields); else the sum.
   */
  | { kind: 'bool'; must: Query[]; filter: Query[]; should: Query[]; mustNot: Query[]; minimumShouldMatch?: string | number; scoreMode?: 'constant' | 'max'; at: string }
  | { kind: 'term'; field: string; values: Scalar[]; caseInsensitive: boolean; at: string }
  | ({ kind: 'range'; field: string; format?: string; timeZone?: string; lenient?: boolean; at: string } & RangeBounds)
  | { kind: 'exists'; field: string; at: string }
  | { kind: 'match'; field: string; text: Scalar; operator: 'or' | 'and'; minimumShouldMatch?: string | number; lenient: boolean; at: string }
  | { kind: 'match_phrase'; field: string; text: Scalar; lenient: boolean; at: string }
  | { kind: 'prefix'; field: string; value: string; caseInsensitive: boolean; at: string }
  /** `normalize`: lower-case the pattern on text fields (query_string does, the wildcard query does not). */
  | { kind: 'wildcard'; field: string; value: string; caseInsensitive: boolean; normalize?: boolean; at: string }
  | { kind: 'ids'; values: string[] }
  | { kind: 'nested'; path: string; query: Query; ignoreUnmapped: boolean; at: string };

export interface SortClause {
  field: string;
  order: 'asc' | 'desc';
  missing: '_first' | '_last';
  mode?: 'min' | 'max' | 'sum' | 'avg';
  nested?: { path: string; filter?: Query };
  unmappedType?: string;
  at: string;
}

export type SourceFilter = false | { includes: string[]; excludes: string[] };

/** One `docvalue_fields` entry: a field name or `*` pattern, with an optional `format` (dates). */
export interface DocValueFieldSpec {
  field: string;
  format?: string;
  at: string;
}

export interface AggNode {
  name: string;
  type: string;
  /** The aggregation's own object (already checked by its parser). */
  params: Record<string, unknown>;
  subs: AggNode[];
  meta?: Record<string, unknown>;
  at: string;
}

export interface SearchRequest {
  query: Query;
  /** Whether hits score (query context) or only filter (every hit scores 0). */
  scoring: boolean;
  size: number;
  from: number;
  sort: SortClause[];
  searchAfter?: Array<Scalar | null>;
  source: SourceFilter | true;
  trackTotalHits: boolean | number;
  aggs: AggNode[];
  /** `docvalue_fields`: each hit's `fields` from the typed columns (never `_doc`). */
  docValueFields?: DocValueFieldSpec[];
}
