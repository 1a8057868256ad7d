import type { BiRecord } from '@domain/bi/record';
import { BI_NESTED_PATHS } from '@domain/bi/fields';

/**
 * The documents a query runs over. A record is one root document; each object of a nested group
 * (`items`, `fees`, `postprocessing.jobs`, …) is a hidden document of its own, as Lucene indexes
 * them. A field is visible only in the document it belongs to: `items.price` exists in the items
 * documents and nowhere else, so outside a `nested` clause it matches nothing.
 */
export interface Doc {
  /** The record this document belongs to (the root document itself, or the nested one's parent). */
  readonly record: BiRecord;
  /** The record's position in the index: the `_doc` order and every tie-break. */
  readonly ord: number;
  /** null for a root document; else the nested group and this object's offset in it. */
  readonly nested: { readonly path: string; readonly offset: number; readonly source: Record<string, unknown> } | null;
}

type Obj = Record<string, unknown>;

export const valueAtPath = (source: unknown, path: string): unknown => {
  let value = source;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Obj)[part];
  }
  return value;
};

export const rootDocs = (records: readonly BiRecord[]): Doc[] => records.map((record, ord) => ({ record, ord, nested: null }));

export const isNestedPath = (path: string) => BI_NESTED_PATHS.includes(path);

/** The nested documents of one group under a root document, in source order. */
export const nestedDocsOf = (root: Doc, path: string): Doc[] => {
  const group = valueAtPath(root.record, path);
  if (!Array.isArray(group)) return [];
  return group
    .map((source, offset) => ({ source, offset }))
    .filter((e): e is { source: Obj; offset: number } => e.source !== null && typeof e.source === 'object' && !Array.isArray(e.source))
    .map(({ source, offset }) => ({ record: root.record, ord: root.ord, nested: { path, offset, source } }));
};

/** The raw source values of a field in a document: [] where the field does not belong or is missing. */
export const rawValues = (doc: Doc, fieldPath: string, fieldNested: string | null): unknown[] => {
  if ((doc.nested?.path ?? null) !== fieldNested) return [];
  const value = doc.nested ? valueAtPath(doc.nested.source, fieldPath.slice(doc.nested.path.length + 1)) : valueAtPath(doc.record, fieldPath);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => v !== undefined && v !== null);
};
