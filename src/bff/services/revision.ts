import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';

/** A content hash of a routing document: equal documents have equal revisions whatever their key order. */
export const revisionOf = (document: unknown): string => createHash('sha256').update(stringify(document) ?? 'null').digest('hex').slice(0, 32);
