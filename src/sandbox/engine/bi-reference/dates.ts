import { ReferenceError, illegalArgument } from './errors';
import { UTC, fromLocal, toLocal, type Zone } from './zones';

/**
 * Date formats and date math as OpenSearch applies them to `date` fields.
 *
 * - Patterns: the java.time letters the BI mapping uses (`yyyy`/`uuuu`, `MM`, `dd`, `HH`, `mm`,
 *   `ss`, `SSS`) and literals; `epoch_millis`; alternatives joined by `||`.
 * - Missing components when parsing: zero when rounding down; when rounding up (gt, lte) the
 *   OpenSearch rule "month 01, day 01, hour 23, minute 59, second 59, nano 999 999 999", so
 *   `lte: "2026-01-31"` with `yyyy-MM-dd` includes the whole day.
 * - Date math: `<anchor>||<ops>` or `now<ops>`, ops `+N<unit>`, `-N<unit>`, `/<unit>`, units
 *   y M w d h H m s; rounding down goes to the first millisecond of the unit, up to the last.
 */

type Token = { field: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'milli'; width: number } | { literal: string };

const LETTERS: Record<string, Exclude<Token, { literal: string }>['field']> = { y: 'year', u: 'year', M: 'month', d: 'day', H: 'hour', m: 'minute', s: 'second', S: 'milli' };

const TOKENS = new Map<string, Token[]>();

const tokenize = (pattern: string): Token[] => {
  const cached = TOKENS.get(pattern);
  if (cached) return cached;
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i]!;
    let j = i;
    while (j < pattern.length && pattern[j] === c) j++;
    const field = LETTERS[c];
    if (field) tokens.push({ field, width: j - i });
    else if (/[a-zA-Z]/.test(c)) throw illegalArgument(`the reference supports date pattern letters yMdHmsS only, not [${c}] in [${pattern}]`);
    else tokens.push({ literal: pattern.slice(i, j) });
    i = j;
  }
  TOKENS.set(pattern, tokens);
  return tokens;
};

const pad = (n: number, w: number) => String(n).padStart(w, '0');

export const formatDate = (utcMs: number, pattern: string, zone: Zone = UTC): string => {
  const first = pattern.split('||')[0]!;
  if (first === 'epoch_millis') return String(utcMs);
  const d = new Date(toLocal(utcMs, zone));
  const values = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), milli: d.getUTCMilliseconds() };
  return tokenize(first)
    .map((t) => ('literal' in t ? t.literal : pad(values[t.field], t.field === 'year' ? 4 : t.width)))
    .join('');
};

const parseOne = (text: string, pattern: string, roundUp: boolean, zone: Zone): number | undefined => {
  if (pattern === 'epoch_millis') return /^-?\d+(\.\d+)?$/.test(text) ? Math.trunc(Number(text)) : undefined;
  const found: Partial<Record<Exclude<Token, { literal: string }>['field'], number>> = {};
  let pos = 0;
  for (const t of tokenize(pattern)) {
    if ('literal' in t) {
      if (!text.startsWith(t.literal, pos)) return undefined;
      pos += t.literal.length;
      continue;
    }
    const m = /^\d+/.exec(text.slice(pos, pos + (t.field === 'year' ? 9 : Math.max(t.width, 2))));
    if (!m || (t.width >= 2 && t.field !== 'year' && m[0].length !== t.width)) return undefined;
    found[t.field] = Number(m[0]);
    pos += m[0].length;
  }
  if (pos !== text.length || found.year === undefined) return undefined;
  const up = roundUp;
  const v = {
    month: found.month ?? 1,
    day: found.day ?? 1,
    hour: found.hour ?? (up ? 23 : 0),
    minute: found.minute ?? (up ? 59 : 0),
    second: found.second ?? (up ? 59 : 0),
    milli: found.milli ?? (up ? 999 : 0),
  };
  const local = Date.UTC(found.year, v.month - 1, v.day, v.hour, v.minute, v.second, v.milli);
  const check = new Date(local);
  // Strict resolution: 2026-02-30 is an error, not March 2nd.
  if (check.getUTCMonth() !== v.month - 1 || check.getUTCDate() !== v.day || v.hour > 23 || v.minute > 59 || v.second > 59) return undefined;
  return fromLocal(local, zone);
};

export const parseDate = (text: string, pattern: string, roundUp: boolean, zone: Zone = UTC): number => {
  for (const p of pattern.split('||')) {
    const ms = parseOne(text, p, roundUp, zone);
    if (ms !== undefined) return ms;
  }
  throw new ReferenceError('parse_exception', `failed to parse date field [${text}] with format [${pattern}]`);
};

type Unit = 'y' | 'M' | 'w' | 'd' | 'h' | 'm' | 's';
const UNIT = /^[yMwdhHms]$/;

const unitOf = (c: string): Unit => (c === 'H' ? 'h' : (c as Unit));

/** Adds n calendar units in local time (y, M, w, d) or exact durations (h, m, s). */
export const addUnits = (utcMs: number, n: number, unit: Unit, zone: Zone): number => {
  if (unit === 'h' || unit === 'm' || unit === 's') return utcMs + n * { h: 3_600_000, m: 60_000, s: 1000 }[unit];
  const d = new Date(toLocal(utcMs, zone));
  let [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  if (unit === 'y') year += n;
  else if (unit === 'M') month += n;
  else day += unit === 'w' ? 7 * n : n;
  if (unit === 'y' || unit === 'M') {
    // java.time clamps the day to the target month's length (Mar 31 − 1M = Feb 28).
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    day = Math.min(day, last);
  }
  const local = Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return fromLocal(local, zone);
};

/** The first millisecond of the unit containing the instant, in local time (weeks start on Monday). */
export const roundDown = (utcMs: number, unit: Unit, zone: Zone): number => {
  const d = new Date(toLocal(utcMs, zone));
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  const da = d.getUTCDate();
  const local = {
    y: Date.UTC(y, 0, 1),
    M: Date.UTC(y, mo, 1),
    w: Date.UTC(y, mo, da - ((d.getUTCDay() + 6) % 7)),
    d: Date.UTC(y, mo, da),
    h: Date.UTC(y, mo, da, d.getUTCHours()),
    m: Date.UTC(y, mo, da, d.getUTCHours(), d.getUTCMinutes()),
    s: Date.UTC(y, mo, da, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()),
  }[unit];
  return fromLocal(local, zone);
};

export interface DateMathOptions {
  now: number;
  pattern: string;
  roundUp: boolean;
  zone?: Zone;
}

/** A range bound, a date_range end or an extended bound: a formatted date, `now…` or `anchor||ops`. */
export const parseDateMath = (input: string | number, o: DateMathOptions): number => {
  const zone = o.zone ?? UTC;
  if (typeof input === 'number') {
    if (o.pattern.split('||').includes('epoch_millis')) return Math.trunc(input);
    return parseDate(String(input), o.pattern, o.roundUp, zone);
  }
  let base: number;
  let ops: string;
  if (input.startsWith('now')) {
    base = o.now;
    ops = input.slice(3);
  } else {
    const sep = input.indexOf('||');
    if (sep < 0) return parseDate(input, o.pattern, o.roundUp, zone);
    base = parseDate(input.slice(0, sep), o.pattern, false, zone);
    ops = input.slice(sep + 2);
  }
  let ms = base;
  for (let i = 0; i < ops.length; ) {
    const op = ops[i]!;
    if (op === '/') {
      const u = ops[i + 1] ?? '';
      if (!UNIT.test(u)) throw new ReferenceError('parse_exception', `rounding unit [${u}] in [${input}] is not one of y M w d h H m s`);
      const unit = unitOf(u);
      ms = o.roundUp ? addUnits(roundDown(ms, unit, zone), 1, unit, zone) - 1 : roundDown(ms, unit, zone);
      i += 2;
      continue;
    }
    if (op !== '+' && op !== '-') throw new ReferenceError('parse_exception', `operator not supported for date math [${input}]`);
    const m = /^(\d*)([a-zA-Z])/.exec(ops.slice(i + 1));
    if (!m || !UNIT.test(m[2]!)) throw new ReferenceError('parse_exception', `unit or amount missing in date math [${input}]`);
    const n = m[1] === '' ? 1 : Number(m[1]);
    ms = addUnits(ms, op === '+' ? n : -n, unitOf(m[2]!), zone);
    i += 1 + m[0].length;
  }
  return ms;
};
