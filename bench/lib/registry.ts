/**
 * The benchmark registry: every `bench/<name>.ts` next to `run.ts` is a benchmark module when it
 * exports `benchmark`. Adding a benchmark is adding a file; `run.ts` finds it.
 */
export interface BenchmarkOptions {
  /** Shorter timing budgets, for a smoke run (`npm run bench -- --quick`). */
  quick: boolean;
}

export interface BenchmarkTable {
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  /** Lines printed and written below the table. */
  notes?: string[];
}

export interface BenchmarkModule {
  /** Section key in BENCHMARKS.md and the filter on the command line (`npm run bench -- evaluator`). */
  name: string;
  title: string;
  /** What is measured and how, written above the tables. */
  description: string;
  run(options: BenchmarkOptions): Promise<BenchmarkTable[]>;
}
