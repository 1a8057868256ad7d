import { sql, type SQL } from 'drizzle-orm';
import { DATE_FORMAT } from '@domain/bi/mapping';
import type { AggNode } from '../../ast';
import { formatDate, parseDate } from '../../date-math';
import { illegalArgument, parsingError, unsupported } from '../../errors';
import { parseZone, type Zone } from '../../time-zone';
import { parseNumber } from '../../values';
import { FALSE } from '../term-values';
import type { Scope } from '../fields';
import { dateInterval, dateKeySql } from './date-histogram';
import { aggField, numericInput } from './field-input';
import { keyKindOf, keyOrder, type KeySpec } from './keys';
import type { LevelPlan } from './level';
import { typedKey } from './terms';

/**
 * composite: buckets of every combination of its sources' values, in the sources' order, one page
 * of `size` after `after`; `after_key` is the last bucket's key. Only at the top level, as in
 * OpenSearch. Sources: terms, histogram, date_histogram (with missing_bucket).
 */

interface Source {
  name: string;
  spec: KeySpec;
  order: 'asc' | 'desc';
  missingBucket: boolean;
  cond?: SQL;
  date?: { format: string; zone: Zone; asString: boolean };
}

const sourceOf = (entry: unknown, i: number, node: AggNode, scope: Scope, now: number): Source => {
  const at = `${node.at}.sources[${i}]`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry) || Object.keys(entry).length !== 1) throw parsingError('[sources] entries must be objects with one named source', at);
  const [name, body] = Object.entries(entry as Record<string, unknown>)[0]!;
  if (typeof body !== 'object' || body === null || Object.keys(body).length !== 1) throw parsingError(`[${name}] must hold one source type`, `${at}.${name}`);
  const [type, raw] = Object.entries(body as Record<string, unknown>)[0]!;
  const here = `${at}.${name}.${type}`;
  const p = raw as Record<string, unknown>;
  const order = p.order === undefined ? 'asc' : p.order;
  if (order !== 'asc' && order !== 'desc') throw illegalArgument(`Unknown SortOrder [${String(order)}]`, `${here}.order`);
  const missingBucket = p.missing_bucket === true;
  const f = aggField(p, type, scope, here);
  if (type === 'terms') {
    const spec: KeySpec = { expr: f.value ?? sql`null::text`, kind: keyKindOf(f.field), ...(f.field.scalingFactor ? { factor: f.field.scalingFactor } : {}) };
    return { name, spec, order, missingBucket, ...(!f.value ? { cond: FALSE } : {}) };
  }
  if (type === 'histogram') {
    const interval = parseNumber(p.interval as number, `${here}.interval`);
    if (!(interval > 0)) throw illegalArgument('[interval] must be greater than 0', `${here}.interval`);
    const input = numericInput(f, 'histogram', here);
    const factor = f.field.scalingFactor ?? 1;
    const value = input ? sql`((${input})::float8 / ${factor}::float8)` : undefined;
    return { name, spec: { expr: value ? sql`(floor(${value} / ${interval}::float8) * ${interval}::float8)` : sql`null::float8`, kind: 'double' }, order, missingBucket, ...(!value ? { cond: FALSE } : {}) };
  }
  if (type === 'date_histogram') {
    const zone = parseZone(p.time_zone as string | undefined, `${here}.time_zone`);
    const interval = dateInterval(p, here);
    const format = typeof p.format === 'string' ? p.format : (f.field.format ?? DATE_FORMAT);
    const expr = f.value ? dateKeySql(f.value, interval, zone, 0) : sql`null::float8`;
    void now;
    return { name, spec: { expr, kind: 'double' }, order, missingBucket, date: { format, zone, asString: typeof p.format === 'string' }, ...(!f.value ? { cond: FALSE } : {}) };
  }
  throw unsupported(`[composite] source type [${type}]`, here);
};

export const planComposite = (node: AggNode, scope: Scope, now: number): LevelPlan => {
  const p = node.params;
  if (!Array.isArray(p.sources) || p.sources.length === 0) throw illegalArgument(`Composite [sources] cannot be null or empty`, node.at);
  const sources = (p.sources as unknown[]).map((s, i) => sourceOf(s, i, node, scope, now));
  const size = p.size === undefined ? 10 : Number(p.size);
  if (!Number.isInteger(size) || size < 1) throw illegalArgument(`[size] must be greater than 0. Found [${String(p.size)}] in [${node.name}]`, `${node.at}.size`);
  const after = p.after as Record<string, unknown> | undefined;
  if (after !== undefined && (typeof after !== 'object' || after === null || Array.isArray(after))) throw parsingError('[after] must be an object', `${node.at}.after`);
  if (after) for (const s of sources) if (!(s.name in after)) throw illegalArgument(`[after] has no value for the source [${s.name}]`, `${node.at}.after`);
  const afterParam = (s: Source, v: unknown): SQL => {
    const at = `${node.at}.after.${s.name}`;
    if (s.date) return sql`${typeof v === 'number' ? v : parseDate(String(v), false, { now, zone: s.date.zone, formats: [s.date.format, 'epoch_millis'] }, at)}::float8`;
    if (s.spec.kind === 'double') return sql`${parseNumber(v as number, at)}::float8`;
    return typedKey(s.spec, v, undefined, at);
  };
  return {
    node,
    keys: sources.map((s) => s.spec),
    joins: [],
    conds: sources.flatMap((s) => [...(s.cond ? [s.cond] : []), ...(s.missingBucket ? [] : [sql`${s.spec.expr} is not null`])]),
    childScope: scope,
    page: (columns) => {
      const ordered = sources.map((s, i) => ({ s, c: keyOrder(s.spec.kind, columns[i]!) }));
      const orderBy = ordered.map(({ s, c }) => sql`${c} ${sql.raw(s.order)} nulls ${sql.raw(s.order === 'asc' ? 'first' : 'last')}`);
      if (!after) return { orderBy, size };
      const alternatives: SQL[] = [];
      const equal: SQL[] = [];
      ordered.forEach(({ s, c }) => {
        const v = after[s.name];
        let beyond: SQL;
        let same: SQL;
        if (v === null) {
          beyond = s.order === 'asc' ? sql`${c} is not null` : FALSE;
          same = sql`${c} is null`;
        } else {
          const param = s.spec.kind === 'keyword' ? sql`(${afterParam(s, v)} collate "C")` : afterParam(s, v);
          beyond = s.order === 'asc' ? sql`${c} > ${param}` : sql`(${c} < ${param} or ${c} is null)`;
          same = sql`${c} = ${param}`;
        }
        alternatives.push(equal.length ? sql`(${sql.join([...equal, beyond], sql` and `)})` : beyond);
        equal.push(same);
      });
      return { after: sql`(${sql.join(alternatives, sql` or `)})`, orderBy, size };
    },
    shape: (buckets, sub) => {
      const keyOf = (own: unknown[]) =>
        Object.fromEntries(sources.map((s, i) => [s.name, s.date?.asString && own[i] !== null ? formatDate(own[i] as number, s.date.format, s.date.zone) : own[i]]));
      const list = buckets.map((b) => ({ key: keyOf(b.own), doc_count: b.count, ...sub(b) }));
      return { ...(list.length ? { after_key: list.at(-1)!.key } : {}), buckets: list };
    },
  };
};
