import type { BiRecord } from '@domain/bi/record';
import type { EvaluationContext } from '@domain/routing/evaluation/transaction';
import { buildBiRecords } from '../engine/bi-records/build-records';
import { biDate } from '../engine/bi-records/follow-up-flags';
import { GENERATED_BY, GENERATED_TAG } from '../engine/bi-records/generated';
import type { BiAttempt, BiEvent, BiSettlement, BiTransaction } from '../engine/bi-records/subject';
import { cardAnswerer, runAttempts, worldAnswerer, type Answerer, type Attempt, type CardBehaviour } from '../engine/transactions/acquirer';
import { attemptRows, hexId, outcomeColumns, outcomeOf } from '../engine/transactions/settle';
import type { Entry } from './entries';
import { degradationAt } from '../world/incidents';
import type { PaymentFeatures } from '../world/payment-features';
import type { DegradationOf } from '../world/world-view';
import { stateAt, type HistoryEnv } from './history-env';
import type { Rng } from './random';

/** What every part of a story shares: the environment, the one random stream, the router's context. */
export interface StoryDeps {
  env: HistoryEnv;
  rng: Rng;
  /** `evaluationContext` with the tenant's base currency and the generator's random (load balancers draw from the same stream). */
  ctx: EvaluationContext;
  entries: readonly Entry[];
  /**
   * Live traffic: the payer answers the payment page and the DCC choice at once (the draws are made
   * all the same), so every attempt happens at the payment's moment, never ahead of the clock.
   */
  instant?: boolean;
}

/** The facts every record of one story shares. */
export interface StoryFacts {
  testMode: boolean;
  riskScore: number;
  tags: NonNullable<BiRecord['tags']>;
}

export const storyFacts = (testMode: boolean, riskScore: number, at: Date): StoryFacts => ({
  testMode, riskScore, tags: [{ name: GENERATED_TAG, createdAt: biDate(at), createdBy: GENERATED_BY }],
});

export const ACCEPTS: CardBehaviour = { behaviour: 'success', declineCode: null };
const TIMES_OUT = cardAnswerer({ behaviour: 'timeout', declineCode: null });
const SUCCEEDS = cardAnswerer(ACCEPTS);

export const later = (at: Date, minSeconds: number, maxSeconds: number, rng: Rng) => new Date(at.getTime() + rng.int(minSeconds, maxSeconds) * 1000);

/** What the seeded incidents do to each connector at `at`. */
export const incidentsAt = (d: StoryDeps, at: Date): DegradationOf => (c) => degradationAt(d.env.incidents, c, at);

/** A payment's answers from the world's acquirer models under the incidents at `at` (the story's one random stream draws them). */
export const modelAnswerer = (d: StoryDeps, features: PaymentFeatures, at: Date): Answerer => worldAnswerer(d.env.view, features, d.rng.next, incidentsAt(d, at));

/** A follow-up (capture, refund, void, deregister) succeeds, except at an acquirer in a full outage then, where it times out. */
export const followUpAnswerer = (d: StoryDeps, at: Date): Answerer => {
  const degradation = incidentsAt(d, at);
  return (c) => (degradation(c).addedTimeoutRate >= 1 ? TIMES_OUT(c) : SUCCEEDS(c));
};

/** The answers along a chain at a moment (`runAttempts`), at the connectors as they were then (switched off later or not yet). */
export const attemptsAt = (d: StoryDeps, chain: readonly string[], answer: Answerer, at: Date): Attempt[] =>
  runAttempts(chain, answer, (guid) => {
    const c = d.env.connectors.get(guid);
    return c && stateAt(d.env, c, at);
  });

/**
 * Attempt rows as the sandbox stores them, and the transaction columns their outcome sets. Each
 * attempt starts when the one before answered (its latency), so `finishedAt` is when the last
 * acquirer answered.
 */
export const settled = (d: StoryDeps, tx: BiTransaction, attempts: readonly Attempt[], at: Date, failure?: Parameters<typeof outcomeOf>[1]) => {
  let elapsed = 0;
  const starts = attempts.map((a) => {
    const start = new Date(at.getTime() + elapsed);
    elapsed += a.latencyMs ?? 0;
    return start;
  });
  const rows: BiAttempt[] = attemptRows(attempts, {
    randomBytes: d.rng.bytes, transactionUuid: tx.uuid, metaConnectorGuid: tx.metaConnectorGuid, amount: tx.amount, currency: tx.currency, createdAt: at,
  }).map((r, i) => ({
    uuid: r.uuid, attempt: r.attempt, connectorGuid: r.connectorGuid, status: r.status, amount: r.amount ?? null, currency: r.currency ?? null,
    errorCode: r.errorCode ?? null, errorMessage: r.errorMessage ?? null, adapterCode: r.adapterCode ?? null, adapterMessage: r.adapterMessage ?? null, createdAt: starts[i]!,
  }));
  return { tx: { ...tx, ...outcomeColumns(outcomeOf(attempts, failure)) }, attempts: rows, finishedAt: new Date(at.getTime() + elapsed) };
};

const DAY_MS = 86_400_000;

/** A sale is settled two days later at 06:00 UTC, in the processing connector's currency, once that moment has come. */
export const settlementOf = (d: StoryDeps, tx: BiTransaction): BiSettlement | undefined => {
  if (tx.status !== 'success' || !tx.currency || !tx.connectorGuid) return undefined;
  const day = new Date(tx.createdAt.getTime() + 2 * DAY_MS);
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 6));
  if (date > d.env.end) return undefined;
  const currency = d.env.connectors.get(tx.connectorGuid)?.currency ?? tx.currency;
  const { rates } = d.env.world;
  return { date, currency, rate: (rates[tx.currency] ?? 1) / (rates[currency] ?? 1) };
};

export const emit = (
  d: StoryDeps,
  facts: StoryFacts,
  tx: BiTransaction,
  attempts: readonly BiAttempt[],
  more: { modifiedAt: Date; statusChangedAt?: Date; previous?: BiRecord | undefined; events?: readonly BiEvent[]; settlement?: BiSettlement | undefined },
): BiRecord[] =>
  buildBiRecords(tx, attempts, d.env.world, {
    ...facts, events: more.events ?? [], modifiedAt: more.modifiedAt, previous: more.previous, settlement: more.settlement, statusChangedAt: more.statusChangedAt ?? more.modifiedAt,
  });

export const newUuid = (d: StoryDeps) => hexId(d.rng.bytes);
