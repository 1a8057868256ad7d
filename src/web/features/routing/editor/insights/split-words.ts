import { groupedNumber } from '@domain/format/grouped-number';
import type { SplitDrift } from '@domain/insights/observed-routing';

// Not Intl: this module loads with the canvas, and a page's first Intl object loads ICU (grouped-number.ts).
const percent = (share: number) => groupedNumber(share, 1);
const count = (n: number) => groupedNumber(n, 3);

export const VERDICT_WORDS: Record<SplitDrift['verdict'], string> = {
  drift: 'drifted beyond chance',
  'as-configured': 'as configured',
  'too-few': 'too few to tell',
};

/** A p-value as people read it: "< 0.000001" rather than 1.2e-9. */
export const pValueText = (p: number | null): string => (p === null ? '—' : p < 1e-6 ? '< 0.000001' : p >= 0.9995 ? '1' : p.toPrecision(2));

/** What a split node says of its history: "Observed 49.9 % then of 403 · as configured". */
export const observedSplitWords = (split: SplitDrift): { text: string; title: string; drift: boolean } => {
  const decided = split.then + split.else;
  return {
    text: split.observedPercent === null ? 'No payment in the window' : `Observed ${percent(split.observedPercent)} % then of ${count(decided)} · ${VERDICT_WORDS[split.verdict]}`,
    title: `Configured ${split.percentTrue} % then; in the window ${count(split.then)} payments took then, ${count(split.else)} else${split.ambiguous ? `, ${count(split.ambiguous)} could have taken either` : ''}. Exact binomial test p = ${pValueText(split.pValue)}.`,
    drift: split.verdict === 'drift',
  };
};
