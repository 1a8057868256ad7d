import type { SandboxDb } from '../db/client';
import { writeBiRecords } from '../store/bi-records';
import { listIncidents } from '../store/incidents';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { entriesOf } from './entries';
import { loadHistoryEnv } from './history-env';
import { createRng, type Rng } from './random';
import { generateStory } from './story';
import type { StoryDeps } from './story-kit';

export interface LiveTrafficOptions {
  /** Payments per minute on average (a Poisson process): 0 is off. */
  perMinute: number;
  /** The stream's seed: a seed and the same clock moves give the same payments. */
  seed: number;
  /** Records become searchable this long after their payment (the BI indexing delay). */
  biIndexingDelayMs: number;
  /** Generation starts from here (the moment traffic is switched on). */
  from: Date;
}

export interface LiveTraffic {
  /** Generates the payments between the last run and `now`, in time order; returns how many. */
  runUntil(now: Date): Promise<number>;
}

const MINUTE_MS = 60_000;
/** Live traffic's merchant transaction ids (generated history's start with `hist-`). */
export const LIVE_TXID_PREFIX = 'live-';

/** Knuth's method (fine for the means of a few seconds' traffic); a normal approximation above 500. */
const poisson = (rng: Rng, mean: number): number => {
  if (mean <= 0) return 0;
  if (mean > 500) return Math.max(0, Math.round(mean + Math.sqrt(mean) * Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rng.next(); p > limit; p *= rng.next()) k++;
  return k;
};

/**
 * Live traffic: generated payers paying through every meta-connector's live routing document, with
 * the same models, incidents (the control's included) and record builder as the generated history.
 * Each run reads the documents and incidents as they are then, so a routing change or an incident
 * shows in BI from the next payments on. Follow-ups (captures, refunds) are not generated: a live
 * payment's record is its authorisation, as it stands when written.
 */
export const liveTraffic = (db: SandboxDb, options: LiveTrafficOptions): LiveTraffic => {
  const rng = createRng(options.seed);
  let last = options.from;
  let index = 0;
  let running: Promise<number> = Promise.resolve(0);
  const run = async (now: Date): Promise<number> => {
    if (now <= last || options.perMinute <= 0) return 0;
    const from = last;
    last = now;
    const count = poisson(rng, (options.perMinute * (now.getTime() - from.getTime())) / MINUTE_MS);
    if (count === 0) return 0;
    const env = await loadHistoryEnv(db, { start: from, end: now, seed: options.seed });
    const live = { ...env, incidents: await listIncidents(db, env.world.tenant.guid) };
    const deps: StoryDeps = {
      env: live, rng, entries: entriesOf(live).filter((e) => e.connector.isMetaConnector), instant: true,
      ctx: evaluationContext({ baseCurrency: env.world.tenant.baseCurrency, random: rng.next }),
    };
    // Whole seconds, as the records' dates.
    const moments = Array.from({ length: count }, () => Math.floor((from.getTime() + rng.next() * (now.getTime() - from.getTime())) / 1000) * 1000).sort((a, b) => a - b);
    for (const ms of moments) {
      const at = new Date(ms);
      await writeBiRecords(db, generateStory(deps, at, index++, LIVE_TXID_PREFIX), new Date(ms + options.biIndexingDelayMs));
    }
    return count;
  };
  return {
    // One run at a time: a timer's run and a clock move's never interleave their payments.
    runUntil: (now) => (running = running.then(() => run(now), () => run(now))),
  };
};
