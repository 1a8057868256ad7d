/**
 * Exact decimal arithmetic for the two things routing does with money: compare, and multiply by a
 * rate. A value is `units × 10^-scale` with bigint units, so "1000.10" vs 1000.1 or 0.1 + 0.2 style
 * surprises cannot flip a threshold. A rate given as a JS number is taken at its shortest decimal
 * spelling (`String(0.92)` = "0.92"), which is the value the person who typed it meant.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parses a decimal string or a finite number; `undefined` for anything else. */
export const toDecimal = (value: string | number): Decimal | undefined => {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const match = DECIMAL.exec(String(value));
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = '', exponent = '0'] = match;
  let scale = fraction.length - Number(exponent);
  let digits = `${whole}${fraction}`;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign ? -units : units, scale };
};

const widen = (d: Decimal, scale: number): bigint => d.units * 10n ** BigInt(scale - d.scale);

export const compareDecimal = (a: Decimal, b: Decimal): -1 | 0 | 1 => {
  const scale = Math.max(a.scale, b.scale);
  const x = widen(a, scale);
  const y = widen(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** a + b, exactly (at the larger scale). */
export const addDecimal = (a: Decimal, b: Decimal): Decimal => {
  const scale = Math.max(a.scale, b.scale);
  return { units: widen(a, scale) + widen(b, scale), scale };
};

/** a − b, exactly. */
export const subtractDecimal = (a: Decimal, b: Decimal): Decimal => addDecimal(a, { units: -b.units, scale: b.scale });

export const multiplyDecimal = (a: Decimal, b: Decimal): Decimal => ({ units: a.units * b.units, scale: a.scale + b.scale });

/** For display only: comparisons never go through this. */
export const decimalToNumber = (d: Decimal): number => Number(d.units) / 10 ** d.scale;

/**
 * Rounds to `scale` decimals, half away from zero (the convention for quoting money: 0.125 → 0.13,
 * -0.125 → -0.13). A value with fewer decimals is widened, never changed.
 */
export const roundDecimal = (d: Decimal, scale: number): Decimal => {
  if (d.scale <= scale) return { units: widen(d, scale), scale };
  const divisor = 10n ** BigInt(d.scale - scale);
  const negative = d.units < 0n;
  const magnitude = negative ? -d.units : d.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: negative ? -rounded : rounded, scale };
};

/** The decimal string of a value, with exactly its scale's decimals: `{units: 10850n, scale: 2}` → "108.50". */
export const formatDecimal = (d: Decimal): string => {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = d.scale > 0 ? `.${digits.slice(digits.length - d.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
};
