import { type Scalar } from './ast';
import { shardError } from './errors';
import { fromLocal, toLocal, type Zone } from './time-zone';

/**
 * Dates as OpenSearch's date fields read them: a value in one of the formats (`a||b`), optionally
 * followed by date math (`||+1M/d`), or `now` with math (`now-24h`, `now/d`). `roundUp` is the
 * search engine's rounding direction: gt and lte round up (to the last millisecond of the unit,
 * and missing time fields are the end of the day), gte and lt round down.
 */

export type Unit = 'y' | 'M' | 'w' | 'd' | 'h' | 'H' | 'm' | 's';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

export const SUPPORTED_FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd', 'epoch_millis', 'epoch_second', 'strict_date_optional_time', 'date_optional_time', 'strict_date_time', 'date_time'] as const;

interface Fields {
  y: number;
  mo: number;
  d: number;
  h?: number;
  mi?: number;
  s?: number;
  ms?: number;
  offsetMinutes?: number;
}

const validDay = (f: Fields) => f.mo >= 1 && f.mo <= 12 && f.d >= 1 && f.d <= new Date(Date.UTC(f.y, f.mo, 0)).getUTCDate();

const parseOne = (format: string, text: string): Fields | number | undefined => {
  switch (format) {
    case 'epoch_millis':
      return /^-?\d+(\.\d+)?$/.test(text) ? Math.trunc(Number(text)) : undefined;
    case 'epoch_second':
      return /^-?\d+(\.\d+)?$/.test(text) ? Math.trunc(Number(text) * 1000) : undefined;
    case 'yyyy-MM-dd HH:mm:ss': {
      const m = DATE_TIME.exec(text);
      return m ? { y: +m[1]!, mo: +m[2]!, d: +m[3]!, h: +m[4]!, mi: +m[5]!, s: +m[6]! } : undefined;
    }
    case 'yyyy-MM-dd': {
      const m = DAY.exec(text);
      return m ? { y: +m[1]!, mo: +m[2]!, d: +m[3]! } : undefined;
    }
    default: {
      const m = ISO.exec(text);
      if (!m) return undefined;
      const zone = m[8];
      let offsetMinutes: number | undefined;
      if (zone === 'Z') offsetMinutes = 0;
      else if (zone) {
        const digits = zone.replace(':', '');
        offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0));
      }
      return {
        y: +m[1]!,
        mo: m[2] ? +m[2] : 1,
        d: m[3] ? +m[3] : 1,
        ...(m[4] ? { h: +m[4] } : {}),
        ...(m[5] ? { mi: +m[5] } : {}),
        ...(m[6] ? { s: +m[6] } : {}),
        ...(m[7] ? { ms: Number(m[7].slice(0, 3).padEnd(3, '0')) } : {}),
        ...(offsetMinutes !== undefined ? { offsetMinutes } : {}),
      };
    }
  }
};

const toMillis = (f: Fields, roundUp: boolean, zone: Zone): number => {
  const local = Date.UTC(f.y, f.mo - 1, f.d, f.h ?? (roundUp ? 23 : 0), f.mi ?? (roundUp ? 59 : 0), f.s ?? (roundUp ? 59 : 0), f.ms ?? (roundUp ? 999 : 0));
  return f.offsetMinutes !== undefined ? local - f.offsetMinutes * 60_000 : fromLocal(zone, local);
};

export const failedToParse = (text: string, format: string, path?: string) =>
  shardError('parse_exception', `failed to parse date field [${text}] with format [${format}]: [failed to parse date field [${text}] with format [${format}]]`, path);

/**
 * Months and years as java.time's `plusMonths`/`plusYears` add them: the day of month is clamped to
 * the target month's length (Mar 31 − 1M = Feb 28, Feb 29 + 1y = Feb 28), never rolled over into
 * the next month as `Date.setUTCMonth` would; the time of day is kept.
 */
const addMonths = (local: number, months: number): number => {
  const d = new Date(local);
  const target = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(target / 12);
  const month = target - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = local - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)) + timeOfDay;
};

export const addUnits = (local: number, n: number, unit: Unit): number => {
  switch (unit) {
    case 'y':
      return addMonths(local, 12 * n);
    case 'M':
      return addMonths(local, n);
    case 'w':
      return local + n * 7 * 86_400_000;
    case 'd':
      return local + n * 86_400_000;
    case 'h':
    case 'H':
      return local + n * 3_600_000;
    case 'm':
      return local + n * 60_000;
    default:
      return local + n * 1000;
  }
};

/** The first millisecond (wall clock) of the unit containing `local`. */
export const floorLocal = (local: number, unit: Unit): number => {
  const d = new Date(local);
  switch (unit) {
    case 'y':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    case 'M':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'w': {
      const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      return day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
    }
    case 'd':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case 'h':
    case 'H':
      return local - (((local % 3_600_000) + 3_600_000) % 3_600_000);
    case 'm':
      return local - (((local % 60_000) + 60_000) % 60_000);
    default:
      return local - (((local % 1000) + 1000) % 1000);
  }
};

const MATH = /([+-])(\d+)([yMwdhHms])|\/([yMwdhHms])/y;

const applyMath = (utc: number, math: string, roundUp: boolean, zone: Zone, original: string, path?: string): number => {
  let local = toLocal(zone, utc);
  let i = 0;
  while (i < math.length) {
    MATH.lastIndex = i;
    const m = MATH.exec(math);
    if (!m) throw shardError('parse_exception', `operator not supported for date math [${original}]`, path);
    if (m[4]) {
      const unit = m[4] as Unit;
      const start = floorLocal(local, unit);
      local = roundUp ? addUnits(start, 1, unit) - 1 : start;
    } else local = addUnits(local, (m[1] === '-' ? -1 : 1) * Number(m[2]), m[3] as Unit);
    i = MATH.lastIndex;
  }
  return fromLocal(zone, local);
};

export interface DateContext {
  now: number;
  zone: Zone;
  /** `a||b`: tried in order. */
  formats: string[];
}

/** Epoch milliseconds of a date value as a date field reads it in a query. */
export const parseDate = (value: Scalar, roundUp: boolean, ctx: DateContext, path?: string): number => {
  const text = String(value);
  const formatName = ctx.formats.join('||');
  if (text.startsWith('now')) return applyMath(ctx.now, text.slice(3), roundUp, ctx.zone, text, path);
  const bars = text.indexOf('||');
  const head = bars >= 0 ? text.slice(0, bars) : text;
  for (const format of ctx.formats) {
    const parsed = parseOne(format, head);
    if (parsed === undefined) continue;
    if (typeof parsed !== 'number' && !validDay(parsed)) continue;
    const ms = typeof parsed === 'number' ? parsed : toMillis(parsed, roundUp && bars < 0, ctx.zone);
    return bars >= 0 ? applyMath(ms, text.slice(bars + 2), roundUp, ctx.zone, text, path) : ms;
  }
  throw failedToParse(text, formatName, path);
};

export const checkFormat = (format: string): string[] | undefined => {
  const parts = format.split('||');
  return parts.every((p) => (SUPPORTED_FORMATS as readonly string[]).includes(p)) ? parts : undefined;
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A date as the format prints it (the first format of `a||b`), in the zone. */
export const formatDate = (utcMs: number, format: string, zone: Zone): string => {
  const first = format.split('||')[0]!;
  if (first === 'epoch_millis') return String(utcMs);
  if (first === 'epoch_second') return String(Math.floor(utcMs / 1000));
  const offset = zone.offsetAt(utcMs);
  const d = new Date(utcMs + offset);
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  if (first === 'yyyy-MM-dd') return day;
  if (first === 'yyyy-MM-dd HH:mm:ss') return `${day} ${time}`;
  const abs = Math.abs(offset) / 60_000;
  const zoneText = offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${day}T${time}.${pad(d.getUTCMilliseconds(), 3)}${zoneText}`;
};
