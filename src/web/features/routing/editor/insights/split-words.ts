import type { SplitDrift } from '@domain/insights/observed-routing';
import { formatCount, formatPercent, formatPValue } from '@web/lib/format';

const count = formatCount;

export const VERDICT_WORDS: Record<SplitDrift['verdict'], string> = {
  drift: 'drifted beyond chance',
  'as-configured': 'as configured',
  'too-few': 'too few to tell',
};

/** What a split node says of its history: "Observed 49.9 % then of 403 · as configured". */
export const observedSplitWords = (split: SplitDrift): { text: string; title: string; drift: boolean } => {
  const decided = split.then + split.else;
  return {
    text: split.observedPercent === null ? 'No payment in the window' : `Observed ${formatPercent(split.observedPercent)} then of ${count(decided)} · ${VERDICT_WORDS[split.verdict]}`,
    title: `Configured ${formatPercent(split.percentTrue)} then; in the window ${count(split.then)} payments took then, ${count(split.else)} else${split.ambiguous ? `, ${count(split.ambiguous)} could have taken either` : ''}. Exact binomial test p = ${formatPValue(split.pValue)}.`,
    drift: split.verdict === 'drift',
  };
};
