import type { BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
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

/**
 * A range's two ends, read the way OpenSearch's RangeQueryBuilder reads them: one lower and one
 * upper end, members applied in order (`gt` then `gte` leaves `gte`), `from`/`to` inclusive unless
 * `include_lower`/`include_upper` say otherwise, null meaning open.
 */
interface Ends {
  from: unknown;
  includeLower: boolean;
  to: unknown;
  includeUpper: boolean;
}

const endsOf = (spec: Record<string, unknown>): Ends => {
  const e: Ends = { from: null, includeLower: true, to: null, includeUpper: true };
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'from') e.from = v;
    else if (k === 'to') e.to = v;
    else if (k === 'include_lower') e.includeLower = v !== false;
    else if (k === 'include_upper') e.includeUpper = v !== false;
    else if (k === 'gt' || k === 'gte') [e.from, e.includeLower] = [v, k === 'gte'];
    else if (k === 'lt' || k === 'lte') [e.to, e.includeUpper] = [v, k === 'lte'];
  }
  return e;
};

const open = (v: unknown) => v === undefined || v === null;

/** A test on one value; `parse(v, roundUp)` reads a bound (dates round up for gt and lte). */
const endsTest = <T>(e: Ends, cmp: (a: T, b: T) => number, parse: (v: unknown, roundUp: boolean) => T): ((v: T) => boolean) => {
  const lo = open(e.from) ? undefined : parse(e.from, !e.includeLower);
  const hi = open(e.to) ? undefined : parse(e.to, e.includeUpper);
  return (v) => (lo === undefined || (e.includeLower ? cmp(v, lo) >= 0 : cmp(v, lo) > 0)) && (hi === undefined || (e.includeUpper ? cmp(v, hi) <= 0 : cmp(v, hi) < 0));
};

const num = (a: number, b: number) => a - b;

/** A range's matcher; `spec` holds the ends and for dates `format` and `time_zone`. */
export const rangeMatcher = (f: BiField, spec: Record<string, unknown>, ctx: QueryContext): Matcher => {
  const e = endsOf(spec);
  switch (f.type) {
    case 'date': {
      const pattern = typeof spec.format === 'string' ? spec.format : (f.format ?? DATE_FORMAT);
      const zone = parseZone(spec.time_zone);
      const parse = (v: unknown, roundUp: boolean) => {
        if (typeof v !== 'string' && typeof v !== 'number') throw new ReferenceError('parse_exception', `failed to parse date field [${String(v)}] with format [${pattern}]`);
        return parseDateMath(v, { now: ctx.now, pattern, roundUp, zone });
      };
      const test = endsTest(e, num, parse);
      return (doc) => dateValues(doc, f).some(test);
    }
    case 'scaled_float': {
      // OpenSearch 2.17: scale the bound exactly, step past it when exclusive, then ceil (lower) or floor (upper).
      const factor = f.scalingFactor!;
      const low = open(e.from) ? -Infinity : Math.ceil(e.includeLower ? queryScale(e.from, factor) : nextUp(queryScale(e.from, factor)));
      const high = open(e.to) ? Infinity : Math.floor(e.includeUpper ? queryScale(e.to, factor) : nextDown(queryScale(e.to, factor)));
      return (doc) => numberValues(doc, f).some((v) => v >= low && v <= high);
    }
    case 'integer':
    case 'byte':
    case 'short':
    case 'long': {
      const test = endsTest(e, num, (v) => parseNumber(v));
      return (doc) => numberValues(doc, f).some(test);
    }
    case 'keyword': {
      const test = endsTest(e, compareStrings, (v) => String(v));
      return (doc) => keywordValues(doc, f).some(test);
    }
    case 'text': {
      const test = endsTest(e, compareStrings, (v) => String(v));
      return (doc) => tokenLists(doc, f).some((tokens) => tokens.some(test));
    }
    case 'boolean': {
      const test = endsTest(e, num, (v) => Number(parseBoolean(v)));
      return (doc) => booleanValues(doc, f).map(Number).some(test);
    }
    case 'ip': {
      const test = endsTest(
        e,
        (x: bigint, y: bigint) => (x < y ? -1 : x > y ? 1 : 0),
        (v) => {
          const ip = parseIp(String(v));
          if (ip === undefined) throw illegalArgument(`'${String(v)}' is not an IP string literal.`);
          return ip;
        },
      );
      return (doc) => ipValues(doc, f).some(test);
    }
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
