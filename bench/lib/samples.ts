/**
 * Per-run timings (milliseconds), for work that takes long enough to time one run at a time:
 * validating a 5,000-node document, a page load. Reported as median and 95th percentile.
 */
export interface Samples {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export const summariseSamples = (values: readonly number[]): Samples => {
  if (values.length === 0) throw new Error('no samples');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { runs: sorted.length, median, p95: percentile(sorted, 95), min: sorted[0]!, max: sorted.at(-1)! };
};

/** Runs `fn` `warmup` times untimed, then `runs` times timed, one sample per run. */
export const timeRuns = (fn: () => void, runs: number, warmup = 2): Samples => {
  for (let i = 0; i < warmup; i += 1) fn();
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    values.push(performance.now() - start);
  }
  return summariseSamples(values);
};

export const ms = (value: number): string => value.toFixed(value < 10 ? 2 : 1);
