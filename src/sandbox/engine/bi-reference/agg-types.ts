import type { Doc } from './docs';
import type { QueryContext } from './term-queries';

/** The compiled form every aggregation shares. */
export type AggResult = Record<string, unknown>;

export interface Agg {
  /**
   * The aggregation's answer over one bucket's documents. `empty`: the bucket is a histogram's
   * filled-in empty bucket, whose sub-aggregations OpenSearch renders with buildEmptyAggregation
   * (the same as over no documents, except that a terms with min_doc_count 0 lists no keys).
   */
  run(docs: Doc[], empty?: boolean): AggResult;
  /** Metrics: the value a parent's `order` reads (empty min = +∞, max = −∞, avg = NaN, as OpenSearch's internal values). */
  orderValue?(docs: Doc[], metric: string | undefined): number;
  /** Single-bucket aggregations (filter, nested, reverse_nested): the documents an order path walks into. */
  bucketDocs?(docs: Doc[]): Doc[];
  /** The compiled sub-aggregations (for order paths). */
  subs?: Map<string, Agg>;
}

export interface AggContext {
  query: QueryContext;
  /** The documents' level: null at the root, else the nested group. */
  nested: string | null;
  /** Every root document of the index (terms `min_doc_count: 0` lists keys from all of them). */
  index: readonly Doc[];
  /** The enclosing aggregation's type, or null at the top level. */
  parent: string | null;
}

export type CompileSubs = (ctx: AggContext) => Map<string, Agg>;

export type AggFactory = (body: unknown, ctx: AggContext, compileSubs: CompileSubs) => Agg;

export const runSubs = (subs: Map<string, Agg>, docs: Doc[], empty = false): AggResult => {
  const out: AggResult = {};
  for (const [name, agg] of subs) out[name] = agg.run(docs, empty);
  return out;
};

/** Java's Double.compare: NaN above everything, so an empty avg sorts last ascending. */
export const javaCompare = (a: number, b: number): number => {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1;
  return a < b ? -1 : a > b ? 1 : 0;
};
