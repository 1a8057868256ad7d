import { stringify } from 'safe-stable-stringify';

/**
 * Structural equality of two documents, ignoring key order: a draft read back from IndexedDB or a
 * document re-parsed from the JSON view is a new object even when nothing changed.
 */
export const sameDocument = (a: unknown, b: unknown): boolean => a === b || stringify(a) === stringify(b);
