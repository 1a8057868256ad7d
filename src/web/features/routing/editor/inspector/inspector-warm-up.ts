import { useEffect } from 'react';
import { whenIdle } from '@web/lib/when-idle';
import { allCurrencies, countryName } from './iso-codes';

/**
 * What the inspector's first form would otherwise do while the user waits, done when the page is
 * first idle: load the browser's collation data (a route's connectors are sorted by name with
 * localeCompare; a page's first locale comparison loads ICU data, 25–65 ms, see
 * @domain/format/grouped-number.ts) and name every country and currency (Intl.DisplayNames, sorted
 * with a Collator; cached by iso-codes.ts). The first selection of a 5,000-rule tree's route took
 * 83 ms of its key's task at 1.7× CPU in a trace, a third of it in that first comparison.
 */
export const warmUpInspector = () => {
  void 'a'.localeCompare('b');
  countryName('DE');
  allCurrencies();
};

/** Warms the inspector once, when the browser is next idle (at most 5 s on). */
export const useInspectorWarmUp = () => useEffect(() => whenIdle(warmUpInspector, 5000), []);
