/**
 * The last few results of a pure derivation, most recently used first, found again by what they
 * were derived from. Undo hands back the very document object the edit replaced, and unfolding
 * returns to the folds of a moment before: with the last few results kept, going back costs a
 * lookup instead of a walk over the whole tree (issue 16: undo and unfold on a 20,000-rule tree).
 * A derivation gives the same result with or without one (property-tested where it is used).
 */
export interface RecentResults<K, V> {
  readonly capacity: number;
  entries: Array<{ key: K; value: V }>;
}

/** Four, like the layout cache: fold and unfold, an edit and its undo, with room to spare. */
export const createRecentResults = <K, V>(capacity = 4): RecentResults<K, V> => ({ capacity, entries: [] });

/** The result kept for a key `same` as this one, moved to the front; else `derive()`'s, kept. */
export const recall = <K, V>(recent: RecentResults<K, V>, key: K, same: (a: K, b: K) => boolean, derive: () => V): V => {
  const at = recent.entries.findIndex((entry) => same(entry.key, key));
  if (at >= 0) {
    const [hit] = recent.entries.splice(at, 1);
    recent.entries.unshift(hit!);
    return hit!.value;
  }
  const value = derive();
  remember(recent, key, value);
  return value;
};

/**
 * The result kept for a key `same` as this one, without keeping anything or changing the order:
 * for results that arrive later than they are asked for (a worker's answer), kept with `remember`.
 */
export const lookUp = <K, V>(recent: RecentResults<K, V>, key: K, same: (a: K, b: K) => boolean): V | undefined => recent.entries.find((entry) => same(entry.key, key))?.value;

/** The most recently derived, recalled or remembered result: what a derivation an edit later can start from. */
export const latest = <K, V>(recent: RecentResults<K, V>): V | undefined => recent.entries[0]?.value;

/** The most recent result that passes `test`, else the most recent one: a better start than the last when the last was of something else (a folded tree). */
export const latestWhere = <K, V>(recent: RecentResults<K, V>, test: (value: V) => boolean): V | undefined =>
  recent.entries.find((entry) => test(entry.value))?.value ?? latest(recent);

/** Keeps `value` for `key` as the most recent result, forgetting the oldest beyond the capacity. */
export const remember = <K, V>(recent: RecentResults<K, V>, key: K, value: V): void => {
  recent.entries.unshift({ key, value });
  if (recent.entries.length > recent.capacity) recent.entries.length = recent.capacity;
};

/** Two sets with the same members (a fold toggled and toggled back is a new Set with the old members). */
export const sameMembers = <T>(a: ReadonlySet<T> | undefined, b: ReadonlySet<T> | undefined): boolean => {
  if (a === b) return true;
  if ((a?.size ?? 0) !== (b?.size ?? 0)) return false;
  for (const member of a ?? []) if (!b!.has(member)) return false;
  return true;
};
