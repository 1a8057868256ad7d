import { z } from 'zod';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { diffMultiMethod, diffSingleMethod, type DocumentChange } from '@domain/routing/diff';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { isMultiMethodDocument, type AnyDocument } from '@domain/routing/tree-walk';

/** Either kind of routing document; multi first, since a single-method document has no `methods`. */
export const AnyDocumentSchema = z.union([MultiMethodDocument, SingleMethodDocument]);

/** Parses `value` as a document of the same kind as `like` (a 409's live document, a stored draft). */
export const parseSameKind = (like: AnyDocument, value: unknown): AnyDocument | null => {
  const parsed = (isMultiMethodDocument(like) ? MultiMethodDocument : SingleMethodDocument).safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The semantic diff of two documents of one kind: per method for multi-method documents. */
export const diffDocuments = (before: AnyDocument, after: AnyDocument, names: ConnectorNameLookup): DocumentChange[] =>
  isMultiMethodDocument(before) && isMultiMethodDocument(after)
    ? diffMultiMethod(before, after, names)
    : diffSingleMethod(before as SingleMethodDocument, after as SingleMethodDocument, names);

/** Changes grouped by method, in document order; document-level changes under ''. */
export const changesByMethod = (changes: readonly DocumentChange[]): Array<[string, DocumentChange[]]> => {
  const groups = new Map<string, DocumentChange[]>();
  for (const change of changes) {
    const key = change.method ?? '';
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups];
};
