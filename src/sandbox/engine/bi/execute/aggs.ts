import type { SQL } from 'drizzle-orm';
import { selectRows, type SandboxDb } from '@sandbox/db/client';
import type { AggNode } from '../ast';
import { keyValue, type KeySpec } from '../compile/aggs/keys';
import type { Bucket, LevelPlan } from '../compile/aggs/level';
import { planAggs, type Member } from '../compile/aggs/plan';
import { planTopHits, type TopHitsPlan } from './top-hits';

/**
 * Runs the aggregation statements and shapes their rows into OpenSearch's result tree. Rows are
 * looked up by the key values of the bucket path they belong to; a child's rows whose parent
 * bucket was not kept (terms size) are simply never asked for.
 */

type Row = Record<string, unknown>;

interface Indexed {
  member: Member;
  byPrefix: Map<string, Row[]>;
}

const keysOf = (row: Row, keys: KeySpec[]) => keys.map((k, i) => keyValue(k, row[`o${i}`]));

const index = (rows: Row[], keys: KeySpec[], ownKeys: number): Map<string, Row[]> => {
  const out = new Map<string, Row[]>();
  for (const row of rows) {
    const prefix = JSON.stringify(keysOf(row, keys).slice(0, keys.length - ownKeys));
    const list = out.get(prefix) ?? [];
    list.push(row);
    out.set(prefix, list);
  }
  return out;
};

/**
 * The aggregations' results, and the number of records the query matched (the root's count).
 * `where` is the caller's records and the query, `scope` the caller's records alone.
 */
export const runAggs = async (db: SandboxDb, aggs: AggNode[], { where, scope }: { where: SQL; scope: SQL }, now: number, scoring = true): Promise<{ aggregations: Record<string, unknown>; total: number }> => {
  const plan = planAggs(aggs, where, now, scope);
  const universes = new Map<AggNode, unknown[]>();
  const topHits = new Map<AggNode, TopHitsPlan>(plan.topHits.map(({ node, chain }) => [node, planTopHits(node, chain, where, now, scoring)]));
  const indexed = new Map<AggNode | null, Indexed>();
  const topRows = new Map<AggNode, Map<string, Row[]>>();
  await Promise.all([
    ...plan.statements.map(async (s) => {
      const rows = await selectRows<Row>(db, s.sql);
      for (const member of s.members) {
        const own = s.members.length === 1 ? rows : rows.filter((r) => Number(r._m) === member.id);
        if (member.level?.ranking) own.sort((x, y) => Number(x._rn) - Number(y._rn));
        indexed.set(member.node, { member, byPrefix: index(own, member.keys, member.ownKeys) });
      }
    }),
    ...[...plan.universes.entries()].map(async ([node, u]) => {
      const rows = await selectRows<Row>(db, u.sql);
      universes.set(node, rows.map((r) => keyValue(u.key, r.o0)));
    }),
    ...[...topHits.entries()].map(async ([node, t]) => {
      const rows = await selectRows<Row>(db, t.sql);
      topRows.set(node, index(rows, t.keys, 0));
    }),
  ]);

  const withMeta = (node: AggNode, result: Record<string, unknown>) => (node.meta ? { meta: node.meta, ...result } : result);

  /** `empty`: inside a histogram's filled-in bucket (OpenSearch's buildEmptyAggregation). */
  const childrenOf = (nodes: AggNode[], prefix: unknown[], row: Row | undefined, count: number, empty: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const node of nodes) {
      const metric = plan.metrics.get(node);
      if (metric) out[node.name] = withMeta(node, metric.shape(row));
      else if (node.type === 'top_hits') out[node.name] = withMeta(node, topHits.get(node)!.shape(topRows.get(node)?.get(JSON.stringify(prefix)) ?? [], count));
      else out[node.name] = withMeta(node, shapeBucketAgg(node, prefix, empty));
    }
    return out;
  };

  const shapeBucketAgg = (node: AggNode, prefix: unknown[], empty: boolean): Record<string, unknown> => {
    const { member, byPrefix } = indexed.get(node)!;
    const level = member.level!;
    const rows = byPrefix.get(JSON.stringify(prefix)) ?? [];
    const buckets: Bucket[] = rows.map((row) => ({ own: keysOf(row, member.keys).slice(prefix.length), count: Number(row._c), row }));
    const universe = universes.get(node);
    if (universe && rows.length === 0 && !empty) buckets.push(...zeroBuckets(universe, level));
    if (!level.ranking && !level.page) buckets.sort((a, b) => compareKeys(a.own, b.own));
    const total = rows.length ? Number(rows[0]!._total ?? 0) : 0;
    const shown = buckets.reduce((n, b) => n + b.count, 0);
    return level.shape(buckets, (b) => childrenOf(node.subs, [...prefix, ...b.own], b.row, b.count, empty || b.filled === true), { sumOther: Math.max(0, total - shown) });
  };

  const rootRow = indexed.get(null)?.byPrefix.get('[]')?.[0];
  const total = Number(rootRow?._c ?? 0);
  return { aggregations: childrenOf(aggs, [], rootRow, total, false), total };
};

/**
 * A min_doc_count 0 terms under a parent bucket that holds no document (a zero-count terms
 * bucket, an empty range or filter bucket): every key with count 0. Every order but the key's
 * ties between empty buckets (counts 0, metrics of no values), so the key order decides; the
 * universe comes sorted ascending.
 */
const zeroBuckets = (universe: unknown[], level: LevelPlan): Bucket[] => {
  const { order, size } = level.ranking!;
  const byKey = order.find((o) => o.target === '_key')!;
  const keys = byKey.dir === 'asc' ? universe : [...universe].reverse();
  return keys.slice(0, size).map((k) => ({ own: [k], count: 0 }));
};

const compareKeys = (a: unknown[], b: unknown[]): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};
