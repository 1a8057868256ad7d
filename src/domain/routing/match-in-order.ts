/**
 * Where each item of `after` sits in `before` (the same object), or -1 where it was not found. Made
 * for two derivations of one large tree a single edit apart: they share almost every object, in the
 * same order, with a few removed or added. A delete on a 5,000-rule tree shifts every later node by
 * one place, so a comparison at equal indices found nothing kept after the deleted rule, and the
 * drawing looked each node up again (four map lookups apiece: ~4 ms of a delete's render, issue 16).
 *
 * One pass with a cursor in `before` that looks `reach` places ahead for the next item: an added item
 * costs `reach` comparisons. After many misses in a row (a removed block longer than `reach`, or a
 * different order) it builds a map of `before` and finds the rest, those misses included, by lookup;
 * misses at the very end are looked for a little further on in `before` (past a removed block of up
 * to `reach * LOST_AFTER` items). So every item of `after` that is in `before` is found, except an
 * item moved back before the cursor while no map is built, or one of the last few beyond a longer
 * removed block: it counts as new (-1), which costs its reuse, not correctness.
 */
// How many reaches of misses in a row mean the thread is lost: an edit's new objects come in runs (a
// deep rule's ancestors and their edges, ~40 on a 5,000-rule tree), which must not cost the map.
const LOST_AFTER = 8;

export const matchInOrder = <T>(before: readonly T[], after: readonly T[], reach = 16): Int32Array => {
  const at = new Int32Array(after.length);
  let cursor = 0;
  let misses = 0;
  let index: Map<T, number> | undefined;
  for (let i = 0; i < after.length; i += 1) {
    const item = after[i]!;
    let k = -1;
    if (index) k = index.get(item) ?? -1;
    else {
      const end = Math.min(before.length, cursor + reach);
      for (let j = cursor; j < end; j += 1)
        if (before[j] === item) {
          k = j;
          break;
        }
    }
    at[i] = k;
    if (k >= 0) {
      cursor = k + 1;
      misses = 0;
    } else if (!index && ++misses >= reach * LOST_AFTER) {
      // Lost the thread: from here on (and for the misses just made) look every item up.
      index = new Map(before.map((b, j) => [b, j]));
      for (let m = i - misses + 1; m <= i; m += 1) at[m] = index.get(after[m]!) ?? -1;
    }
  }
  // The last few items were not found ahead of the cursor: look further on in `before`, as far as a
  // lost thread would have been noticed (usually one item: the derivations end with an object that is
  // new every time; a map of all that is left cost a fold of a 5,000-rule tree ~1 ms).
  if (!index && misses > 0) {
    const rest = new Map<T, number>();
    for (let j = cursor; j < Math.min(before.length, cursor + misses + reach * LOST_AFTER); j += 1) rest.set(before[j]!, j);
    for (let m = after.length - misses; m < after.length; m += 1) at[m] = rest.get(after[m]!) ?? -1;
  }
  return at;
};
