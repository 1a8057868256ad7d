/**
 * The routing GETs' answers, kept by connector while the stored document's version (its row's
 * xmin and update time, read with the connector in the GET's first statement) stays the same.
 * A 20,000-rule document is 2.5 MB of JSON: reading it from the database, normalising it and
 * writing the answer took the sandbox ~180 ms per GET, most of an editor's load; a GET whose
 * document has not changed since now costs one small statement. Any write of the row, by any
 * process sharing the database, gives it a new version, so a kept answer is never served stale.
 */
export interface RoutingReplyCache {
  /** The kept answer for `key` at `version`, else `make()`'s, kept under the version it was read at. */
  answer(key: string, version: string, make: () => Promise<{ version: string; body: string } | undefined>): Promise<string | undefined>;
}

interface Kept {
  version: string;
  body: string;
}

/** At most `capacity` answers (the most recently used): a tenant edits a handful of routers at a time. */
export const createRoutingReplyCache = (capacity = 16): RoutingReplyCache => {
  const kept = new Map<string, Kept>();
  return {
    async answer(key, version, make) {
      const hit = kept.get(key);
      if (hit?.version === version) {
        // Most recently used last, so the first key is the one to drop.
        kept.delete(key);
        kept.set(key, hit);
        return hit.body;
      }
      const made = await make();
      if (!made) return undefined;
      kept.delete(key);
      kept.set(key, made);
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      return made.body;
    },
  };
};
