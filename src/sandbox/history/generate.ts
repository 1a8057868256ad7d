import type { BiRecord } from '@domain/bi/record';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { entriesOf } from './entries';
import type { HistoryEnv } from './history-env';
import { createRng } from './random';
import { generateStory } from './story';
import type { StoryDeps } from './story-kit';
import { trafficWeight } from './traffic';

const HOUR_MS = 3_600_000;

/**
 * The stream starts from the seed and the whole plan: two runs with one seed but another period or
 * size (the fresh start's, then the command line's) make other uuids instead of overwriting records.
 */
const streamSeed = (env: HistoryEnv, plan: HistoryPlan): number => {
  const text = `${env.seed}|${env.start.toISOString()}|${env.end.toISOString()}|${plan.records}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

/** How much history: about `records` records over the `days` before `end`. */
export interface HistoryPlan {
  records: number;
}

/**
 * The generated history, one story (a payment and everything after it) at a time, in hour order:
 * each hour gets its share of the records by the traffic weight of its hour and weekday. Lazy, so a
 * million records stream through in batches; deterministic, so (seed, records, days, end) gives the
 * same records every time. The total is `records` give or take the last story's size.
 */
export function* generateHistory(env: HistoryEnv, plan: HistoryPlan): Generator<BiRecord[]> {
  const rng = createRng(streamSeed(env, plan));
  const deps: StoryDeps = {
    env, rng, entries: entriesOf(env),
    ctx: evaluationContext({ baseCurrency: env.world.tenant.baseCurrency, random: rng.next }),
  };
  const hours = Math.max(1, Math.round((env.end.getTime() - env.start.getTime()) / HOUR_MS));
  const weights = Array.from({ length: hours }, (_, h) => trafficWeight(new Date(env.start.getTime() + h * HOUR_MS)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let produced = 0;
  let cumulative = 0;
  let index = 0;
  for (let h = 0; h < hours; h++) {
    cumulative += weights[h]!;
    const target = Math.round((plan.records * cumulative) / total);
    const hourStart = env.start.getTime() + h * HOUR_MS;
    while (produced < target) {
      // Whole seconds: the record's dates have no milliseconds.
      const at = new Date(Math.min(env.end.getTime(), hourStart + Math.floor(rng.next() * 3600) * 1000));
      const records = generateStory(deps, at, index++);
      produced += records.length;
      yield records;
    }
  }
}
