import type { BiRecord } from '@domain/bi/record';
import type { EvaluationContext } from '@domain/routing/evaluation/transaction';
import { buildBiRecords } from '../engine/bi-records/build-records';
import { biDate } from '../engine/bi-records/follow-up-flags';
import { GENERATED_BY, GENERATED_TAG } from '../engine/bi-records/generated';
import type { BiAttempt, BiEvent, BiSettlement, BiTransaction } from '../engine/bi-records/subject';
import { runAttempts, type Attempt, type CardBehaviour } from '../engine/transactions/acquirer';
import { attemptRows, hexId, outcomeColumns, outcomeOf } from '../engine/transactions/settle';
import type { Entry } from './entries';
import { inOutage, stateAt, type HistoryEnv } from './history-env';
import type { Rng } from './random';

/** What every part of a story shares: the environment, the one random stream, the router's context. */
export interface StoryDeps {
  env: HistoryEnv;
  rng: Rng;
  /** `evaluationContext` with the tenant's base currency and the generator's random (load balancers draw from the same stream). */
  ctx: EvaluationContext;
  entries: readonly Entry[];
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
export const TIMEOUT: CardBehaviour = { behaviour: 'timeout', declineCode: null };

export const later = (at: Date, minSeconds: number, maxSeconds: number, rng: Rng) => new Date(at.getTime() + rng.int(minSeconds, maxSeconds) * 1000);

/**
 * The acquirers' answers along a chain at a moment, with the sandbox's simulated acquirers
 * (`runAttempts`): the card's behaviour everywhere, except at a connector in an outage that hour
 * (it times out) and at a connector switched off by then.
 */
export const attemptsAt = (d: StoryDeps, chain: readonly string[], card: CardBehaviour, at: Date): Attempt[] =>
  runAttempts(chain, (guid) => (inOutage(d.env.seed, guid, at) ? TIMEOUT : card), (guid) => {
    const c = d.env.connectors.get(guid);
    return c && stateAt(d.env, c, at);
  });

/** Attempt rows as the sandbox stores them, and the transaction columns their outcome sets. */
export const settled = (d: StoryDeps, tx: BiTransaction, attempts: readonly Attempt[], at: Date, failure?: Parameters<typeof outcomeOf>[1]) => {
  const rows: BiAttempt[] = attemptRows(attempts, {
    randomBytes: d.rng.bytes, transactionUuid: tx.uuid, metaConnectorGuid: tx.metaConnectorGuid, amount: tx.amount, currency: tx.currency, createdAt: at,
  }).map((r) => ({
    uuid: r.uuid, attempt: r.attempt, connectorGuid: r.connectorGuid, status: r.status, amount: r.amount ?? null, currency: r.currency ?? null,
    errorCode: r.errorCode ?? null, errorMessage: r.errorMessage ?? null, adapterCode: r.adapterCode ?? null, adapterMessage: r.adapterMessage ?? null, createdAt: at,
  }));
  return { tx: { ...tx, ...outcomeColumns(outcomeOf(attempts, failure)) }, attempts: rows };
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
