import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiRecord } from '@domain/bi/record';
import { openSandboxDatabase, type SandboxDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/seed';
import { attemptChances } from '../world/attempt-posterior';
import { degradationAt } from '../world/incidents';
import { answerOfRecord, featuresOfRecord } from '../world/record-features';
import { countCheck, criticalZ } from '../world/sample-check';
import { generateHistory } from './generate';
import { loadHistoryEnv, type HistoryEnv } from './history-env';

/**
 * Issue 40.8: generated outcomes match each acquirer's model. Every attempt of every generated
 * payment is read back from its records (features, connector, answer) and given its exact chances
 * from the models (later attempts with the posterior on the issuer's state, attempt-posterior.ts);
 * per acquirer and answer the observed count must be within the critical z of its false-alarm rate
 * (1 in 10,000 for the whole test, Bonferroni over the checks) of the expected count. A period
 * without seeded incidents; a second check covers the seeded outage.
 */

let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase();
  await seedIfEmpty(database.db);
}, 60_000);
afterAll(async () => database.close());

const END = new Date('2026-11-24T00:00:00Z');
const envOf = (days: number, end = END) => loadHistoryEnv(database.db, { start: new Date(end.getTime() - days * 86_400_000), end, seed: 11 });

/** The routed payments of a history: their attempt records in order. */
const paymentsOf = (records: readonly BiRecord[]) => {
  const payments = new Map<string, BiRecord[]>();
  for (const r of records) {
    if (!['debit', 'preauthorize', 'register'].includes(r.type!) || r.status === 'redirect' || r.status === 'pending-dcc') continue;
    const key = r.broker_id ?? r.uuid!;
    payments.set(key, [...(payments.get(key) ?? []), r]);
  }
  return [...payments.values()].map((a) => a.sort((x, y) => x.attempt! - y.attempt!));
};

describe('generated history against the acquirer models', () => {
  it('draws every acquirer’s approvals, soft and hard declines and timeouts at the rates its model gives', async () => {
    const env: HistoryEnv = await envOf(4);
    expect(env.incidents).toEqual([]);
    const records = [...generateHistory(env, { records: 12_000 })].flat();
    const { baseCurrency } = env.world.tenant;
    const cells = new Map<string, { observed: number; chances: number[] }>();
    for (const attempts of paymentsOf(records)) {
      const own = attempts.at(-1)!;
      const features = featuresOfRecord(own, baseCurrency, env.world.rates);
      const drawn = attempts.map((a) => ({ adapter: a.adapter!, answer: answerOfRecord(a) })).filter((a): a is { adapter: string; answer: NonNullable<typeof a.answer> } => a.answer !== undefined);
      attemptChances(env.view, features, drawn).forEach((chances, i) => {
        for (const answer of ['approve', 'soft', 'hard', 'timeout'] as const) {
          const key = `${drawn[i]!.adapter} ${answer}`;
          const cell = cells.get(key) ?? { observed: 0, chances: [] };
          cell.observed += drawn[i]!.answer === answer ? 1 : 0;
          cell.chances.push(chances[answer]);
          cells.set(key, cell);
        }
      });
    }
    const checks = [...cells].map(([key, c]) => ({ key, ...countCheck(c.observed, c.chances) })).filter((c) => c.expected >= 5);
    // Alpha, Beta, Gamma, PayPal and SEPA each answer thousands of attempts here.
    expect(new Set(checks.map((c) => c.key.split(' ')[0])).size).toBeGreaterThanOrEqual(5);
    const limit = criticalZ(1e-4, checks.length);
    for (const c of checks) expect(Math.abs(c.z), `${c.key}: observed ${c.observed}, expected ${c.expected.toFixed(1)} ± ${c.standardError.toFixed(1)}`).toBeLessThan(limit);
  }, 120_000);

  it('contains the seeded incidents: Beta Payments times out every attempt during its three-hour outage', async () => {
    const env = await envOf(14);
    const outage = env.incidents.find((i) => i.acquirer === 'BetaPayments')!;
    expect(outage.endsAt!.getTime() - outage.startsAt.getTime()).toBe(3 * 3_600_000);
    const records = [...generateHistory(env, { records: 15_000 })].flat();
    // Payments that started in the window at least 15 minutes before it ends (a payer may take that long on the page or the DCC choice).
    const inWindow = paymentsOf(records).flat().filter((r) => {
      const at = new Date(`${r.created_at!.replace(' ', 'T')}Z`);
      return r.adapter === 'BetaPayments' && at >= outage.startsAt && at.getTime() <= outage.endsAt!.getTime() - 15 * 60_000;
    });
    expect(inWindow.length).toBeGreaterThan(5);
    for (const r of inWindow) expect(r.first_error_code, r.uuid ?? '').toBe('3001');
    // And the degradation the truth reads for that moment says the same.
    const beta = [...env.connectors.values()].find((c) => c.adapter === 'BetaPayments')!;
    expect(degradationAt(env.incidents, beta, new Date(outage.startsAt.getTime() + 60_000)).addedTimeoutRate).toBe(1);
  }, 120_000);
});
