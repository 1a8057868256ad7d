/** What the coverage benchmarks share: a size from the environment, and a coverage with its binomial range. */

/** A positive whole number from the environment variable `name`, else `fallback`; anything else stops the run naming the variable. */
export const sizeFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not ${process.env[name]}`);
  return value;
};

export const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;

/** The binomial 95 % range of a coverage measured on n cases (normal approximation). */
export const plusMinus = (p: number, n: number): string => `± ${(196 * Math.sqrt((p * (1 - p)) / Math.max(1, n))).toFixed(1)} pp`;
