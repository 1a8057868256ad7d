import { biDate } from '@domain/insights/traffic-summary-scope';

/**
 * How a replay's window is cut in two parts that are paged at once (replay-worker.ts): while one
 * part's page travels to the replay thread and is parsed there, the data source answers the
 * other's, instead of waiting for that thread between pages.
 */

/** A BI search body, as the replay's work carries it. */
export type Query = Record<string, unknown>;

/** The query cut to part of the window (`created_at` in [gte, lt)), whatever the query itself filters. */
export const withinTimes = (query: Query, range: { gte?: string; lt?: string }): Query => ({
  ...query,
  query: { bool: { filter: [query.query ?? { match_all: {} }, { range: { created_at: range } }] } },
});

/**
 * Where the rest of the window may be cut: after the first page's last record (its first sort value,
 * epoch milliseconds, as OpenSearch sorts dates) and before the window's end, on a whole second (the
 * range's format), halfway. Null when the window is not cut: its records do not all fit under the cap
 * (the cap keeps the first ones in time order: one sequence), the first page did not end on a date,
 * or no whole second lies between.
 */
export const cutAfter = (firstPage: { total: number | null; lastSort: unknown[] | undefined }, window: { to: string }, maxRecords: number): string | null => {
  const lastMs = firstPage.lastSort?.[0];
  const endMs = Date.parse(window.to);
  if (firstPage.total === null || firstPage.total > maxRecords || typeof lastMs !== 'number' || !Number.isFinite(lastMs) || !Number.isFinite(endMs)) return null;
  const cut = Math.floor((lastMs + endMs) / 2 / 1000) * 1000;
  return cut > lastMs && cut < endMs ? biDate(new Date(cut).toISOString()) : null;
};
