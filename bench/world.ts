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
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

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
  description:
    `Generated history (seed 11, 4 days, no incidents) read back from its BI records against the acquirer models' exact chances, per acquirer and answer z = (observed − expected) / √Σp(1−p), failing at |z| above the Bonferroni critical value for a false-alarm rate of ${ALPHA}; its power against a model 0.15 logit too generous for one acquirer; then payments of seven card segments through the Card Router over the sandbox's HTTP interface against the truth function's exact expectations.`,
  goal: 'every generated cell and every sandbox figure within its critical |z|',
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
      // One row per acquirer (its answers side by side) with the power check beside it: a short table.
      const powerOf = new Map(
        ['AlphaAcquiring', 'BetaPayments', 'GammaCards', 'PayPal', 'SepaBank'].map((acquirer) => {
          const wrong = outcomeCells(shifted(env.view, acquirer, 0.15), generated, base).find((c) => c.acquirer === acquirer && c.answer === 'approve')!;
          return [acquirer, { z: wrong.z, detected: Math.abs(wrong.z) >= limit }];
        }),
      );
      const answers = [...new Set(cells.map((c) => c.answer))];
      const acquirers = [...new Set(cells.map((c) => c.acquirer))];
      const within = cells.filter((c) => Math.abs(c.z) < limit).length;
      const history: BenchmarkTable = {
        title: `Generated history against the models (${generated.length.toLocaleString('en')} records in ${seconds.toFixed(1)} s)`,
        columns: ['acquirer', ...answers, 'within', 'power: approve z at +0.15 logit'],
        rows: acquirers.map((acquirer) => {
          const mine = cells.filter((c) => c.acquirer === acquirer);
          return [
            acquirer,
            ...answers.map((answer) => {
              const c = mine.find((x) => x.answer === answer);
              return c ? `${c.observed.toLocaleString('en-US')} vs ${c.expected.toFixed(1)} ± ${c.standardError.toFixed(1)}, z ${c.z.toFixed(2)}${Math.abs(c.z) < limit ? '' : ' NO'}` : '—';
            }),
            `${mine.filter((c) => Math.abs(c.z) < limit).length} of ${mine.length}`,
            ((p) => (p ? `${p.z.toFixed(2)} ${p.detected ? 'detected' : 'not detected'}` : '—'))(powerOf.get(acquirer)),
          ];
        }),
        notes: [`cells: observed vs expected ± s.e., z`, `critical |z| ${limit.toFixed(2)}; cells within: ${within} of ${cells.length}`],
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
      const figures = [v.approval, v.firstAttempt, v.fees];
      const figuresWithin = figures.filter((f) => Math.abs(f.z) < v.limit).length;
      const detected = [...powerOf.values()].filter((p) => p.detected).length;
      return {
        tables: [history, truth],
        status: metIf(within === cells.length && figuresWithin === figures.length),
        measured: `${within} of ${cells.length} cells and ${figuresWithin} of ${figures.length} sandbox figures within; power: ${detected} of ${powerOf.size} wrong models detected`,
      };
    } finally {
      await database.close();
    }
  },
};
