import { illegalArgument } from './errors';

/**
 * Time zones as OpenSearch's `time_zone` takes them: `UTC`/`Z`, a fixed offset (`+01:00`, `-0530`)
 * or an IANA name. Offsets come from the platform's Intl data; local wall-clock times are carried as
 * "local milliseconds" (the UTC instant the wall clock would show in UTC), which makes calendar
 * arithmetic plain Date.UTC arithmetic.
 */
export type Zone = { kind: 'fixed'; offsetMs: number } | { kind: 'iana'; name: string; format: Intl.DateTimeFormat };

export const UTC: Zone = { kind: 'fixed', offsetMs: 0 };

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

export const parseZone = (text: unknown): Zone => {
  if (text === undefined || text === null) return UTC;
  if (typeof text !== 'string') throw illegalArgument(`[time_zone] must be a string`);
  if (text === 'UTC' || text === 'Z' || text === 'GMT') return UTC;
  const m = OFFSET.exec(text);
  if (m) {
    const ms = (Number(m[2]) * 60 + Number(m[3])) * 60_000;
    return { kind: 'fixed', offsetMs: m[1] === '-' ? -ms : ms };
  }
  try {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: text, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    return { kind: 'iana', name: text, format };
  } catch {
    throw illegalArgument(`unknown time zone [${text}]`);
  }
};

/** The zone's offset from UTC at a UTC instant. */
export const offsetAt = (utcMs: number, zone: Zone): number => {
  if (zone.kind === 'fixed') return zone.offsetMs;
  const parts = Object.fromEntries(zone.format.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const truncated = utcMs - (((utcMs % 1000) + 1000) % 1000);
  return wall - truncated;
};

export const toLocal = (utcMs: number, zone: Zone) => utcMs + offsetAt(utcMs, zone);

/**
 * The UTC instant of a local wall-clock time. In an overlap (clocks going back) the earlier
 * instant wins, in a gap the time moves forward by the gap, as java.time's ZonedDateTime.of does.
 */
export const fromLocal = (localMs: number, zone: Zone): number => {
  if (zone.kind === 'fixed') return localMs - zone.offsetMs;
  const candidates = [offsetAt(localMs - 14 * 3_600_000, zone), offsetAt(localMs + 14 * 3_600_000, zone)].map((o) => localMs - o);
  const valid = candidates.filter((utc) => toLocal(utc, zone) === localMs).sort((a, b) => a - b);
  if (valid.length > 0) return valid[0]!;
  // A gap: use the offset before the transition, which lands after it.
  return localMs - offsetAt(localMs - 14 * 3_600_000, zone);
};
