import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase, type SandboxDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/seed';
import { degradationAt } from '../world/incidents';
import { criticalZ } from '../world/sample-check';
import { generateHistory } from './generate';
import { loadHistoryEnv } from './history-env';
import { outcomeCells, routedPayments } from './outcome-check';

/**
 * Issue 40.8: generated outcomes match each acquirer's model (outcome-check.ts): per acquirer and
 * answer the observed count must be within the critical z of a false alarm in 10,000 runs of this
 * test (Bonferroni over the checks) of the expected count. At this size a 5-point error in one
 * acquirer's approval fails it; the world bench runs 10× larger. A period without seeded
 * incidents; a second check covers the seeded outage.
 */

let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase();
  await seedIfEmpty(database.db);
}, 60_000);
afterAll(async () => database.close());

const END = new Date('2026-11-24T00:00:00Z');
const envOf = (days: number) => loadHistoryEnv(database.db, { start: new Date(END.getTime() - days * 86_400_000), end: END, seed: 11 });

describe('generated history against the acquirer models', () => {
  it('draws every acquirer’s approvals, soft and hard declines and timeouts at the rates its model gives', async () => {
    const env = await envOf(4);
    expect(env.incidents).toEqual([]);
    const records = [...generateHistory(env, { records: 12_000 })].flat();
    const cells = outcomeCells(env.view, records, env.world.tenant.baseCurrency);
    // Alpha, Beta, Gamma, PayPal and SEPA each answer hundreds of attempts or more here.
    expect(new Set(cells.map((c) => c.acquirer)).size).toBeGreaterThanOrEqual(5);
    const limit = criticalZ(1e-4, cells.length);
    for (const c of cells) expect(Math.abs(c.z), `${c.acquirer} ${c.answer}: observed ${c.observed}, expected ${c.expected.toFixed(1)} ± ${c.standardError.toFixed(1)}`).toBeLessThan(limit);
  }, 120_000);

  it('contains the seeded incidents: Beta Payments times out every attempt during its three-hour outage', async () => {
    const env = await envOf(14);
    const outage = env.incidents.find((i) => i.acquirer === 'BetaPayments')!;
    expect(outage.endsAt!.getTime() - outage.startsAt.getTime()).toBe(3 * 3_600_000);
    const records = [...generateHistory(env, { records: 15_000 })].flat();
    // Payments that started in the window at least 15 minutes before it ends (a payer may take that long on the page or the DCC choice).
    const inWindow = routedPayments(records).flat().filter((r) => {
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
