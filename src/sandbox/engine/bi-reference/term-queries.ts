import type { BiField } from '../../../domain/bi/fields';
import { DATE_FORMAT } from '../../../domain/bi/mapping';
import { parseDateMath } from './dates';
import type { Doc } from './docs';
import { ReferenceError, illegalArgument, isObject, onlyKeys, parsingError, singleEntry, unsupported } from './errors';
import { ipTermRange, parseIp } from './ip';
import { nextDown, nextUp, parseNumber, queryScale } from './numbers';
import { compareStrings, dateValues, fieldOf, ipValues, keywordValues, numberValues, booleanValues, tokenLists } from './values';
import { parseZone } from './zones';

/**
 * Term-level queries (term, terms, range, prefix, wildcard) per field type. Term values are not
 * analysed: on a text field `term` matches one token as written (`"Blue"` never matches the token
 * `blue`). A field the mapping does not have matches nothing, as in OpenSearch.
 */
export type Matcher = (doc: Doc) => boolean;
export const NONE: Matcher = () => false;

export interface QueryContext {
  now: number;
}

const parseBoolean = (value: unknown): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw illegalArgument(`Can't parse boolean value [${String(value)}], expected [true] or [false]`);
};

/** A term's matcher on one field. */
export const termMatcher = (f: BiField, value: unknown, ctx: QueryContext): Matcher => {
  if (isObject(value) || Array.isArray(value) || value === null) throw parsingError(`[term] query on [${f.path}] needs a single value`);
  switch (f.type) {
    case 'keyword': {
      const v = String(value);
      return (doc) => keywordValues(doc, f).includes(v);
    }
    case 'text': {
      const v = String(value);
      return (doc) => tokenLists(doc, f).some((tokens) => tokens.includes(v));
    }
    case 'boolean': {
      const v = parseBoolean(value);
      return (doc) => booleanValues(doc, f).includes(v);
    }
    case 'scaled_float': {
      const v = Math.round(queryScale(value, f.scalingFactor!));
      return (doc) => numberValues(doc, f).includes(v);
    }
    case 'integer':
    case 'byte':
    case 'short':
    case 'long': {
      const v = parseNumber(value);
      return (doc) => numberValues(doc, f).includes(v);
    }
    case 'date':
      // A date term is the range from the value rounded down to the value rounded up (now/d: the whole day).
      return rangeMatcher(f, { gte: value, lte: value }, ctx);
    case 'ip': {
      const [lo, hi] = ipTermRange(value);
      return (doc) => ipValues(doc, f).some((ip) => ip >= lo && ip <= hi);
    }
    default:
      throw unsupported(`term queries on ${f.type} fields ([${f.path}])`);
  }
};

export const parseTerm = (body: unknown, ctx: QueryContext): Matcher => {
  const [path, spec] = singleEntry('term', body);
  let value = spec;
  if (isObject(spec)) {
    onlyKeys('term', spec, ['value', 'boost', '_name', 'case_insensitive']);
    if (spec.case_insensitive === true) throw unsupported('[term] case_insensitive');
    value = spec.value;
  }
  const f = fieldOf(path);
  return f ? termMatcher(f, value, ctx) : NONE;
};

export const parseTerms = (body: unknown, ctx: QueryContext): Matcher => {
  if (!isObject(body)) throw parsingError('[terms] query malformed, expected an object');
  const entries = Object.entries(body).filter(([k]) => k !== 'boost' && k !== '_name');
  if (entries.length !== 1) throw parsingError('[terms] query requires exactly one field');
  const [path, values] = entries[0]!;
  if (!Array.isArray(values)) throw parsingError(`[terms] query does not support [${path}] as a non-array (terms lookup is not modelled)`);
  const f = fieldOf(path);
  if (!f) return NONE;
  const matchers = values.map((v) => termMatcher(f, v, ctx));
  return (doc) => matchers.some((m) => m(doc));
};

type Bounds = { gt?: unknown; gte?: unknown; lt?: unknown; lte?: unknown };

const compareWith = <T>(values: T[], cmp: (a: T, b: T) => number, b: Bounds, parse: (v: unknown, roundUp: boolean) => T) => {
  const tests: ((v: T) => boolean)[] = [];
  if (b.gte !== undefined && b.gte !== null) {
    const x = parse(b.gte, false);
    tests.push((v) => cmp(v, x) >= 0);
  }
  if (b.gt !== undefined && b.gt !== null) {
    const x = parse(b.gt, true);
    tests.push((v) => cmp(v, x) > 0);
  }
  if (b.lte !== undefined && b.lte !== null) {
    const x = parse(b.lte, true);
    tests.push((v) => cmp(v, x) <= 0);
  }
  if (b.lt !== undefined && b.lt !== null) {
    const x = parse(b.lt, false);
    tests.push((v) => cmp(v, x) < 0);
  }
  return values.some((v) => tests.every((t) => t(v)));
};

const num = (a: number, b: number) => a - b;

/** A range's matcher; `spec` holds gt/gte/lt/lte and for dates `format` and `time_zone`. */
export const rangeMatcher = (f: BiField, spec: Record<string, unknown>, ctx: QueryContext): Matcher => {
  const b: Bounds = { gt: spec.gt, gte: spec.gte, lt: spec.lt, lte: spec.lte };
  // from/to/include_lower/include_upper: the legacy spelling OpenSearch still accepts.
  if (spec.from !== undefined) b[spec.include_lower === false ? 'gt' : 'gte'] = spec.from;
  if (spec.to !== undefined) b[spec.include_upper === false ? 'lt' : 'lte'] = spec.to;
  switch (f.type) {
    case 'date': {
      const pattern = typeof spec.format === 'string' ? spec.format : (f.format ?? DATE_FORMAT);
      const zone = parseZone(spec.time_zone);
      const parse = (v: unknown, roundUp: boolean) => {
        if (typeof v !== 'string' && typeof v !== 'number') throw new ReferenceError('parse_exception', `failed to parse date field [${String(v)}] with format [${pattern}]`);
        return parseDateMath(v, { now: ctx.now, pattern, roundUp, zone });
      };
      // Parse the bounds up front so a bad bound is an error even on an empty index.
      for (const [k, v] of Object.entries(b)) if (v !== undefined && v !== null) parse(v, k === 'gt' || k === 'lte');
      return (doc) => compareWith(dateValues(doc, f), num, b, parse);
    }
    case 'scaled_float': {
      // OpenSearch 2.17: scale the bound exactly, step past it when exclusive, then ceil (lower) or floor (upper).
      const factor = f.scalingFactor!;
      const lo = b.gte ?? b.gt;
      const hi = b.lte ?? b.lt;
      const low = lo === undefined || lo === null ? -Infinity : Math.ceil(b.gte !== undefined && b.gte !== null ? queryScale(lo, factor) : nextUp(queryScale(lo, factor)));
      const high = hi === undefined || hi === null ? Infinity : Math.floor(b.lte !== undefined && b.lte !== null ? queryScale(hi, factor) : nextDown(queryScale(hi, factor)));
      return (doc) => numberValues(doc, f).some((v) => v >= low && v <= high);
    }
    case 'integer':
    case 'byte':
    case 'short':
    case 'long':
      for (const v of Object.values(b)) if (v !== undefined && v !== null) parseNumber(v);
      return (doc) => compareWith(numberValues(doc, f), num, b, (v) => parseNumber(v));
    case 'keyword':
      return (doc) => compareWith(keywordValues(doc, f), compareStrings, b, (v) => String(v));
    case 'text':
      return (doc) => compareWith(tokenLists(doc, f).flat(), compareStrings, b, (v) => String(v));
    case 'boolean':
      return (doc) => compareWith(booleanValues(doc, f).map(Number), num, b, (v) => Number(parseBoolean(v)));
    case 'ip':
      return (doc) =>
        compareWith(ipValues(doc, f), (x, y) => (x < y ? -1 : x > y ? 1 : 0), b, (v) => {
          const ip = parseIp(String(v));
          if (ip === undefined) throw illegalArgument(`'${String(v)}' is not an IP string literal.`);
          return ip;
        });
    default:
      throw unsupported(`range queries on ${f.type} fields ([${f.path}])`);
  }
};

const RANGE_KEYS = ['gt', 'gte', 'lt', 'lte', 'from', 'to', 'include_lower', 'include_upper', 'format', 'time_zone', 'boost', '_name', 'relation'];

export const parseRange = (body: unknown, ctx: QueryContext): Matcher => {
  const [path, spec] = singleEntry('range', body);
  if (!isObject(spec)) throw parsingError(`[range] query malformed, no start_object after query name`);
  onlyKeys('range', spec, RANGE_KEYS);
  const f = fieldOf(path);
  if (!f) return NONE;
  if (spec.format !== undefined && f.type !== 'date') throw illegalArgument(`[range] format is only supported on date fields, not [${path}]`);
  return rangeMatcher(f, spec, ctx);
};

/** `*` any run, `?` one character; everything else literal. */
const wildcardRegex = (pattern: string) => new RegExp(`^${[...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('')}$`, 'su');

const stringMatcher = (clause: string, body: unknown, test: (pattern: string) => (s: string) => boolean): Matcher => {
  const [path, spec] = singleEntry(clause, body);
  let value = spec;
  if (isObject(spec)) {
    onlyKeys(clause, spec, ['value', 'boost', '_name', 'rewrite', 'case_insensitive', ...(clause === 'wildcard' ? ['wildcard'] : [])]);
    if (spec.case_insensitive === true) throw unsupported(`[${clause}] case_insensitive`);
    value = spec.value ?? spec.wildcard;
  }
  if (typeof value !== 'string') throw parsingError(`[${clause}] query requires a string value`);
  const f = fieldOf(path);
  if (!f) return NONE;
  const t = test(value);
  if (f.type === 'keyword') return (doc) => keywordValues(doc, f).some(t);
  if (f.type === 'text') return (doc) => tokenLists(doc, f).some((tokens) => tokens.some(t));
  throw new ReferenceError('query_shard_exception', `Can only use ${clause} queries on keyword and text fields - not on [${path}] which is of type [${f.type}]`);
};

export const parsePrefix = (body: unknown): Matcher => stringMatcher('prefix', body, (p) => (s) => s.startsWith(p));
export const parseWildcard = (body: unknown): Matcher =>
  stringMatcher('wildcard', body, (p) => {
    const re = wildcardRegex(p);
    return (s) => re.test(s);
  });
