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
  /** Measured facts beside the table (load average, rates, counts), written on the caption line above it. */
  notes?: string[];
}

/** Whether the run meets the module's goal. */
export type GoalStatus = 'met' | 'not met' | 'partly met' | 'not judged';

export interface BenchmarkResult {
  tables: BenchmarkTable[];
  status: GoalStatus;
  /** The figures the status rests on, in a few words ("p95 17.0 ms at 5,000 nodes"). */
  measured: string;
}

export interface BenchmarkModule {
  /** Section key in BENCHMARKS.md and the filter on the command line (`npm run bench -- evaluator`). */
  name: string;
  title: string;
  /** What is measured and how, in one or two sentences (the why and the history: docs/performance-notes.md). */
  description: string;
  /** The goal, with the issue that set it. */
  goal: string;
  run(options: BenchmarkOptions): Promise<BenchmarkResult>;
}

/** `met` or `not met` from a test. */
export const metIf = (ok: boolean): GoalStatus => (ok ? 'met' : 'not met');
