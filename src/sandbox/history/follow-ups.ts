import type { BiRecord } from '@domain/bi/record';
import type { BiAttempt, BiEvent, BiTransaction } from '../engine/bi-records/subject';
import { attemptsAt, emit, followUpAnswerer, later, newUuid, settled, settlementOf, type StoryDeps, type StoryFacts } from './story-kit';

/**
 * What happens to a successful transaction after it: captures and voids of a preauthorize, refunds
 * and chargebacks of a sale, the deregister of a registered card. Each follow-up is processed as
 * the sandbox would (one attempt on the connector that processed the transaction, never rerouted)
 * and only when it happened before the end of the period. Rates (design): 82 % of preauthorizes
 * captured (one in ten partly), 12 % voided; 4.5 % of sales refunded (60 % in full); 0.6 % charged
 * back, a third of those reversed; 10 % of registered cards deregistered.
 */

const DAY = 86_400;

type Made = { records: BiRecord[]; events: BiEvent[] };

const followUpOf = (d: StoryDeps, parent: BiTransaction, type: BiTransaction['type'], amount: string | null, at: Date, n: number) => {
  const base: BiTransaction = {
    ...parent, uuid: newUuid(d), merchantTransactionId: `${parent.merchantTransactionId}-${type}-${n}`, type, status: 'error', amount,
    currency: amount === null ? null : parent.currency, transactionIndicator: null, referenceUuid: parent.uuid, extraData: null, routing: null,
    withRegister: false, deregisteredAt: null, dcc: null, createdAt: at,
  };
  return settled(d, base, attemptsAt(d, parent.connectorGuid ? [parent.connectorGuid] : [], followUpAnswerer(d, at), at), at);
};

const partOf = (d: StoryDeps, amount: string, min: number, max: number) => (Number(amount) * (d.rng.int(min, max) / 100)).toFixed(2);

/** A chargeback (and maybe its reversal) as the sandbox books one: a record initiated by the provider, no attempt. */
const chargebacks = (d: StoryDeps, facts: StoryFacts, sale: BiTransaction, out: Made) => {
  if (!d.rng.chance(0.006)) return;
  const at = later(sale.createdAt, 10 * DAY, 60 * DAY, d.rng);
  const reversal = d.rng.chance(0.35) ? later(at, 10 * DAY, 30 * DAY, d.rng) : undefined;
  for (const [type, when] of [['chargeback', at], ['cb-reversal', reversal]] as const) {
    if (!when || when > d.env.end) return;
    const tx: BiTransaction = {
      ...sale, uuid: newUuid(d), merchantTransactionId: null, type, status: 'success', transactionIndicator: null, referenceUuid: sale.uuid,
      extraData: null, routing: null, withRegister: false, deregisteredAt: null, dcc: null, createdAt: when,
      errorCode: null, errorMessage: null, adapterCode: null, adapterMessage: null,
    };
    out.records.push(...emit(d, facts, tx, [], { modifiedAt: when, settlement: settlementOf(d, tx) }));
    out.events.push({ type, amount: tx.amount, createdAt: when });
  }
};

/** Refunds and chargebacks of a successful debit or capture. */
const saleFollowUps = (d: StoryDeps, facts: StoryFacts, sale: BiTransaction, out: Made) => {
  if (d.rng.chance(0.045) && sale.amount) {
    const at = later(sale.createdAt, DAY, 20 * DAY, d.rng);
    const full = d.rng.chance(0.6);
    const amount = full ? sale.amount : partOf(d, sale.amount, 10, 90);
    if (at <= d.env.end && Number(amount) > 0) {
      const refund = followUpOf(d, sale, 'refund', amount, at, 1);
      out.records.push(...emit(d, facts, refund.tx, refund.attempts, { modifiedAt: at, settlement: settlementOf(d, refund.tx) }));
      if (refund.tx.status === 'success') out.events.push({ type: 'refund', amount, createdAt: at });
    }
  }
  chargebacks(d, facts, sale, out);
};

/** A successful capture is a sale of its own: its record, its refunds and chargebacks. */
const capture = (d: StoryDeps, facts: StoryFacts, pre: BiTransaction, out: Made) => {
  const at = later(pre.createdAt, 3600, 3 * DAY, d.rng);
  const amount = d.rng.chance(0.9) ? pre.amount! : partOf(d, pre.amount!, 50, 99);
  if (at > d.env.end) return;
  const made = followUpOf(d, pre, 'capture', amount, at, 1);
  const own: Made = { records: [], events: [] };
  if (made.tx.status === 'success') saleFollowUps(d, facts, made.tx, own);
  out.records.push(...recordsWithEvents(d, facts, made.tx, made.attempts, own), ...own.records);
  if (made.tx.status === 'success') out.events.push({ type: 'capture', amount, createdAt: at });
};

const simple = (d: StoryDeps, facts: StoryFacts, parent: BiTransaction, type: 'void' | 'deregister', min: number, max: number, out: Made) => {
  const at = later(parent.createdAt, min, max, d.rng);
  if (at > d.env.end) return;
  const made = followUpOf(d, parent, type, null, at, 1);
  out.records.push(...emit(d, facts, made.tx, made.attempts, { modifiedAt: at }));
  if (made.tx.status === 'success') out.events.push({ type, amount: null, createdAt: at });
};

/** The records of a transaction with what happened to it since: modified when the last of it happened, settled when due. */
export const recordsWithEvents = (d: StoryDeps, facts: StoryFacts, tx: BiTransaction, attempts: readonly BiAttempt[], made: Made, previous?: BiRecord, finishedAt = tx.createdAt): BiRecord[] => {
  const deregistered = made.events.find((e) => e.type === 'deregister')?.createdAt ?? null;
  const modifiedAt = made.events.reduce((max, e) => (e.createdAt > max ? e.createdAt : max), finishedAt);
  const settlement = tx.type === 'debit' || tx.type === 'capture' ? settlementOf(d, tx) : undefined;
  return emit(d, facts, { ...tx, deregisteredAt: deregistered }, attempts, { modifiedAt, statusChangedAt: finishedAt, previous, events: made.events, settlement });
};

/** Everything that follows a finished transaction, as records, and the events that flag its own record. */
export const followUpsOf = (d: StoryDeps, facts: StoryFacts, tx: BiTransaction): Made => {
  const out: Made = { records: [], events: [] };
  if (tx.status !== 'success') return out;
  if (tx.type === 'preauthorize' && tx.amount) {
    const next = d.rng.weighted({ capture: 82, void: 12, none: 6 });
    if (next === 'capture') capture(d, facts, tx, out);
    if (next === 'void') simple(d, facts, tx, 'void', 600, 2 * DAY, out);
  }
  if (tx.type === 'debit') saleFollowUps(d, facts, tx, out);
  if ((tx.type === 'register' || tx.withRegister) && d.rng.chance(0.1)) simple(d, facts, tx, 'deregister', 5 * DAY, 60 * DAY, out);
  return out;
};
