/**
 * `1234.5678` → `1,234.57`: what `new Intl.NumberFormat('en-US', { maximumFractionDigits })` writes,
 * without Intl.
 *
 * Why not Intl: a page's first Intl object of any kind (NumberFormat, DateTimeFormat, Collator…)
 * loads the browser's ICU data, 25–65 ms on the studio's machine (measured in Chromium,
 * `.data/probe/intlcost.ts`); the routing editor wrote its first number while its modules were
 * evaluated, on the way to its first paint. Same output, property-tested against Intl.
 *
 * Like Intl (ICU), it rounds the number's shortest decimal form (what `String(n)` shows: 1.005, not
 * the binary 1.00499…) half away from zero, drops trailing zeros, groups the integer digits in
 * threes, and writes negative zero, or a negative number rounded to zero, as `-0`.
 */
export const groupedNumber = (value: number, maximumFractionDigits: number): string => {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? '-∞' : '∞';
  // Most numbers a sentence shows are whole (amounts, shares, counts): no rounding to do.
  if (Number.isSafeInteger(value)) return negative ? `-${grouped(String(-value))}` : grouped(String(value));
  const { whole, fraction } = rounded(plainDigits(Math.abs(value)), maximumFractionDigits);
  const text = fraction ? `${grouped(whole)}.${fraction}` : grouped(whole);
  return negative ? `-${text}` : text;
};

interface Digits {
  whole: string;
  fraction: string;
}

/** The shortest decimal form of a non-negative finite number as plain digits (no exponent). */
const plainDigits = (abs: number): Digits => {
  const text = String(abs);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const dot = mantissa.indexOf('.');
  const head = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const tail = dot < 0 ? '' : mantissa.slice(dot + 1);
  if (e < 0) return { whole: head, fraction: tail };
  const digits = head + tail;
  // The decimal point sits after head's digits, moved by the exponent.
  const point = head.length + Number(text.slice(e + 1));
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
};

/** Rounded half away from zero to at most `places` fraction digits, trailing zeros dropped. */
const rounded = ({ whole, fraction }: Digits, places: number): Digits => {
  // The shortest form has no trailing zeros to drop.
  if (fraction.length <= places) return { whole, fraction };
  const kept = whole + fraction.slice(0, places);
  const up = fraction.charCodeAt(places) >= 53; // '5'
  const all = up ? incremented(kept) : kept;
  // A carry out of the leading digit makes the whole part one digit longer.
  const wholeLength = all.length - places;
  return { whole: all.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), fraction: all.slice(wholeLength).replace(/0+$/, '') };
};

/** A string of decimal digits plus one in its last place. */
const incremented = (digits: string): string => {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
};

/** `1234567` → `1,234,567`. */
const grouped = (whole: string): string => {
  if (whole.length <= 3) return whole;
  let text = whole.slice(0, whole.length % 3 || 3);
  for (let at = text.length; at < whole.length; at += 3) text += `,${whole.slice(at, at + 3)}`;
  return text;
};
