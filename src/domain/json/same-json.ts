/** JSON with object keys sorted: two values are equal when only their key order differs (a JSON-view paste, a draft read back). */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v,
  );

/** The same JSON value, whatever the order of object keys. */
export const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
