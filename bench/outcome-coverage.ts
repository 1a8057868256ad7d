import { coverageCase, summarize, type CoverageCase } from '@sandbox/world/outcome-coverage';
import { pct, plusMinus, sizeFromEnv } from './lib/coverage-report';
import type { BenchmarkModule, BenchmarkTable } from './lib/registry';

/**
 * The outcome estimator against the truth at scale (issue 41.3): seeded random worlds (acquirer
 * models and prices moved around the seeded world), a random live document and its history, a
 * random draft moving 5–60 % of the payments' mass; how often the 95 % intervals of the approval
 * and net differences hold the true difference, the bias, the mean half-width. The same procedure
 * runs small in `npm test` (src/sandbox/world/outcome-coverage.test.ts).
 * OUTCOME_COVERAGE_WORLDS and OUTCOME_COVERAGE_PAYMENTS change the size (default 200 × 100,000).
 */
const DRAWS = 200;


const rowOf = (label: string, cases: readonly CoverageCase[]): Array<string | number> => {
  const s = summarize(cases);
  return [
    label, s.worlds, `${pct(s.approvalCoverage)} ${plusMinus(s.approvalCoverage, s.worlds)}`, `${pct(s.netCoverage)} ${plusMinus(s.netCoverage, s.worlds)}`,
    `${s.approvalBiasPp >= 0 ? '+' : ''}${s.approvalBiasPp.toFixed(3)} pp`, `${s.netBias >= 0 ? '+' : ''}${s.netBias.toFixed(0)} EUR`,
    `${s.approvalHalfWidthPp.toFixed(3)} pp`, `${s.netHalfWidth.toFixed(0)} EUR`,
  ];
};

export const benchmark: BenchmarkModule = {
  name: 'outcome-coverage',
  title: 'Outcome estimates against the truth: coverage, bias and width of the 95 % intervals over random worlds',
  description: [
    'Per world (seed 1…N): acquirer models and prices of the four card acquirers moved at random around the seeded world;',
    'card debits with random features; a live document splitting each currency between two connectors (load balancers,',
    'some failovers) and its history drawn from the models (issuer state kept along the chain) and priced by the price',
    'lists; a draft changing some rules (a new split, a brand or country sent to one side, other failovers) until 5–60 %',
    'of the mass moves. The estimator learns from the history alone (200 posterior draws); the truth is `chainTruth`, the',
    'exact expectation `paymentTruth` mixes, over the same payments the estimate does not call unknown. Coverage: share of',
    'worlds whose interval holds the true draft − live difference (± its binomial 95 % range). "Evidenced": worlds whose',
    'unknown share is under 1 % and whose draft moves mass the estimate can see (a non-zero interval).',
  ].join('\n'),
  async run({ quick }) {
    const worlds = quick ? 20 : sizeFromEnv('OUTCOME_COVERAGE_WORLDS', 200);
    const payments = quick ? 5_000 : sizeFromEnv('OUTCOME_COVERAGE_PAYMENTS', 100_000);
    const started = performance.now();
    const cases: CoverageCase[] = [];
    for (let seed = 1; seed <= worlds; seed++) {
      const c = coverageCase(seed, payments, DRAWS);
      cases.push(c);
      // One line per world, so a long run's log holds every result even if it is stopped.
      console.log(`  world ${seed} of ${worlds} (${((performance.now() - started) / 1000).toFixed(0)} s): ${JSON.stringify(c)}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const evidenced = cases.filter((c) => c.unknownShare < 0.01 && c.approval.high > c.approval.low);
    const summary: BenchmarkTable = {
      title: `${worlds} worlds of ${payments.toLocaleString('en')} payments (${seconds.toFixed(0)} s, ${(seconds / worlds).toFixed(1)} s per world)`,
      columns: ['worlds', 'n', 'approval coverage', 'net coverage', 'approval bias', 'net bias', 'approval half-width', 'net half-width'],
      rows: [rowOf('all', cases), rowOf('evidenced', evidenced)],
      notes: [
        `goal: coverage ≥ 93 %; approval half-width ≤ 0.5 pp at 100,000 payments where the moved share has evidence`,
        `mean share moved ${pct(cases.reduce((s, c) => s + c.moved, 0) / cases.length)}; mean unknown share ${pct(cases.reduce((s, c) => s + c.unknownShare, 0) / cases.length)}`,
        `misses (seed: truth vs interval, approval pp): ${cases.filter((c) => c.approval.truth < c.approval.low || c.approval.truth > c.approval.high).slice(0, 12)
          .map((c) => `${c.seed}: ${(c.approval.truth * 100).toFixed(2)} vs [${(c.approval.low * 100).toFixed(2)}, ${(c.approval.high * 100).toFixed(2)}]`).join('; ') || 'none'}`,
      ],
    };
    return [summary];
  },
};
