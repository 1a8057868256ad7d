/**
 * Manual timing with warm-up. Work is measured in rounds of whole passes over an input list (so
 * that the timer's own cost is amortised over many evaluations), until a time budget is spent.
 */
export interface Measurement {
  opsPerSecond: number;
  operations: number;
  /** Relative margin of error of the per-round rate (95 %, normal approximation), in percent. */
  rmePercent: number;
}

const summarise = (rates: number[], operations: number, elapsedMs: number): Measurement => {
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  const variance = rates.length > 1 ? rates.reduce((a, r) => a + (r - mean) ** 2, 0) / (rates.length - 1) : 0;
  const rme = mean > 0 ? ((1.96 * Math.sqrt(variance / rates.length)) / mean) * 100 : 0;
  return { opsPerSecond: (operations / elapsedMs) * 1000, operations, rmePercent: rme };
};

/** A sink the optimiser cannot see through, so measured work is never dead code. */
export let sink = 0;
export const consume = (value: string | null | undefined): void => {
  sink = (sink + (value?.length ?? 1)) | 0;
};

export const measureSync = <T>(inputs: readonly T[], fn: (input: T) => void, budgetMs: number, warmupMs = budgetMs / 5): Measurement => {
  const pass = (count: number) => {
    for (let i = 0; i < count; i += 1) fn(inputs[i % inputs.length]!);
  };
  let batch = 1;
  const warmupEnd = performance.now() + warmupMs;
  // Grow the round until it lasts about 20 ms, warming the JIT on the way.
  while (performance.now() < warmupEnd) {
    const t = performance.now();
    pass(batch);
    if (performance.now() - t < 20) batch *= 2;
  }
  const rates: number[] = [];
  let operations = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    const t = performance.now();
    pass(batch);
    const ms = performance.now() - t;
    rates.push((batch / ms) * 1000);
    operations += batch;
  }
  return summarise(rates, operations, performance.now() - start);
};

export const measureAsync = async <T>(inputs: readonly T[], fn: (input: T) => Promise<void>, budgetMs: number, warmupMs = budgetMs / 5): Promise<Measurement> => {
  let i = 0;
  const once = () => fn(inputs[i++ % inputs.length]!);
  const warmupEnd = performance.now() + warmupMs;
  while (performance.now() < warmupEnd) await once();
  const rates: number[] = [];
  let operations = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    const t = performance.now();
    let n = 0;
    // Rounds of at least 20 ms, evaluated one after another as a caller awaiting each would.
    while (performance.now() - t < 20) {
      await once();
      n += 1;
    }
    rates.push((n / (performance.now() - t)) * 1000);
    operations += n;
  }
  return summarise(rates, operations, performance.now() - start);
};
