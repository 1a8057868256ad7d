import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';

const revisions = new WeakMap<object, string>();

/**
 * A content hash of a routing document: equal documents have equal revisions whatever their key
 * order. Remembered per document object (documents are never changed in place, and the gateway
 * client hands out the same parsed document for the same answer): the stable text of a
 * 20,000-rule document took longer than the rest of a load's work in the BFF.
 */
export const revisionOf = (document: unknown): string => {
  if (document === null || typeof document !== 'object') return hash(document);
  let revision = revisions.get(document);
  if (revision === undefined) revisions.set(document, (revision = hash(document)));
  return revision;
};

const hash = (document: unknown) => createHash('sha256').update(stringify(document) ?? 'null').digest('hex').slice(0, 32);
