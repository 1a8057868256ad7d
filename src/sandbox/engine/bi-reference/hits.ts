import type { Doc } from './docs';
import { compareTuples, sortValue, type SortKey } from './sort';
import { applySourceFilter, type SourceFilter } from './source-filter';
import type { DocValue } from './values';

/** Hits as OpenSearch prints them. The reference names its index `bi-transactions`; tests compare `_id`s. */
export const INDEX_NAME = 'bi-transactions';

export interface SortedDoc {
  doc: Doc;
  values: (DocValue | null)[];
}

/** Sorts documents by the keys, ties by index order; without keys: index order (constant scores). */
export const sortDocs = (docs: readonly Doc[], keys: SortKey[]): SortedDoc[] =>
  docs
    .map((doc) => ({ doc, values: keys.map((k) => sortValue(doc, k)) }))
    .sort((a, b) => compareTuples(keys, a.values, b.values) || a.doc.ord - b.doc.ord || (a.doc.nested?.offset ?? 0) - (b.doc.nested?.offset ?? 0));

/** `fields`: the hit's docvalue_fields (`docvalue-fields.ts`), when the request has some. */
export const renderHit = (s: SortedDoc, keys: SortKey[], source: SourceFilter | undefined, fields?: (record: SortedDoc['doc']['record']) => Record<string, unknown[]> | undefined) => {
  const filtered = applySourceFilter(s.doc.record as Record<string, unknown>, source);
  const scored = keys.length === 0 || keys.some((k) => k.kind === 'score');
  const docValues = fields?.(s.doc.record);
  return {
    _index: INDEX_NAME,
    _id: String(s.doc.record.uuid ?? ''),
    _score: scored ? 1 : null,
    ...(filtered !== undefined ? { _source: filtered } : {}),
    ...(docValues ? { fields: docValues } : {}),
    ...(keys.length > 0 ? { sort: s.values } : {}),
  };
};
