import { analyze } from '@domain/bi/analyzer';
import { biField, type BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import { parseDate } from './dates';
import { rawValues, type Doc } from './docs';
import { illegalArgument, unsupported } from './errors';
import { parseIp } from './ip';
import { docValue, indexScale } from './numbers';

/**
 * A field's indexed values in one document, per mapping type, as OpenSearch indexes them:
 * keyword (and dynamic members) the whole string, text its analysed tokens, dates epoch
 * milliseconds, scaled_float the stored long, booleans true/false, ip a 128-bit number.
 */

/** The mapped field a query names; undefined for an unmapped path (OpenSearch then matches nothing). */
export const fieldOf = (path: string): BiField | undefined => biField(path);

const sourcePath = (f: BiField) => f.multiFieldOf ?? f.path;

const raws = (doc: Doc, f: BiField) => rawValues(doc, sourcePath(f), f.nested);

/** keyword: the strings as indexed (a dynamic member's numbers and booleans as their text). */
export const keywordValues = (doc: Doc, f: BiField): string[] => raws(doc, f).filter((v) => typeof v !== 'object').map(String);

/** text: each value's token list (positions are the list's indexes). */
// Indexing is deterministic, so a value's tokens and a date's milliseconds are computed once.
const TOKENS = new Map<string, string[]>();
const DATES = new Map<string, number>();

const cached = <T>(cache: Map<string, T>, key: string, compute: () => T): T => {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size > 50_000) cache.clear();
    cache.set(key, (v = compute()));
  }
  return v;
};

export const tokenLists = (doc: Doc, f: BiField): string[][] => raws(doc, f).map((v) => cached(TOKENS, `${f.analyzer ?? 'standard'}|${String(v)}`, () => analyze(f.analyzer ?? 'standard', String(v))));

export const dateValues = (doc: Doc, f: BiField): number[] => raws(doc, f).map((v) => cached(DATES, `${f.format ?? DATE_FORMAT}|${String(v)}`, () => parseDate(String(v), f.format ?? DATE_FORMAT, false)));

/** scaled_float: the stored longs; other numbers as they are. */
export const numberValues = (doc: Doc, f: BiField): number[] =>
  raws(doc, f)
    .map(Number)
    .filter(Number.isFinite)
    .map((v) => (f.type === 'scaled_float' ? indexScale(v, f.scalingFactor!) : v));

export const booleanValues = (doc: Doc, f: BiField): boolean[] => raws(doc, f).map((v) => v === true || v === 'true');

export const ipValues = (doc: Doc, f: BiField): bigint[] =>
  raws(doc, f)
    .map((v) => parseIp(String(v)))
    .filter((v): v is bigint => v !== undefined);

/** Whether the field has any indexed value (exists); a text value with no tokens still counts as present. */
export const hasValue = (doc: Doc, f: BiField): boolean => raws(doc, f).length > 0;

/**
 * Doc values, what aggregations and sorts read: strings for keyword and ip, numbers for the rest
 * (dates as epoch ms, scaled_float as long × 1/factor, booleans as 1/0). Text has none: OpenSearch
 * refuses with its fielddata message.
 */
export type DocValue = string | number;

export const docValues = (doc: Doc, f: BiField): DocValue[] => {
  switch (f.type) {
    case 'keyword':
      return keywordValues(doc, f);
    case 'ip':
      return raws(doc, f).map(String);
    case 'date':
      return dateValues(doc, f);
    case 'boolean':
      return booleanValues(doc, f).map((b) => (b ? 1 : 0));
    case 'scaled_float':
      return numberValues(doc, f).map((l) => docValue(l, f.scalingFactor!));
    case 'integer':
    case 'byte':
    case 'short':
    case 'long':
      return numberValues(doc, f);
    case 'text':
      throw illegalArgument(
        `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${f.path}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
      );
    default:
      throw unsupported(`aggregations or sorts on ${f.type} fields ([${f.path}])`);
  }
};

/** Resolves a field an aggregation or sort reads, refusing containers. */
export const valueField = (path: unknown, where: string): BiField | undefined => {
  if (typeof path !== 'string') throw illegalArgument(`[${where}] requires a [field] string`);
  const f = fieldOf(path);
  if (f && (f.type === 'object' || f.type === 'nested')) throw illegalArgument(`[${where}] field [${path}] is an object, not a value`);
  return f;
};

/** Code-point order, which is the UTF-8 byte order Lucene sorts terms in. */
export const compareStrings = (a: string, b: string): number => {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (d !== 0) return d;
  }
};

export const compareValues = (a: DocValue, b: DocValue): number =>
  typeof a === 'string' && typeof b === 'string' ? compareStrings(a, b) : typeof a === 'number' && typeof b === 'number' ? (a < b ? -1 : a > b ? 1 : 0) : 0;
