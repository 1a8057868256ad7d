import type { Doc } from './docs';
import { compareTuples, sortValue, type SortKey } from './sort';
import { applySourceFilter, type SourceFilter } from './source-filter';
import type { DocValue } from './values';

/** Hits as OpenSearch prints them. The reference names its index `bi-transactions`; tests compare `_id`s. */
export const INDEX_NAME = 'bi-transactions';

export interface SortedDoc {
  doc: Doc;
  values: (DocValue | null)[];
  /** The hit's printed score (scores.ts); 1 where the caller does not score (top_hits). */
  score: number;
}

const DEFAULT_ORDER: SortKey[] = [{ kind: 'score', desc: true, missing: '_last', mode: 'min' }];

/**
 * Sorts documents by the keys, ties by index order; without keys by score, best first (ties in
 * index order). `scoreOf` gives each document's score; without it every score is 1.
 */
export const sortDocs = (docs: readonly Doc[], keys: SortKey[], scoreOf: (doc: Doc) => number = () => 1): SortedDoc[] => {
  const order = keys.length ? keys : DEFAULT_ORDER;
  return docs
    .map((doc) => {
      const score = scoreOf(doc);
      return { doc, score, values: keys.map((k) => (k.kind === 'score' ? score : sortValue(doc, k))), order: order.map((k) => (k.kind === 'score' ? score : sortValue(doc, k))) };
    })
    .sort((a, b) => compareTuples(order, a.order, b.order) || a.doc.ord - b.doc.ord || (a.doc.nested?.offset ?? 0) - (b.doc.nested?.offset ?? 0))
    .map(({ doc, score, values }) => ({ doc, score, values }));
};

/** `fields`: the hit's docvalue_fields (`docvalue-fields.ts`), when the request has some. */
export const renderHit = (s: SortedDoc, keys: SortKey[], source: SourceFilter | undefined, fields?: (record: SortedDoc['doc']['record']) => Record<string, unknown[]> | undefined) => {
  const filtered = applySourceFilter(s.doc.record as Record<string, unknown>, source);
  const scored = keys.length === 0 || keys.some((k) => k.kind === 'score');
  const docValues = fields?.(s.doc.record);
  return {
    _index: INDEX_NAME,
    _id: String(s.doc.record.uuid ?? ''),
    _score: scored ? s.score : null,
    ...(filtered !== undefined ? { _source: filtered } : {}),
    ...(docValues ? { fields: docValues } : {}),
    ...(keys.length > 0 ? { sort: s.values } : {}),
  };
};
