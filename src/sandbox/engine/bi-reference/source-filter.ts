import { isObject, parsingError } from './errors';

/**
 * `_source` filtering: `false`, a pattern, a list of patterns or `{includes, excludes}`. A pattern
 * (with `*` wildcards) selects the path it matches and everything under it; arrays of objects are
 * filtered element by element; objects left empty by filtering are dropped, as OpenSearch does.
 */
export type SourceFilter = false | { includes: RegExp[]; excludes: RegExp[] };

const toRegex = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');

const patterns = (v: unknown, where: string): RegExp[] => {
  if (v === undefined) return [];
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || list.some((p) => typeof p !== 'string')) throw parsingError(`[_source] ${where} must be a string or an array of strings`);
  return (list as string[]).map(toRegex);
};

export const parseSourceFilter = (v: unknown): SourceFilter | undefined => {
  if (v === undefined || v === true) return undefined;
  if (v === false) return false;
  if (typeof v === 'string' || Array.isArray(v)) return { includes: patterns(v, 'includes'), excludes: [] };
  if (isObject(v)) {
    for (const k of Object.keys(v)) if (!['includes', 'include', 'excludes', 'exclude'].includes(k)) throw parsingError(`[_source] unknown key [${k}]`);
    return { includes: patterns(v.includes ?? v.include, 'includes'), excludes: patterns(v.excludes ?? v.exclude, 'excludes') };
  }
  throw parsingError('[_source] must be a boolean, a string, an array or an object');
};

const selected = (path: string, list: RegExp[]) => {
  const parts = path.split('.');
  return parts.some((_, i) => list.some((re) => re.test(parts.slice(0, i + 1).join('.'))));
};

const filterValue = (value: unknown, path: string, f: { includes: RegExp[]; excludes: RegExp[] }): unknown => {
  if (selected(path, f.excludes)) return undefined;
  const included = f.includes.length === 0 || selected(path, f.includes);
  if (Array.isArray(value)) {
    const items = value.map((v) => (isObject(v) ? filterValue(v, path, f) : included ? v : undefined)).filter((v) => v !== undefined);
    return items.length > 0 || (included && value.length === 0) ? items : undefined;
  }
  if (isObject(value)) {
    const out = filterObject(value, `${path}.`, f);
    return Object.keys(out).length > 0 || (included && Object.keys(value).length === 0) ? out : undefined;
  }
  return included ? value : undefined;
};

const filterObject = (source: Record<string, unknown>, prefix: string, f: { includes: RegExp[]; excludes: RegExp[] }): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(source)) {
    const kept = filterValue(v, `${prefix}${k}`, f);
    if (kept !== undefined) out[k] = kept;
  }
  return out;
};

export const applySourceFilter = (source: Record<string, unknown>, f: SourceFilter | undefined): Record<string, unknown> | undefined => {
  if (f === false) return undefined;
  if (!f) return source;
  return filterObject(source, '', f);
};
