import { z } from 'zod';
import { SimTransaction } from '../routing/evaluation/transaction';

/**
 * What replaying a window of real payments through the live document and a draft found (issue
 * 12.2). Amounts are in the tenant's base currency, from each record's `base_amount` (the gateway's
 * own conversion at the time); a record without one counts in the counts, not in the amounts, and
 * is reported in `withoutBaseAmount`.
 */

const Cell = z.object({ count: z.number().int(), amount: z.number() });

export const MovedPayment = z.object({
  uuid: z.string(),
  createdAt: z.string().nullable(),
  /** What routing read of it (a register without an amount routes as 0 in the base currency): the simulator's input. */
  tx: SimTransaction,
  /** The seed its random splits were drawn with (the simulator's seed reproduces the replay's draws). */
  seed: z.number().int(),
  baseAmount: z.number().nullable(),
  /** The connector each document sends it to first (null: no connector at all). */
  live: z.string().nullable(),
  draft: z.string().nullable(),
});
export type MovedPayment = z.infer<typeof MovedPayment>;

export const ReplayReport = z.object({
  /** Records read from the BI data source (first attempts of routed operations). */
  records: z.number().int(),
  /** Payments evaluated on both documents: the matrix's total. */
  replayed: Cell,
  /** Live connector × draft connector: how many payments and how much volume went each way. Connector null: none. */
  matrix: z.array(z.object({ live: z.string().nullable(), draft: z.string().nullable(), count: z.number().int(), amount: z.number() })),
  /** Per connector: the replayed volume each document sends to it first. */
  volume: z.array(z.object({ connector: z.string().nullable(), before: Cell, after: Cell })),
  /** Payments the draft sends elsewhere than the live document, and their share of the replayed volume (0–1; null without volume). */
  moved: Cell.extend({ shareOfVolume: z.number().nullable() }),
  /** The first moved payments, oldest first (at most MOVED_KEPT); `moved.count` says how many there were. */
  movedPayments: z.array(MovedPayment),
  /**
   * Counted apart, by reason: payments whose path (on either document) meets a condition their
   * record cannot answer, and records that are no routable payment. Never guessed onto a route.
   */
  apart: z.array(z.object({ document: z.enum(['live', 'draft', 'record']), path: z.string().nullable(), why: z.string(), count: z.number().int(), amount: z.number() })),
  /** Records among `replayed` without a base amount (counted, not summed). */
  withoutBaseAmount: z.number().int(),
  /** Per document, the replayed payments that passed each node (graph node id → count); the default is `<tree>#default`. */
  traffic: z.object({ live: z.record(z.string(), z.number().int()), draft: z.record(z.string(), z.number().int()) }),
  /** The draft's rules (conditions and routes, by graph node id) that no replayed payment reached. */
  unreachedDraftRules: z.array(z.string()),
});
export type ReplayReport = z.infer<typeof ReplayReport>;

/** Moved payments listed in a report; the rest are counted only, so a million records keep memory steady. */
export const MOVED_KEPT = 5_000;

// The report's list orders, total (ties broken by the entry's key) so that a report does not
// depend on the order its records came in: a window replayed in parts reports as a whole (replay-merge.ts).
const nullsLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
export const matrixOrder = (a: ReplayReport['matrix'][number], b: ReplayReport['matrix'][number]) =>
  b.amount - a.amount || b.count - a.count || nullsLast(a.live, b.live) || nullsLast(a.draft, b.draft);
export const volumeOrder = (a: ReplayReport['volume'][number], b: ReplayReport['volume'][number]) =>
  Math.max(b.before.amount, b.after.amount) - Math.max(a.before.amount, a.after.amount) || nullsLast(a.connector, b.connector);
export const apartOrder = (a: ReplayReport['apart'][number], b: ReplayReport['apart'][number]) =>
  b.count - a.count || nullsLast(a.document, b.document) || nullsLast(a.path, b.path) || nullsLast(a.why, b.why);

/** Per connector, the volume each document sends to it first, from the matrix's cells, in the report's order. */
export const volumeOf = (cells: Iterable<ReplayReport['matrix'][number]>): ReplayReport['volume'] => {
  const volume = new Map<string | null, ReplayReport['volume'][number]>();
  const side = (connector: string | null) => volume.get(connector) ?? volume.set(connector, { connector, before: { count: 0, amount: 0 }, after: { count: 0, amount: 0 } }).get(connector)!;
  for (const cell of cells) {
    side(cell.live).before.count += cell.count;
    side(cell.live).before.amount += cell.amount;
    side(cell.draft).after.count += cell.count;
    side(cell.draft).after.amount += cell.amount;
  }
  return [...volume.values()].sort(volumeOrder);
};
