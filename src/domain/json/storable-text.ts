/**
 * Strings PostgreSQL cannot store: NUL (`\u0000`: text columns refuse it, jsonb refuses its escape)
 * and UTF-16 surrogates that are not part of a pair (jsonb refuses their escapes). JavaScript and
 * JSON accept both, so without a check they travel to the database and come back as a 500.
 */
// NUL is the point of these patterns.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex
const UNSTORABLE_ALL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The text with every unstorable character replaced by U+FFFD, the replacement character. */
export const storableText = (text: string): string => text.replace(UNSTORABLE_ALL, '\uFFFD');

export const UNSTORABLE_REASON = 'contains a character that cannot be stored (NUL \\u0000 or an unpaired UTF-16 surrogate)';

/**
 * Where the first unstorable string of a parsed JSON value is: the path of its field
 * (`['customer', 'firstName']`, `['methods', '0', 'method']`; `[]` for the value itself), or
 * undefined when every string and member name can be stored. A bad member name is reported at that
 * member, its name cleaned. Iterative, so any depth is safe.
 */
export const unstorableFieldOf = (value: unknown): string[] | undefined => {
  // Paths as parent links, turned into an array only for the answer: a deep body costs linear time.
  type Path = { key: string; parent: Path } | null;
  const pathOf = (path: Path, last?: string): string[] => {
    const keys = last === undefined ? [] : [last];
    for (let at = path; at; at = at.parent) keys.push(at.key);
    return keys.reverse();
  };
  const stack: Array<{ value: unknown; path: Path }> = [{ value, path: null }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(path);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], path: { key: String(i), parent: path } });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (const key of keys) if (!isStorableText(key)) return pathOf(path, storableText(key));
      for (let i = keys.length - 1; i >= 0; i -= 1) stack.push({ value: (current as Record<string, unknown>)[keys[i]!], path: { key: keys[i]!, parent: path } });
    }
  }
  return undefined;
};

/**
 * A copy of a JSON-like value that PostgreSQL can always store: unstorable characters replaced,
 * anything nested deeper than `maxDepth` replaced by a note, values JSON cannot hold dropped the way
 * JSON.stringify drops them. For records that must be written whatever the request held (the audit log).
 */
export const storableCopy = (value: unknown, maxDepth = 64): unknown => {
  const copy = (current: unknown, depth: number): unknown => {
    if (typeof current === 'string') return storableText(current);
    if (current === null || typeof current === 'number' || typeof current === 'boolean') return typeof current === 'number' && !Number.isFinite(current) ? null : current;
    if (typeof current !== 'object') return undefined;
    if (depth >= maxDepth) return `[nested deeper than ${maxDepth} levels: not kept]`;
    if (Array.isArray(current)) return current.map((item) => copy(item, depth + 1) ?? null);
    const withJson = current as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return copy(withJson.toJSON(), depth);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(current)) {
      const kept = copy(item, depth + 1);
      // Defined, not assigned: a member named __proto__ stays a member instead of replacing the prototype.
      if (kept !== undefined) Object.defineProperty(out, storableText(key), { value: kept, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return copy(value, 0);
};
