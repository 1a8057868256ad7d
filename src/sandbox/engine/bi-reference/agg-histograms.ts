import type { BiField } from '@domain/bi/fields';
import { DATE_FORMAT } from '@domain/bi/mapping';
import { addUnits, formatDate, parseDateMath, roundDown } from './dates';
import type { Doc } from './docs';
import { illegalArgument, isObject, parsingError, unsupported } from './errors';
import { runSubs, type AggFactory } from './agg-types';
import { groupBy } from './agg-keys';
import { docValues, valueField } from './values';
import { fromLocal, parseZone, toLocal, type Zone } from './zones';

/**
 * histogram and date_histogram. Buckets come in key order; with `min_doc_count` 0 (their default)
 * the empty buckets between the first and the last non-empty one are filled in, and
 * `extended_bounds` stretches that run to cover min..max (a bound inside a bucket includes it).
 * With no document and no bounds there is no bucket at all.
 */

interface Rounding {
  round(v: number): number;
  next(key: number): number;
}

const CALENDAR: Record<string, 'm' | 'h' | 'd' | 'w' | 'M' | 'q' | 'y'> = {
  minute: 'm', '1m': 'm', hour: 'h', '1h': 'h', day: 'd', '1d': 'd', week: 'w', '1w': 'w', month: 'M', '1M': 'M', quarter: 'q', '1q': 'q', year: 'y', '1y': 'y',
};

const FIXED_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

const calendarRounding = (text: string, zone: Zone): Rounding => {
  const unit = CALENDAR[text];
  if (!unit) throw illegalArgument(`The supplied interval [${text}] could not be parsed as a calendar interval.`);
  if (unit === 'q') {
    const round = (v: number) => {
      const month = roundDown(v, 'M', zone);
      const m = new Date(toLocal(month, zone)).getUTCMonth();
      return addUnits(month, -(m % 3), 'M', zone);
    };
    return { round, next: (k) => round(addUnits(k, 3, 'M', zone)) };
  }
  return { round: (v) => roundDown(v, unit, zone), next: (k) => roundDown(addUnits(k, 1, unit, zone), unit, zone) };
};

const fixedRounding = (text: string, zone: Zone): Rounding => {
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(text);
  if (!m || Number(m[1]) === 0) throw illegalArgument(`failed to parse setting [date_histogram.fixedInterval] with value [${text}] as a time value: unit is missing or unrecognized`);
  const interval = Number(m[1]) * FIXED_UNITS[m[2]!]!;
  const round = (v: number) => fromLocal(Math.floor(toLocal(v, zone) / interval) * interval, zone);
  return { round, next: (k) => round(fromLocal(toLocal(k, zone) + interval, zone)) };
};

const histogramBuckets = (docs: Doc[], field: BiField | undefined, rounding: Rounding, minDocCount: number, bounds: [number, number] | undefined) => {
  const groups = groupBy(docs, (d) => (field ? [...new Set(docValues(d, field).map((v) => rounding.round(v as number)))] : []));
  const keys = [...groups.keys()].map(Number).sort((a, b) => a - b);
  if (minDocCount > 0) return keys.filter((k) => groups.get(k)!.length >= minDocCount).map((k) => ({ key: k, docs: groups.get(k)! }));
  const first = Math.min(...keys, ...(bounds ? [rounding.round(bounds[0])] : []));
  const last = Math.max(...keys, ...(bounds ? [bounds[1]] : []));
  const out: { key: number; docs: Doc[] }[] = [];
  for (let k = first; k <= last && Number.isFinite(k); k = rounding.next(k)) {
    out.push({ key: k, docs: groups.get(k) ?? [] });
    if (out.length > 100_000) throw illegalArgument('Trying to create too many buckets (more than 100000)');
  }
  return out;
};

const DATE_HISTOGRAM_KEYS = ['field', 'calendar_interval', 'fixed_interval', 'interval', 'time_zone', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'format', 'offset', 'keyed', 'order', 'missing'];

export const dateHistogramAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body)) throw parsingError('[date_histogram] aggregation must be an object');
  for (const k of Object.keys(body)) if (!DATE_HISTOGRAM_KEYS.includes(k)) throw parsingError(`[date_histogram] unknown field [${k}]`);
  for (const k of ['interval', 'hard_bounds', 'offset', 'keyed', 'order', 'missing']) if (body[k] !== undefined) throw unsupported(`[date_histogram] ${k}`);
  const field = valueField(body.field, 'date_histogram');
  if (field && field.type !== 'date') throw illegalArgument(`Field [${field.path}] of type [${field.type}] is not supported for aggregation [date_histogram]`);
  const zone = parseZone(body.time_zone);
  const calendar = typeof body.calendar_interval === 'string';
  const fixed = typeof body.fixed_interval === 'string';
  if (calendar === fixed) throw illegalArgument('[date_histogram] needs exactly one of [calendar_interval] or [fixed_interval]');
  const rounding = calendar ? calendarRounding(body.calendar_interval as string, zone) : fixedRounding(body.fixed_interval as string, zone);
  const pattern = typeof body.format === 'string' ? body.format : (field?.format ?? DATE_FORMAT);
  const minDocCount = body.min_doc_count === undefined ? 0 : Number(body.min_doc_count);
  let bounds: [number, number] | undefined;
  if (body.extended_bounds !== undefined) {
    const eb = body.extended_bounds;
    if (!isObject(eb) || eb.min === undefined || eb.max === undefined) throw parsingError('[extended_bounds] requires [min] and [max]');
    const parse = (v: unknown) => parseDateMath(v as string | number, { now: ctx.query.now, pattern: `${pattern}||epoch_millis`, roundUp: false, zone });
    bounds = [parse(eb.min), parse(eb.max)];
    if (bounds[0] > bounds[1]) throw illegalArgument(`[extended_bounds.min][${String(eb.min)}] cannot be greater than [extended_bounds.max][${String(eb.max)}]`);
  }
  const subs = compileSubs({ ...ctx, parent: 'date_histogram' });
  return {
    run: (docs, empty) => ({
      buckets: histogramBuckets(docs, field, rounding, minDocCount, bounds).map((b) => ({ key_as_string: formatDate(b.key, pattern, zone), key: b.key, doc_count: b.docs.length, ...runSubs(subs, b.docs, empty || b.docs.length === 0) })),
    }),
  };
};

export const histogramAgg: AggFactory = (body, ctx, compileSubs) => {
  if (!isObject(body)) throw parsingError('[histogram] aggregation must be an object');
  for (const k of Object.keys(body)) if (!['field', 'interval', 'offset', 'min_doc_count', 'extended_bounds', 'keyed', 'order', 'missing', 'hard_bounds'].includes(k)) throw parsingError(`[histogram] unknown field [${k}]`);
  for (const k of ['keyed', 'order', 'missing', 'hard_bounds']) if (body[k] !== undefined) throw unsupported(`[histogram] ${k}`);
  const field = valueField(body.field, 'histogram');
  if (field && !['integer', 'byte', 'short', 'long', 'scaled_float'].includes(field.type)) throw illegalArgument(`Field [${field.path}] of type [${field.type}] is not supported for aggregation [histogram]`);
  const interval = Number(body.interval);
  if (!(interval > 0)) throw illegalArgument('[interval] must be >0 for histogram aggregation [histogram]');
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  // OpenSearch's InternalHistogram: round = floor((v − offset) / interval) × interval + offset; the next key is round(key + 1.5 × interval).
  const round = (v: number) => Math.floor((v - offset) / interval) * interval + offset;
  const rounding: Rounding = { round, next: (k) => round(k + interval + interval / 2) };
  const minDocCount = body.min_doc_count === undefined ? 0 : Number(body.min_doc_count);
  const eb = body.extended_bounds;
  const bounds: [number, number] | undefined = isObject(eb) ? [Number(eb.min), Number(eb.max)] : undefined;
  const subs = compileSubs({ ...ctx, parent: 'histogram' });
  // A bucket without documents is a filled-in one (min_doc_count 0): its sub-aggregations are built empty.
  return { run: (docs, empty) => ({ buckets: histogramBuckets(docs, field, rounding, minDocCount, bounds).map((b) => ({ key: b.key, doc_count: b.docs.length, ...runSubs(subs, b.docs, empty || b.docs.length === 0) })) }) };
};
