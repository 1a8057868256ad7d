import { parsingError } from '../errors';

/** Small readers over the request's JSON that fail with OpenSearch's parse errors and the place. */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const tokenOf = (v: unknown) =>
  v === null ? 'VALUE_NULL' : Array.isArray(v) ? 'START_ARRAY' : typeof v === 'object' ? 'START_OBJECT' : typeof v === 'string' ? 'VALUE_STRING' : typeof v === 'boolean' ? 'VALUE_BOOLEAN' : 'VALUE_NUMBER';

export const expectObject = (v: unknown, clause: string, path: string): JsonObject => {
  if (!isObject(v)) throw parsingError(`[${clause}] query malformed, expected [START_OBJECT] but found [${tokenOf(v)}]`, path);
  return v;
};

/** The one `{name: body}` entry of a query or aggregation object. */
export const singleEntry = (v: unknown, what: string, path: string): [string, Json] => {
  if (!isObject(v)) throw parsingError(`[_na] ${what} malformed, must start with start_object`, path);
  const keys = Object.keys(v);
  if (keys.length === 0) throw parsingError(`${what} malformed, empty clause found`, path);
  if (keys.length > 1) throw parsingError(`[${keys[0]}] malformed ${what}, expected [END_OBJECT] but found [FIELD_NAME]`, path);
  return [keys[0]!, v[keys[0]!]!];
};

export const unknownParam = (clause: string, key: string, path: string) => parsingError(`[${clause}] query does not support [${key}]`, `${path}.${key}`);

export const checkKeys = (o: JsonObject, allowed: readonly string[], clause: string, path: string) => {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) throw unknownParam(clause, k, path);
};

export const stringParam = (v: Json | undefined, clause: string, key: string, path: string): string | undefined => {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v;
  throw parsingError(`[${clause}] [${key}] must be a string, found [${tokenOf(v)}]`, `${path}.${key}`);
};

export const booleanParam = (v: Json | undefined, clause: string, key: string, path: string): boolean | undefined => {
  if (v === undefined) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  throw parsingError(`[${clause}] [${key}] failed to parse field, expected a boolean, found [${tokenOf(v)}]`, `${path}.${key}`);
};

export const numberParam = (v: Json | undefined, clause: string, key: string, path: string): number | undefined => {
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^[+-]?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  throw parsingError(`[${clause}] [${key}] failed to parse field, expected a number, found [${tokenOf(v)}]`, `${path}.${key}`);
};

export const intParam = (v: Json | undefined, clause: string, key: string, path: string): number | undefined => {
  const n = numberParam(v, clause, key, path);
  if (n === undefined) return undefined;
  if (!Number.isInteger(n) || Math.abs(n) > 2147483647) throw parsingError(`[${clause}] [${key}] must be an integer, found [${n}]`, `${path}.${key}`);
  return n;
};

export const tokenName = tokenOf;
