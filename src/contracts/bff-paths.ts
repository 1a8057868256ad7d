/** One value per parameter of a route pattern, in order: `'/a/:env/b/:guid'` → `[string | number, string | number]`. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}` ? [string | number, ...ParamValues<`/${Rest}`>] : P extends `${string}:${string}` ? [string | number] : [];

/** A BFF route written once: the BFF registers `pattern`, the SPA calls it with the values to fill in (each percent-encoded). */
export type BffPath<P extends string> = ((...values: ParamValues<P>) => string) & { readonly pattern: P };

export const bffPath = <const P extends string>(pattern: P): BffPath<P> => {
  const fill = (...values: Array<string | number>) => {
    let next = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(values[next++])));
  };
  return Object.assign(fill as (...values: ParamValues<P>) => string, { pattern });
};

/**
 * The routing document (GET reads, PUT saves). Here, in a module without zod, because the SPA's early
 * routing fetch (`src/web/app/early-routing-entry.ts`) runs before its main bundle and must stay tiny.
 */
export const routingPath = bffPath('/api/env/:env/connectors/:guid/routing');
