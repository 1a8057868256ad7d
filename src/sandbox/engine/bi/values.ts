import { isIP } from 'node:net';
import type { Scalar } from './ast';
import { illegalArgument, numberFormat, shardError } from './errors';

/** Values as OpenSearch's field types coerce them in queries (numbers given as strings, "true"). */

const INTEGER_RANGE: Record<string, [number, number, string]> = {
  byte: [-128, 127, 'byte'],
  short: [-32768, 32767, 'short'],
  integer: [-2147483648, 2147483647, 'integer'],
  long: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'long'],
};

export const parseNumber = (value: Scalar, path?: string): number => {
  if (typeof value === 'number') return value;
  // Callers cast what the request held: a null or an object there is a bad number, not a crash (a 400, never a 500).
  if (typeof value !== 'string') throw numberFormat(value, path);
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw numberFormat(value, path);
  return Number(text);
};

/** An integer-typed value, or undefined when it has a decimal part (a term on it matches nothing). */
export const parseInteger = (type: string, value: Scalar, path?: string): number | undefined => {
  const n = parseNumber(value, path);
  const [min, max, name] = INTEGER_RANGE[type] ?? INTEGER_RANGE.long!;
  if (n < min || n > max) throw shardError('query_shard_exception', `failed to create query: Value [${String(value)}] is out of range for ${name === 'integer' ? 'an' : 'a'} ${name}`, path);
  return Number.isInteger(n) ? n : undefined;
};

export const parseBoolean = (value: Scalar, path?: string): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false' || value === '') return false;
  throw shardError('query_shard_exception', `failed to create query: Can't parse boolean value [${String(value)}], expected [true] or [false]`, path);
};

export interface IpValue {
  address: string;
  cidr: boolean;
}

export const parseIp = (value: Scalar, allowCidr: boolean, path?: string): IpValue => {
  const text = String(value);
  const slash = text.indexOf('/');
  if (allowCidr && slash > 0) {
    const address = text.slice(0, slash);
    const bits = text.slice(slash + 1);
    const version = isIP(address);
    if (version && /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)) return { address: text, cidr: true };
  } else if (isIP(text)) return { address: text, cidr: false };
  throw shardError('query_shard_exception', `failed to create query: '${text}' is not an IP string literal.`, path);
};

/** Java's Double.toString, which OpenSearch uses for range keys and percentile names ("50.0", "1.0E7"). */
export const javaDouble = (x: number): string => {
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : x < 0 ? '-Infinity' : 'NaN';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(x);
  if (abs >= 1e-3 && abs < 1e7) {
    const s = String(x);
    return s.includes('.') ? s : `${s}.0`;
  }
  const [mantissa, exponent] = x.toExponential().split('e');
  const m = mantissa!.includes('.') ? mantissa! : `${mantissa}.0`;
  return `${m}E${Number(exponent)}`;
};

export const scalarOf = (value: unknown, clause: string, path: string): Scalar => {
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw illegalArgument(`[${clause}] value must be a string, number or boolean, got [${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}]`, path);
};
