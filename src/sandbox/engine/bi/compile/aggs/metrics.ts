import { sql, type SQL } from 'drizzle-orm';
import { DATE_FORMAT } from '@domain/bi/mapping';
import type { AggNode } from '../../ast';
import { formatDate } from '../../date-math';
import { parsingError } from '../../errors';
import { UTC } from '../../time-zone';
import { javaDouble } from '../../values';
import type { Scope } from '../fields';
import { aggField, missingInput, numericInput, type AggField } from './field-input';

/**
 * Metric aggregations as aggregate expressions over their parent's rows. Each metric contributes
 * input columns to the parent's inner select (`<id>_v`) and aggregate columns to its GROUP BY
 * (`<id>_<part>`); `shape` turns one grouped row into OpenSearch's result. Sums are exact (numeric);
 * averages are sum / count in doubles, as OpenSearch computes them; scaled_float results are scaled
 * back; cardinality is an exact count of distinct values; percentiles interpolate linearly
 * (percentile_cont), where OpenSearch's TDigest is approximate.
 */

export type Row = Record<string, unknown>;

export interface MetricPlan {
  node: AggNode;
  id: string;
  /** Expressions for the inner select, in the metric's scope. */
  inputs: SQL[];
  /** Aggregate select expressions (already aliased), and their names. */
  aggregates: SQL[];
  aggregateNames: string[];
  /** A value terms can order by (`stat` for multi-value metrics), over the grouped columns. */
  orderBy(stat: string | undefined): SQL | undefined;
  shape(row: Row | undefined): Record<string, unknown>;
}

const DEFAULT_PERCENTS = [1, 5, 25, 50, 75, 95, 99];

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const planMetric = (node: AggNode, id: string, scope: Scope): MetricPlan => {
  const names: string[] = [];
  const plan = buildMetric(node, id, scope, (part) => names.push(`${id}_${part}`));
  return { ...plan, aggregateNames: names };
};

const buildMetric = (node: AggNode, id: string, scope: Scope, named: (part: string) => void): Omit<MetricPlan, 'aggregateNames'> => {
  const p = node.params;
  const f: AggField = aggField(p, node.type, scope, node.at);
  const isDate = f.field.type === 'date';
  const factor = f.field.scalingFactor ?? 1;
  const col = (part: string) => sql.raw(`g."${id}_${part}"`);
  const alias = (e: SQL, part: string) => {
    named(part);
    return sql`${e} as ${sql.raw(`"${id}_${part}"`)}`;
  };
  const v = sql.raw(`r."${id}_v"`);
  const format = typeof p.format === 'string' ? p.format : (f.field.format ?? DATE_FORMAT);
  const asString = (ms: number | null) => (isDate && ms !== null ? formatDate(ms, format, UTC) : undefined);
  const withString = (value: number | null, key = 'value') => {
    const s = asString(value);
    return { [key]: value, ...(s !== undefined ? { [`${key}_as_string`]: s } : {}) };
  };

  if (node.type === 'value_count' || node.type === 'cardinality') {
    const input = f.value ? (p.missing !== undefined && node.type === 'cardinality' ? sql`coalesce(${f.value}::text, ${String(p.missing)}::text)` : f.value) : sql`null::text`;
    const agg = node.type === 'value_count' ? sql`count(${v})::float8` : sql`count(distinct ${v})::float8`;
    return {
      node,
      id,
      inputs: [sql`${input} as ${sql.raw(`"${id}_v"`)}`],
      aggregates: [alias(agg, 'n')],
      orderBy: () => col('n'),
      shape: (row) => ({ value: num(row?.[`${id}_n`]) ?? 0 }),
    };
  }

  let input = numericInput(f, node.type, node.at) ?? sql`null::numeric`;
  if (p.missing !== undefined) input = sql`coalesce(${input}, ${missingInput(f, p.missing, node.at)})`;
  const inputs = [sql`${input} as ${sql.raw(`"${id}_v"`)}`];
  const sum = () => (row: Row | undefined) => (row?.[`${id}_s`] === null || row?.[`${id}_s`] === undefined ? 0 : Number(row[`${id}_s`]) / factor);
  const count = (row: Row | undefined) => num(row?.[`${id}_c`]) ?? 0;
  const extreme = (row: Row | undefined, part: string) => {
    const x = num(row?.[`${id}_${part}`]);
    return x === null ? null : x / factor;
  };

  switch (node.type) {
    case 'sum':
      return { node, id, inputs, aggregates: [alias(sql`sum(${v})::text`, 's')], orderBy: () => sql`coalesce(${col('s')}::numeric, 0)`, shape: (row) => withString(sum()(row)) };
    case 'avg':
      return {
        node,
        id,
        inputs,
        aggregates: [alias(sql`sum(${v})::text`, 's'), alias(sql`count(${v})::float8`, 'c')],
        orderBy: () => sql`(${col('s')}::numeric / nullif(${col('c')}, 0))`,
        shape: (row) => withString(count(row) ? sum()(row) / count(row) : null),
      };
    case 'min':
    case 'max':
      return {
        node,
        id,
        inputs,
        aggregates: [alias(sql`${sql.raw(node.type)}(${v})::text`, 'x')],
        orderBy: () => sql`${col('x')}::numeric`,
        shape: (row) => withString(extreme(row, 'x')),
      };
    case 'stats':
      return {
        node,
        id,
        inputs,
        aggregates: [alias(sql`count(${v})::float8`, 'c'), alias(sql`min(${v})::text`, 'min'), alias(sql`max(${v})::text`, 'max'), alias(sql`sum(${v})::text`, 's')],
        orderBy: (stat) =>
          stat === 'count'
            ? col('c')
            : stat === 'min' || stat === 'max'
              ? sql`${col(stat)}::numeric`
              : stat === 'sum'
                ? sql`coalesce(${col('s')}::numeric, 0)`
                : stat === 'avg'
                  ? sql`(${col('s')}::numeric / nullif(${col('c')}, 0))`
                  : undefined,
        shape: (row) => {
          const c = count(row);
          const s = sum()(row);
          const stats = { count: c, min: extreme(row, 'min'), max: extreme(row, 'max'), avg: c ? s / c : null, sum: s };
          if (!isDate || c === 0) return stats;
          return { ...stats, min_as_string: asString(stats.min), max_as_string: asString(stats.max), avg_as_string: asString(stats.avg), sum_as_string: asString(stats.sum) };
        },
      };
    case 'percentiles': {
      const percents = p.percents === undefined ? DEFAULT_PERCENTS : p.percents;
      if (!Array.isArray(percents) || percents.length === 0 || !percents.every((x) => typeof x === 'number' && x >= 0 && x <= 100))
        throw parsingError('[percents] must be a non-empty array of numbers between 0 and 100', `${node.at}.percents`);
      const list = percents as number[];
      const keyed = p.keyed !== false;
      return {
        node,
        id,
        inputs,
        aggregates: [alias(sql`percentile_cont(array[${sql.join(list.map((x) => sql`${x / 100}::float8`), sql`, `)}]) within group (order by (${v})::float8)`, 'p')],
        orderBy: (stat) => {
          const i = stat === undefined ? -1 : list.findIndex((x) => javaDouble(x) === stat || String(x) === stat);
          return i < 0 ? undefined : sql`(${col('p')})[${i + 1}::int]`;
        },
        shape: (row) => {
          const values = row?.[`${id}_p`] as Array<number | null> | null | undefined;
          const at = (i: number) => (values && values[i] !== null && values[i] !== undefined ? Number(values[i]) / factor : null);
          if (keyed) return { values: Object.fromEntries(list.flatMap((x, i) => [[javaDouble(x), at(i)], ...(isDate && at(i) !== null ? [[`${javaDouble(x)}_as_string`, asString(at(i))]] : [])])) };
          return { values: list.map((x, i) => ({ key: x, value: at(i), ...(isDate && at(i) !== null ? { value_as_string: asString(at(i)) } : {}) })) };
        },
      };
    }
    default:
      throw parsingError(`Unknown aggregation type [${node.type}]`, node.at);
  }
};
