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

/*
 * The reads a page's first screen waits for. Here, in a module without zod, because the SPA's early
 * script (`src/web/app/early-entry.ts`) asks for them before its main bundle has arrived and must
 * stay tiny; the contracts (bff-api.ts, bff-auth.ts) list these very paths.
 */

/** The signed-in user (GET). */
export const sessionPath = '/api/session';
/** An environment's connectors (GET). */
export const connectorsPath = bffPath('/api/env/:env/connectors');
/** An environment's condition catalogue (GET). */
export const constraintsPath = bffPath('/api/env/:env/constraints');
/** The routing document (GET reads, PUT saves). */
export const routingPath = bffPath('/api/env/:env/connectors/:guid/routing');
