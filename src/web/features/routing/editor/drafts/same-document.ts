type Json = unknown;

const present = (record: Record<string, Json>) => Object.keys(record).filter((k) => record[k] !== undefined);

/** JSON equality: key order and keys holding `undefined` do not count; an array's `undefined` reads as null. */
const equal = (a: Json, b: Json): boolean => {
  // Documents are immutable and edits copy only the path they change, so a compare after an edit
  // (or an undo back to the start) meets the same objects almost everywhere and stops there.
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  const ra = a as Record<string, Json>;
  const rb = b as Record<string, Json>;
  const keys = present(ra);
  return keys.length === present(rb).length && keys.every((k) => k in rb && equal(ra[k], rb[k]));
};

/**
 * Structural equality of two documents, ignoring key order: a draft read back from IndexedDB or a
 * document re-parsed from the JSON view is a new object even when nothing changed.
 */
export const sameDocument = (a: unknown, b: unknown): boolean => equal(a, b);
