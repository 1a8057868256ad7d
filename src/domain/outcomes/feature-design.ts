import type { Segment } from './segment';

/**
 * The columns of the per-connector approval regression (approval-model.ts): an intercept and one
 * 0/1 indicator per level of each segment feature, except each feature's most common level (the
 * reference, folded into the intercept). Additive on the logit scale: an acquirer's answer is
 * modelled as its base rate plus what the brand, the card type, the card's country, the currency,
 * the amount band, 3-D Secure and the transaction indicator each add; what is not additive is left
 * to the cells (the residual).
 */
export const FEATURES = ['method', 'brand', 'cardType', 'country', 'currency', 'band', 'threeDSecure', 'indicator'] as const;
export type Feature = (typeof FEATURES)[number];

export interface FeatureDesign {
  /** Columns including the intercept (column 0). */
  size: number;
  /** The feature of each column (index into FEATURES; −1 for the intercept). */
  featureOf: readonly number[];
  /** `feature=value` → column; a reference level or a value never seen has none. */
  column: ReadonlyMap<string, number>;
}

const valueOf = (s: Segment, f: Feature): string => String(s[f]);

/** The design from the segments attempts were seen in (each with its attempts, to find the reference levels). */
export const designOf = (seen: Iterable<{ segment: Segment; n: number }>): FeatureDesign => {
  const counts = FEATURES.map(() => new Map<string, number>());
  for (const { segment, n } of seen) FEATURES.forEach((f, i) => counts[i]!.set(valueOf(segment, f), (counts[i]!.get(valueOf(segment, f)) ?? 0) + n));
  const featureOf: number[] = [-1];
  const column = new Map<string, number>();
  FEATURES.forEach((f, i) => {
    const levels = [...counts[i]!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [value] of levels.slice(1)) {
      column.set(`${f}=${value}`, featureOf.length);
      featureOf.push(i);
    }
  });
  return { size: featureOf.length, featureOf, column };
};

/** The columns that are 1 for a segment: the intercept and its non-reference levels. */
export const columnsOf = (design: FeatureDesign, segment: Segment): number[] => {
  const out = [0];
  for (const f of FEATURES) {
    const j = design.column.get(`${f}=${valueOf(segment, f)}`);
    if (j !== undefined) out.push(j);
  }
  return out;
};
