import { SingleMethodDocument } from '@domain/routing/document';
import { readSingleMethodDocument } from '@domain/routing/read-document';
import { orderTree } from './node-order';

/** What a meta-connector that never had a document answers: no default, no rules. */
export const emptySingleMethodDocument = (): SingleMethodDocument => ({ version: '1', default: null, rerouteRecurring: false, tree: null });

/**
 * The response form: every member spelt out (`default: null`, `rerouteRecurring: false`) so the
 * routing object of a response is itself a complete set request. Unknown members are kept.
 */
export const normaliseSingleMethod = (doc: SingleMethodDocument): SingleMethodDocument => {
  const { version: _version, default: defaultRef, rerouteRecurring, tree, ...extras } = doc;
  return { version: '1', default: defaultRef ?? null, rerouteRecurring: rerouteRecurring ?? false, tree: orderTree(tree), ...extras };
};

/**
 * Parses a stored document (storage is a boundary too); a corrupt row is an internal error. Read by
 * the domain's hand reader first, which answers as the schema does for a plainly valid document and
 * leaves anything else to the schema: zod's walk of a 5,000-rule document was a share of every
 * routing GET, on the thread that also serves the studio in the embedded set-up.
 */
export const storedSingleMethod = (stored: unknown): SingleMethodDocument =>
  stored === undefined ? emptySingleMethodDocument() : normaliseSingleMethod(readSingleMethodDocument(stored) ?? SingleMethodDocument.parse(stored));
