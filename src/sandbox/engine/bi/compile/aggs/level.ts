import type { SQL } from 'drizzle-orm';
import type { AggNode } from '../../ast';
import type { Scope } from '../fields';
import type { KeySpec } from './keys';

/** One bucket aggregation on the path from the request's root to a node, as parts of one SQL statement. */

export interface Bucket {
  /** This level's own key values (already JavaScript values). */
  own: unknown[];
  count: number;
  /** The grouped row (with the metrics of the bucket's children), absent for an empty bucket. */
  row?: Record<string, unknown>;
  /**
   * A histogram's filled-in empty bucket: OpenSearch renders its sub-aggregations with
   * `buildEmptyAggregation` (a terms with min_doc_count 0 lists no keys there).
   */
  filled?: boolean;
}

export interface TermsOrder {
  target: '_count' | '_key' | { agg: string; stat?: string };
  dir: 'asc' | 'desc';
}

export interface LevelPlan {
  node: AggNode;
  keys: KeySpec[];
  /** Lateral joins that make this level's rows (nested elements, range or filter bucket ids). */
  joins: SQL[];
  conds: SQL[];
  childScope: Scope;
  /** Element identity of a nested join (for de-duplication after reverse_nested). */
  identity?: SQL;
  /** reverse_nested: rows count records again. */
  reverse?: boolean;
  /** terms: top `size` per parent bucket by `order`, at least `minDocCount`. */
  ranking?: { size: number; minDocCount: number; order: TermsOrder[] };
  /**
   * terms with min_doc_count 0: every key of the field in the searched index (the caller's
   * records at this level, whatever the query) gets a bucket. `key` is the key expression with
   * `conds` (not null, include/exclude); `always` a key that is always there (a keyword's
   * `missing`, which OpenSearch inserts into the field's ordinals).
   */
  universe?: { key: SQL; conds: SQL[]; always?: SQL };
  /** composite: the page (after, order, size). */
  page?: (columns: SQL[]) => { after?: SQL; orderBy: SQL[]; size: number };
  /**
   * The aggregation's result from its buckets in SQL order; `sub(bucket)` gives a bucket's
   * sub-aggregations. `sumOther` is terms' documents in buckets not returned.
   */
  shape(buckets: Bucket[], sub: (b: Bucket) => Record<string, unknown>, extra: { sumOther: number }): Record<string, unknown>;
}
