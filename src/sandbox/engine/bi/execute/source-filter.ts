import type { SourceFilter } from '../ast';

/**
 * `_source` includes/excludes as OpenSearch applies them: patterns with `*` match dotted paths; an
 * include of an object keeps all of it; an object is kept when one of its members is; arrays of
 * objects are filtered element by element.
 */
const regex = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

type Doc = Record<string, unknown>;

/**
 * A set of patterns as one test: plain paths by Set lookup, only wildcard ones as regexes. Built once
 * per request, not per hit: a replay reads pages of thousands of records, and compiling the patterns
 * for each record was most of a page's time.
 */
const matcher = (patterns: readonly string[]): ((path: string) => boolean) => {
  const plain = new Set(patterns.filter((p) => !p.includes('*')));
  const wild = patterns.filter((p) => p.includes('*')).map(regex);
  return (path) => plain.has(path) || wild.some((r) => r.test(path));
};

/** The filter compiled once, applied to each hit's document. */
export const sourceFilter = (filter: SourceFilter | boolean): ((doc: Doc) => Doc | undefined) => {
  if (filter === true) return (doc) => doc;
  if (filter === false) return () => undefined;
  const anyInclude = filter.includes.length === 0;
  const includedByPattern = matcher(filter.includes);
  const excluded = filter.excludes.length === 0 ? () => false : matcher(filter.excludes);
  const included = (path: string) => anyInclude || includedByPattern(path);
  // An include pattern may still match below this object (`customer.*`, `cust*.email`): any
  // wildcard include may, a plain one only below its own prefixes.
  const wildInclude = filter.includes.some((p) => p.includes('*'));
  const prefixes = new Set(filter.includes.flatMap((p) => p.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const mayIncludeBelow = (path: string) => anyInclude || wildInclude || prefixes.has(path);
  // Only plain includes: a member neither included nor on the way to an include keeps nothing, so
  // its subtree is not walked (a hit's document is ~3 KB; a replay asks for a dozen of its fields).
  const onlyPlain = !anyInclude && !wildInclude;
  const walk = (value: unknown, path: string, parentIncluded: boolean): unknown => {
    if (onlyPlain && !parentIncluded && !prefixes.has(path) && !includedByPattern(path)) return undefined;
    if (excluded(path)) return undefined;
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
    for (const k in o) {
      const r = walk(o[k], prefix ? `${prefix}.${k}` : k, parentIncluded);
      if (r !== undefined) {
        out[k] = r;
        kept = true;
      }
    }
    return kept || (parentIncluded && prefix !== '') ? out : prefix === '' ? out : undefined;
  };
  return (doc) => walkObject(doc, '', false) ?? {};
};

