import { BREAKDOWN_KEYS, type Breakdown, type SummaryFilters } from '@domain/insights/traffic-summary-scope';

/** The filters of the traffic charts as the user builds them: a value at a time, each removable. */

export const withFilter = (filters: SummaryFilters, breakdown: Breakdown, key: string): SummaryFilters => {
  const values = filters[breakdown] ?? [];
  return values.includes(key) ? filters : { ...filters, [breakdown]: [...values, key] };
};

export const withoutFilter = (filters: SummaryFilters, breakdown: Breakdown, key: string): SummaryFilters => {
  const values = (filters[breakdown] ?? []).filter((v) => v !== key);
  const { [breakdown]: _dropped, ...rest } = filters;
  return values.length > 0 ? { ...rest, [breakdown]: values } : rest;
};

/** Every filter value in breakdown order, for the chips. */
export const filterEntries = (filters: SummaryFilters): { breakdown: Breakdown; key: string }[] =>
  BREAKDOWN_KEYS.flatMap((breakdown) => (filters[breakdown] ?? []).map((key) => ({ breakdown, key })));
