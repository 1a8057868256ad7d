import { comparisonCheck, summarizeComparison, type CellCheck } from '@sandbox/world/comparison-coverage';
import { pct, plusMinus, sizeFromEnv } from './lib/coverage-report';
import { metIf, type BenchmarkModule, type BenchmarkTable } from './lib/registry';

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
  description:
    'Over random worlds (acquirer models and prices moved around the seeded world, a random live document and its history drawn from the models), the comparison’s 95 % intervals per dimension cell (value × connector tried first; Jeffreys for first-attempt approval, normal for fees from 30 attempts) against the cell’s exact truth from `chainTruth`.',
  goal: 'coverage near the nominal 95 % (within 2.5 pp over all dimensions, approval and fees)',
  async run({ quick }) {
    const worlds = quick ? 20 : sizeFromEnv('COMPARISON_WORLDS', 200);
    const payments = quick ? 5_000 : sizeFromEnv('COMPARISON_PAYMENTS', 20_000);
    const started = performance.now();
    const checks: CellCheck[] = [];
    for (let seed = 1; seed <= worlds; seed++) checks.push(...comparisonCheck(seed, payments));
    const seconds = (performance.now() - started) / 1000;
    const all = rowOf('all dimensions', checks);
    const table: BenchmarkTable = {
      title: `${worlds} worlds of ${payments.toLocaleString('en')} payments (${seconds.toFixed(0)} s)`,
      columns: ['cells', 'n', 'approval coverage', 'cells < 30 attempts', 'their approval coverage', 'cells with a cost interval', 'fees coverage', 'mean approval half-width'],
      rows: [all, ...(['brand', 'cardType', 'country', 'currency', 'band'] as const).map((d) => rowOf(d, checks.filter((c) => c.dimension === d)))],
      notes: ['cells within a world share payments across dimensions, so the ± ranges are optimistic'],
    };
    const s = summarizeComparison(checks);
    const near = (rate: number, n: number) => n > 0 && Math.abs(rate - 0.95) <= 0.025;
    return {
      tables: [table],
      status: metIf(near(s.approvalCoverage, s.cells) && near(s.feesCoverage, s.feeCells)),
      measured: `approval ${all[2]}, fees ${all[6]} over ${s.cells.toLocaleString('en-US')} cells`,
    };
  },
};
