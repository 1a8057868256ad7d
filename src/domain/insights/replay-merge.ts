import { apartOrder, matrixOrder, MOVED_KEPT, volumeOf, type ReplayReport } from './replay-report';

type Cell = { count: number; amount: number };
const plus = (a: Cell, b: Cell): Cell => ({ count: a.count + b.count, amount: a.amount + b.amount });

/** Entries of both lists summed by key, in first-seen order (the caller sorts as the report does). */
const sumBy = <T extends Cell>(a: readonly T[], b: readonly T[], key: (entry: T) => string): T[] => {
  const out = new Map<string, T>();
  for (const entry of [...a, ...b]) {
    const k = key(entry);
    const seen = out.get(k);
    out.set(k, seen ? { ...seen, ...plus(seen, entry) } : { ...entry });
  }
  return [...out.values()];
};

const sumCounts = (a: Record<string, number>, b: Record<string, number>) => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
};

/**
 * The report of a window replayed in two parts, `earlier` (its records all before `later`'s) and
 * `later`, as one replay of the whole window reports it: sums added, the matrix, the reasons
 * counted apart and the per-path traffic summed by key, the moved payments kept in time order (the
 * earlier part's first), a draft rule unreached only when neither part reached it. The same report
 * down to the order of its lists, the report's orders being total (replay-report.ts;
 * replay-merge.property.test.ts); amounts may differ in a float's last bits, their sums being
 * added in another order.
 */
export const mergeReplayReports = (earlier: ReplayReport, later: ReplayReport): ReplayReport => {
  const matrix = sumBy(earlier.matrix, later.matrix, (c) => JSON.stringify([c.live, c.draft])).sort(matrixOrder);
  const replayed = plus(earlier.replayed, later.replayed);
  const moved = plus(earlier.moved, later.moved);
  const unreachedLater = new Set(later.unreachedDraftRules);
  return {
    records: earlier.records + later.records,
    replayed,
    matrix,
    volume: volumeOf(matrix),
    moved: { ...moved, shareOfVolume: replayed.amount > 0 ? moved.amount / replayed.amount : null },
    movedPayments: [...earlier.movedPayments, ...later.movedPayments].slice(0, MOVED_KEPT),
    apart: sumBy(earlier.apart, later.apart, (a) => JSON.stringify([a.document, a.path, a.why])).sort(apartOrder),
    withoutBaseAmount: earlier.withoutBaseAmount + later.withoutBaseAmount,
    traffic: { live: sumCounts(earlier.traffic.live, later.traffic.live), draft: sumCounts(earlier.traffic.draft, later.traffic.draft) },
    unreachedDraftRules: earlier.unreachedDraftRules.filter((path) => unreachedLater.has(path)),
  };
};
