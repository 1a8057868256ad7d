import { sql, type SQL } from 'drizzle-orm';
import { allOf } from '../term-values';
import { keyOut } from './keys';
import type { LevelPlan } from './level';
import type { MetricPlan } from './metrics';
import { orderExpr, type Chain, type Member } from './chain';

/**
 * One statement for the root and the terms/histogram levels below it: every level's key becomes a
 * column (NULL where the level's conditions fail, which is exactly "not in any bucket"), grouped
 * by one grouping set per aggregation; `grouping()` tells the sets apart. Each aggregation's rows
 * are then selected from the grouped CTE (ranked for terms) and united, keys as text so the union
 * has one column type, tagged `_m`.
 */

interface MergedNode {
  chain: Chain;
  metrics: MetricPlan[];
  level?: LevelPlan;
  member: Member;
}

export const groupingSetsSql = (nodes: MergedNode[], where: SQL): SQL => {
  const levels: LevelPlan[] = [];
  for (const n of nodes) for (const l of n.chain.levels) if (!levels.includes(l)) levels.push(l);
  const col = (l: LevelPlan) => `k${levels.indexOf(l)}`;
  const keySelect = levels.map((l) => {
    const expr = l.keys[0]!.expr;
    const key = l.conds.length ? sql`case when ${allOf(l.conds)} then ${expr} end` : expr;
    return sql`${key} as ${sql.raw(`"${col(l)}"`)}`;
  });
  const metrics = nodes.flatMap((n) => n.metrics);
  const inputs = metrics.flatMap((m) => m.inputs);
  const inner = sql`select ${sql.join([...keySelect, ...inputs, sql`1 as _one`], sql`, `)} from bi_records t where ${where}`;
  const cols = levels.map((l) => sql.raw(`r."${col(l)}"`));
  const sets = nodes.map((n) => sql`(${sql.join(n.chain.levels.map((l) => sql.raw(`r."${col(l)}"`)), sql`, `)})`);
  const grouping = cols.length ? sql`, grouping(${sql.join(cols, sql`, `)})::int as _grp` : sql`, 0 as _grp`;
  const groupBy = cols.length ? sql` group by grouping sets (${sql.join(sets, sql`, `)})` : sql``;
  const grouped = metrics.length === 0 && cols.length
    ? // Counts only: one hash aggregation over the finest keys first, then the grouping sets add up its few
      // rows. PostgreSQL otherwise sorts every record for the sets (an external sort on a million).
      sql`select ${sql.join([...cols, sql`sum(r._n)::float8 as _c`], sql`, `)}${grouping} from (select ${sql.join(cols, sql`, `)}, count(*) as _n from (${inner}) r group by ${sql.join(cols, sql`, `)}) r${groupBy}`
    : sql`select ${sql.join([...levels.map((l) => sql.raw(`r."${col(l)}"`)), sql`count(*)::float8 as _c`, ...metrics.flatMap((m) => m.aggregates)], sql`, `)}${grouping} from (${inner}) r${groupBy}`;
  const width = Math.max(0, ...nodes.map((n) => n.chain.levels.length));
  const metricCols = metrics.map((m) => m.aggregates.length).reduce((a, b) => a + b, 0) ? sql`, ${sql.join(metrics.flatMap((m) => aggregateNames(m).map((name) => sql.raw(`w."${name}"`))), sql`, `)}` : sql``;
  const selects = nodes.map((n) => {
    const own = n.chain.levels;
    // grouping(): bit set (most significant first) for each column not in this set.
    const mask = levels.reduce((acc, l) => acc * 2 + (own.includes(l) ? 0 : 1), 0);
    const filter = (alias: string) => allOf([sql`${sql.raw(alias)}._grp = ${mask}::int`, ...own.map((l) => sql`${sql.raw(`${alias}."${col(l)}"`)} is not null`)]);
    const outs = Array.from({ length: width }, (_, i) => {
      const l = own[i];
      return l ? sql`(${keyOut(l.keys[0]!.kind, sql.raw(`w."${col(l)}"`))})::text as ${sql.raw(`"o${i}"`)}` : sql`null::text as ${sql.raw(`"o${i}"`)}`;
    });
    const head = sql`${n.member.id}::int as _m, w._c${outs.length ? sql`, ${sql.join(outs, sql`, `)}` : sql``}`;
    const ranking = n.level?.ranking;
    if (!ranking) return sql`select ${head}, null::bigint as _rn, null::float8 as _total${metricCols} from g0 w where ${filter('w')}`;
    const parents = own.slice(0, -1).map((l) => sql.raw(`g."${col(l)}"`));
    const last = own.at(-1)!;
    const partition = parents.length ? sql`partition by ${sql.join(parents, sql`, `)}` : sql``;
    const rankPartition = sql`partition by ${sql.join([...parents, sql`(g._c >= ${ranking.minDocCount}::float8)`], sql`, `)}`;
    const orderBy = sql.join(
      ranking.order.map((o) => orderExpr(o, last.node, last.keys[0]!, sql.raw(`g."${col(last)}"`), n.metrics)),
      sql`, `,
    );
    return sql`select ${head}, w._rn, w._total${metricCols} from (select g.*, row_number() over (${rankPartition} order by ${orderBy}) as _rn, sum(case when g._c >= ${ranking.minDocCount}::float8 then g._c else 0 end) over (${partition}) as _total from g0 g where ${filter('g')}) w where w._c >= ${ranking.minDocCount}::float8 and w._rn <= ${ranking.size}::bigint`;
  });
  return sql`with g0 as (${grouped}) ${sql.join(
    selects.map((s) => sql`(${s})`),
    sql` union all `,
  )}`;
};

const aggregateNames = (m: MetricPlan): string[] => m.aggregateNames;
