import { illegalArgument } from './errors';

/**
 * Time zones as OpenSearch's `time_zone` takes them: an IANA id (`Europe/Berlin`), `UTC`/`Z`, or a
 * fixed offset (`+01:00`, `-0530`, `+01`). Offsets are computed with Intl, so daylight saving
 * follows the platform's tz database (PostgreSQL uses its own copy; both are IANA's).
 */
export interface Zone {
  /** As SQL's `timezone(zone, ts)` takes it: an IANA name, or an interval for a fixed offset. */
  readonly sql: { name: string } | { interval: string };
  offsetAt(utcMs: number): number;
}

const FIXED = /^([+-])(\d{2}):?(\d{2})?$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

const fixed = (minutes: number): Zone => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const interval = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { sql: { interval }, offsetAt: () => minutes * 60_000 };
};

export const UTC: Zone = fixed(0);

export const parseZone = (id: string | undefined, path?: string): Zone => {
  if (id === undefined || id === 'UTC' || id === 'Z' || id === 'GMT' || id === 'Etc/UTC') return UTC;
  const m = FIXED.exec(id);
  if (m) {
    const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
    if (Number(m[2]) > 18) throw illegalArgument(`Zone offset hours not in valid range: value ${m[2]} is not in the range -18 to 18`, path);
    return fixed(m[1] === '-' ? -minutes : minutes);
  }
  let fmt = formatters.get(id);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-US', { timeZone: id, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    } catch {
      throw illegalArgument(`Unknown time-zone ID: ${id}`, path);
    }
    if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(id)) throw illegalArgument(`Unknown time-zone ID: ${id}`, path);
    formatters.set(id, fmt);
  }
  const f = fmt;
  return {
    sql: { name: id },
    offsetAt: (utcMs) => {
      const parts = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
      const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
      return local - (utcMs - (((utcMs % 1000) + 1000) % 1000));
    },
  };
};

/** Wall-clock milliseconds (as if UTC) of an instant in the zone. */
export const toLocal = (zone: Zone, utcMs: number): number => utcMs + zone.offsetAt(utcMs);

/** The instant of a wall-clock time in the zone (a time in a DST gap moves forward, as java.time does). */
export const fromLocal = (zone: Zone, localMs: number): number => {
  const first = localMs - zone.offsetAt(localMs);
  const second = localMs - zone.offsetAt(first);
  return second;
};
