import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { buildSandbox } from '@sandbox/app';
import { openSandboxDatabase } from '@sandbox/db/client';
import { generateHistory } from '@sandbox/history/generate';
import { loadHistoryEnv } from '@sandbox/history/history-env';
import { outcomeCells } from '@sandbox/history/outcome-check';
import { seedIfEmpty } from '@sandbox/seed/seed';
import { criticalZ } from '@sandbox/world/sample-check';
import { sandboxMonteCarlo, verdictOf } from '@sandbox/world/sandbox-monte-carlo';
import type { WorldView } from '@sandbox/world/world-view';
import type { BenchmarkModule, BenchmarkTable } from './lib/registry';

/**
 * The sandbox world checked at scale (issue 40.4, 40.8): generated history against the acquirer
 * models, attempt by attempt, with the power to see a small error; and the truth function against
 * a Monte Carlo run of the real sandbox over HTTP. The same procedures run smaller in `npm test`.
 */

const END = new Date('2026-11-24T00:00:00Z');
const ALPHA = 1e-4;

/** A view whose `acquirer` approves `shift` more on the logit scale: a model error the check should find. */
const shifted = (view: WorldView, acquirer: string, shift: number): WorldView => ({
  ...view,
  model: (adapter) => {
    const m = view.model(adapter);
    return adapter === acquirer ? { ...m, approval: { ...m.approval, intercept: m.approval.intercept + shift } } : m;
  },
});

const pct = (n: number) => `${(n * 100).toFixed(2)} %`;

export const benchmark: BenchmarkModule = {
  name: 'world',
  title: 'Sandbox world: generated outcomes against the acquirer models, the truth function against the real sandbox',
  description: [
    'Generated history (seed 11, 4 days without seeded incidents, no database writes): every attempt of every routed payment',
    'read back from its BI records and given its exact chances from the models (later attempts with the posterior on the',
    'issuer\'s state); per acquirer and answer, z = (observed − expected) / √Σp(1−p); a cell fails at |z| above the two-sided',
    `critical value of a false-alarm rate of ${ALPHA} for the whole table (Bonferroni). Power: the same records against a model`,
    'whose acquirer approves +0.15 on the logit scale (about 1.5 points): the check must fail. Then payments with tokenized',
    'cards of seven segments through the Card Router over the sandbox\'s HTTP interface (in-memory PGlite, app.inject), their',
    'approvals, first-attempt approvals and BI fees against the truth function\'s exact expectations.',
  ].join('\n'),
  async run({ quick }) {
    const database = await openSandboxDatabase();
    try {
      await seedIfEmpty(database.db);
      const records = quick ? 20_000 : 150_000;
      const env = await loadHistoryEnv(database.db, { start: new Date(END.getTime() - 4 * 86_400_000), end: END, seed: 11 });
      const started = performance.now();
      const generated = [...generateHistory(env, { records })].flat();
      const seconds = (performance.now() - started) / 1000;
      const base = env.world.tenant.baseCurrency;
      const cells = outcomeCells(env.view, generated, base);
      const limit = criticalZ(ALPHA, cells.length);
      const history: BenchmarkTable = {
        title: `Generated history against the models (${generated.length.toLocaleString('en')} records in ${seconds.toFixed(1)} s)`,
        columns: ['acquirer', 'answer', 'observed', 'expected', '± s.e.', 'z', 'within'],
        rows: cells.map((c) => [c.acquirer, c.answer, c.observed, c.expected.toFixed(1), c.standardError.toFixed(1), c.z.toFixed(2), Math.abs(c.z) < limit ? 'yes' : 'NO']),
        notes: [`critical |z| ${limit.toFixed(2)}; cells within: ${cells.filter((c) => Math.abs(c.z) < limit).length} of ${cells.length}`],
      };
      const power: BenchmarkTable = {
        title: 'Power: the same records against a model 0.15 logit too generous for one acquirer',
        columns: ['acquirer', 'its approve cell z', 'detected'],
        rows: ['AlphaAcquiring', 'BetaPayments', 'GammaCards', 'PayPal', 'SepaBank'].map((acquirer) => {
          const wrong = outcomeCells(shifted(env.view, acquirer, 0.15), generated, base).find((c) => c.acquirer === acquirer && c.answer === 'approve')!;
          return [acquirer, wrong.z.toFixed(2), Math.abs(wrong.z) >= limit ? 'yes' : 'no'];
        }),
      };
      const now = new Date('2026-07-01T12:00:00Z');
      const app = await buildSandbox({ db: database.db, publicUrl: 'http://sandbox.bench', biIndexingDelayMs: 0, random: seededRandom(4004), now: () => now });
      const count = quick ? 300 : 2500;
      const t0 = performance.now();
      const payments = await sandboxMonteCarlo(app, database.db, count, 1, [], now);
      const httpSeconds = (performance.now() - t0) / 1000;
      await app.close();
      const v = verdictOf(payments, 1e-5);
      const truth: BenchmarkTable = {
        title: `Truth function against ${count.toLocaleString('en')} payments through the real sandbox (${httpSeconds.toFixed(0)} s)`,
        columns: ['figure', 'observed', 'expected (truth)', 'z', 'within'],
        rows: [
          ['approval after failover', pct(v.approval.observed / count), pct(v.approval.expected / count), v.approval.z.toFixed(2), Math.abs(v.approval.z) < v.limit ? 'yes' : 'NO'],
          ['first-attempt approval', pct(v.firstAttempt.observed / count), pct(v.firstAttempt.expected / count), v.firstAttempt.z.toFixed(2), Math.abs(v.firstAttempt.z) < v.limit ? 'yes' : 'NO'],
          ['fees per payment (EUR)', (v.fees.observed / count).toFixed(4), (v.fees.expected / count).toFixed(4), v.fees.z.toFixed(2), Math.abs(v.fees.z) < v.limit ? 'yes' : 'NO'],
        ],
        notes: [`critical |z| ${v.limit.toFixed(2)} (false alarm 1e-5 over the three figures)`],
      };
      return [history, power, truth];
    } finally {
      await database.close();
    }
  },
};
