import { plannedPayments } from '@domain/experiments/ab-sequence';
import { simulateExperiments } from '@domain/experiments/experiment-simulation';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { pct, plusMinus } from './lib/coverage-report';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

/**
 * The experiments' judgement against a known truth (issue 45.5): simulated experiments at the
 * planned size, the verdict read after every differently routed payment (stricter than a scheduler
 * cycle); A/A runs for the false-alarm rate (a win or a breach when the arms are alike), runs with a
 * true 1 pp drop for the power (a breach within the planned size). The same runs small in
 * `npm test` (src/domain/experiments/ab-sequence.test.ts). Seeded: the figures repeat exactly.
 */
const BASELINE = 0.9;
const DROP = 0.01;
const GUARDRAIL = 0;

export const benchmark: BenchmarkModule = {
  name: 'experiment-sequence',
  title: 'Experiments: false alarms and power of the always-valid sequence, looked at after every payment',
  description:
    'Simulated experiments (live approval 90 %): A/A runs and runs whose draft arm approves 1 pp less, each up to the planned size for a 1 pp drop (guardrail 0 pp, power 90 %, α 5 %), the normal-mixture confidence sequence on centred inverse-propensity values read after every payment; shares of 5 % and 50 %.',
  goal: 'A/A: false win or breach ≤ 5 %; a true 1 pp drop breached within the planned size in ≥ 90 % of runs (issue 45.5)',
  async run({ quick }) {
    const runs = quick ? 100 : 1000;
    const tables: BenchmarkTable[] = [];
    let ok = true;
    const measured: string[] = [];
    for (const share of [0.05, 0.5]) {
      const planned = plannedPayments({ share, baseline: BASELINE, drop: DROP, guardrail: GUARDRAIL, alpha: 0.05 });
      const plan = { share, baseline: BASELINE, guardrail: GUARDRAIL, planned };
      const started = performance.now();
      const aa = simulateExperiments(runs, { live: BASELINE, draft: BASELINE }, plan, seededRandom(1000 + share * 100));
      const drop = simulateExperiments(runs, { live: BASELINE, draft: BASELINE - DROP }, plan, seededRandom(2000 + share * 100));
      const seconds = (performance.now() - started) / 1000;
      const falseAlarms = (aa.ended.win + aa.ended.breach) / runs;
      const power = drop.ended.breach / runs;
      ok &&= falseAlarms <= 0.05 && power >= 0.9;
      measured.push(`share ${share * 100} %: false alarms ${pct(falseAlarms)}, power ${pct(power)}`);
      tables.push({
        title: `draft share ${share * 100} %: planned ${planned.toLocaleString('en')} differently routed payments, ${runs} runs each (${seconds.toFixed(0)} s)`,
        columns: ['truth', 'runs', 'breach (revert)', 'win (promote)', 'undecided at the planned size', 'mean payments read', 'goal'],
        rows: [
          ['A/A (both 90 %)', runs, aa.ended.breach, aa.ended.win, aa.ended.continue, Math.round(aa.meanStop).toLocaleString('en'), `false alarms ${pct(falseAlarms)} ${plusMinus(falseAlarms, runs)} (≤ 5 %) ${falseAlarms <= 0.05 ? 'met' : 'NOT met'}`],
          ['draft 1 pp worse (89 %)', runs, drop.ended.breach, drop.ended.win, drop.ended.continue, Math.round(drop.meanStop).toLocaleString('en'), `power ${pct(power)} ${plusMinus(power, runs)} (≥ 90 %) ${power >= 0.9 ? 'met' : 'NOT met'}`],
        ],
      });
    }
    return { tables, status: metIf(ok), measured: measured.join('; ') };
  },
};
