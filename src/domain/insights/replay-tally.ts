import { isMultiMethodDocument, type AnyDocument } from '../routing/tree-walk';
import { fnv1a } from '../json/fnv1a';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { seededRandom } from '../routing/evaluation/seeded-random';
import { factsOfRecord, isFirstAttempt, paymentIdOf, type PaymentRecord } from './payment-record';
import { apartOrder, matrixOrder, MOVED_KEPT, volumeOf, type MovedPayment, type ReplayReport } from './replay-report';
import { multiMethodReplayWalker } from './replay-multi-method';
import { replayWalker, type ReplayEnd, type ReplayWalker } from './replay-walker';


const cellKey = (live: string | null, draft: string | null) => JSON.stringify([live, draft]);

/**
 * Replays records through two documents (of the same kind) in one pass, keeping only sums (and the first
 * MOVED_KEPT moved payments), so memory stays the same for a thousand records or a million.
 *
 * Random splits draw again, with the configured shares; each payment's draws come from a generator
 * seeded by its id and restarted for each document, so a split both documents share sends a payment
 * the same way in both, and only real differences between them move traffic.
 */
/** The walker of either kind of document. */
const walkerOf = (doc: AnyDocument): ReplayWalker => (isMultiMethodDocument(doc) ? multiMethodReplayWalker(doc) : replayWalker(doc.tree, doc.default?.connector));

export const replayTally = (documents: { live: AnyDocument; draft: AnyDocument }, context: Omit<EvaluationContext, 'random'>) => {
  const live = walkerOf(documents.live);
  const draft = walkerOf(documents.draft);
  const liveVisits = new Uint32Array(live.paths.length);
  const draftVisits = new Uint32Array(draft.paths.length);
  let draw = seededRandom(0);
  const ctx: EvaluationContext = { ...context, random: () => draw() };
  let records = 0;
  let withoutBaseAmount = 0;
  const replayed = { count: 0, amount: 0 };
  const moved = { count: 0, amount: 0 };
  const movedPayments: MovedPayment[] = [];
  const matrix = new Map<string, { live: string | null; draft: string | null; count: number; amount: number }>();
  const apart = new Map<string, ReplayReport['apart'][number]>();

  const countApart = (document: 'live' | 'draft' | 'record', path: string | null, why: string, amount: number) => {
    const key = JSON.stringify([document, path, why]);
    const entry = apart.get(key) ?? { document, path, why, count: 0, amount: 0 };
    entry.count += 1;
    entry.amount += amount;
    apart.set(key, entry);
  };

  const add = (record: PaymentRecord) => {
    records += 1;
    const amount = record.base_amount ?? 0;
    // A payment is its first attempt: failover attempts are where it went next, not more payments.
    if (!isFirstAttempt(record)) return countApart('record', null, 'a failover attempt (its payment is counted by its first attempt)', 0);
    const facts = factsOfRecord(record, context.baseCurrency);
    if (!facts) return countApart('record', null, 'not a routable payment (no amount or currency, or not a debit, preauthorize or register)', amount);
    // The payment's own seed, so both documents draw the same numbers for it.
    const seed = fnv1a(paymentIdOf(record));
    draw = seededRandom(seed);
    const before: ReplayEnd = live.walk(facts.tx, ctx, facts);
    if (before.kind === 'blocked') return countApart('live', before.path, before.why, amount);
    draw = seededRandom(seed);
    const after: ReplayEnd = draft.walk(facts.tx, ctx, facts);
    if (after.kind === 'blocked') return countApart('draft', after.path, after.why, amount);
    // Both walks count only now, so both documents' traffic covers the same payments.
    live.countLastWalk(liveVisits);
    draft.countLastWalk(draftVisits);
    if (record.base_amount == null) withoutBaseAmount += 1;
    replayed.count += 1;
    replayed.amount += amount;
    const key = cellKey(before.connector, after.connector);
    const cell = matrix.get(key) ?? { live: before.connector, draft: after.connector, count: 0, amount: 0 };
    cell.count += 1;
    cell.amount += amount;
    matrix.set(key, cell);
    if (before.connector !== after.connector) {
      moved.count += 1;
      moved.amount += amount;
      if (movedPayments.length < MOVED_KEPT)
        movedPayments.push({ uuid: record.uuid, createdAt: record.created_at ?? null, tx: facts.tx, seed, baseAmount: record.base_amount ?? null, live: before.connector, draft: after.connector });
    }
  };

  const report = (): ReplayReport => {
    const byPath = (paths: readonly string[], visits: Uint32Array) => Object.fromEntries(paths.map((p, i) => [p, visits[i]!]).filter(([, n]) => n));
    return {
      records,
      replayed,
      matrix: [...matrix.values()].sort(matrixOrder),
      volume: volumeOf(matrix.values()),
      moved: { ...moved, shareOfVolume: replayed.amount > 0 ? moved.amount / replayed.amount : null },
      movedPayments,
      apart: [...apart.values()].sort(apartOrder),
      withoutBaseAmount,
      traffic: { live: byPath(live.paths, liveVisits), draft: byPath(draft.paths, draftVisits) },
      unreachedDraftRules: draft.paths.filter((p, i) => draftVisits[i] === 0 && !p.endsWith('#default')),
    };
  };

  return { add, report };
};
