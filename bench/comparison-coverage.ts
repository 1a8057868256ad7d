import { comparisonCheck, summarizeComparison, type CellCheck } from '@sandbox/world/comparison-coverage';
import { pct, plusMinus, sizeFromEnv } from './lib/coverage-report';
import type { BenchmarkModule } from './lib/registry';

/**
 * The insights' connector comparison against the truth (issue 41.6): per seeded random world, every
 * cell (a dimension's value × the connector tried first) of the comparison over the history; does
 * its 95 % interval hold the cell's true mean first-attempt approval and fees per first attempt?
 * The same procedure runs small in `npm test` (src/sandbox/world/comparison-coverage.test.ts).
 * COMPARISON_WORLDS and COMPARISON_PAYMENTS change the size (default 200 × 20,000).
 */
/** A coverage with its range, or a dash when no cell was there to cover. */
const coverage = (p: number, n: number) => (n === 0 ? '—' : `${pct(p)} ${plusMinus(p, n)}`);

const rowOf = (label: string, checks: readonly CellCheck[]) => {
  const s = summarizeComparison(checks);
  return [label, s.cells, coverage(s.approvalCoverage, s.cells), s.smallCells, coverage(s.smallCellCoverage, s.smallCells), s.feeCells, coverage(s.feesCoverage, s.feeCells), `${s.meanHalfWidthPp.toFixed(2)} pp`];
};

export const benchmark: BenchmarkModule = {
  name: 'comparison-coverage',
  title: 'Connectors compared (insights): coverage of the 95 % intervals per connector × kind of payment',
  description: [
    'Per world (seed 1…N): the four card acquirers’ models and prices moved at random around the seeded world, card debits',
    'with random features, a random live document (splits, failovers) and its history drawn from the models. For every',
    'dimension (brand, card type, BIN country, currency, amount band) and every cell of it (value × connector tried first),',
    'the comparison’s Jeffreys interval for first-attempt approval and its normal interval for fees per first attempt',
    '(cells of 30 attempts or more) against the cell’s truth: the mean over its payments of `chainTruth`’s exact',
    'first-attempt expectations. Goal: 95 % nominal; a cell count is given with each coverage.',
  ].join('\n'),
  async run({ quick }) {
    const worlds = quick ? 20 : sizeFromEnv('COMPARISON_WORLDS', 200);
    const payments = quick ? 5_000 : sizeFromEnv('COMPARISON_PAYMENTS', 20_000);
    const started = performance.now();
    const checks: CellCheck[] = [];
    for (let seed = 1; seed <= worlds; seed++) checks.push(...comparisonCheck(seed, payments));
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        title: `${worlds} worlds of ${payments.toLocaleString('en')} payments (${seconds.toFixed(0)} s)`,
        columns: ['cells', 'n', 'approval coverage', 'cells < 30 attempts', 'their approval coverage', 'cells with a cost interval', 'fees coverage', 'mean approval half-width'],
        rows: [rowOf('all dimensions', checks), ...(['brand', 'cardType', 'country', 'currency', 'band'] as const).map((d) => rowOf(d, checks.filter((c) => c.dimension === d)))],
        notes: ['goal: each coverage near 95 % (the nominal level); cells within a world share payments across dimensions, so the ± ranges are optimistic'],
      },
    ];
  },
};
