import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import { compileTree, REFERENCE_SETTINGS, seededRandom, type EvaluationContext } from '../../../../../domain/routing/evaluation';
import type { BatchRow } from './batch-input';

export interface ConnectorTotals {
  count: number;
  /** Sum of amounts in the base currency (REFERENCE_SETTINGS rates). */
  amount: number;
}

export interface ConnectorChange {
  row: number;
  from: string | null;
  to: string | null;
}

export interface BatchResult {
  total: number;
  /** Per connector (null: no connector at all) for each side. */
  draft: Map<string | null, ConnectorTotals>;
  live: Map<string | null, ConnectorTotals>;
  changedCount: number;
  /** The first `CHANGE_LIMIT` transactions that reach another connector in the draft. */
  changes: ConnectorChange[];
  /** Transactions whose currency has no reference rate: counted, but not in the amount sums. */
  unconverted: number;
}

export const CHANGE_LIMIT = 50;

const add = (totals: Map<string | null, ConnectorTotals>, connector: string | null, amount: number) => {
  const entry = totals.get(connector) ?? { count: 0, amount: 0 };
  entry.count += 1;
  entry.amount += amount;
  totals.set(connector, entry);
};

/**
 * Runs every transaction through both compiled trees. Each transaction gets its own seed, shared by
 * both sides, so an unchanged load balancer draws the same way in draft and live and only real
 * differences show up as changes.
 */
export const runBatch = (draft: SingleMethodDocument, live: SingleMethodDocument, rows: readonly BatchRow[], seed: number): BatchResult => {
  const draftEval = compileTree(draft.tree, draft.default?.connector);
  const liveEval = compileTree(live.tree, live.default?.connector);
  const ctx: EvaluationContext = { ...REFERENCE_SETTINGS, random: seededRandom(seed) };
  const connectorOf = (evaluator: typeof draftEval, index: number) => {
    ctx.random = seededRandom(seed + index * 7919);
    const { decision } = evaluator(rows[index]!.transaction, ctx, { trace: false });
    return decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null;
  };
  const result: BatchResult = { total: rows.length, draft: new Map(), live: new Map(), changedCount: 0, changes: [], unconverted: 0 };
  rows.forEach(({ row, transaction }, index) => {
    const rate = REFERENCE_SETTINGS.rates[transaction.currency];
    if (rate === undefined) result.unconverted += 1;
    const amount = rate === undefined ? 0 : Number(transaction.amount) * rate;
    const to = connectorOf(draftEval, index);
    const from = connectorOf(liveEval, index);
    add(result.draft, to, amount);
    add(result.live, from, amount);
    if (to === from) return;
    result.changedCount += 1;
    if (result.changes.length < CHANGE_LIMIT) result.changes.push({ row, from, to });
  });
  return result;
};

/** Connectors of both sides, the busiest first. */
export const connectorsOf = (result: BatchResult): Array<string | null> =>
  [...new Set([...result.draft.keys(), ...result.live.keys()])].sort(
    (a, b) => (result.draft.get(b)?.count ?? 0) + (result.live.get(b)?.count ?? 0) - (result.draft.get(a)?.count ?? 0) - (result.live.get(a)?.count ?? 0),
  );
