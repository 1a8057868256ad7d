import { sql, type SQL } from 'drizzle-orm';
import type { AggNode } from '../../ast';
import { parsingError, unsupported } from '../../errors';
import { ROOT, type Scope } from '../fields';
import { planComposite } from './composite';
import { planDateHistogram } from './date-histogram';
import { planHistogram } from './histogram';
import { keyOrder, keyOut, type KeySpec } from './keys';
import type { LevelPlan } from './level';
import { planMetric, type MetricPlan } from './metrics';
import { planRange } from './ranges';
import { planFilter, planFilters, planNested, planReverseNested } from './single';
import { planTerms } from './terms';
import { groupingSetsSql } from './grouping-sets';
import { orderExpr, type Chain, type Member } from './chain';

export type { Chain, Member } from './chain';

/**
 * The aggregation tree → SQL statements, never one per bucket. The root and every terms /
 * histogram / date_histogram whose path holds only such levels share one statement: GROUPING SETS
 * over all their keys, one scan, with each aggregation's metric children as aggregate columns and
 * for terms a window keeping the top `size` per parent bucket (so terms → terms → sum, and the hit
 * count, are one statement). Every other bucket aggregation (range, filters, nested, composite, …)
 * is one statement grouping by the keys of its path; each top_hits is one more. Rows of parent
 * buckets that were not kept are dropped when the result is shaped.
 */


export interface Statement {
  sql: SQL;
  members: Member[];
}


export interface AggPlan {
  statements: Statement[];
  metrics: Map<AggNode, MetricPlan>;
  topHits: Array<{ node: AggNode; chain: Chain }>;
  /** terms with min_doc_count 0: the statement listing every key of the field (`o0`, ascending by key). */
  universes: Map<AggNode, { sql: SQL; key: KeySpec }>;
}

let aliasSeq = 0;

const planLevel = (node: AggNode, scope: Scope, now: number): LevelPlan => {
  const alias = `l${aliasSeq++}`;
  switch (node.type) {
    case 'terms':
      return planTerms(node, scope);
    case 'histogram':
      return planHistogram(node, scope);
    case 'date_histogram':
      return planDateHistogram(node, scope, now);
    case 'range':
    case 'date_range':
      return planRange(node, scope, now, alias);
    case 'filter':
      return planFilter(node, scope, now);
    case 'filters':
      return planFilters(node, scope, now, alias);
    case 'nested':
      return planNested(node, scope, alias);
    case 'reverse_nested':
      return planReverseNested(node, scope);
    case 'composite':
      return planComposite(node, scope, now);
    default:
      throw parsingError(`Unknown aggregation type [${node.type}]`, node.at);
  }
};

const keyColumn = (i: number) => sql.raw(`"k${i}"`);

/** FROM … WHERE … of a chain, and the inner select list of its keys. */
export const chainParts = (chain: Chain, where: SQL) => {
  const keys = chain.levels.flatMap((l) => l.keys);
  const joins = chain.levels.flatMap((l) => l.joins);
  const conds = chain.levels.flatMap((l) => l.conds);
  const from = sql`from bi_records t ${sql.join(joins, sql` `)} where ${sql.join([where, ...conds], sql` and `)}`;
  const keySelect = keys.map((k, i) => sql`${k.expr} as ${keyColumn(i)}`);
  return { keys, from, keySelect };
};


/**
 * Every key of a min_doc_count 0 terms level in the searched index: the caller's records (`scope`,
 * not the query) at the level's nesting (the joins of the nested aggregation it sits in, unless a
 * reverse_nested came back to the root since), plus a keyword's `missing` key.
 */
const universeSql = (chain: Chain, level: LevelPlan, scope: SQL): SQL => {
  const u = level.universe!;
  const scoped = chain.levels.slice(0, chain.levels.indexOf(level));
  const lastMove = scoped.map((l) => l.node.type).findLastIndex((t) => t === 'nested' || t === 'reverse_nested');
  const joins = lastMove >= 0 && scoped[lastMove]!.node.type === 'nested' ? scoped[lastMove]!.joins : [];
  const found = sql`select ${u.key} as k from bi_records t ${sql.join(joins, sql` `)} where ${sql.join([scope, ...u.conds], sql` and `)}`;
  return u.always ? sql`${found} union select ${u.always} as k` : sql`select distinct k from (${found}) f`;
};

/**
 * The grouped rows of a min_doc_count 0 terms level with its zero-count buckets added: for every
 * parent bucket that holds documents, each key of the universe that has none, with the metric
 * columns of an empty group (the aggregates over no row).
 */
const withZeroBuckets = (grouped: SQL, chain: Chain, where: SQL, scope: SQL, inner: SQL, metrics: MetricPlan[], keyCount: number): SQL => {
  const level = chain.levels.at(-1)!;
  const parentChain = { ...chain, levels: chain.levels.slice(0, -1) };
  const parentKeyCount = keyCount - 1;
  const parents = parentKeyCount
    ? (() => {
        const { from, keySelect } = chainParts(parentChain, where);
        return sql`select distinct ${sql.join(keySelect, sql`, `)} ${from}`;
      })()
    : sql`select 1 as _one`;
  const empty = metrics.length ? sql`, e.*` : sql``;
  const emptyFrom = metrics.length ? sql` cross join (select ${sql.join(metrics.flatMap((m) => m.aggregates), sql`, `)} from (${inner}) r where false) e` : sql``;
  const zeroKeys = [...Array.from({ length: parentKeyCount }, (_, i) => sql.raw(`p."k${i}"`)), sql`u.k`];
  const matches = zeroKeys.map((z, i) => sql`x.${keyColumn(i)} is not distinct from ${z}`);
  return sql`select * from (${grouped}) gz union all select ${sql.join(zeroKeys, sql`, `)}, 0::float8 as _c${empty} from (${parents}) p cross join (${universeSql(chain, level, scope)}) u${emptyFrom} where not exists (select 1 from (${grouped}) x where ${sql.join(matches, sql` and `)})`;
};

const statementSql = (chain: Chain, where: SQL, metrics: MetricPlan[], level: LevelPlan | undefined, scope: SQL): { sql: SQL; keys: KeySpec[] } => {
  const { keys, from, keySelect } = chainParts(chain, where);
  const inputs = metrics.flatMap((m) => m.inputs);
  const identity = chain.dedup ? chain.identity.map((e, i) => sql`${e} as ${sql.raw(`"_id${i}"`)}`) : [];
  const selectList = [...keySelect, ...inputs, ...identity];
  const distinct = chain.dedup ? sql`distinct on (${sql.join([...keys.map((_, i) => keyColumn(i)), ...chain.identity.map((_, i) => sql.raw(`"_id${i}"`))], sql`, `)}) ` : sql``;
  // A distinct-on select may not name its own aliases in the list; wrap once so it can.
  const inner = chain.dedup
    ? sql`select ${distinct}* from (select ${selectList.length ? sql.join(selectList, sql`, `) : sql`1 as _one`} ${from}) d`
    : sql`select ${selectList.length ? sql.join(selectList, sql`, `) : sql`1 as _one`} ${from}`;
  const keyCols = keys.map((_, i) => sql.raw(`r."k${i}"`));
  const counted = sql`select ${sql.join([...keys.map((_, i) => sql`r.${keyColumn(i)}`), sql`count(*)::float8 as _c`, ...metrics.flatMap((m) => m.aggregates)], sql`, `)} from (${inner}) r${keyCols.length ? sql` group by ${sql.join(keyCols, sql`, `)}` : sql``}`;
  const grouped = level?.universe ? withZeroBuckets(counted, chain, where, scope, inner, metrics, keys.length) : counted;
  const outs = keys.map((k, i) => sql`${keyOut(k.kind, sql.raw(`w."k${i}"`))} as ${sql.raw(`"o${i}"`)}`);
  const outList = outs.length ? sql`, ${sql.join(outs, sql`, `)}` : sql``;
  if (level?.ranking) {
    const { size, minDocCount, order } = level.ranking;
    const parents = keys.slice(0, -1).map((_, i) => sql.raw(`g."k${i}"`));
    const last = sql.raw(`g."k${keys.length - 1}"`);
    const partition = parents.length ? sql`partition by ${sql.join(parents, sql`, `)}` : sql``;
    const rankPartition = sql`partition by ${sql.join([...parents, sql`(g._c >= ${minDocCount}::float8)`], sql`, `)}`;
    const orderBy = sql.join(
      order.map((o) => orderExpr(o, level.node, keys.at(-1)!, last, metrics)),
      sql`, `,
    );
    return {
      keys,
      sql: sql`select w.*${outList} from (select g.*, row_number() over (${rankPartition} order by ${orderBy}) as _rn, sum(case when g._c >= ${minDocCount}::float8 then g._c else 0 end) over (${partition}) as _total from (${grouped}) g) w where w._c >= ${minDocCount}::float8 and w._rn <= ${size}::bigint order by w._rn`,
    };
  }
  if (level?.page) {
    const page = level.page(keys.map((_, i) => sql.raw(`w."k${i}"`)));
    return { keys, sql: sql`select w.*${outList} from (${grouped}) w${page.after ? sql` where ${page.after}` : sql``} order by ${sql.join(page.orderBy, sql`, `)} limit ${page.size}::bigint` };
  }
  return { keys, sql: sql`select w.*${outList} from (${grouped}) w` };
};

interface NodePlan {
  owner: AggNode | null;
  chain: Chain;
  metrics: MetricPlan[];
  level?: LevelPlan;
  ownKeys: number;
}

const MERGEABLE = new Set(['terms', 'histogram', 'date_histogram']);

/**
 * A node whose whole path is terms/histogram levels on records can share one GROUPING SETS scan
 * with the root; a min_doc_count 0 terms level (and what is below it) adds zero-count buckets,
 * so it gets a statement of its own.
 */
const mergeable = (n: NodePlan) => !n.chain.dedup && n.chain.levels.every((l) => MERGEABLE.has(l.node.type) && l.joins.length === 0 && !l.universe);

/** `where` is the scope and the query; `scope` (the caller's records) alone bounds min_doc_count 0's keys. */
export const planAggs = (aggs: AggNode[], where: SQL, now: number, scope: SQL): AggPlan => {
  const plan: AggPlan = { statements: [], metrics: new Map(), topHits: [], universes: new Map() };
  const nodes: NodePlan[] = [];
  let metricSeq = 0;
  const visit = (children: AggNode[], chain: Chain, owner: AggNode | null, level: LevelPlan | undefined, ownKeys: number) => {
    const metrics: MetricPlan[] = [];
    for (const node of children) {
      if (node.type === 'top_hits') {
        if (chain.scope.nested !== null || chain.dedup) throw unsupported('[top_hits] inside a nested or reverse_nested aggregation', node.at);
        plan.topHits.push({ node, chain });
      } else if (node.type in METRIC_TYPES) {
        const m = planMetric(node, `m${metricSeq++}`, chain.scope);
        metrics.push(m);
        plan.metrics.set(node, m);
      }
    }
    nodes.push({ owner, chain, metrics, ...(level ? { level } : {}), ownKeys });
    for (const node of children) {
      if (node.type === 'top_hits' || node.type in METRIC_TYPES) continue;
      const next = planLevel(node, chain.scope, now);
      if (next.universe) {
        const key = next.keys[0]!;
        const levels = [...chain.levels, next];
        plan.universes.set(node, { key, sql: sql`select ${keyOut(key.kind, sql`u.k`)} as o0 from (${universeSql({ ...chain, levels }, next, scope)}) u order by ${keyOrder(key.kind, sql`u.k`)}` });
      }
      const identity = next.reverse ? [sql`t._seq`] : next.identity ? [...chain.identity, next.identity] : chain.identity;
      visit(node.subs, { levels: [...chain.levels, next], scope: next.childScope, identity, dedup: chain.dedup || next.reverse === true }, node, next, next.keys.length);
    }
  };
  visit(aggs, { levels: [], scope: ROOT, identity: [sql`t._seq`], dedup: false }, null, undefined, 0);
  // grouping() takes at most 31 columns: a larger tree keeps only the root in the shared scan.
  const levelCount = new Set(nodes.filter(mergeable).flatMap((n) => n.chain.levels)).size;
  const merges = (n: NodePlan) => mergeable(n) && (levelCount <= 31 || n.owner === null);
  const merged = nodes.filter(merges);
  const members = merged.map((n, id) => ({ node: n.owner, id, keys: n.chain.levels.flatMap((l) => l.keys), ownKeys: n.ownKeys, ...(n.level ? { level: n.level } : {}), metrics: n.metrics }));
  plan.statements.push({ sql: groupingSetsSql(merged.map((n, i) => ({ ...n, member: members[i]! })), where), members });
  for (const n of nodes) {
    if (merges(n)) continue;
    const built = statementSql(n.chain, where, n.metrics, n.level, scope);
    plan.statements.push({ sql: built.sql, members: [{ node: n.owner, id: 0, keys: built.keys, ownKeys: n.ownKeys, ...(n.level ? { level: n.level } : {}), metrics: n.metrics }] });
  }
  return plan;
};

const METRIC_TYPES: Record<string, true> = { sum: true, avg: true, min: true, max: true, value_count: true, cardinality: true, stats: true, percentiles: true };
