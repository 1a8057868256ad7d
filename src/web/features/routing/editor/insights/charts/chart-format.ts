import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { NONE_KEY, type SummaryInterval } from '@domain/insights/traffic-summary-scope';

/** How the traffic charts write numbers, dates and connectors, in one place so chart, tooltip and table agree. */

export const countText = (n: number) => new Intl.NumberFormat('en').format(n);
export const rateText = (rate: number | null) => (rate === null ? '—' : `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(rate * 100)} %`);
export const moneyText = (amount: number, currency: string) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(amount)} ${currency}`;
/** Axis ticks: 12.3k rather than 12,345, so they fit the side panel. */
export const compactText = (n: number) => new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** A bucket's start as its label: an hour with its day, a day, or the week that starts on it (UTC, as the buckets are cut). */
export const bucketText = (iso: string, interval: SummaryInterval) => {
  const d = new Date(iso);
  const day = d.toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  if (interval === 'hour') return `${day} ${d.toISOString().slice(11, 16)}`;
  return interval === 'week' ? `wk of ${day}` : day;
};

/** A connector as the charts name it: its name when the studio knows it, else its GUID; none for a payment that reached no connector. */
export const connectorText = (key: string, names: ConnectorNameLookup) => (key === NONE_KEY ? 'No connector' : (names(key) ?? key));

/** A breakdown value; `(none)` is a record without the field (a direct debit has no card type). */
export const keyText = (key: string) => (key === NONE_KEY ? 'none' : key);

/** Colour-blind-safe categorical colours (Okabe–Ito), one per connector in the order of the summary's connector list. */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
