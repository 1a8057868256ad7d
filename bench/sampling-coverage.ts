import { samplingCheck, type SamplingCheck } from '@sandbox/world/sampling-coverage';
import { pct, plusMinus, sizeFromEnv } from './lib/coverage-report';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

/**
 * The sampled outcome estimate's sampling error against the whole window's estimate (issue 41.4):
 * per random world, Bernoulli samples of the window's payments, each sample's 95 % sampling
 * half-widths checked for holding the whole window's approval and net differences (the evidence
 * fixed, so only the sampling varies). The same procedure runs small in `npm test`
 * (src/domain/outcomes/estimate-sample.test.ts). SAMPLING_WORLDS changes the number of worlds.
 */
/** Two regimes: samples the size the studio reads at least (40,000 payments), and small ones (5,000). */
const REGIMES = [
  { label: 'samples of 40,000 (the floor)', payments: 100_000, fraction: 0.4 },
  { label: 'samples of 5,000', payments: 50_000, fraction: 0.1 },
] as const;

export const benchmark: BenchmarkModule = {
  name: 'sampling-coverage',
  title: 'Outcome estimates on a sample: coverage of the sampling error',
  description:
    'Random worlds (the outcome-coverage ones), a history of the given size, its whole-window estimate as the target; Bernoulli samples of the payments per world, estimated with the same evidence; how often each sample’s 95 % sampling half-width holds the target’s approval and net differences. Two regimes: samples of 40,000 payments (what the studio reads at least) and of 5,000.',
  goal: 'coverage within 2.5 pp of the nominal 95 % for approval and net at the samples the studio reads (issue 41.4: the intervals include the sampling error)',
  async run({ quick }) {
    const worlds = quick ? 3 : sizeFromEnv('SAMPLING_WORLDS', 20);
    const samples = quick ? 10 : 25;
    const near = (p: number) => Math.abs(p - 0.95) <= 0.025;
    const tables: BenchmarkTable[] = [];
    const measured: string[] = [];
    let floorMet = false;
    for (const regime of REGIMES) {
      const payments = quick ? regime.payments / 5 : regime.payments;
      const started = performance.now();
      const checks: SamplingCheck[] = [];
      for (let seed = 1; seed <= worlds; seed++) checks.push(samplingCheck(seed, payments, regime.fraction, samples));
      const n = worlds * samples;
      const approval = checks.reduce((s, c) => s + c.approvalHeld, 0) / n;
      const net = checks.reduce((s, c) => s + c.netHeld, 0) / n;
      const mean = (f: (c: SamplingCheck) => number) => checks.reduce((s, c) => s + f(c), 0) / checks.length;
      if (regime === REGIMES[0]) floorMet = near(approval) && near(net);
      measured.push(`${regime.label}: approval ${pct(approval)}, net ${pct(net)}`);
      tables.push({
        title: `${regime.label}: ${worlds} worlds of ${payments.toLocaleString('en')} payments, ${samples} samples of ${regime.fraction * 100} % each (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        columns: ['samples', 'approval held', 'net held', 'mean approval sampling half-width', 'mean net sampling half-width'],
        rows: [[n.toLocaleString('en'), `${pct(approval)} ${plusMinus(approval, n)}`, `${pct(net)} ${plusMinus(net, n)}`, `${mean((c) => c.approvalHalfWidthPp).toFixed(3)} pp`, `${Math.round(mean((c) => c.netHalfWidth)).toLocaleString('en')} EUR`]],
        notes: ['samples within a world share its payments, so the ± ranges (binomial) are optimistic'],
      });
    }
    return { tables, status: metIf(floorMet), measured: measured.join('; ') };
  },
};
