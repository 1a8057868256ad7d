import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { NONE_KEY, type SummaryInterval } from '@domain/insights/traffic-summary-scope';
import { formatCompact, formatCount, formatDay, formatMoney, formatShare, formatUtcTime } from '@web/lib/format';

/** How the traffic charts write numbers, dates and connectors, in one place so chart, tooltip and table agree. */

export const countText = formatCount;
export const rateText = (rate: number | null) => formatShare(rate);
export const moneyText = (amount: number, currency: string) => formatMoney(amount, currency, { whole: true });
/** Axis ticks: 12.3K rather than 12,345, so they fit the side panel. */
export const compactText = formatCompact;

/** A bucket's start as its label: an hour with its day, a day, or the week that starts on it (UTC, as the buckets are cut). */
export const bucketText = (iso: string, interval: SummaryInterval) => {
  const d = new Date(iso);
  const day = formatDay(d, { utc: true, year: false });
  if (interval === 'hour') return `${day} ${formatUtcTime(d)}`;
  return interval === 'week' ? `wk of ${day}` : day;
};

/** A connector as the charts name it: its name when the studio knows it, else its GUID; none for a payment that reached no connector. */
export const connectorText = (key: string, names: ConnectorNameLookup) => (key === NONE_KEY ? 'No connector' : (names(key) ?? key));

/** A breakdown value; `(none)` is a record without the field (a direct debit has no card type). */
export const keyText = (key: string) => (key === NONE_KEY ? 'none' : key);

/** Colour-blind-safe categorical colours (Okabe–Ito), one per connector in the order of the summary's connector list. */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
