import { sql, type SQL } from 'drizzle-orm';
import { DATE_FORMAT } from '@domain/bi/mapping';
import type { AggNode, Scalar } from '../../ast';
import { checkFormat, formatDate, parseDate } from '../../date-math';
import { illegalArgument, parsingError, shardError } from '../../errors';
import { parseZone } from '../../time-zone';
import { javaDouble, parseNumber } from '../../values';
import { FALSE, tsParam } from '../term-values';
import type { Scope } from '../fields';
import { aggField, numericInput } from './field-input';
import type { LevelPlan } from './level';

/**
 * range and date_range: `from` inclusive, `to` exclusive; a record falls in every range that holds
 * it. Buckets come sorted by (from, to) as OpenSearch sorts them; keys are `from-to` with Java's
 * double printing (`*-100.0`) or the dates in `format`.
 */

interface RangeDef {
  from: number | null;
  to: number | null;
  key?: string;
}

export const planRange = (node: AggNode, scope: Scope, now: number, alias: string): LevelPlan => {
  const p = node.params;
  const isDate = node.type === 'date_range';
  const f = aggField(p, node.type, scope, node.at);
  if (isDate && f.value && f.field.type !== 'date') throw shardError('illegal_argument_exception', `Field [${f.field.path}] of type [${f.field.type}] is not supported for aggregation [date_range]`, node.at);
  if (!Array.isArray(p.ranges) || p.ranges.length === 0) throw illegalArgument(`No [ranges] specified for the [${node.name}] aggregation`, node.at);
  const format = typeof p.format === 'string' ? p.format : (f.field.format ?? DATE_FORMAT);
  if (isDate && !checkFormat(format)) throw illegalArgument(`date format [${format}] is not supported by the sandbox's BI engine`, `${node.at}.format`);
  const zone = parseZone(p.time_zone as string | undefined, `${node.at}.time_zone`);
  const ctx = { now, zone, formats: [...format.split('||'), 'epoch_millis'] };
  const bound = (v: unknown, at: string): number | null => {
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string' && typeof v !== 'number') throw parsingError('[from] and [to] must be numbers or strings', at);
    return isDate ? parseDate(v as Scalar, false, ctx, at) : parseNumber(v as Scalar, at);
  };
  const defs: RangeDef[] = (p.ranges as unknown[]).map((r, i) => {
    const at = `${node.at}.ranges[${i}]`;
    if (typeof r !== 'object' || r === null || Array.isArray(r)) throw parsingError('[ranges] entries must be objects', at);
    const o = r as Record<string, unknown>;
    for (const k of Object.keys(o)) if (!['from', 'to', 'key'].includes(k)) throw parsingError(`[range] unknown field [${k}]`, `${at}.${k}`);
    return { from: bound(o.from, `${at}.from`), to: bound(o.to, `${at}.to`), ...(o.key !== undefined ? { key: String(o.key) } : {}) };
  });
  defs.sort((a, b) => (a.from ?? -Infinity) - (b.from ?? -Infinity) || (a.to ?? Infinity) - (b.to ?? Infinity));
  const factor = f.field.scalingFactor ?? 1;
  const input = isDate ? f.value : numericInput(f, node.type, node.at);
  const value = input && !isDate ? (factor === 1 ? sql`(${input})::float8` : sql`((${input})::float8 / ${factor}::float8)`) : input;
  const param = (x: number) => (isDate ? tsParam(x) : sql`${x}::float8`);
  const cases: SQL[] = value
    ? defs.map((d, i) => {
        const parts = [sql`${value} is not null`];
        if (d.from !== null) parts.push(sql`${value} >= ${param(d.from)}`);
        if (d.to !== null) parts.push(sql`${value} < ${param(d.to)}`);
        return sql`case when ${sql.join(parts, sql` and `)} then ${i}::int end`;
      })
    : [];
  const print = (x: number | null) => (x === null ? '*' : isDate ? formatDate(x, format, zone) : javaDouble(x));
  const keyed = p.keyed === true;
  return {
    node,
    keys: [{ expr: sql.raw(`${alias}.i`), kind: 'index' }],
    joins: value ? [sql`cross join lateral unnest(array[${sql.join(cases, sql`, `)}]) as ${sql.raw(alias)}(i)`] : [],
    conds: value ? [sql`${sql.raw(alias)}.i is not null`] : [FALSE],
    childScope: scope,
    shape: (buckets, sub) => {
      const byIndex = new Map(buckets.map((b) => [b.own[0] as number, b]));
      const list = defs.map((d, i) => {
        const b = byIndex.get(i) ?? { own: [i], count: 0 };
        const key = d.key ?? `${print(d.from)}-${print(d.to)}`;
        return {
          key,
          ...(d.from !== null ? { from: d.from, ...(isDate ? { from_as_string: print(d.from) } : {}) } : {}),
          ...(d.to !== null ? { to: d.to, ...(isDate ? { to_as_string: print(d.to) } : {}) } : {}),
          doc_count: b.count,
          ...sub(b),
        };
      });
      return keyed ? { buckets: Object.fromEntries(list.map(({ key, ...rest }) => [key, rest])) } : { buckets: list };
    },
  };
};
