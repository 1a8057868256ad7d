import { DATE_FORMAT } from '@domain/bi/mapping';
import { formatDate, parseDateMath } from './dates';
import type { Doc } from './docs';
import { illegalArgument, isObject, parsingError } from './errors';
import { javaDouble } from './numbers';
import { runSubs, type AggFactory } from './agg-types';
import { docValues, valueField } from './values';
import { parseZone } from './zones';

/**
 * range and date_range: `from` inclusive, `to` exclusive; buckets come sorted by (from, to), as
 * OpenSearch sorts the ranges when it builds the aggregator. A generated key is "from-to" with
 * `*` for an open end, numbers printed as Java doubles (`50.0`), dates in the format.
 */
interface RangeSpec {
  key: string | undefined;
  from: number;
  to: number;
}

const rangesOf = (body: Record<string, unknown>, parse: (v: unknown) => number): RangeSpec[] => {
  if (!Array.isArray(body.ranges) || body.ranges.length === 0) throw illegalArgument('No [ranges] specified for the [range] aggregation');
  return body.ranges.map((r) => {
    if (!isObject(r)) throw parsingError('[ranges] entries must be objects');
    for (const k of Object.keys(r)) if (!['key', 'from', 'to'].includes(k)) throw parsingError(`[range] unknown field [${k}]`);
    const open = (v: unknown) => v === undefined || v === null;
    return { key: typeof r.key === 'string' ? r.key : undefined, from: open(r.from) ? -Infinity : parse(r.from), to: open(r.to) ? Infinity : parse(r.to) };
  });
};

const rangeAggOf =
  (type: 'range' | 'date_range'): AggFactory =>
  (body, ctx, compileSubs) => {
    if (!isObject(body)) throw parsingError(`[${type}] aggregation must be an object`);
    for (const k of Object.keys(body)) if (!['field', 'ranges', 'keyed', 'format', 'time_zone'].includes(k)) throw parsingError(`[${type}] unknown field [${k}]`);
    const field = valueField(body.field, type);
    const dated = type === 'date_range';
    if (field && dated !== (field.type === 'date')) throw illegalArgument(`Field [${field.path}] of type [${field.type}] is not supported for aggregation [${type}]`);
    if (field && !dated && !['integer', 'byte', 'short', 'long', 'scaled_float'].includes(field.type)) throw illegalArgument(`Field [${field.path}] of type [${field.type}] is not supported for aggregation [range]`);
    const zone = parseZone(body.time_zone);
    const pattern = typeof body.format === 'string' ? body.format : (field?.format ?? DATE_FORMAT);
    const parse = dated ? (v: unknown) => parseDateMath(v as string | number, { now: ctx.query.now, pattern: `${pattern}||epoch_millis`, roundUp: false, zone }) : (v: unknown) => Number(v);
    const ranges = rangesOf(body, parse).sort((a, b) => a.from - b.from || a.to - b.to);
    for (const r of ranges) if (Number.isNaN(r.from) || Number.isNaN(r.to)) throw illegalArgument(`[${type}] from and to must be numbers`);
    const print = (v: number) => (dated ? formatDate(v, pattern, zone) : javaDouble(v));
    const subs = compileSubs({ ...ctx, parent: type });
    const keyed = body.keyed === true;
    return {
      run: (docs, empty) => {
        const buckets = ranges.map((r) => {
          const inside = docs.filter((d: Doc) => (field ? docValues(d, field) : []).some((v) => (v as number) >= r.from && (v as number) < r.to));
          const key = r.key ?? `${Number.isFinite(r.from) ? print(r.from) : '*'}-${Number.isFinite(r.to) ? print(r.to) : '*'}`;
          const ends = {
            ...(Number.isFinite(r.from) ? { from: r.from, ...(dated ? { from_as_string: print(r.from) } : {}) } : {}),
            ...(Number.isFinite(r.to) ? { to: r.to, ...(dated ? { to_as_string: print(r.to) } : {}) } : {}),
          };
          return { key, ...ends, doc_count: inside.length, ...runSubs(subs, inside, empty) };
        });
        return { buckets: keyed ? Object.fromEntries(buckets.map(({ key, ...rest }) => [key, rest])) : buckets };
      },
    };
  };

export const rangeAgg = rangeAggOf('range');
export const dateRangeAgg = rangeAggOf('date_range');
