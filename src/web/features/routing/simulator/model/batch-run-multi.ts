import type { MultiMethodDocument } from '@domain/routing/document';
import { compileMethod, type EvaluationSettings, type MethodEvaluation } from '@domain/routing/evaluation';
import type { BatchRow } from './batch-input';
import { addTo, batchContexts, CHANGE_LIMIT, connectorOfDecision, type ConnectorChange, type Totals } from './batch-run';
import { methodIndex } from '@domain/routing/method-block';

/** Where a transaction goes when its method is not offered: a bucket of its own, not "no connector". */
export const NOT_OFFERED = '#not-offered';

export interface MethodBatch {
  method: string;
  /** Transactions (of all in the batch) each side offers this method to. */
  offered: { draft: number; live: number };
  /** Transactions that chose this method. */
  chosen: number;
  /** Where the transactions that chose it go, per side: a connector, `null` (none), or NOT_OFFERED. */
  draft: Totals;
  live: Totals;
}

export interface MultiBatchResult {
  total: number;
  baseCurrency: string;
  methods: MethodBatch[];
  /** Transactions whose chosen method ends elsewhere in the draft (another connector, or offered ↔ not). */
  changedCount: number;
  changes: Array<ConnectorChange & { method: string }>;
  unconverted: number;
}

type MethodRunner = (row: BatchRow, index: number) => MethodEvaluation | null;

/**
 * Each method of a document compiled once; a method the document lacks is never offered. Methods
 * are matched case-insensitively, as the gateway matches method names.
 */
const runnersOf = (doc: MultiMethodDocument, names: readonly string[], contexts: ReturnType<typeof batchContexts>): MethodRunner[] =>
  names.map((name, m) => {
    const index = methodIndex(doc, name);
    if (index < 0) return () => null;
    const run = compileMethod(doc.methods[index]!, { index, defaultActionDisable: doc.defaultActionDisable, trace: false });
    // One draw sequence per (transaction, method), the same on both sides.
    return (row, i) => run(row.transaction, contexts.forRow(row, i, m * 104_729));
  });

const destination = (evaluation: MethodEvaluation | null): string | null => {
  if (!evaluation?.available) return NOT_OFFERED;
  return evaluation.routing ? connectorOfDecision(evaluation.routing.decision) : null;
};

/**
 * A batch through a multi-method connector: every method's availability for every transaction, and
 * the routing of the method each transaction chose (its `paymentMethod`, else `defaultMethod`).
 */
export const runMultiBatch = (
  draft: MultiMethodDocument,
  live: MultiMethodDocument,
  rows: readonly BatchRow[],
  seed: number,
  settings: EvaluationSettings,
  defaultMethod: string,
): MultiBatchResult => {
  const names: string[] = [];
  const known = (name: string) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase());
  for (const name of [...draft.methods, ...live.methods].map((b) => b.method).concat(rows.map((r) => r.transaction.paymentMethod ?? defaultMethod)))
    if (known(name) < 0) names.push(name);
  const contexts = batchContexts(settings, seed);
  const draftRuns = runnersOf(draft, names, contexts);
  const liveRuns = runnersOf(live, names, contexts);
  const methods: MethodBatch[] = names.map((method) => ({ method, offered: { draft: 0, live: 0 }, chosen: 0, draft: new Map(), live: new Map() }));
  const result: MultiBatchResult = { total: rows.length, baseCurrency: contexts.baseCurrency, methods, changedCount: 0, changes: [], unconverted: 0 };
  rows.forEach((row, index) => {
    const amount = contexts.amountOf(row);
    if (amount === undefined) result.unconverted += 1;
    const chosen = known(row.transaction.paymentMethod ?? defaultMethod);
    names.forEach((_, m) => {
      const onDraft = draftRuns[m]!(row, index);
      const onLive = liveRuns[m]!(row, index);
      const entry = methods[m]!;
      if (onDraft?.available) entry.offered.draft += 1;
      if (onLive?.available) entry.offered.live += 1;
      if (m !== chosen) return;
      entry.chosen += 1;
      const to = destination(onDraft);
      const from = destination(onLive);
      addTo(entry.draft, to, amount ?? 0);
      addTo(entry.live, from, amount ?? 0);
      if (to === from) return;
      result.changedCount += 1;
      if (result.changes.length < CHANGE_LIMIT) result.changes.push({ row: row.row, method: entry.method, from, to, transaction: row.transaction });
    });
  });
  return result;
};
