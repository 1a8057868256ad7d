import { ReferenceError } from './errors';

/**
 * Number handling exactly as the JVM does it where results depend on it: scaled_float scaling
 * (`v × factor` in doubles on both the index and the query side, as OpenSearch 3.3), `Math.nextUp`/`nextDown`,
 * doc values `long × (1 / factor)`, and `Double.toString` for range keys and percentile names.
 */

const buffer = new DataView(new ArrayBuffer(8));

const step = (x: number, up: boolean): number => {
  if (Number.isNaN(x) || x === (up ? Infinity : -Infinity)) return x;
  if (x === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  buffer.setFloat64(0, x);
  const bits = buffer.getBigInt64(0);
  buffer.setBigInt64(0, (x > 0) === up ? bits + 1n : bits - 1n);
  return buffer.getFloat64(0);
};

export const nextUp = (x: number) => step(x, true);
export const nextDown = (x: number) => step(x, false);

/** Java's Math.round: floor(x + 0.5), which JS's Math.round also is. */
export const javaRound = (x: number) => Math.round(x);

/** A numeric query value: a JSON number or a numeric string (`"12.5"`), else OpenSearch's number_format_exception. */
export const parseNumber = (value: unknown): number => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw new ReferenceError('number_format_exception', `For input string: "${String(value)}"`);
};

/**
 * The query side's scale(value) of a scaled_float field: `v × factor` in doubles, the same
 * arithmetic as the index side, as OpenSearch 3.3 does it (PR #19188). 2.17 scaled query values
 * exactly (`BigDecimal(Double.toString(v)) × factor`), so a term on the value a document was
 * indexed with could miss it (0.00015 × 10000: indexed 1, asked 2); the sandbox follows the fix.
 */
export const queryScale = (value: unknown, factor: number): number => parseNumber(value) * factor;

/** The stored long of a source value (index side). */
export const indexScale = (value: number, factor: number): number => javaRound(value * factor);

/** The double a stored long reads back as in aggregations and sorts. */
export const docValue = (scaled: number, factor: number): number => scaled * (1 / factor);

/** Java's Double.toString for the values the reference prints (range keys, percentile names). */
export const javaDouble = (x: number): string => {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  const abs = Math.abs(x);
  if (abs === 0 || (abs >= 1e-3 && abs < 1e7)) {
    const s = String(x);
    return s.includes('.') ? s : `${s}.0`;
  }
  const [mantissa, exponent] = x.toExponential().split('e') as [string, string];
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
};
