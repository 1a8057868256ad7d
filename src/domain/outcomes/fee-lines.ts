import { FEE_LEVELS, type Segment } from './segment';

/** A sale's fee in the base currency as `fixed + percent·amount`: what blended and interchange++ price lists both are, per card kind. */
export interface FeeLine {
  fixed: number;
  perUnit: number;
}

interface Sums {
  n: number;
  x: number;
  y: number;
  xx: number;
  xy: number;
}

/** Least-squares lines by fee cell (`level#key`, segment.ts FEE_LEVELS). */
export type FeeCells = Map<string, Sums>;

const feeKey = (level: number, s: Segment) => `${level}#${FEE_LEVELS[level]!(s)}`;

/**
 * Sums for a line per fee cell from approved attempts: the sale's fee is the record's cost less the
 * authorisation fee every answered attempt pays.
 */
export const feeLinesOf = (approved: ReadonlyArray<{ segment: Segment; baseAmount: number; fees: number }>, authorisationFee: number): FeeCells => {
  const cells: FeeCells = new Map();
  for (const a of approved) {
    const y = a.fees - authorisationFee;
    for (let level = 0; level < FEE_LEVELS.length; level++) {
      const key = feeKey(level, a.segment);
      const s = cells.get(key) ?? { n: 0, x: 0, y: 0, xx: 0, xy: 0 };
      s.n++;
      s.x += a.baseAmount;
      s.y += y;
      s.xx += a.baseAmount * a.baseAmount;
      s.xy += a.baseAmount * y;
      cells.set(key, s);
    }
  }
  return cells;
};

/**
 * The line of the finest cell that can fit one (two approvals at different amounts); a cell with a
 * single amount gives its mean fee as a flat line only when no coarser cell fits. Fees are exact
 * price lists, so a fitted line is the price, not an estimate with noise of its own: the fee's
 * uncertainty in an estimate is that of the approvals it is charged on.
 */
export const feeLineFor = (cells: FeeCells, s: Segment): FeeLine => {
  let flat: FeeLine | undefined;
  for (let level = 0; level < FEE_LEVELS.length; level++) {
    const c = cells.get(feeKey(level, s));
    if (!c || c.n === 0) continue;
    const sxx = c.xx - (c.x * c.x) / c.n;
    if (c.n >= 2 && sxx > 1e-9 * c.xx) {
      const perUnit = (c.xy - (c.x * c.y) / c.n) / sxx;
      return { fixed: (c.y - perUnit * c.x) / c.n, perUnit };
    }
    flat ??= { fixed: c.y / c.n, perUnit: 0 };
  }
  return flat ?? { fixed: 0, perUnit: 0 };
};
