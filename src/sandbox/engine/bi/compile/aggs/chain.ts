import { sql, type SQL } from 'drizzle-orm';
import type { AggNode } from '../../ast';
import { shardError, unsupported } from '../../errors';
import type { Scope } from '../fields';
import { keyOrder, type KeySpec } from './keys';
import type { LevelPlan, TermsOrder } from './level';
import type { MetricPlan } from './metrics';

/**
 * What the aggregation planner (plan.ts) and the grouping-sets statement (grouping-sets.ts) share:
 * the chain of bucket levels a statement groups by, its members, and how a level orders its
 * buckets. In a file of its own so neither imports the other.
 */

/** One aggregation's rows: the bucket aggregation (or the request's root, `node` null) and what shapes them. */
export interface Member {
  node: AggNode | null;
  /** Marks the member's rows in a merged statement (`_m`). */
  id: number;
  /** Every key along the path (parent keys first). */
  keys: KeySpec[];
  ownKeys: number;
  level?: LevelPlan;
  metrics: MetricPlan[];
}

export interface Chain {
  levels: LevelPlan[];
  scope: Scope;
  identity: SQL[];
  dedup: boolean;
}

export const orderExpr = (o: TermsOrder, node: AggNode, spec: KeySpec, lastKey: SQL, metrics: MetricPlan[]): SQL => {
  const dir = sql.raw(o.dir);
  if (o.target === '_count') return sql`g._c ${dir}`;
  if (o.target === '_key') return sql`${keyOrder(spec.kind, lastKey)} ${dir}`;
  const { agg, stat } = o.target;
  const metric = metrics.find((m) => m.node.name === agg);
  if (!metric) {
    if (node.subs.some((s) => s.name === agg)) throw unsupported(`[order] by the bucket aggregation [${agg}]`, `${node.at}.order`);
    throw shardError('aggregation_execution_exception', `Invalid aggregator order path [${agg}${stat ? `.${stat}` : ''}]. Unknown aggregation [${agg}]`, `${node.at}.order`);
  }
  const e = metric.orderBy(stat);
  if (!e) throw shardError('illegal_argument_exception', `Invalid aggregation order path [${agg}${stat ? `.${stat}` : ''}]: a multi-value metric needs a known value name (e.g. [${agg}.avg])`, `${node.at}.order`);
  return sql`${e} ${dir} nulls last`;
};
