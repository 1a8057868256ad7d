/**
 * The `_source` of a record whose columns give its values back (source-fetch.ts), as a function
 * written for the request's paths once and called for every hit.
 *
 * Why generated: a replay page is 5,000 hits of a dozen leaves each, on the sandbox's thread, which
 * is the replay's bottleneck. A loop over the paths stores each leaf under a key held in a variable:
 * V8 then treats every store as a lookup by name (one call site, many keys), and the loop took
 * 15 ms a page. Written out, each leaf is its own store under a literal name: 5 ms a page (medians
 * of 20, one 5,000-hit replay page of the bench's history, this machine).
 *
 * What is written in: key names (the request's paths, each one of the mapping's column fields:
 * source-fetch.ts checks them before) as JSON string literals, and positions as integers. Nothing
 * else from the request reaches the code.
 */

/** The included paths as a tree in the answer's key order: `["customer", [["billing_country", 3], ["ip_address", 4]]]`; a number is the leaf's index. */
export type PathTree = Array<[string, PathTree | number]>;

/**
 * `values[at[first + i]]` is the column value of leaf `i` (null or undefined: no value), `convert[i]`
 * turns it into the JSON value written, and `nulls` lists the record's leaves written as null.
 * Returns what `_doc` cut to the paths would be: the leaves it has (null included), an object only
 * when one of its asked members is there, undefined when none is.
 */
export type SourceBuilder = (values: readonly unknown[], at: readonly number[], nulls: readonly string[]) => Record<string, unknown> | undefined;

export const compileSourceBuilder = (tree: PathTree, paths: readonly string[], convert: ReadonlyArray<(v: unknown) => unknown>, first: number): SourceBuilder => {
  const lines: string[] = [];
  let objects = 0;
  /** Statements that fill the object in variable `target` (created on its first member). */
  const fill = (level: PathTree, target: string) => {
    for (const [key, next] of level) {
      const store = `(${target} ??= {})[${JSON.stringify(key)}]`;
      if (typeof next === 'number') {
        if (!Number.isInteger(next)) throw new Error('a leaf index must be an integer');
        lines.push(`v = values[at[${first + next}]];`);
        lines.push(`if (v !== null && v !== undefined) ${store} = convert[${next}](v); else if (nulls.includes(paths[${next}])) ${store} = null;`);
      } else {
        const inner = `o${++objects}`;
        lines.push(`let ${inner};`);
        fill(next, inner);
        lines.push(`if (${inner} !== undefined) ${store} = ${inner};`);
      }
    }
  };
  fill(tree, 'out');
  const make = new Function('convert', 'paths', `return function buildSource(values, at, nulls) {\n  let v, out;\n  ${lines.join('\n  ')}\n  return out;\n};`) as (c: typeof convert, p: typeof paths) => SourceBuilder;
  return make(convert, paths);
};
