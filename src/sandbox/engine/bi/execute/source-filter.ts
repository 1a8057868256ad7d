import type { SourceFilter } from '../ast';

/**
 * `_source` includes/excludes as OpenSearch applies them: patterns with `*` match dotted paths; an
 * include of an object keeps all of it; an object is kept when one of its members is; arrays of
 * objects are filtered element by element.
 */
const regex = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

type Doc = Record<string, unknown>;

export const filterSource = (doc: Doc, filter: SourceFilter | true): Doc | undefined => {
  if (filter === true) return doc;
  if (filter === false) return undefined;
  const includes = filter.includes.map(regex);
  const excludes = filter.excludes.map(regex);
  const included = (path: string) => includes.length === 0 || includes.some((r) => r.test(path));
  // An include pattern may still match below this object (`customer.*`, `cust*.email`).
  const mayIncludeBelow = (path: string) => includes.length === 0 || filter.includes.some((p) => p.includes('*') || p.startsWith(`${path}.`));
  const walk = (value: unknown, path: string, parentIncluded: boolean): unknown => {
    if (excludes.some((r) => r.test(path))) return undefined;
    const here = parentIncluded || included(path);
    if (Array.isArray(value)) {
      if (value.some((v) => v !== null && typeof v === 'object')) {
        const items = value.map((v) => (v !== null && typeof v === 'object' ? walkObject(v as Doc, path, here) : here ? v : undefined)).filter((v) => v !== undefined);
        return items.length || here ? items : undefined;
      }
      return here ? value : undefined;
    }
    if (value !== null && typeof value === 'object') return here || mayIncludeBelow(path) ? walkObject(value as Doc, path, here) : undefined;
    return here ? value : undefined;
  };
  const walkObject = (o: Doc, prefix: string, parentIncluded: boolean): Doc | undefined => {
    const out: Doc = {};
    let kept = false;
    for (const [k, v] of Object.entries(o)) {
      const r = walk(v, prefix ? `${prefix}.${k}` : k, parentIncluded);
      if (r !== undefined) {
        out[k] = r;
        kept = true;
      }
    }
    return kept || (parentIncluded && prefix !== '') ? out : prefix === '' ? out : undefined;
  };
  return walkObject(doc, '', false) ?? {};
};
